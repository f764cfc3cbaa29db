import type {
  BillingDetails,
  BillingOverview,
  CardPaymentStart,
  CheckoutPayload,
  OwnerPayment,
  PaymentQuote,
  Plan,
  QuotePayload,
  SubscriptionState,
} from '@shoplocal/shared/types'
import { browserApi } from '../../lib/api/browser.ts'
import type { ApiClient } from '../../lib/api/client.ts'
import { unwrap } from '../../lib/api/result.ts'
import { uploadFile } from '../../lib/api/upload.ts'

/* The billing calls. Writes resolve with the answer or throw the ApiError the page shows. */

/** The multipart field PUT /api/payments/:id/proof reads. */
const PROOF_FIELD = 'proof'

export const fetchPlans = (api: ApiClient) => api.get<Plan[]>('/api/plans')
export const fetchBilling = (api: ApiClient) => api.get<BillingOverview>('/api/billing')
export const reloadBilling = async (): Promise<BillingOverview> => unwrap(await fetchBilling(browserApi))

/** PUT /api/billing/details: what receipts print as the buyer's address and VAT number. */
export const saveBillingDetails = async (details: BillingDetails): Promise<{ message: string; billingDetails: BillingDetails }> =>
  unwrap(await browserApi.send<{ message: string; billingDetails: BillingDetails }>('PUT', '/api/billing/details', { body: details })).body

export const createInvoice = async (payload: CheckoutPayload): Promise<OwnerPayment> =>
  unwrap(await browserApi.post<OwnerPayment>('/api/payments/checkout', payload))

/** What checkout would bill, line by line, before anything is created. */
export const fetchQuote = async (payload: QuotePayload): Promise<PaymentQuote> =>
  unwrap(await browserApi.post<PaymentQuote>('/api/payments/quote', payload))

/** PUT /api/payments/:id/proof with upload progress (0–1). */
export const uploadProof = (paymentId: number, file: File, onProgress: (fraction: number) => void): Promise<OwnerPayment> =>
  uploadFile<OwnerPayment>('PUT', `/api/payments/${paymentId}/proof`, PROOF_FIELD, file, onProgress)

/** The owner's subscription, for whether card payments are open to them. */
export const fetchSubscription = () => browserApi.get<SubscriptionState>('/api/subscription')

/** Starts paying an invoice by card: the answer holds what Stripe's form needs. */
export const startCardPayment = (invoiceId: number) => browserApi.post<CardPaymentStart>(`/api/payments/${invoiceId}/card`)
