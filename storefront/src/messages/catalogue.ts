import { REPORT_EMAIL_SUBJECT, REPORT_RESPONSE_HOURS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'

export const SHOP_DETAIL_LABELS = {
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  /** The spec's "SL badge", said in words: two letters told a shopper nothing. */
  spotlightBadge: COMMON_LABELS.spotlight,
  shopStatistics: 'Shop Statistics',
  products: COMMON_LABELS.products,
  reviews: 'Reviews',
  totalViews: COMMON_LABELS.totalViews,
  memberSince: 'Member Since',
  contact: 'Contact',
  about: 'About',
  rateShop: 'Rate Shop',
  messageShop: 'Message Shop',
} as const

export const CATALOGUE_ERRORS = {
  searchFailed: 'Failed to search products',
  browseFailed: 'Failed to browse products',
  guestSessionFailed: { title: COMMON_LABELS.error, description: 'Failed to create guest session. Please try again.' },
} as const

export const REVIEW_MESSAGES = {
  submitFailed: 'Failed to submit rating. Please try again.',
  pendingRatingFailed: 'Failed to submit your rating. Please try again.',
  submitted: 'Rating submitted',
} as const

/** The quick report dialog. */
export const REPORT_DIALOG = {
  title: 'Report a Shop',
  instructions: `To report a shop, email us with the subject '${REPORT_EMAIL_SUBJECT}' and include:`,
  items: ['Report type', 'Shop name', 'Quantity/details', 'Shop location', 'Your address/contact'],
  promise: `We will contact you within ${REPORT_RESPONSE_HOURS} hours to confirm your report.`,
  close: 'Got it! Close',
} as const

/** Unrated shops and products show no number; this is what the slot says instead. */
export const NO_RATING_LABEL = 'No ratings yet'

/** Home, browse and search screens. */
export const BROWSE_LABELS = {
  shopsTab: 'Shops',
  productsTab: COMMON_LABELS.products,
  backToPreview: 'Back to Preview',
  useMyLocation: 'Use my location',
  allCategories: 'All Categories',
} as const

export const viewAllProductsLabel = (count: number): string => `View All Products (${count})`
