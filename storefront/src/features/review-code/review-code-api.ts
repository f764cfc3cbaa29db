import type { MessageResponse, ReviewResult } from '@shoplocal/shared/types'
import { apiPost } from '../../lib/api/browser.ts'

/** The code a review waits for publishes it (or, in a burst of new reviewers, hands it to our team). */
export const confirmReview = (reviewId: number, code: string) => apiPost<ReviewResult>(`/api/reviews/${reviewId}/confirm`, { code })

/** A new code for a review still waiting for one; the old one stops working. */
export const resendReviewCode = (reviewId: number) => apiPost<MessageResponse>(`/api/reviews/${reviewId}/code`, {})
