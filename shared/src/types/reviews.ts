import type { IsoDateString } from './common.ts'

/** A review as the public reads it; the reviewer's email stays private. */
/** The shop owner's public answer under a review. */
export interface ReviewReply {
  body: string
  createdAt: IsoDateString
  updatedAt: IsoDateString
}

export interface Review {
  id: number
  rating: number
  comment: string | null
  reviewerName: string | null
  createdAt: IsoDateString
  reply: ReviewReply | null
}

/** Body of POST /api/reviews/{id}/confirm: the code mailed to the address a review was written under. */
export interface ReviewConfirmPayload {
  code: string
}

/** Body of PUT /api/reviews/{id}/reply. */
export interface ReviewReplyPayload {
  body: string
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

/**
 * POST …/reviews: the stored review, whether it replaced the reviewer's earlier one, and the new figures.
 * `pending` (202): a review under a typed name and e-mail, not counted or listed until the code mailed to
 * that address is entered (POST /api/reviews/{id}/confirm), which answers the same shape.
 */
export interface ReviewResult {
  review: Review
  replaced: boolean
  pending: boolean
  summary: RatingSummary
}

/** GET /api/shops/{id}/reviews/mine and /api/products/{id}/reviews/mine: the caller's own review (their account's or guest session's), or null. */
export interface OwnReview {
  review: Review | null
}

/** A rating typed before signing in, kept in session storage and posted after sign-in. */
export interface PendingRating {
  shopId: number
  shopName: string
  rating: number
  comment: string | null
}
