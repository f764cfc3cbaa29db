import { REPORT_RESPONSE_HOURS } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'

export const SHOP_DETAIL_LABELS = {
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
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

/** The quick report dialog: it leads to the report form. */
export const REPORT_DIALOG = {
  title: 'Report a Shop',
  instructions:
    'Every shop, product, spotlight, review and chat message has a Report link. Or open our report form and paste the address of the page:',
  items: ['What is wrong (the kind of problem)', 'Why it is illegal or against our terms', 'Your name and e-mail address'],
  openForm: 'Open the report form',
  promise: `We look at every report within ${REPORT_RESPONSE_HOURS} hours and tell you what we decided.`,
  close: 'Got it! Close',
} as const

/** The Report link beside every public item; its accessible name says which. */
export const REPORT_LINK = {
  label: 'Report',
  named: (name: string) => `Report ${name}`,
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
