import { MS_PER_MINUTE, MS_PER_SECOND } from './locale.ts'

/**
 * The longest catalogue search word the API accepts (search, shop, product, location); the website
 * cuts longer input from an address so an odd URL cannot make a refused request.
 */
export const SEARCH_TEXT_MAX_LENGTH = 200

/** Browse-products preview before 'View All Products (n)'. */
export const PREVIEW_PRODUCTS = 32
/** Products shown on the home products tab. */
export const HOME_PRODUCTS = 20
/** Loading placeholders per grid; the grids differ in size, so each has its own count. */
export const SKELETON_COUNTS = {
  shops: 8,
  products: 12,
  favourites: 6,
} as const

export const GEOLOCATION_TIMEOUT_MS = 10 * MS_PER_SECOND
export const GEOLOCATION_MAX_AGE_MS = 5 * MS_PER_MINUTE

export const RATING_MIN = 1
export const RATING_MAX = 5
export const RATING_DECIMALS = 1

/** How long the 'Successfully reset password' banner stays on the home page. */
export const PASSWORD_RESET_BANNER_MS = 5 * MS_PER_SECOND

export const REPORT_RESPONSE_HOURS = 24

/** The highest price a product may have, in euro; prices are stored as DECIMAL(12,2). */
export const PRODUCT_PRICE_MAX = 1_000_000

/** The most rows one CSV import may add; larger catalogues are imported in several files. */
export const PRODUCT_IMPORT_MAX_ROWS = 500

/** The distances a public list can be limited to around a place ("within 10 km"). */
export const NEAR_DISTANCES_KM = [5, 10, 25, 50] as const

/** How a public list may be ordered: by how well it matches (the default), or nearest first from a place. */
export const CATALOGUE_SORTS = ['relevance', 'nearest'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
