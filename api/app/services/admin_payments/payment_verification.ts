import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import { ADMIN_PAGE_SIZE, ALL_FILTER } from '@shoplocal/shared/constants'
import { isOpenPaymentStatus, shopCannotGoLive } from '@shoplocal/shared/rules'
import type { AdminPayment, AdminPaymentTransactionsPage, PaymentShopStatus } from '@shoplocal/shared/types'
import PaymentTransaction from '#models/payment_transaction'
import User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { confirmPayment } from '#services/billing/payment_effects'
import { issueCreditNote } from '#services/receipts/receipts'
import { adminPaymentsErrors } from '#services/admin_payments/admin_payments_errors'
import { toAdminPayment } from '#services/admin_payments/presenters'
import { notifyPayment } from '#services/notifications/payment_notices'
import { clampedWindow } from '#services/paging'
import type { TransactionListQuery, VerifyInput } from '#validators/admin_payments'

type TransactionQuery = ModelQueryBuilderContract<typeof PaymentTransaction>

/** What the queue shows beside a payment: who paid, for which shop, which plan, its receipts. */
function withParties(query: TransactionQuery): TransactionQuery {
  return query
    .preload('payer')
    .preload('shop', (shop) => shop.preload('owner'))
    .preload('plan')
    .preload('verifier')
    .preload('receipts')
}

/**
 * GET /api/admin/payments/transactions: bank transfers (or, asked, card payments or both) by status, the queue (waiting for verification)
 * oldest first so nobody waits longest; decided payments newest first.
 */
export async function listTransactions(filters: TransactionListQuery): Promise<AdminPaymentTransactionsPage> {
  const status = filters.status ?? 'pending_verification'
  const method = filters.method ?? 'bank_transfer'
  const query = PaymentTransaction.query()
  if (method !== ALL_FILTER) query.where('payment_method', method)
  if (status !== ALL_FILTER) query.where('payment_status', status)
  const counted = await query.clone().count('* as total').first()
  const totalCount = Number(counted?.$extras.total ?? 0)
  const window = clampedWindow(totalCount, filters, ADMIN_PAGE_SIZE)
  const order = isOpenPaymentStatus(status) ? 'asc' : 'desc'
  const rows = await withParties(query)
    .orderBy(status === 'pending_verification' ? 'proof_uploaded_at' : 'created_at', order)
    .orderBy('id', order)
    .offset(window.offset)
    .limit(window.limit)
  return { transactions: rows.map(toAdminPayment), totalCount, totalPages: window.totalPages }
}

async function presented(id: number): Promise<AdminPayment> {
  return toAdminPayment(await withParties(PaymentTransaction.query().where('id', id)).firstOrFail())
}

/** Its shop's status, read in the verifying transaction (a shop rejected meanwhile counts). */
async function shopStatusOf(transaction: PaymentTransaction, trx: TransactionClientContract): Promise<PaymentShopStatus | null> {
  if (transaction.shopId === null) return transaction.removedShopName === null ? null : 'removed'
  const shop = await trx.from('shops').where('id', transaction.shopId).select('status', 'removed_at').first()
  return shop && !shop.removed_at ? (shop.status as PaymentShopStatus) : 'removed'
}

/** The payment, locked for this transaction; 404 when there is none. */
async function lockedPayment(id: number, trx: TransactionClientContract): Promise<PaymentTransaction> {
  const transaction = await PaymentTransaction.query({ client: trx }).where('id', id).forUpdate().first()
  if (!transaction) throw adminPaymentsErrors.paymentNotFound()
  return transaction
}

/**
 * Verifies a bank transfer: confirmPayment activates what it paid for. Of two admins verifying at once, the
 * row lock lets one through; the other finds it decided and gets a 409, and nothing is applied twice.
 * A payment without a proof is verified only when the admin confirms the money arrived and writes how they
 * know: nothing else on record says it was paid. A payment of a rejected or removed shop (which cannot go live)
 * is verified only with the admin's reason, logged with the verification.
 */
export async function verifyPayment(actor: SignedInActor, id: number, { notes, moneyArrived, reason }: VerifyInput): Promise<AdminPayment> {
  await db.transaction(async (trx) => {
    const transaction = await lockedPayment(id, trx)
    if (transaction.paymentMethod !== 'bank_transfer') throw adminPaymentsErrors.notBankTransfer()
    if (!isOpenPaymentStatus(transaction.paymentStatus)) throw adminPaymentsErrors.alreadyDecided(transaction.paymentStatus)
    const withoutProof = transaction.paymentProofUrl === null
    if (withoutProof && (moneyArrived !== true || !notes)) {
      throw adminPaymentsErrors.withoutProof({ moneyArrived: moneyArrived !== true, notes: !notes })
    }
    if (!reason && shopCannotGoLive(await shopStatusOf(transaction, trx))) throw adminPaymentsErrors.closedShopReason()
    const { transaction: confirmed, changed } = await confirmPayment(id, { verifiedBy: actor.user.id, adminNotes: notes }, trx)
    if (!changed) throw adminPaymentsErrors.alreadyDecided(confirmed.paymentStatus)
    await recordAdminAction(
      actor,
      {
        action: withoutProof ? 'verify_payment_without_proof' : 'verify_payment',
        targetType: 'payment',
        targetId: id,
        targetName: confirmed.paymentReference,
        reason: reason ?? notes,
      },
      trx,
    )
  })
  return presented(id)
}

/**
 * Refuses a proof with the reason; the owner is notified with it in the same transaction, and mailed once the
 * refusal is saved (`mailed` says whether they have an address for that: an owner without one reads it in the
 * bell and on their payment page), and may upload a new proof.
 */
export async function rejectPayment(
  actor: SignedInActor,
  id: number,
  reason: string,
): Promise<{ transaction: AdminPayment; mailed: boolean }> {
  const rejected = await db.transaction(async (trx) => {
    const transaction = await lockedPayment(id, trx)
    if (transaction.paymentMethod !== 'bank_transfer') throw adminPaymentsErrors.notBankTransfer()
    if (transaction.paymentStatus !== 'pending_verification') throw adminPaymentsErrors.alreadyDecided(transaction.paymentStatus)
    transaction.useTransaction(trx)
    transaction.merge({ paymentStatus: 'rejected', rejectionReason: reason })
    await transaction.save()
    await recordAdminAction(
      actor,
      { action: 'reject_payment', targetType: 'payment', targetId: id, targetName: transaction.paymentReference, reason },
      trx,
    )
    // A new proof may be refused again later: each refusal is its own cause.
    await notifyPayment(trx, transaction, 'payment_rejected', { cause: `rejected:${Date.now()}`, reason })
    return transaction
  })
  return { transaction: await presented(id), mailed: await payerHasMail(rejected) }
}

/**
 * Records that a verified bank transfer was paid back, with a credit note for it; what it paid for stays until
 * the admin suspends it.
 */
export async function refundPayment(actor: SignedInActor, id: number, reason: string): Promise<AdminPayment> {
  await db.transaction(async (trx) => {
    const transaction = await lockedPayment(id, trx)
    if (transaction.paymentMethod === 'card') throw adminPaymentsErrors.cardRefund()
    if (transaction.paymentStatus !== 'verified') throw adminPaymentsErrors.refundOnlyVerified()
    transaction.useTransaction(trx)
    transaction.merge({ paymentStatus: 'refunded', adminNotes: reason })
    await transaction.save()
    await issueCreditNote(transaction, reason, DateTime.now(), trx)
    await notifyPayment(trx, transaction, 'payment_refunded', { cause: 'refunded', reason })
    await recordAdminAction(
      actor,
      { action: 'refund_payment', targetType: 'payment', targetId: id, targetName: transaction.paymentReference, reason },
      trx,
    )
  })
  return presented(id)
}

/** Whether the payer (or the shop's owner) has an address the rejection's notification mail goes to. */
async function payerHasMail(transaction: PaymentTransaction): Promise<boolean> {
  const ownerId = transaction.userId ?? (transaction.shopId === null ? null : (await transaction.related('shop').query().first())?.ownerId)
  const owner = ownerId ? await User.find(ownerId) : null
  return Boolean(owner?.email)
}
