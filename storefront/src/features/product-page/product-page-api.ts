import type { ReviewPayload, ReviewResult } from '@shoplocal/shared/types'
import { apiPost } from '../../lib/api/browser.ts'

/** The product page's writes; each throws the ApiError its form's submit shows. */
export const postProductReview = (productId: number, payload: ReviewPayload) =>
  apiPost<ReviewResult>(`/api/products/${productId}/reviews`, payload)
