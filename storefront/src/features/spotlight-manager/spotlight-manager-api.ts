import type { OwnerSpotlightRequest, SubmitSpotlightPayload } from '@shoplocal/shared/types'
import { apiPost, browserApi } from '../../lib/api/browser.ts'
import { unwrap } from '../../lib/api/result.ts'

/* The spotlight manager's calls; each resolves with the answer or throws the ApiError the screen shows. */

export const fetchMySpotlightRequests = async (): Promise<OwnerSpotlightRequest[]> =>
  unwrap(await browserApi.get<OwnerSpotlightRequest[]>('/api/spotlight/my-requests'))

export const submitSpotlightRequest = (payload: SubmitSpotlightPayload) => apiPost<OwnerSpotlightRequest>('/api/spotlight/submit', payload)
