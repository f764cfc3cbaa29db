import type { Euro } from './common.ts'
import type { ShopSummary, Sponsorship } from './catalogue.ts'

/** Body of POST /api/customer/favorites and DELETE /api/favorites. */
export interface Favorite {
  shopId: number
  productId: number
}

/** GET /api/favorites/counts: how many people saved each product. */
export interface FavoriteCount {
  productId: number
  count: number
}

/** GET /api/customer/favorites: one saved product, a card of the favourites page. */
export interface FavoriteItem {
  id: number
  shopId: number
  name: string
  description: string | null
  price: Euro
  imageUrl: string | null
  isSpotlighted: boolean
  /** The live spotlight behind the "Sponsored" label; null when not spotlighted. */
  sponsored: Sponsorship | null
  inStock: boolean
  /** The product's own average (null until rated) and review count, not its shop's. */
  rating: number | null
  reviewCount: number
  shop: ShopSummary
}

/** What a favourite call answers: whether the caller now has it saved and how many people have. */
export interface FavoriteState extends Favorite {
  isFavorite: boolean
  count: number
}

/** GET/PUT/DELETE /api/shops/{id}/follow: whether the caller follows the shop (a favourite shop) and how many do. */
export interface ShopFollowState {
  shopId: number
  isFollowing: boolean
  count: number
}
