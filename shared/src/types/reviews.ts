import type { IsoDateString } from './common.ts'

/** A review as the public reads it; the reviewer's email stays private. */
/** The shop owner's public answer under a review. */
interface ReviewReply {
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
 * `pending` (202): a review under a typed name and e-mail, or from a guest session not yet confirmed, not
 * counted or listed until the code sent to `codeSentTo` is entered (POST /api/reviews/{id}/confirm), which
 * answers the same shape. `held` (202): published in a burst of new reviewers on the shop, so kept for an
 * admin's check before it counts.
 */
export interface ReviewResult {
  review: Review
  replaced: boolean
  pending: boolean
  held: boolean
  /** Where the code went (an e-mail address or a phone number), while `pending`; else null. */
  codeSentTo: string | null
  summary: RatingSummary
}

/** GET /api/admin/reviews/held: one review held in a burst of new reviewers, waiting for an admin. */
export interface HeldReview {
  id: number
  rating: number
  comment: string | null
  reviewerName: string | null
  /** Who wrote it: an account, a guest session or a typed e-mail. */
  reviewerKind: 'account' | 'guest' | 'email'
  shopId: number
  shopName: string
  productId: number | null
  productName: string | null
  createdAt: IsoDateString
  heldAt: IsoDateString
}

export interface HeldReviewsPage {
  reviews: HeldReview[]
  totalCount: number
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
