/** Words several domains share, so each is spelled once. */

/** The API's and the website's answer to a request they cannot read (a path that is not valid percent-encoding). */
export const BAD_REQUEST = 'Bad request'

/** Words several domains share, so each is spelled once. */
export const COMMON_LABELS = {
  error: 'Error',
  unknown: 'Unknown',
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  banned: 'Banned',
  verified: 'Verified',
  goHome: 'Go Home',
  goBack: 'Go Back',
  previous: 'Previous',
  next: 'Next',
  cancel: 'Cancel',
  confirm: 'Confirm',
  save: 'Save',
  delete: 'Delete',
  approve: 'Approve',
  reject: 'Reject',
  refresh: 'Refresh',
  spotlight: 'Spotlight',
  products: 'Products',
  totalShops: 'Total Shops',
  totalViews: 'Total Views',
  cannotBeUndone: 'This action cannot be undone.',
} as const

/** A toast: a bold title and an optional line under it. */
export interface ToastText {
  title: string
  description?: string
}
