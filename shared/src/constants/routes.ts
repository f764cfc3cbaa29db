/** Page paths, so links and redirects are spelled once. */
export const ROUTES = {
  home: '/',
  browseShops: '/browse-shops',
  browseProducts: '/browse-products',
  favourites: '/favorites',
  customerProfile: '/customer-profile',
  customerAuth: '/customer-auth',
  shopOwnerAuth: '/shop-owner-auth',
  login: '/login',
  passwordResetRequest: '/password-reset-request',
  passwordResetConfirm: '/password-reset-confirm',
  dashboard: '/dashboard',
  shopOwnerHome: '/shop-owner-home',
  shopOwnerDashboard: '/shop-owner-dashboard',
  subscribe: '/subscribe',
  pricing: '/pricing',
  pay: '/pay',
  admin: '/admin',
  adminEnhanced: '/admin/enhanced',
  adminCustomers: '/admin/customers',
  /** Where an unauthorized state sends the browser. */
  unauthorizedRedirect: '/api/login',
  account: '/account',
  privacy: '/privacy',
  accessibility: '/accessibility',
  /** How every list and search is ordered, and what sponsored placement changes. */
  howWeRank: '/how-we-rank',
  /** Who may review, what is checked and how averages are made. */
  howReviewsWork: '/how-reviews-work',
  terms: '/terms',
  report: '/report',
  contact: '/contact',
  accountStatements: '/account/statements',
} as const

export const shopPath = (id: number | string): string => `/shops/${id}`
/** The report form for one item (the Report link beside every shop, product, spotlight, review and chat message). */
export const reportPath = (type: string, id: number | string): string => `/report?type=${type}&id=${id}`

/** A statement of reasons in the affected person's (or the reporter's) account. */
export const statementPath = (id: number | string): string => `/account/statements/${id}`
/**
 * A statement of reasons opened by the signed link of its mail, for a person without an account (a visitor who
 * reported, the holder of an account staff deleted): read it and appeal from there.
 */
export const statementLinkPath = (token: string): string => `/statement?token=${encodeURIComponent(token)}`
export const spotlightPath = (id: number | string): string => `/spotlight/${id}`

/** Query flag that makes the home page show the password-reset banner. */
export const PASSWORD_RESET_SUCCESS_QUERY = { passwordReset: 'success' } as const
/** Query flag that opens the rating dialog on the shop page. */
export const RATE_ACTION_QUERY = { action: 'rate' } as const
