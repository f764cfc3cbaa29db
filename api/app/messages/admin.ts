/** The visit type of a recent visit that records none. */
export const DEFAULT_VISIT_TYPE = 'View'

/** The source of a visit that came with no referrer (typed address, bookmark, app). */
export const DIRECT_VISIT_SOURCE = 'Direct'

/** The visit sources past the ones listed by name, added up. */
export const OTHER_VISIT_SOURCE = 'Other'

/** The admin API's answers when an action is refused or done: a refusal explains itself instead of failing as a server error. */
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
  shopEndingNoticed: (date: string) =>
    `Notice given: the shop stays listed until ${date} and is removed then, unless an appeal reverses the decision.`,
  shopEndingAlready: 'This shop has already been given notice or removed.',
  /** Added to the explanation of a statement that ends a shop with notice. */
  shopEndingExplanation: (reason: string, date: string) =>
    `${reason} The shop stays listed until ${date} and is removed on that day, unless the decision is reversed on appeal.`,
  signedOut: 'Signed out.',
  notCustomer: 'This account is not a customer.',
  customerDeleted: 'Customer deleted.',
  customerBanned: 'Customer banned. Their sessions and tokens have ended.',
  customerUnbanned: 'Customer unbanned.',
} as const
