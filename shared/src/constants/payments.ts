/** Money amounts are whole euro unless noted. */

export const YEARLY_LISTING_FEE = 200

/** One-time registration fee (waived once a shop has referred two other shops). */
export const REGISTRATION_FEE = 19

export const FREE_TRIAL_DAYS = 30
/** A subscription due within this many days shows as expiring and its next-due date turns yellow. */
export const EXPIRING_WINDOW_DAYS = 7

/** The starter plan's add-on. */
export const STARTER_EXTRA_PRODUCTS = { products: 10, monthlyPrice: 5 } as const

/** The plan lengths in days. */
export const PLAN_DURATIONS = { month: 30, quarter: 90, halfYear: 180, year: 365 } as const

/** The registration fee is waived once the owner has referred this many shops. */
export const REGISTRATION_FEE_WAIVER_REFERRALS = 2

/** New Shop Bonus: a shop ranks this much higher in public lists for this many days after approval. */
export const NEW_SHOP_BONUS = { visibilityPercent: 20, days: 60 } as const

/** A missed payment leaves this many days of grace; after them the shop is suspended until the fee is paid. */
export const GRACE_PERIOD_DAYS = 7
export const REACTIVATION_FEE = 25

/** Days before the due date on which the owner is mailed a renewal reminder. */
export const RENEWAL_REMINDER_DAYS = [7, 1] as const

/** shops.maxProducts default, and what the payments tab shows when productsAllowed is missing. */
export const DEFAULT_MAX_PRODUCTS = 30

/** A payment proof: an image or a PDF of at most 5 MB. */
export const PAYMENT_PROOF_MAX_BYTES = 5 * 1024 * 1024
