import { COMMON_LABELS } from './common.ts'

export const CATALOGUE_EMPTY = {
  noProducts: 'No products found',
  noShops: 'No shops found',
  shopNotFound: 'Shop Not Found',
  noShopProductsTitle: 'No products listed yet',
  noShopProductsText: "This shop hasn't added any products or services yet.",
} as const

/** What a card shows when the data lacks a value. */
export const CATALOGUE_FALLBACKS = {
  productName: 'Premium Product',
  productDescription: 'High quality product from a trusted local shop.',
  shopName: 'Local Shop',
  memberSince: COMMON_LABELS.unknown,
} as const

export const SHOP_DETAIL_LABELS = {
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  spotlightBadge: 'SL',
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

/** "Use my location" from a position far from every town we list. */
export const NO_TOWN_NEARBY = 'We could not find a town near you. Type your town instead.'

/** Search answers that are not a list. */
export const SEARCH_MESSAGES = {
  /** A process that has no index yet (no snapshot to load) answers searches with this and 503 until its build ends. */
  starting: 'Search is starting up. Please try again in a few seconds.',
} as const

/** The API's answers to a "near me" list query it cannot use (422, one per field). */
export const NEAR_MESSAGES = {
  unknownPlace: 'We could not find that place. Try a town, a county or an Eircode such as D02 or T12.',
  placeOrPosition: 'Give a place or your position, not both.',
  positionHalf: 'A position needs both lat and lng.',
  latitude: 'lat must be a latitude between -90 and 90.',
  longitude: 'lng must be a longitude between -180 and 180.',
  withinKm: 'withinKm must be 5, 10, 25 or 50.',
  sort: 'sort must be relevance or nearest.',
  nearestNeedsPlace: 'Give a town, county or Eircode, or use your location, to sort by nearest.',
  withinNeedsPlace: 'Give a town, county or Eircode, or use your location, to limit the distance.',
} as const
