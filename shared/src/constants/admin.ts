export const ADMIN_PAGE_SIZE = 20
export const ADMIN_LOGS_PAGE_SIZE = 50

/**
 * The console's tabs in display order: the enhanced panel's eight, with the classic panel's screens
 * (pending approvals, customers, visits) and the console's own (moderation queue, payment verification) beside
 * the tabs they belong with.
 */
export const ENHANCED_ADMIN_TABS = [
  'overview',
  'queue',
  'pending',
  'payments',
  'verification',
  'shops',
  'users',
  'shop-owners',
  'customers',
  'spotlight',
  'visits',
  'analytics',
  'logs',
] as const
export const DEFAULT_ENHANCED_ADMIN_TAB = 'overview' satisfies (typeof ENHANCED_ADMIN_TABS)[number]
