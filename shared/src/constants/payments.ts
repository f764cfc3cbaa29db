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
