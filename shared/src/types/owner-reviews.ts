import type { Review } from './reviews.ts'

/** GET /api/shop-owner/reviews: a review of one of the owner's shops or of a product of it, with its reply. */
export interface OwnerReview extends Review {
  shopId: number
  shopName: string
  /** Null for a review of the shop itself. */
  productId: number | null
  productName: string | null
}
