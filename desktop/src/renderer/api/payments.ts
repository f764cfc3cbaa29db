import { withQuery, type QueryParams } from '@shoplocal/shared/rules'
import type {
  AdminPaymentActionResponse,
  AdminPaymentsPage,
  AdminPaymentTransactionsPage,
  PaymentReceipt,
  ReconciliationResult,
  StatementLine,
} from '@shoplocal/shared/types'
import type { SaveFileResult, ShopLocalBridge } from '../../shared/bridge'
import type { AdminAction } from './admin'
import { ApiError, ApiUnreachableError, requestJson } from './client'

/** The admin payment calls (contract in api/start/routes/admin_payments.ts). */
const PAYMENT_PATHS = {
  payments: '/api/admin/payments',
  transactions: '/api/admin/payments/transactions',
  preview: '/api/admin/payments/reconciliation/preview',
  confirm: '/api/admin/payments/reconciliation/confirm',
  proof: (id: number) => `/api/payments/${id}/proof`,
} as const

export const fetchShopPayments = (bridge: ShopLocalBridge, params: QueryParams) =>
  requestJson(bridge, { method: 'GET', path: withQuery(PAYMENT_PATHS.payments, params) }) as Promise<AdminPaymentsPage>

export const fetchPaymentTransactions = (bridge: ShopLocalBridge, params: QueryParams) =>
  requestJson(bridge, { method: 'GET', path: withQuery(PAYMENT_PATHS.transactions, params) }) as Promise<AdminPaymentTransactionsPage>

export const PAYMENT_ACTIONS = {
  markPaid: (shopOwnerId: number): AdminAction => ({ method: 'POST', path: `${PAYMENT_PATHS.payments}/${shopOwnerId}/mark-paid` }),
  suspend: (shopOwnerId: number): AdminAction => ({ method: 'POST', path: `${PAYMENT_PATHS.payments}/${shopOwnerId}/suspend` }),
} as const

type Decision = 'verify' | 'reject' | 'refund'

/**
 * Verify (with optional notes), reject or refund (with a reason) one bank transfer. Verifying a payment
 * with no proof says the admin confirmed the money arrived (`moneyArrived`), with the note saying how.
 */
/** Verify sends the notes, whether the money arrived, and the confirmation's reason (a rejected or removed shop's). */
export const decidePayment = (
  bridge: ShopLocalBridge,
  id: number,
  decision: Decision,
  text: string,
  verify: { moneyArrived?: boolean; reason?: string } = {},
) =>
  requestJson(bridge, {
    method: 'POST',
    path: `${PAYMENT_PATHS.transactions}/${id}/${decision}`,
    body:
      decision === 'verify'
        ? {
            notes: text.trim() || undefined,
            ...(verify.moneyArrived ? { moneyArrived: true } : {}),
            reason: verify.reason?.trim() || undefined,
          }
        : { reason: text },
  }) as Promise<AdminPaymentActionResponse>

/**
 * A statement line as sent to confirm: an ambiguous line may carry the payment the admin chose, and, when
 * that payment's amount differs from the line's, the note the admin confirmed the difference with.
 */
export type ConfirmLine = StatementLine & { transactionId?: number; mismatchNote?: string }

export const previewStatement = (bridge: ShopLocalBridge, lines: StatementLine[]) =>
  requestJson(bridge, { method: 'POST', path: PAYMENT_PATHS.preview, body: { lines } }) as Promise<ReconciliationResult>

export const confirmStatement = (bridge: ShopLocalBridge, lines: ConfirmLine[]) =>
  requestJson(bridge, { method: 'POST', path: PAYMENT_PATHS.confirm, body: { lines } }) as Promise<ReconciliationResult>

/** A payment's proof as a Blob of its served type, for an inline preview. */
export async function fetchProof(bridge: ShopLocalBridge, id: number): Promise<Blob> {
  const result = await bridge.api.requestFile(PAYMENT_PATHS.proof(id))
  if (result.type === 'network-error') throw new ApiUnreachableError(result.message)
  if (result.type === 'response') throw new ApiError(result.status, result.body || result.statusText)
  // Copied into a fresh buffer: bytes that crossed IPC may sit in a larger shared one.
  return new Blob([result.bytes.slice()], { type: result.contentType })
}

/** A receipt's or credit note's PDF (its `url` from the payment), saved under its number. */
export async function saveReceipt(bridge: ShopLocalBridge, receipt: PaymentReceipt): Promise<SaveFileResult> {
  const result = await bridge.api.requestFile(receipt.url)
  if (result.type === 'network-error') throw new ApiUnreachableError(result.message)
  if (result.type === 'response') throw new ApiError(result.status, result.body || result.statusText)
  return bridge.files.savePdf(`${receipt.number}.pdf`, result.bytes.slice())
}
