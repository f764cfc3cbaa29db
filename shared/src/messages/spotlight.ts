import { SPOTLIGHT_IMAGES, SPOTLIGHT_PRIORITY, SPOTLIGHT_REVIEW_HOURS } from '../constants/spotlight.ts'
import type { SpotlightStatus } from '../types/enumerations.ts'
import { COMMON_LABELS } from './common.ts'

export const SPOTLIGHT_STATUS_LABELS: Readonly<Record<SpotlightStatus, string>> = {
  pending: 'Pending Approval',
  approved: 'Active Spotlight',
  rejected: COMMON_LABELS.rejected,
  force_rejected: 'Removed by Admin',
  expired: 'Expired',
}

/** The public spotlight product page. */
export const SPOTLIGHT_PAGE = {
  banner: 'Premium Featured Product',
  notFound: 'Spotlight Product Not Found',
  returnHome: 'Return to Home',
  verifiedShop: 'Verified Shop',
  visitShop: 'Visit Shop Profile',
  callShop: 'Call Shop',
  viewOnMap: 'View on Map',
  backToShops: 'Back to All Shops',
  featuredSince: 'Featured since',
  priorityBadge: 'PRIORITY',
} as const

export const daysLeftLabel = (days: number): string => (days === 1 ? '1 day left' : `${days} days left`)
export const imageCounterLabel = (index: number, total: number): string => `${index + 1} / ${total}`

/** The owner's spotlight manager (dashboard Spotlight tab) and its submission dialog. */
export const SPOTLIGHT_MANAGER = {
  intro: 'Feature a product at the top of the home page and search results.',
  loading: 'Loading your spotlight requests…',
  loadFailed: 'Failed to load your spotlight requests',
  myRequests: 'My Spotlight Requests',
  noRequests: 'No spotlight requests yet.',
  availableProducts: 'Available Products',
  newRequest: 'Request Spotlight',
  dialogTitle: 'Request a Spotlight',
  product: 'Product',
  duration: 'Duration (months)',
  total: 'Total',
  images: 'Images',
  imagesHint: `Upload ${SPOTLIGHT_IMAGES.min} to ${SPOTLIGHT_IMAGES.max} images of the product.`,
  addImages: 'Add images',
  uploading: 'Uploading…',
  removeImage: 'Remove image',
  submit: 'Submit Request',
  submitting: 'Submitting…',
  cancel: COMMON_LABELS.cancel,
  noProducts: 'All your products are already in the spotlight or awaiting review.',
  reviewPromise: `Requests are reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours.`,
  payNow: 'Pay now',
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  rejectionReason: 'Reason',
  ends: 'Ends',
  outOfStockHidden: 'Out-of-stock products are not offered: mark one in stock to spotlight it.',
} as const

export const monthsLabel = (months: number): string => (months === 1 ? '1 month' : `${months} months`)

export const SPOTLIGHT_TOASTS = {
  submitted: {
    title: 'Spotlight Request Submitted',
    // The request waits for its payment first, then for review: say both, in that order.
    description: `Pay for it next (Pay now): once the payment is confirmed, your request will be reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours.`,
  },
  submitFailed: { title: COMMON_LABELS.error, fallback: 'Failed to submit spotlight request' },
  uploadFailed: { title: 'Upload failed', description: 'Failed to upload one or more images.' },
} as const

/** What the spotlight API answers when it refuses or completes a call. */
export const SPOTLIGHT_SERVER_MESSAGES = {
  productNotFound: 'Product not found',
  notYourProduct: 'You can only request a spotlight for your own products.',
  alreadyRequested: 'This product already has a pending or active spotlight request.',
  productNotPublic: 'Only an active product of an approved shop can be spotlighted.',
  productOutOfStock: 'This product is out of stock. Restock it before spotlighting it.',
  requestNotFound: 'Spotlight request not found',
  notPending: 'Only a pending spotlight request can be approved or rejected.',
  notPaid: 'This spotlight request has not been paid yet.',
  notActive: 'Only an active spotlight can be removed.',
  approved: 'Spotlight request approved',
  rejected: 'Spotlight request rejected',
  forceRejected: 'Spotlight removed',
} as const

/** The console's Spotlight tab. */
export const SPOTLIGHT_CONSOLE = {
  heading: 'Spotlight Requests',
  pending: 'Pending',
  active: 'Active',
  totalRevenue: 'Total Revenue',
  expired: 'Expired',
  statusFilter: 'Status',
  allStatuses: 'All',
  empty: 'No spotlight requests here',
  shop: 'Shop',
  owner: 'Owner',
  months: 'Months',
  amount: 'Amount',
  payment: 'Payment',
  paid: 'Paid',
  unpaid: 'Unpaid',
  submitted: 'Submitted',
  priority: `Priority (${SPOTLIGHT_PRIORITY.min}-${SPOTLIGHT_PRIORITY.max})`,
  priorityShort: 'Priority',
  approve: COMMON_LABELS.approve,
  reject: COMMON_LABELS.reject,
  forceReject: 'Force Reject',
  reasonOptional: 'Reason (optional)',
  reasonRequired: 'Reason (required)',
  forceRejectFailed: 'Failed to remove spotlight',
  unpaidHint: 'Approval is possible once the owner has paid.',
  approveQuestion: 'Approve this spotlight request? It starts now and runs for the months paid for; a higher priority shows first.',
  rejectQuestion: 'Reject this spotlight request? The owner sees the reason.',
  forceRejectQuestion: 'Remove this active spotlight from the website now? The owner sees the reason.',
  ends: SPOTLIGHT_MANAGER.ends,
} as const
