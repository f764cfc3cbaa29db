export const ADMIN_PAGE_SIZE = 20
export const ADMIN_LOGS_PAGE_SIZE = 50
export const TOP_CITIES_LIMIT = 3
export const CUSTOMERS_CSV_PREFIX = 'customers'

/** Tab ids and the tab each screen opens on. */
export const OWNER_DASHBOARD_TABS = ['overview', 'shops', 'products', 'spotlight'] as const
export const DEFAULT_OWNER_DASHBOARD_TAB = 'shops' satisfies (typeof OWNER_DASHBOARD_TABS)[number]

export const CLASSIC_ADMIN_TABS = ['pending', 'shops', 'shop-owners', 'customers', 'visits', 'spotlight'] as const
export const DEFAULT_CLASSIC_ADMIN_TAB = 'pending' satisfies (typeof CLASSIC_ADMIN_TABS)[number]

export const ENHANCED_ADMIN_TABS = [
  'overview',
  'payments',
  'shops',
  'users',
  'shop-owners',
  'spotlight',
  'analytics',
  'logs',
] as const
export const DEFAULT_ENHANCED_ADMIN_TAB = 'overview' satisfies (typeof ENHANCED_ADMIN_TABS)[number]
