/*
 * The yearly listing subscription paid by card: one Stripe customer and, at a time, one subscription per
 * owner. Starting it twice (a reload, two tabs) returns the same open subscription and its client secret;
 * the owner's row is locked while Stripe is asked, and idempotency keys make a repeated call return what
 * the first one created. Money is never recorded here: only the signed webhook does that.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Stripe from 'stripe'
import { LISTING_PLAN_NAME, YEARLY_LISTING_FEE } from '@shoplocal/shared/constants'
import type { SubscriptionStart, SubscriptionState } from '@shoplocal/shared/types'
import { toCents } from '@shoplocal/shared/rules'
import { stripeSettings } from '#config/stripe'
import Subscription from '#models/subscription'
import User from '#models/user'
import { callStripe, requireStripe } from '#services/billing/stripe_client'
import { subscriptionStatusOf } from '#services/billing/subscription_status'

/** The Stripe product every listing subscription is a price of; its id is ours, so it is made once. */
const LISTING_PRODUCT_ID = `shoplocal_${LISTING_PLAN_NAME}`

const latestOf = (userId: number, client?: TransactionClientContract) =>
  Subscription.query(client ? { client } : {})
    .where('user_id', userId)
    .orderBy('id', 'desc')
    .first()

export async function subscriptionState(user: User): Promise<SubscriptionState> {
  const latest = await latestOf(user.id)
  const status = subscriptionStatusOf(latest?.status)
  return {
    cardPaymentsEnabled: stripeSettings !== null,
    publishableKey: stripeSettings?.publishableKey ?? null,
    status,
    amount: YEARLY_LISTING_FEE,
    currency: 'EUR',
    currentPeriodEnd: status === 'active' || status === 'past_due' ? (latest?.endDate?.toISO() ?? null) : null,
  }
}

function clientSecretOf(subscription: Stripe.Subscription): string | null {
  const invoice = subscription.latest_invoice
  if (!invoice || typeof invoice === 'string') return null
  return invoice.confirmation_secret?.client_secret ?? null
}

function startOf(subscription: Stripe.Subscription): SubscriptionStart {
  const status = subscriptionStatusOf(subscription.status)
  return { clientSecret: status === 'active' ? null : clientSecretOf(subscription), subscriptionId: subscription.id, status }
}

async function listingProduct(stripe: Stripe): Promise<string> {
  try {
    return (await stripe.products.retrieve(LISTING_PRODUCT_ID)).id
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error
    return (
      await stripe.products.create(
        { id: LISTING_PRODUCT_ID, name: 'ShopLocal Ireland yearly listing' },
        { idempotencyKey: LISTING_PRODUCT_ID },
      )
    ).id
  }
}

async function customerOf(stripe: Stripe, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId
  const customer = await stripe.customers.create(
    {
      email: user.email ?? undefined,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || undefined,
      metadata: { userId: String(user.id) },
    },
    { idempotencyKey: `shoplocal-customer-${user.id}` },
  )
  return customer.id
}

/** GET /api/get-or-create-subscription. */
export async function getOrCreateSubscription(owner: User): Promise<SubscriptionStart> {
  const { stripe } = requireStripe()
  return db.transaction(async (trx) => {
    // One start at a time per owner: a second request waits here and then finds the first one's subscription.
    const user = await User.query({ client: trx }).where('id', owner.id).forUpdate().firstOrFail()
    const latest = await latestOf(user.id, trx)
    if (latest?.stripeSubscriptionId && subscriptionStatusOf(latest.status) !== 'canceled') {
      const current = await callStripe(() =>
        stripe.subscriptions.retrieve(latest.stripeSubscriptionId!, { expand: ['latest_invoice.confirmation_secret'] }),
      )
      if (subscriptionStatusOf(current.status) !== 'canceled') return startOf(current)
    }

    const customerId = await callStripe(() => customerOf(stripe, user))
    if (user.stripeCustomerId !== customerId) {
      user.useTransaction(trx)
      user.stripeCustomerId = customerId
      await user.save()
    }
    const productId = await callStripe(() => listingProduct(stripe))
    const created = await callStripe(() =>
      stripe.subscriptions.create(
        {
          customer: customerId,
          items: [
            {
              price_data: {
                currency: 'eur',
                product: productId,
                unit_amount: toCents(YEARLY_LISTING_FEE),
                recurring: { interval: 'year' },
              },
            },
          ],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          expand: ['latest_invoice.confirmation_secret'],
          metadata: { userId: String(user.id) },
        },
        // A new key after a cancelled subscription, the same key for a retried first call.
        { idempotencyKey: `shoplocal-listing-${user.id}-after-${latest?.stripeSubscriptionId ?? 'none'}` },
      ),
    )
    await Subscription.create(
      {
        userId: user.id,
        shopId: null,
        stripeSubscriptionId: created.id,
        status: created.status,
        amount: YEARLY_LISTING_FEE,
        currency: 'EUR',
      },
      { client: trx },
    )
    user.useTransaction(trx)
    user.stripeSubscriptionId = created.id
    await user.save()
    return startOf(created)
  })
}
