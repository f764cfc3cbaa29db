/*
 * What money that has arrived does: the one place a payment activates a plan, pays a fee or pays for a
 * spotlight. Every path that confirms money (a signed card event, an admin verifying a bank transfer,
 * Mark Paid, a statement reconciliation) calls confirmPayment inside its own transaction, so a plan is
 * activated the same way whoever confirmed it, and twice confirming one payment changes nothing. It is also
 * where a verified payment gets its numbered receipt (services/receipts/).
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { LISTING_PLAN_NAME, STARTER_EXTRA_PRODUCTS } from '@shoplocal/shared/constants'
import type { LineItemKind, PaymentLineItem } from '@shoplocal/shared/types'
import { isOpenPaymentStatus } from '@shoplocal/shared/rules'
import PaymentPlan from '#models/payment_plan'
import PaymentTransaction from '#models/payment_transaction'
import Shop from '#models/shop'
import SpotlightRequest from '#models/spotlight_request'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { issueReceipt } from '#services/receipts/receipts'
import { toSqlDateTime } from '#helpers/sql_values'
import { notifyPayment } from '#services/notifications/payment_notices'
import { notify } from '#services/notifications/notify'

/** Rows written before invoices had lines (seeded history) say what they paid for by their type alone. */
function kindsOf(transaction: PaymentTransaction): Set<LineItemKind> {
  const lines: PaymentLineItem[] = transaction.lineItems ?? []
  if (lines.length > 0) return new Set(lines.map((line) => line.kind))
  switch (transaction.transactionType) {
    case 'registration':
      return new Set(['registration'])
    case 'reactivation':
      return new Set(['reactivation', 'plan'])
    case 'spotlight':
      return new Set(['spotlight'])
    default:
      return new Set(['plan'])
  }
}

/** A renewal paid early extends the current period; anything else starts a new one today. */
function periodStart(shop: Shop, plan: PaymentPlan, now: DateTime): DateTime {
  const renewsCurrent = shop.currentPlan === plan.name && shop.paymentStatus === 'paid' && shop.planEndDate && shop.planEndDate > now
  return renewsCurrent ? shop.planEndDate! : now
}

async function shopsPaidFor(transaction: PaymentTransaction, plan: PaymentPlan | null, trx: TransactionClientContract): Promise<Shop[]> {
  if (transaction.shopId !== null) return [await Shop.query({ client: trx }).where('id', transaction.shopId).forUpdate().firstOrFail()]
  // The yearly listing subscription covers every shop of its owner.
  if (plan?.name === LISTING_PLAN_NAME && transaction.userId !== null) {
    return Shop.query({ client: trx }).where('owner_id', transaction.userId).forUpdate()
  }
  return []
}

async function applyToShop(shop: Shop, kinds: Set<LineItemKind>, plan: PaymentPlan | null, now: DateTime, trx: TransactionClientContract) {
  const wasSuspended = shop.paymentStatus === 'suspended'
  if (kinds.has('registration')) shop.registrationFeePaid = true
  if (kinds.has('plan') && plan) {
    const start = periodStart(shop, plan, now)
    const end = start.plus({ days: plan.duration })
    if (start.equals(now)) shop.planStartDate = now
    shop.currentPlan = plan.name
    shop.starterAddon = kinds.has('starter_addon')
    shop.maxProducts = plan.maxProducts + (shop.starterAddon ? STARTER_EXTRA_PRODUCTS.products : 0)
    shop.planEndDate = end
    shop.nextPaymentDue = end
    shop.lastPaymentDate = now
    shop.paymentStatus = 'paid'
    shop.gracePeriodStarted = null
    shop.gracePeriodUntil = null
  }
  if (kinds.has('reactivation')) shop.reactivationFeeRequired = false
  shop.useTransaction(trx)
  await shop.save()
  if (wasSuspended && shop.paymentStatus !== 'suspended') {
    await recordCatalogueChange({ shopIds: [shop.id] }, trx)
    await notify(trx, {
      userId: shop.ownerId,
      kind: 'shop_reactivated',
      cause: `shop:${shop.id}:reactivated:${now.toMillis()}`,
      details: { shopId: shop.id, shopName: shop.name },
    })
  }
}

interface ConfirmedPayment {
  transaction: PaymentTransaction
  /** False when the payment had been confirmed (or refused) before: nothing was changed. */
  changed: boolean
}

/**
 * Marks a payment verified and applies what it paid for. Locks the payment row first, so of two callers
 * confirming one payment at once exactly one changes anything; the other gets changed: false.
 */
export async function confirmPayment(
  transactionId: number,
  options: { verifiedBy: number | null; adminNotes?: string | null; now?: DateTime },
  trx: TransactionClientContract,
): Promise<ConfirmedPayment> {
  const now = options.now ?? DateTime.now()
  const transaction = await PaymentTransaction.query({ client: trx }).where('id', transactionId).forUpdate().firstOrFail()
  if (!isOpenPaymentStatus(transaction.paymentStatus)) return { transaction, changed: false }

  const plan = transaction.planId === null ? null : await PaymentPlan.query({ client: trx }).where('id', transaction.planId).first()
  const kinds = kindsOf(transaction)
  for (const shop of await shopsPaidFor(transaction, plan, trx)) await applyToShop(shop, kinds, plan, now, trx)
  if (kinds.has('spotlight') && transaction.spotlightRequestId !== null) {
    await SpotlightRequest.query({ client: trx })
      .where('id', transaction.spotlightRequestId)
      .whereNull('paid_at')
      .update({ paid_at: toSqlDateTime(now.toJSDate()) })
  }

  transaction.useTransaction(trx)
  transaction.paymentStatus = 'verified'
  transaction.verifiedBy = options.verifiedBy
  transaction.verifiedAt = now
  if (options.adminNotes !== undefined) transaction.adminNotes = options.adminNotes
  await transaction.save()
  // Numbered in this transaction: a verification that rolls back gives its number back (no gaps).
  await issueReceipt(transaction, now, trx)
  await notifyPayment(trx, transaction, 'payment_verified', { cause: 'verified' })
  return { transaction, changed: true }
}
