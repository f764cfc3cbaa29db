import { REPORT_LINK } from '../messages/index.ts'

/** Words of the review lists shown on shop and product pages. */
export const REVIEWS_COPY = {
  report: REPORT_LINK.label,
  reportReview: (reviewer: string) => REPORT_LINK.named(`the review by ${reviewer}`),
  anonymousReviewer: 'A customer',
  stars: (count: number) => (count === 1 ? '1 star' : `${count} stars`),
  /** The heading of an owner's answer under a review. */
  replyFrom: (shop: string) => `Reply from ${shop}`,
} as const
