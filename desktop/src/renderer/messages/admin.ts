import { SHOP_ENDING_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { AUTH_LABELS, COMMON_LABELS, OWNER_MENU_LABELS } from '@shoplocal/shared/messages'

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
  giveNotice: 'End with notice',
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
  noCustomers: 'No customers found',
  customerList: 'Customer accounts',
} as const

export const perDayLabel = (average: number): string => `${average} per day on average`

export const customersCountLabel = (shown: number, total: number): string =>
  `Showing ${shown.toLocaleString('en-IE')} of ${total.toLocaleString('en-IE')} customers`

export const messagesPerUserLabel = (value: number): string => `${value} messages per customer`

/** Column headers of the customers CSV export, in file order. */
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
  // Added after the original panel's columns, so a sheet built on their positions still reads them.
  'Name',
] as const

/** Column headers of the Customers grid. */
export const CUSTOMER_COLUMN_LABELS = {
  customer: 'Customer',
  contact: 'Contact',
  city: 'City',
  verified: 'Verified',
  status: 'Status',
  joined: 'Joined',
} as const

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No')

export const VISIT_LABELS = {
  today: 'Today',
  thisWeek: 'This Week',
  thisMonth: 'This Month',
  thisYear: 'This Year',
  recentVisits: 'Recent Visits',
  mostVisited: 'Most Visited Shops',
  sources: 'Visit Sources',
  anonymousVisitor: 'Guest',
  visitor: 'Visitor',
  shop: 'Shop',
  when: 'When',
  ipAddress: 'IP address',
  type: 'Type',
  noRecentVisits: 'No visits recorded yet',
  visitCounts: 'Visits by period',
} as const

export const ADMIN_CONFIRMATIONS = {
  deleteCustomer: `Delete this customer account permanently? ${COMMON_LABELS.cannotBeUndone}`,
  banCustomer: 'Ban this customer? They will no longer be able to sign in.',
  unbanCustomer: 'Unban this customer? They will be able to sign in again.',
  deleteUser: `Delete this user permanently? ${COMMON_LABELS.cannotBeUndone}`,
  deleteShopOwner: `Delete this shop owner and their shops permanently? ${COMMON_LABELS.cannotBeUndone}`,
  removeShop: 'Remove this shop from the marketplace now, for a serious breach? It comes down at once; only an appeal can restore it.',
  endShopWithNotice: `End this shop with ${SHOP_ENDING_NOTICE_DAYS} days’ notice? It stays listed until then and is removed on that day, unless an appeal reverses the decision. For a serious breach, use Remove.`,
} as const

/** Failure toasts of moderation decisions and the customers list (in the words of the spec's first admin panel). */
export const MODERATION_ERRORS = {
  approveShop: 'Failed to approve shop. Please try again.',
  rejectShop: 'Failed to reject shop. Please try again.',
  removeShop: 'Failed to remove shop. Please try again.',
  endShopWithNotice: 'Failed to give the shop notice. Please try again.',
  deleteCustomer: 'Failed to delete customer account.',
  updateCustomer: 'Failed to update customer status.',
  approveSpotlight: 'Failed to approve spotlight request',
  rejectSpotlight: 'Failed to reject spotlight request',
  customerDataTitle: 'Failed to Load Customer Data',
  customerDataFallback: 'Please try refreshing the page',
} as const

/** Failure toasts of the admin lists (users, shop owners, shops, payments); payment ones show the server message first. */
export const ADMIN_LIST_ERRORS = {
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

/** Success toast titles, all in the same 'Thing Done' pattern. */
export const ADMIN_SUCCESS = {
  customerDeleted: 'Customer Deleted',
  customerBanned: 'Customer Banned',
  customerUnbanned: 'Customer Unbanned',
  shopApproved: 'Shop Approved',
  shopRejected: 'Shop Rejected',
  shopRemoved: 'Shop Removed',
  shopNoticed: 'Notice Given',
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
  topRevenueShops: 'Top Revenue Shops',
} as const

export const megabytesLabel = (megabytes: number): string => `${megabytes} MB`

/** The console's tabs, keyed like CONSOLE_TAB_IDS. */
export const CONSOLE_TAB_LABELS = {
  overview: 'Overview',
  queue: 'Moderation Queue',
  reports: 'Reports',
  appeals: 'Appeals',
  pending: 'Pending Approvals',
  payments: 'Payments',
  verification: 'Payment Verification',
  shops: 'Shops',
  users: 'Users',
  'shop-owners': ADMIN_LABELS.shopOwners,
  customers: 'Customers',
  terms: 'Owner Terms',
  spotlight: COMMON_LABELS.spotlight,
  visits: 'Customer Visits',
  analytics: 'Analytics',
  transparency: 'Transparency',
  logs: 'Logs',
} as const

/** The desktop console's own screens: sign-in, first-run API address, session. */
export const CONSOLE_LABELS = {
  signIn: AUTH_LABELS.signIn,
  signOut: OWNER_MENU_LABELS.signOut,
  signInHeading: 'Sign in to the admin console',
  signInNote: 'Admin staff only. Your access token is kept encrypted on this computer.',
  email: 'Email',
  password: 'Password',
  signingIn: 'Signing in…',
  /** The way in that failed passwords from elsewhere cannot close. */
  signInWithCode: 'Sign in with a code sent to your email',
  signInWithPassword: 'Sign in with your password instead',
  sendCode: 'Send code',
  sendingCode: 'Sending…',
  code: 'Code',
  useAnotherAccount: 'Use another account',
  apiAddress: 'API address',
  apiAddressHeading: 'Connect to the ShopLocal API',
  apiAddressNote: 'The address of the ShopLocal server this console manages, e.g. https://api.shoplocal.ie',
  apiAddressInvalid: 'Enter an http:// or https:// address',
  changeApi: 'Change API',
  saveAndContinue: 'Save and continue',
  signedInAs: 'Signed in as',
  searchUsers: 'Search name, email or phone',
  searchShopOwners: 'Search name or email',
  searchShops: 'Search shop name or location',
  role: 'Role',
  status: 'Status',
  sortBy: 'Sort by',
  ascending: 'Ascending',
  descending: 'Descending',
  all: 'All',
  loading: 'Loading…',
  noUsers: 'No users found',
  noShops: 'No shops found',
  noLogs: 'No admin activity yet',
  exporting: 'Exporting…',
  exported: 'Export saved',
  exportFailed: 'Export failed',
  exportProgress: 'Export progress',
  reason: 'Reason',
  loadFailed: 'Could not load this tab',
  retry: 'Try again',
  notVerified: 'Not verified',
} as const

/** Rows exported so far out of the rows that match, e.g. "12,000 of 100,000 rows". */
export const exportProgressLabel = (done: number, total: number): string =>
  `${done.toLocaleString('en-IE')} of ${total.toLocaleString('en-IE')} rows`

/** Role names as the admin lists show them. */
export const ROLE_LABELS = {
  customer: 'Customer',
  shop_owner: 'Shop Owner',
  admin: 'Admin',
} as const

/** Column headers of the enhanced panel's grids, also used as the CSV headers. */
export const ADMIN_COLUMN_LABELS = {
  id: 'ID',
  userDetails: 'User Details',
  contact: 'Contact',
  email: 'Email',
  phone: 'Phone',
  firstName: 'First Name',
  lastName: 'Last Name',
  role: 'Role',
  status: 'Status',
  verified: 'Verified',
  joined: 'Joined',
  actions: 'Actions',
  name: 'Name',
  shopName: 'Shop Name',
  shopCount: 'Shops',
  productCount: COMMON_LABELS.products,
  registered: 'Registered',
  shopDetails: 'Shop Details',
  location: 'Location',
  owner: 'Owner',
  ownerEmail: 'Owner Email',
  category: 'Category',
  created: 'Created',
  active: COMMON_LABELS.active,
  action: 'Action',
  target: 'Target',
  admin: 'Admin',
  adminEmail: 'Admin Email',
  details: 'Details',
  date: 'Date',
  revenue: 'Revenue',
  visits: 'Visits',
  shop: 'Shop',
} as const

/** File name prefixes of the console's CSV exports; the date and time follow, so exports never overwrite each other. */
export const ADMIN_CSV_PREFIXES = {
  users: 'users',
  shopOwners: 'shop-owners',
  shops: 'shops',
  logs: 'admin-logs',
  customers: 'customers',
} as const

/** Overview and analytics cards of the enhanced panel. */
export const OVERVIEW_LABELS = {
  totalShops: COMMON_LABELS.totalShops,
  totalUsers: 'Total Users',
  totalProducts: 'Total Products',
  totalRevenue: ADMIN_LABELS.totalRevenue,
  newUsersThisMonth: 'New Users This Month',
  newShopsThisMonth: 'New Shops This Month',
  dailyVisits: 'Daily Visits',
  monthlyVisits: 'Monthly Visits',
  visitAnalytics: 'Visit Analytics',
  monthlyRevenue: 'Monthly Revenue',
  topVisitedShops: 'Top Shops by Visits',
  recentActivity: 'Recent Activity',
  noRevenue: 'No revenue recorded yet',
  noVisits: 'No visits recorded yet',
} as const

export const activeCountLabel = (count: number): string => `${count} active`

export const thisMonthLabel = (amount: string): string => `${amount} this month`

/** Confirm dialogs of the admin lists: the reason field goes with suspend, reject and delete. */
export const ADMIN_LIST_CONFIRMATIONS = {
  suspendUser: 'Suspend this user? They are signed out at once and cannot sign in until unsuspended.',
  unsuspendUser: 'Unsuspend this user? They will be able to sign in again.',
  suspendShopOwner: 'Suspend this shop owner? They are signed out at once and cannot sign in until unsuspended.',
  unsuspendShopOwner: 'Unsuspend this shop owner? They will be able to sign in again.',
  approveShop: 'Approve this shop? It becomes visible on the marketplace.',
  rejectShop: 'Reject this shop? The owner sees it as rejected.',
} as const

/** The moderation queue: one list of everything awaiting a decision, worked from the keyboard. */
export const QUEUE_LABELS = {
  title: 'Moderation Queue',
  list: 'Items awaiting a decision',
  preview: 'Preview',
  empty: 'Nothing is waiting for a decision.',
  keys: 'j/k or ↑/↓ move · a approve · r reject with a reason · u undo',
  approve: 'Approve',
  reject: 'Reject',
  rejectHeading: 'Reject with a reason',
  reasonPlaceholder: 'Why is this rejected? The owner sees it.',
  confirmReject: 'Reject',
  cancel: 'Cancel',
  sendingIn: (seconds: number) => `Sending in ${seconds} s — press u to undo`,
  undone: 'Decision undone',
  approved: 'Approved',
  rejected: 'Rejected',
  submitted: 'Submitted',
  owner: 'Owner',
  proof: 'Proof',
  noProof: 'No proof uploaded',
  reference: 'Reference',
  amount: 'Amount',
  lineItems: 'Line items',
  months: 'Months',
  paid: 'Paid',
  unpaid: 'Not paid yet',
  category: 'Category',
  location: 'Location',
  contact: 'Contact',
  description: 'Description',
  proofUploaded: (date: string) => `Proof uploaded ${date}`,
  proofIsPdf: 'The proof is a PDF: its pages are shown in Payment Verification.',
  proofUnavailable: 'The proof could not be loaded.',
  undoHint: 'Decisions are sent when the undo window closes; leaving this tab sends them at once.',
  verifyFailed: 'Failed to verify payment',
  rejectPaymentFailed: 'Failed to reject payment',
  reasonRequired: 'A reason is required to reject.',
  noImages: 'No images',
} as const

/** The queue's kinds, as the list's badges and the tab title's counts name them. */
export const QUEUE_KIND_LABELS = {
  shop: 'Shop',
  payment: 'Payment',
  spotlight: 'Spotlight',
} as const

/** The tab title with the count of each kind, e.g. "Moderation Queue (3 shops · 1 payment · 0 spotlights)". */
export const queueTabTitle = (counts: { shop: number; payment: number; spotlight: number }): string => {
  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`
  return `${QUEUE_LABELS.title} (${plural(counts.shop, 'shop')} · ${plural(counts.payment, 'payment')} · ${plural(counts.spotlight, 'spotlight')})`
}

/** The Pending Approvals tab of the classic panel. */
export const PENDING_LABELS = {
  list: 'Shops awaiting approval',
  approve: 'Approve',
  reject: 'Reject',
  submitted: 'Submitted',
  owner: 'Owner',
  location: 'Location',
  category: 'Category',
} as const
