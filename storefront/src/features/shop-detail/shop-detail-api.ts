import type { ContactValues } from './contact-rules.ts'
import type { OwnReview, ReviewResult } from '@shoplocal/shared/types'
import { apiPost, browserApi } from '../../lib/api/browser.ts'

/** The shop page's calls; each write throws the ApiError its dialog's submit shows. */

/** A signed-in visitor sends only the message; a guest also their name and an email or a phone. */
export const sendShopMessage = (shopId: number, body: Pick<ContactValues, 'content'> | ContactValues) =>
  apiPost(`/api/shops/${shopId}/messages`, body)

/** A guest session not yet confirmed may give the name its reviews will show. */
export const rateShop = (shopId: number, rating: { rating: number; comment: string | null; reviewerName?: string }) =>
  apiPost<ReviewResult>(`/api/shops/${shopId}/reviews`, rating)

/** The visitor's own rating of the shop (their account's or guest session's), or null: also when it could not be read. */
export async function ownShopRating(shopId: number, signal: AbortSignal) {
  const answer = await browserApi.get<OwnReview>(`/api/shops/${shopId}/reviews/mine`, { signal })
  return answer.ok ? answer.data.review : null
}
