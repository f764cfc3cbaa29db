import type { Euro } from './common.ts'
import type { ShopSummary } from './catalogue.ts'

/** Body of POST /api/customer/favorites and DELETE /api/favorites. */
export interface Favorite {
  shopId: number
  productId: number
}

/** GET /api/favorites/counts. */
export interface FavoriteCount {
  productId: number
  count: number
}

/** One card of the favourites page. */
export interface FavoriteItem {
  id: number
  name: string
  description: string | null
  price: Euro
  imageUrl: string | null
  isSpotlighted: boolean
  shop: ShopSummary
}

/** A favourite on the customer account page. */
export interface CustomerProfileFavorite {
  id: number
  shopId: number
  shop: { name: string; location: string }
}
