import type { IsoDateString } from './common.ts'

/** A review as the public reads it; the reviewer's email stays private. */
export interface Review {
  id: number
  rating: number
  comment: string | null
  reviewerName: string | null
  createdAt: IsoDateString
}

/** Body of POST /api/shops/{id}/reviews and POST /api/products/{id}/reviews. */
export interface ReviewPayload {
  rating: number
  comment?: string | null
  reviewerName?: string
  reviewerEmail?: string
}

/** The reviewed shop's or product's figures after the review. */
export interface RatingSummary {
  rating: number | null
  averageRating: number | null
  reviewCount: number
}

/** POST …/reviews: the stored review, whether it replaced the reviewer's earlier one, and the new figures. */
export interface ReviewResult {
  review: Review
  replaced: boolean
  summary: RatingSummary
}

/** A rating typed before signing in, kept in session storage and posted after sign-in. */
export interface PendingRating {
  shopId: number
  shopName: string
  rating: number
  comment: string | null
}
