import { COMMON_LABELS } from './common.ts'
import { OWNER_MENU_LABELS } from './site.ts'

/** Non-admins on either admin panel (spec 2 §2). */
export const ACCESS_DENIED = {
  title: 'Access Denied',
  classic: "You don't have permission to access the admin panel.",
  enhanced: "You don't have permission to access the enhanced admin panel.",
  goHome: COMMON_LABELS.goHome,
} as const

/** The reason recorded when an admin rejects or suspends without giving one. */
export const DEFAULT_REJECT_REASON = 'No reason provided'
/** The visit type of a recent visit that records none. */
export const DEFAULT_VISIT_TYPE = 'View'

export const ADMIN_LABELS = {
  classicTitle: OWNER_MENU_LABELS.adminPanel,
  enhancedTitle: 'Enhanced Admin Panel',
  openEnhanced: 'Enhanced Panel',
  refreshAll: 'Refresh All',
  totalShops: COMMON_LABELS.totalShops,
  activeUsers: 'Active Users',
  totalRevenue: 'Total Revenue',
  pendingApprovals: 'Pending Approvals',
  allShops: 'All Shops',
  shopOwners: 'Shop Owners',
  customers: 'Customers',
  customerVisits: 'Customer Visits',
  spotlight: COMMON_LABELS.spotlight,
  shopOwnersMoved: 'Shop owners are managed in the enhanced admin panel.',
  noShopOwners: 'No shop owners found',
  noShop: 'No shop yet',
  noPendingShops: 'No shops awaiting approval',
  noPendingSpotlights: 'No spotlight requests awaiting review',
  remove: 'Remove',
  suspend: 'Suspend',
  unsuspend: 'Unsuspend',
  ban: 'Ban',
  unban: 'Unban',
  markPaid: 'Mark Paid',
  showBankDetails: 'Show bank details',
  hideBankDetails: 'Hide bank details',
  reasonOptional: 'Reason (optional)',
  reasonRequired: 'Reason (required)',
  priority: 'Priority (0-10)',
} as const

export const pageIndicator = (page: number, totalPages: number): string => `Page ${page} of ${totalPages}`

/** Customers tab of the classic panel. */
export const CUSTOMER_TAB_LABELS = {
  totalCustomers: 'Total Customers',
  activeCustomers: 'Active Customers',
  newThisMonth: 'New This Month',
  totalMessages: 'Total Messages',
  accountStatus: 'Account Status',
  topCities: 'Top Cities',
  growthMetrics: 'Growth Metrics',
  monthlyGrowth: 'Monthly Growth',
  engagement: 'Engagement',
  exportCsv: 'Export CSV',
  searchPlaceholder: 'Search by ID, email, phone or city',
} as const

export const perDayLabel = (average: number): string => `${average} per day on average`
export const customersCountLabel = (shown: number, total: number): string => `Showing ${shown} of ${total} customers`

/** Column headers of the customers CSV export, in file order (spec 2 §9). */
export const CUSTOMER_CSV_COLUMNS = [
  'Customer ID',
  'Email',
  'Phone',
  'City',
  'Contact Method',
  'Email Verified',
  'Phone Verified',
  COMMON_LABELS.banned,
  'Joined Date',
  'Account Age (Days)',
] as const

export const VISIT_LABELS = {
  today: 'Today',
  thisWeek: 'This Week',
  thisMonth: 'This Month',
  thisYear: 'This Year',
  recentVisits: 'Recent Visits',
  mostVisited: 'Most Visited Shops',
  sources: 'Visit Sources',
  anonymousVisitor: 'Guest',
} as const

export const ADMIN_CONFIRMATIONS = {
  deleteCustomer: `Delete this customer account permanently? ${COMMON_LABELS.cannotBeUndone}`,
  banCustomer: 'Ban this customer? They will no longer be able to sign in.',
  unbanCustomer: 'Unban this customer? They will be able to sign in again.',
  deleteUser: `Delete this user permanently? ${COMMON_LABELS.cannotBeUndone}`,
  deleteShopOwner: `Delete this shop owner and their shops permanently? ${COMMON_LABELS.cannotBeUndone}`,
  removeShop: `Remove this shop from the marketplace? ${COMMON_LABELS.cannotBeUndone}`,
} as const

/** Failure toasts of the classic panel (spec 2 §8). */
export const CLASSIC_ADMIN_ERRORS = {
  approveShop: 'Failed to approve shop. Please try again.',
  rejectShop: 'Failed to reject shop. Please try again.',
  removeShop: 'Failed to remove shop. Please try again.',
  deleteCustomer: 'Failed to delete customer account.',
  updateCustomer: 'Failed to update customer status.',
  approveSpotlight: 'Failed to approve spotlight request',
  rejectSpotlight: 'Failed to reject spotlight request',
  customerDataTitle: 'Failed to Load Customer Data',
  customerDataFallback: 'Please try refreshing the page',
} as const

/** Failure toasts of the enhanced panel (spec 2 §8); payment ones show the server message first. */
export const ENHANCED_ADMIN_ERRORS = {
  approveShop: 'Failed to approve shop',
  rejectShop: 'Failed to reject shop',
  suspendUser: 'Failed to suspend user',
  unsuspendUser: 'Failed to unsuspend user',
  deleteUser: 'Failed to delete user',
  deleteShopOwner: 'Failed to delete shop owner',
  suspendShopOwner: 'Failed to suspend shop owner',
  unsuspendShopOwner: 'Failed to unsuspend shop owner',
  markPaid: 'Failed to mark payment as paid',
  suspendShop: 'Failed to suspend shop',
} as const

/** Success toast titles; the spec fixes only some wording, the rest follows the same pattern. */
export const ADMIN_SUCCESS = {
  customerDeleted: 'Customer Deleted',
  customerBanned: 'Customer Banned',
  customerUnbanned: 'Customer Unbanned',
  shopApproved: 'Shop Approved',
  shopRejected: 'Shop Rejected',
  shopRemoved: 'Shop Removed',
  spotlightApproved: 'Spotlight Approved',
  spotlightRejected: 'Spotlight Rejected',
  spotlightForceRejected: 'Spotlight Removed',
  paymentMarked: 'Payment Marked',
  shopSuspended: 'Shop Suspended',
  userSuspended: 'User Suspended',
  userUnsuspended: 'User Unsuspended',
  userDeleted: 'User Deleted',
  shopOwnerSuspended: 'Shop Owner Suspended',
  shopOwnerUnsuspended: 'Shop Owner Unsuspended',
  shopOwnerDeleted: 'Shop Owner Deleted',
  paymentVerified: 'Payment Verified',
  paymentRejected: 'Payment Rejected',
} as const

export const ANALYTICS_LABELS = {
  systemHealth: 'System Health',
  memoryUsed: 'Memory Used',
  uptime: 'Uptime',
  security: 'Security Status',
  performance: 'Performance',
  topRevenueShops: 'Top Revenue Shops',
} as const

export const megabytesLabel = (megabytes: number): string => `${megabytes} MB`
export const hoursLabel = (hours: number): string => `${hours} h`

/** The admin API's answers when an action is refused or done (design.md: clear messages, never a 500). */
export const ADMIN_SERVER_MESSAGES = {
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  lastAdmin: 'This is the last admin account; another admin must exist first.',
  notShopOwner: 'This account is not a shop owner.',
  shopAlreadyApproved: 'This shop is already approved.',
  shopNotPending: 'Only a pending shop can be rejected; remove an approved shop instead.',
  userSuspended: 'User suspended. Their sessions and tokens have ended.',
  userUnsuspended: 'User unsuspended.',
  userDeleted: 'User deleted.',
  shopApproved: 'Shop approved.',
  shopRejected: 'Shop rejected.',
  shopRemoved: 'Shop removed.',
  signedOut: 'Signed out.',
} as const

/** The website's admin pages point admin staff to the desktop console (design.md: admins work there). */
export const ADMIN_PORTAL = {
  title: 'Admin Panel',
  enhancedTitle: 'Enhanced Admin Panel',
  customersTitle: 'Customers',
  intro:
    'Moderation, payments, spotlight requests, customers and analytics are handled in the ShopLocal Admin desktop console.',
  steps: [
    'Install the ShopLocal Admin console for Windows, macOS or Linux from your team administrator.',
    'Open it and enter this marketplace\'s API address when it asks on first run.',
    'Sign in with your admin e-mail and password.',
  ],
  enhancedLink: 'Open the enhanced admin panel',
  signedInAs: (name: string) => `Signed in as ${name}`,
} as const
