/*
 * POST /api/stripe/webhook: the only way a card payment takes effect. The payload is checked against
 * its signature (and refused when older than the tolerance), then handled inside one transaction that
 * also records the event's id: a redelivered event finds its id and changes nothing, and an event that
 * fails to apply leaves no record, so Stripe's retry applies it. Events can arrive in any order: money
 * is recorded whenever it arrives (once per Stripe invoice or PaymentIntent), while a subscription's
 * status only moves forward in event time.
 */
import logger from '@adonisjs/core/services/logger'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import type Stripe from 'stripe'
import { LISTING_PLAN_NAME } from '@shoplocal/shared/constants'
import { formatEuro2, fromCents, isOpenPaymentStatus, roundToCents, toCents } from '@shoplocal/shared/rules'
import { WEBHOOK_TOLERANCE_SECONDS } from '#config/stripe'
import PaymentPlan from '#models/payment_plan'
import PaymentTransaction from '#models/payment_transaction'
import Subscription from '#models/subscription'
import User from '#models/user'
import { confirmPayment } from '#services/billing/payment_effects'
import { startGracePeriods } from '#services/billing/lifecycle'
import { openInvoice } from '#services/billing/invoices'
import { callStripe, requireStripe } from '#services/billing/stripe_client'
import { recordSystemAction } from '#services/admin/admin_log_service'
import { stripeErrors } from '#services/billing/stripe_errors'
import { isUniqueViolation } from '#helpers/database_errors'
import { toSqlDateTime } from '#helpers/sql_values'

export interface WebhookOutcome {
  received: true
  /** True when this event had been processed before. */
  duplicate: boolean
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id

/** The subscription an invoice bills, in the current and the older shape of Stripe's invoice. */
function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const fromParent = invoice.parent?.subscription_details?.subscription
  if (fromParent) return idOf(fromParent)
  return idOf((invoice as unknown as { subscription?: string | { id: string } | null }).subscription)
}

/** The end of the period an invoice paid for (its subscription line's period). */
function periodEndOf(invoice: Stripe.Invoice): DateTime | null {
  const ends = (invoice.lines?.data ?? []).map((line) => line.period?.end).filter((end): end is number => typeof end === 'number')
  return ends.length > 0 ? DateTime.fromSeconds(Math.max(...ends)) : null
}

async function subscriptionRow(
  stripeSubscriptionId: string,
  customerId: string | null,
  trx: TransactionClientContract,
): Promise<Subscription | null> {
  const row = await Subscription.query({ client: trx }).where('stripe_subscription_id', stripeSubscriptionId).forUpdate().first()
  if (row || !customerId) return row
  // A subscription started outside this site (or whose start was lost) is adopted through its customer.
  const owner = await User.query({ client: trx }).where('stripe_customer_id', customerId).first()
  if (!owner) return null
  return Subscription.create(
    { userId: owner.id, shopId: null, stripeSubscriptionId, status: 'incomplete', currency: 'EUR' },
    { client: trx },
  )
}

/** Whether an event is at least as new as the last one applied to the subscription (and marks it so). */
function isCurrent(row: Subscription, event: Stripe.Event): boolean {
  if (row.lastEventAt !== null && event.created < row.lastEventAt) return false
  row.lastEventAt = event.created
  return true
}

async function invoicePaid(event: Stripe.Event, invoice: Stripe.Invoice, now: DateTime, trx: TransactionClientContract) {
  const stripeSubscriptionId = subscriptionIdOf(invoice)
  if (!stripeSubscriptionId || !invoice.id) return
  const row = await subscriptionRow(stripeSubscriptionId, idOf(invoice.customer), trx)
  if (!row) {
    logger.warn({ invoice: invoice.id, subscription: stripeSubscriptionId }, 'paid invoice of an unknown subscription ignored')
    return
  }

  const known = await PaymentTransaction.query({ client: trx }).where('stripe_invoice_id', invoice.id).first()
  if (!known) {
    const plan = await PaymentPlan.query({ client: trx }).where('name', LISTING_PLAN_NAME).firstOrFail()
    const payment = await openInvoice(trx, {
      userId: row.userId,
      shopId: null,
      planId: plan.id,
      transactionType: 'plan_payment',
      paymentMethod: 'card',
      lines: [{ kind: 'plan', description: plan.displayName, amount: fromCents(invoice.amount_paid) }],
      stripeInvoiceId: invoice.id,
    })
    await confirmPayment(payment.id, { verifiedBy: null, adminNotes: `Paid by card (Stripe invoice ${invoice.id})`, now }, trx)
  }

  const periodEnd = periodEndOf(invoice)
  if (periodEnd && (!row.endDate || periodEnd > row.endDate)) row.endDate = periodEnd
  row.startDate ??= now
  row.amount ??= fromCents(invoice.amount_paid)
  if (isCurrent(row, event)) row.status = 'active'
  row.useTransaction(trx)
  await row.save()
}

async function invoicePaymentFailed(event: Stripe.Event, invoice: Stripe.Invoice, now: DateTime, trx: TransactionClientContract) {
  const stripeSubscriptionId = subscriptionIdOf(invoice)
  if (!stripeSubscriptionId || !invoice.id) return
  const row = await subscriptionRow(stripeSubscriptionId, idOf(invoice.customer), trx)
  if (!row) return
  // A failure reported after the same invoice was paid (or after a newer event) is history.
  const paid = await PaymentTransaction.query({ client: trx }).where('stripe_invoice_id', invoice.id).first()
  if (paid || !isCurrent(row, event)) return
  row.status = 'past_due'
  row.useTransaction(trx)
  await row.save()
  // A failed renewal: the owner's subscribed shops start their grace period now.
  await startGracePeriods(now, trx, (query) =>
    query.where('owner_id', row.userId).where('current_plan', LISTING_PLAN_NAME).where('payment_status', 'paid'),
  )
}

async function subscriptionChanged(event: Stripe.Event, subscription: Stripe.Subscription, trx: TransactionClientContract) {
  const row = await subscriptionRow(subscription.id, idOf(subscription.customer), trx)
  if (!row || !isCurrent(row, event)) return
  row.status = event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status
  const ends = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((end): end is number => typeof end === 'number')
  if (ends.length > 0 && row.status === 'active') {
    const end = DateTime.fromSeconds(Math.max(...ends))
    if (!row.endDate || end > row.endDate) row.endDate = end
  }
  row.useTransaction(trx)
  await row.save()
}

async function paymentIntentSucceeded(intent: Stripe.PaymentIntent, now: DateTime, trx: TransactionClientContract) {
  const transactionId = Number(intent.metadata?.transactionId)
  // Subscription invoices have their own event (invoice.paid); only our one-off intents name an invoice of ours.
  if (!Number.isInteger(transactionId) || transactionId <= 0) return
  const payment = await PaymentTransaction.query({ client: trx }).where('id', transactionId).forUpdate().first()
  if (!payment) {
    logger.warn({ intent: intent.id, transactionId }, 'card payment for an unknown invoice ignored')
    return
  }
  if (intent.amount_received !== toCents(payment.amountPaid) || intent.currency !== 'eur') {
    logger.error(
      { intent: intent.id, transactionId, received: intent.amount_received },
      'card payment amount differs from the invoice; left for staff',
    )
    return
  }
  if (isOpenPaymentStatus(payment.paymentStatus)) {
    payment.useTransaction(trx)
    payment.paymentMethod = 'card'
    payment.stripePaymentIntentId = intent.id
    await payment.save()
    await confirmPayment(payment.id, { verifiedBy: null, adminNotes: `Paid by card (Stripe ${intent.id})`, now }, trx)
    return
  }
  // This very intent settled it: nothing new arrived.
  if (payment.paymentMethod === 'card' && payment.stripePaymentIntentId === intent.id) return
  await refundSecondPayment(payment, intent, now, trx)
}

/**
 * The invoice was settled already (a bank transfer verified while the card payment went through, or a second
 * card payment): the card money goes back through Stripe at once, recorded on the invoice and in admin_logs.
 * The refund's idempotency key is the intent's, so a retried event never refunds twice; a Stripe failure
 * throws, leaving the event unrecorded for Stripe to retry.
 */
async function refundSecondPayment(
  payment: PaymentTransaction,
  intent: Stripe.PaymentIntent,
  now: DateTime,
  trx: TransactionClientContract,
) {
  const { stripe } = requireStripe()
  const refund = await callStripe(() =>
    stripe.refunds.create(
      { payment_intent: intent.id, reason: 'duplicate', metadata: { transactionId: String(payment.id) } },
      { idempotencyKey: `shoplocal-refund-${intent.id}` },
    ),
  )
  // The same intent reported again under another event id: Stripe answered with the refund already recorded.
  if (payment.stripeRefundId === refund.id) return
  const amount = fromCents(refund.amount)
  const reason = `Paid twice: card payment ${intent.id} of ${formatEuro2(amount)} refunded automatically (Stripe ${refund.id})`
  payment.useTransaction(trx)
  payment.merge({
    refundedAmount: roundToCents(Number(payment.refundedAmount ?? 0) + amount),
    refundedAt: now,
    stripeRefundId: refund.id,
    adminNotes: [payment.adminNotes, reason].filter(Boolean).join('\n').slice(0, 1000),
  })
  await payment.save()
  await recordSystemAction(
    { action: 'auto_refund_payment', targetType: 'payment', targetId: payment.id, targetName: payment.paymentReference, reason },
    trx,
  )
  logger.warn({ intent: intent.id, transactionId: payment.id, refund: refund.id }, 'second payment of a settled invoice refunded')
}

async function apply(event: Stripe.Event, now: DateTime, trx: TransactionClientContract) {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return paymentIntentSucceeded(event.data.object, now, trx)
    case 'invoice.paid':
      return invoicePaid(event, event.data.object, now, trx)
    case 'invoice.payment_failed':
      return invoicePaymentFailed(event, event.data.object, now, trx)
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(event, event.data.object, trx)
    default:
      // Other events are acknowledged so Stripe stops sending them, and recorded like the rest.
      return
  }
}

/** The signature's own time (`t=`), which the SDK checks for age only. */
function signedAt(signature: string): number | null {
  const stamp = /(?:^|,)\s*t=(\d+)/.exec(signature)
  return stamp ? Number(stamp[1]) : null
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a verified payload has the shape every handler reads: an id, a type and data.object. */
function isWellFormed(event: unknown): event is Stripe.Event {
  return (
    isRecord(event) &&
    typeof event.id === 'string' &&
    event.id !== '' &&
    typeof event.type === 'string' &&
    isRecord(event.data) &&
    isRecord(event.data.object)
  )
}

export async function handleStripeWebhook(
  rawBody: string,
  signature: string | undefined,
  now: DateTime = DateTime.now(),
): Promise<WebhookOutcome> {
  const { stripe, settings } = requireStripe()
  let verified: unknown
  try {
    verified = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret, WEBHOOK_TOLERANCE_SECONDS)
  } catch {
    throw stripeErrors.invalidSignature()
  }
  // The SDK refuses old signatures only; one from further ahead than the same tolerance is refused alike.
  const stamp = signedAt(signature ?? '')
  if (stamp === null || stamp - now.toSeconds() > WEBHOOK_TOLERANCE_SECONDS) throw stripeErrors.invalidSignature()

  const eventId = isRecord(verified) && typeof verified.id === 'string' && verified.id !== '' ? verified.id : null
  const seen = () =>
    db
      .from('stripe_events')
      .where('event_id', eventId ?? '')
      .first()
  if (eventId !== null && (await seen())) return { received: true, duplicate: true }

  if (!isWellFormed(verified)) {
    // Signed by our secret yet unusable: recorded under its id (when it has one) so a redelivery is acknowledged, not retried for days.
    logger.warn({ event: eventId, type: isRecord(verified) ? verified.type : undefined }, 'signed webhook event without an object refused')
    if (eventId !== null) {
      await db
        .table('stripe_events')
        .insert({ event_id: eventId, type: 'malformed', created_at: toSqlDateTime(now.toJSDate()) })
        .catch((error: unknown) => {
          if (!isUniqueViolation(error)) throw error
        })
    }
    throw stripeErrors.malformedEvent()
  }
  const event = verified
  try {
    await db.transaction(async (trx) => {
      await trx.table('stripe_events').insert({ event_id: event.id, type: event.type, created_at: toSqlDateTime(now.toJSDate()) })
      await apply(event, now, trx)
    })
    return { received: true, duplicate: false }
  } catch (error) {
    // The same event delivered twice at once: the second insert waits for the first and then collides.
    if (isUniqueViolation(error) && (await seen())) return { received: true, duplicate: true }
    throw error
  }
}
