/*
 * Receipts and credit notes: every verified payment gets a numbered receipt inside the transaction that
 * verifies it (confirmPayment), and an admin's refund a credit note referring to that receipt. What the
 * document says is written then and never changes; the PDF is rendered from it when first needed
 * (receipt_files.ts).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { TIME_ZONE } from '@shoplocal/shared/constants'
import { TRANSACTION_TYPE_LABELS } from '@shoplocal/shared/messages'
import { fromCents, fullName, toCents } from '@shoplocal/shared/rules'
import type { PaymentReceipt as PaymentReceiptShape } from '@shoplocal/shared/types'
import { receiptSeller, receiptVatRate } from '#config/receipts'
import PaymentReceipt, { type ReceiptDetails, type ReceiptKind } from '#models/payment_receipt'
import type PaymentTransaction from '#models/payment_transaction'
import Shop from '#models/shop'
import User from '#models/user'
import { nextReceiptNumber } from '#services/receipts/receipt_numbers'

/** The VAT a gross amount includes at `ratePercent`, in whole cents so net + VAT is exactly the total. */
function vatIncluded(total: number, ratePercent: number): { net: number; vat: number } {
  const totalCents = toCents(total)
  const netCents = Math.round((totalCents * 100) / (100 + ratePercent))
  return { net: fromCents(netCents), vat: fromCents(totalCents - netCents) }
}

async function buyerOf(transaction: PaymentTransaction, trx: TransactionClientContract): Promise<ReceiptDetails['buyer']> {
  const shop = transaction.shopId === null ? null : await Shop.query({ client: trx }).where('id', transaction.shopId).first()
  // Rows from before payers were recorded were paid by the shop's owner.
  const payerId = transaction.userId ?? shop?.ownerId ?? null
  const payer = payerId === null ? null : await User.query({ client: trx }).where('id', payerId).first()
  return {
    name: (payer && (fullName(payer.firstName, payer.lastName) || payer.email || payer.phone)) || '',
    email: payer?.email ?? null,
    shopName: shop?.name ?? null,
    address: payer?.billingAddress ?? null,
    vatNumber: payer?.vatNumber ?? null,
  }
}

/** Rows written before invoices had lines (seeded history) are one line of their type. */
function linesOf(transaction: PaymentTransaction): ReceiptDetails['lines'] {
  const lines = transaction.lineItems ?? []
  if (lines.length > 0) return lines.map((line) => ({ description: line.description, amount: Number(line.amount) }))
  return [{ description: TRANSACTION_TYPE_LABELS[transaction.transactionType], amount: Number(transaction.amountPaid) }]
}

async function issue(
  transaction: PaymentTransaction,
  kind: ReceiptKind,
  extra: { receipt: PaymentReceipt | null; reason: string | null },
  now: DateTime,
  trx: TransactionClientContract,
): Promise<PaymentReceipt> {
  const year = now.setZone(TIME_ZONE).year
  const { sequence, number } = await nextReceiptNumber(kind, year, trx)
  const total = Number(transaction.amountPaid)
  const details: ReceiptDetails = {
    seller: { ...receiptSeller },
    buyer: await buyerOf(transaction, trx),
    lines: linesOf(transaction),
    vatRate: receiptVatRate,
    ...vatIncluded(total, receiptVatRate),
    total,
    currency: transaction.currency,
    method: transaction.paymentMethod,
    reference: transaction.paymentReference,
    refersTo: extra.receipt?.number ?? null,
    reason: extra.reason,
  }
  return PaymentReceipt.create(
    {
      paymentTransactionId: transaction.id,
      kind,
      year,
      sequence,
      number,
      receiptId: extra.receipt?.id ?? null,
      total,
      details,
      issuedAt: now,
    },
    { client: trx },
  )
}

const existing = (transactionId: number, kind: ReceiptKind, trx: TransactionClientContract) =>
  PaymentReceipt.query({ client: trx }).where('payment_transaction_id', transactionId).where('kind', kind).first()

/**
 * The payment's receipt, numbered now if it has none. Called by confirmPayment in the transaction that verifies
 * the payment, which holds the payment's row lock, so one payment never gets two. Nothing is issued for a
 * payment of nothing.
 */
export async function issueReceipt(
  transaction: PaymentTransaction,
  now: DateTime,
  trx: TransactionClientContract,
): Promise<PaymentReceipt | null> {
  if (toCents(transaction.amountPaid) <= 0) return null
  return (await existing(transaction.id, 'receipt', trx)) ?? issue(transaction, 'receipt', { receipt: null, reason: null }, now, trx)
}

/**
 * A refunded payment's credit note, for the whole amount, referring to its receipt (issued first for a payment
 * verified before receipts existed). The caller holds the payment's row lock.
 */
export async function issueCreditNote(
  transaction: PaymentTransaction,
  reason: string | null,
  now: DateTime,
  trx: TransactionClientContract,
): Promise<PaymentReceipt | null> {
  const receipt = await issueReceipt(transaction, now, trx)
  if (!receipt) return null
  return (await existing(transaction.id, 'credit_note', trx)) ?? issue(transaction, 'credit_note', { receipt, reason }, now, trx)
}

/** Where a document is downloaded: the payer's route, or the console's. */
type ReceiptAudience = 'payer' | 'admin'

const PATH: Readonly<Record<ReceiptKind, string>> = { receipt: 'receipt', credit_note: 'credit-note' }

function receiptUrl(transactionId: number, kind: ReceiptKind, audience: ReceiptAudience): string {
  const base = audience === 'admin' ? `/api/admin/payments/transactions/${transactionId}` : `/api/payments/${transactionId}`
  return `${base}/${PATH[kind]}`
}

/** The payment's documents, oldest first; `receipts` must be preloaded (an unloaded relation lists none). */
export function toPaymentReceipts(transaction: PaymentTransaction, audience: ReceiptAudience): PaymentReceiptShape[] {
  return [...(transaction.receipts ?? [])]
    .sort((a, b) => a.id - b.id)
    .map((receipt) => ({
      number: receipt.number,
      kind: receipt.kind,
      issuedAt: receipt.issuedAt.toISO()!,
      url: receiptUrl(transaction.id, receipt.kind, audience),
    }))
}
