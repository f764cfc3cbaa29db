/** Words of the review lists shown on shop and product pages. */
export const REVIEWS_COPY = {
  anonymousReviewer: 'A customer',
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  /** The heading of an owner's answer under a review. */
  replyFrom: (shop: string) => `Reply from ${shop}`,
} as const
