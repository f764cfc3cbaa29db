import type { IsoDateString } from './common.ts'

export interface Review {
  id: number
  rating: number
  comment: string | null
  reviewerName: string | null
  reviewerEmail: string | null
  createdAt: IsoDateString
}

/** Body of POST /api/shops/{id}/reviews and POST /api/products/{id}/reviews. */
export interface ReviewPayload {
  rating: number
  comment: string | null
  reviewerName?: string
  reviewerEmail?: string
}

/** A rating typed before signing in, kept in session storage and posted after sign-in. */
export interface PendingRating {
  shopId: number
  shopName: string
  rating: number
  comment: string | null
}
