export const SPOTLIGHT_MONTHLY_FEE = 149
/** 10% off the whole total for 2 or more months, rounded to whole euro. */
export const SPOTLIGHT_DISCOUNT_PERCENT = 10
export const SPOTLIGHT_DISCOUNT_MIN_MONTHS = 2
/** The prepaid durations whose totals the plans table lists. */
export const SPOTLIGHT_PRICED_MONTHS = [1, 2, 3, 6, 12] as const

export const SPOTLIGHT_MONTHS = { min: 1, max: 12 } as const
export const SPOTLIGHT_IMAGES = { min: 1, max: 8 } as const
export const SPOTLIGHT_PRIORITY = { min: 0, max: 10, default: 0 } as const
/** The PRIORITY badge shows only when priority exceeds this. */
export const PRIORITY_BADGE_THRESHOLD = 5
export const SPOTLIGHT_REVIEW_HOURS = 24
/** How many of the owner's products the spotlight manager offers at once. */
export const SPOTLIGHT_OFFERED_PRODUCTS = 6
/** Billing's pay page for one spotlight request. */
export const spotlightPaymentPath = (requestId: number): string => `/pay?spotlightRequestId=${requestId}`
