/*
 * Paying one invoice (a plan, a fee, a spotlight) by card: a Stripe PaymentIntent for exactly the
 * invoice's amount, made once per invoice (idempotency key and the stored intent id), carrying the
 * invoice's id so the signed webhook knows what was paid. The card data goes from the page to Stripe
 * only; this records nothing about money.
 */
import db from '@adonisjs/lucid/services/db'
import type { CardPaymentStart } from '@shoplocal/shared/types'
import { toCents } from '@shoplocal/shared/rules'
import { stripeSettings } from '#config/stripe'
import PaymentTransaction from '#models/payment_transaction'
import { callStripe, requireStripe } from '#services/billing/stripe_client'
import { stripeErrors } from '#services/billing/stripe_errors'

/** Intents Stripe can still take a card for. */
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'])

/** POST /api/payments/:id/card, after the policy said the payment is the caller's. */
export async function startCardPayment(transactionId: number): Promise<CardPaymentStart> {
  const { stripe, settings } = requireStripe()
  return db.transaction(async (trx) => {
    const payment = await PaymentTransaction.query({ client: trx }).where('id', transactionId).forUpdate().firstOrFail()
    if (payment.paymentStatus !== 'awaiting_payment') throw stripeErrors.notPayable()

    if (payment.stripePaymentIntentId) {
      const existing = await callStripe(() => stripe.paymentIntents.retrieve(payment.stripePaymentIntentId!))
      if (existing.client_secret && OPEN_INTENT.has(existing.status))
        return { clientSecret: existing.client_secret, publishableKey: settings.publishableKey }
      // Succeeded intents wait for their webhook; a cancelled one is replaced below.
      if (existing.status === 'succeeded') throw stripeErrors.notPayable()
    }

    const intent = await callStripe(() =>
      stripe.paymentIntents.create(
        {
          amount: toCents(payment.amountPaid),
          currency: 'eur',
          automatic_payment_methods: { enabled: true },
          description: payment.paymentReference ? `ShopLocal Ireland invoice ${payment.paymentReference}` : undefined,
          metadata: { transactionId: String(payment.id), userId: String(payment.userId ?? '') },
        },
        { idempotencyKey: `shoplocal-payment-${payment.id}-after-${payment.stripePaymentIntentId ?? 'none'}` },
      ),
    )
    if (!intent.client_secret) throw stripeErrors.providerUnavailable()
    payment.useTransaction(trx)
    payment.stripePaymentIntentId = intent.id
    await payment.save()
    return { clientSecret: intent.client_secret, publishableKey: settings.publishableKey }
  })
}

/**
 * An invoice switched from card to bank transfer: its PaymentIntent, while Stripe could still take a card for
 * it, is cancelled so the owner cannot pay both ways. One Stripe has already charged stays, and its webhook
 * settles the invoice (or refunds a second payment).
 */
export async function cancelOpenIntent(payment: PaymentTransaction): Promise<void> {
  if (!payment.stripePaymentIntentId || !stripeSettings) return
  const { stripe } = requireStripe()
  const intentId = payment.stripePaymentIntentId
  const intent = await callStripe(() => stripe.paymentIntents.retrieve(intentId))
  if (!OPEN_INTENT.has(intent.status)) return
  await callStripe(() =>
    stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' }, { idempotencyKey: `shoplocal-cancel-${intentId}` }),
  )
}
