/** A rating typed before signing in, kept in session storage and posted after sign-in. */
export interface PendingRating {
  shopId: number
  shopName: string
  rating: number
  comment: string | null
}
