import { SPOTLIGHT_IMAGES, SPOTLIGHT_REVIEW_HOURS } from '../constants/spotlight.ts'
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
