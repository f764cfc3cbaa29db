/*
 * The one way an invoice (a payment_transactions row) comes into being: its amount is the sum of its lines and
 * its bank reference is made from its id, written in the same transaction right after the insert, so no
 * invoice is ever seen without either.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CURRENCY, type OPEN_PAYMENT_STATUSES } from '@shoplocal/shared/constants'
import { makePaymentReference } from '@shoplocal/shared/rules'
import type { PaymentLineItem, PaymentMethod, TransactionType } from '@shoplocal/shared/types'
import PaymentTransaction from '#models/payment_transaction'
import { invoiceTotal } from '#services/billing/invoice_lines'

interface NewInvoice {
  userId: number
  shopId: number | null
  planId: number | null
  spotlightRequestId?: number | null
  transactionType: TransactionType
  paymentMethod: PaymentMethod
  /** A proof or a payment already in hand starts it waiting for confirmation. */
  paymentStatus?: (typeof OPEN_PAYMENT_STATUSES)[number]
  lines: PaymentLineItem[]
  /** The Stripe invoice a subscription renewal paid. */
  stripeInvoiceId?: string | null
}

export async function openInvoice(trx: TransactionClientContract, invoice: NewInvoice): Promise<PaymentTransaction> {
  const transaction = await PaymentTransaction.create(
    {
      userId: invoice.userId,
      shopId: invoice.shopId,
      planId: invoice.planId,
      spotlightRequestId: invoice.spotlightRequestId ?? null,
      transactionType: invoice.transactionType,
      paymentMethod: invoice.paymentMethod,
      paymentStatus: invoice.paymentStatus ?? 'awaiting_payment',
      lineItems: invoice.lines,
      amountPaid: invoiceTotal(invoice.lines),
      currency: CURRENCY,
      stripeInvoiceId: invoice.stripeInvoiceId ?? null,
    },
    { client: trx },
  )
  transaction.paymentReference = makePaymentReference(transaction.id)
  await transaction.save()
  return transaction
}
