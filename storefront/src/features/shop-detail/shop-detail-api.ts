import type { ContactValues } from './contact-rules.ts'
import { apiPost } from '../../lib/api/browser.ts'

/** The shop page's writes; each throws the ApiError its dialog's submit shows. */

/** A signed-in visitor sends only the message; a guest also their name and an email or a phone. */
export const sendShopMessage = (shopId: number, body: Pick<ContactValues, 'content'> | ContactValues) =>
  apiPost(`/api/shops/${shopId}/messages`, body)

export const rateShop = (shopId: number, rating: { rating: number; comment: string | null }) =>
  apiPost(`/api/shops/${shopId}/reviews`, rating)
