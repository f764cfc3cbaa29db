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
