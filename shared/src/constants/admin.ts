export const ADMIN_PAGE_SIZE = 20
export const ADMIN_LOGS_PAGE_SIZE = 50

/**
 * The console's tabs in display order: the spec's two admin panels in one console, each screen beside the
 * ones it belongs with (moderation, money, people, insights), with the console's own (moderation queue,
 * payment verification).
 */
export const CONSOLE_TAB_IDS = [
  'overview',
  'queue',
  'reports',
  'appeals',
  'pending',
  'payments',
  'verification',
  'shops',
  'users',
  'shop-owners',
  'customers',
  'terms',
  'spotlight',
  'visits',
  'analytics',
  'transparency',
  'logs',
] as const
export const DEFAULT_CONSOLE_TAB = 'overview' satisfies (typeof CONSOLE_TAB_IDS)[number]

/** The Customers tab shows this many of the top cities. */
export const TOP_CITIES_SHOWN = 3
/** Rows per request when the console exports customers in id order; larger than a page, still a small answer. */
export const CUSTOMER_EXPORT_CHUNK = 1000
/** Visits GET /api/admin/recent-visits returns, newest first. */
export const RECENT_VISITS_LIMIT = 50
/** Visit sources listed by name; the rest are added up under one 'Other'. */
export const VISIT_SOURCES_SHOWN = 8
/** How long the moderation queue holds a decision before sending it, so the admin can undo it. */
export const QUEUE_UNDO_SECONDS = 5
/** Items of each kind the queue lists at most (the counts are always exact). */
export const QUEUE_ITEMS_PER_KIND = 200

/** Products a shop's detail shows an admin before a decision; the count says how many more there are. */
export const ADMIN_SHOP_DETAIL_PRODUCTS = 48
