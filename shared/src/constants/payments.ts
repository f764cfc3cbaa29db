/** Money amounts are whole euro unless noted. */

export const YEARLY_LISTING_FEE = 200

/** One-time registration fee, waived once the shop has referred this many other shops. */
export const REGISTRATION_FEE = 19
export const REGISTRATION_FEE_WAIVER_REFERRALS = 2

export const NEW_SHOP_BONUS = { visibilityPercent: 20, days: 60 } as const

export const FREE_TRIAL_DAYS = 30
export const REACTIVATION_FEE = 25
export const GRACE_PERIOD_DAYS = 7
/** A subscription due within this many days shows as expiring and its next-due date turns yellow. */
export const EXPIRING_WINDOW_DAYS = 7

/** shops.maxProducts default, and what the payments tab shows when productsAllowed is missing. */
export const DEFAULT_MAX_PRODUCTS = 30
export const DEFAULT_PRODUCTS_ALLOWED_DISPLAY = DEFAULT_MAX_PRODUCTS

/** The starter plan's add-on. */
export const STARTER_EXTRA_PRODUCTS = { products: 10, monthlyPrice: 5 } as const

/** Plan durations in days that have a display label. */
export const PLAN_DURATIONS = { month: 30, quarter: 90, halfYear: 180, year: 365 } as const

/** DECIMAL(precision, scale) of money and rating columns. */
export const PRICE_DECIMAL = { precision: 12, scale: 2 } as const
export const SUBSCRIPTION_AMOUNT_DECIMAL = { precision: 10, scale: 2 } as const
export const SHOP_RATING_DECIMAL = { precision: 3, scale: 2 } as const
