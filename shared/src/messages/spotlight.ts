import { SPOTLIGHT_REVIEW_HOURS } from '../constants/spotlight.ts'
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
  save: COMMON_LABELS.save,
  callShop: 'Call Shop',
  viewOnMap: 'View on Map',
  backToShops: 'Back to All Shops',
  featuredSince: 'Featured since',
  openingHours: 'Opening Hours',
  priorityBadge: 'PRIORITY',
} as const

export const daysLeftLabel = (days: number): string => (days === 1 ? '1 day left' : `${days} days left`)
export const imageCounterLabel = (index: number, total: number): string => `${index + 1} / ${total}`

/** The owner's spotlight manager. */
export const SPOTLIGHT_MANAGER = {
  title: COMMON_LABELS.spotlight,
  newRequest: 'Request Spotlight',
  product: 'Product',
  duration: 'Duration (months)',
  images: 'Images',
  submit: 'Submit Request',
  noProducts: 'All your products are already in the spotlight or awaiting review.',
  reviewPromise: `Requests are reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours.`,
} as const

export const monthsLabel = (months: number): string => (months === 1 ? '1 month' : `${months} months`)

export const SPOTLIGHT_TOASTS = {
  submitted: {
    title: 'Spotlight Request Submitted',
    description: `Your request will be reviewed within ${SPOTLIGHT_REVIEW_HOURS} hours.`,
  },
  submitFailed: { title: COMMON_LABELS.error, fallback: 'Failed to submit spotlight request' },
  uploadFailed: { title: 'Upload failed', description: 'Failed to upload one or more images.' },
} as const
