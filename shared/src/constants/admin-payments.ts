/** The payments tab's status filter; the last three are subscriptionDisplayStatus values. */
export const PAYMENT_LIST_FILTERS = ['all', 'active', 'expiring', 'suspended'] as const

/** The verification queue's filter: the queue itself, then decided payments to look back at. */
export const PAYMENT_QUEUE_FILTERS = [
  'pending_verification',
  'awaiting_payment',
  'verified',
  'rejected',
  'refunded',
  'on_hold',
  'cancelled',
  'all',
] as const

/**
 * A statement credit without a usable reference is suggested for open payments of the same amount
 * created at most this many days before it (and not after it: money cannot arrive before the invoice).
 */
export const RECONCILIATION_SUGGESTION_DAYS = 31

/** Most lines one reconciliation request may carry: a busy month of one account's credits. */
export const RECONCILIATION_MAX_LINES = 2000
