import { ALL_FILTER } from '@shoplocal/shared/constants'
import { TRANSACTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { fullName, type QueryParams } from '@shoplocal/shared/rules'
import type { AdminPayment } from '@shoplocal/shared/types'
import type { ShopLocalBridge } from '../../../shared/bridge'
import { fetchPaymentTransactions } from '../../api/payments'
import { PAYMENT_CSV_HEADERS as H } from '../../copy'
import { csvDate, EXPORT_PAGE_SIZE, pagedSource, type CsvColumn, type ExportSource } from '../../lib/csv-export'

/**
 * One row per payment, for a spreadsheet: amounts as plain numbers (no euro sign or thousands
 * separator, so they sum), dates as ISO timestamps, the method as the API names it and the status in words.
 */
export const PAYMENT_EXPORT_COLUMNS: CsvColumn<AdminPayment>[] = [
  { header: H.id, value: (payment) => payment.id },
  { header: H.reference, value: (payment) => payment.paymentReference },
  { header: H.owner, value: (payment) => (payment.owner ? fullName(payment.owner.firstName, payment.owner.lastName) : null) },
  { header: H.ownerEmail, value: (payment) => payment.owner?.email ?? null },
  { header: H.shop, value: (payment) => payment.shop?.name ?? payment.shopName },
  { header: H.plan, value: (payment) => payment.planName },
  { header: H.amount, value: (payment) => payment.amountPaid },
  { header: H.currency, value: (payment) => payment.currency },
  { header: H.method, value: (payment) => payment.paymentMethod },
  { header: H.status, value: (payment) => TRANSACTION_STATUS_LABELS[payment.paymentStatus] },
  { header: H.created, value: (payment) => csvDate(payment.createdAt) },
  { header: H.proofUploaded, value: (payment) => csvDate(payment.proofUploadedAt) },
  { header: H.verified, value: (payment) => csvDate(payment.verifiedAt) },
  { header: H.lines, value: (payment) => payment.lineItems.map((line) => `${line.description}: ${line.amount}`).join('; ') },
]

/**
 * Every payment of the inbox's status, a hundred a request: card payments as well as the bank transfers
 * the inbox lists, so the file holds all the money of that status.
 */
export const paymentExportSource = (bridge: ShopLocalBridge, params: QueryParams): ExportSource<AdminPayment> =>
  pagedSource(async (page) => {
    const answer = await fetchPaymentTransactions(bridge, { ...params, method: ALL_FILTER, page, limit: EXPORT_PAGE_SIZE })
    return { rows: answer.transactions, totalPages: answer.totalPages, totalCount: answer.totalCount }
  })
