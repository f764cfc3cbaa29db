export const ADMIN_PAGE_SIZE = 20
export const ADMIN_LOGS_PAGE_SIZE = 50

export const ENHANCED_ADMIN_TABS = ['overview', 'payments', 'shops', 'users', 'shop-owners', 'spotlight', 'analytics', 'logs'] as const
export const DEFAULT_ENHANCED_ADMIN_TAB = 'overview' satisfies (typeof ENHANCED_ADMIN_TABS)[number]
