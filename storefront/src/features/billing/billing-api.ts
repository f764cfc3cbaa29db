import type { BillingOverview, CheckoutPayload, OwnerPayment, Plan } from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import type { ApiClient } from '../../lib/api/client.ts'
import { ApiError, unwrap } from '../../lib/api/result.ts'

/* The billing calls. Writes resolve with the answer or throw the ApiError the page shows. */

/** The multipart field PUT /api/payments/:id/proof reads. */
const PROOF_FIELD = 'proof'

export const fetchPlans = (api: ApiClient) => api.get<Plan[]>('/api/plans')
export const fetchBilling = (api: ApiClient) => api.get<BillingOverview>('/api/billing')
export const reloadBilling = async (): Promise<BillingOverview> => unwrap(await fetchBilling(browserApi))

export const createInvoice = async (payload: CheckoutPayload): Promise<OwnerPayment> =>
  unwrap(await browserApi.post<OwnerPayment>('/api/payments/checkout', payload))

/**
 * PUT /api/payments/:id/proof with progress: fetch cannot report how much of a body has been sent, so
 * this call uses XMLHttpRequest. `onProgress` gets 0–1.
 */
export function uploadProof(paymentId: number, file: File, onProgress: (fraction: number) => void): Promise<OwnerPayment> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('PUT', `/api/payments/${paymentId}/proof`)
    request.setRequestHeader('Accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1)
        resolve(JSON.parse(request.responseText) as OwnerPayment)
      } else {
        reject(new ApiError(request.status, request.responseText, request.statusText))
      }
    }
    request.onerror = () => reject(new ApiError(0, '', 'Network error'))
    const form = new FormData()
    form.append(PROOF_FIELD, file)
    request.send(form)
  })
}
