import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CARD_PAYMENT_ERRORS } from '#messages/index'
import type { BillingOverview, CardPaymentStart, OwnerPayment, SubscriptionStart, SubscriptionState } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'
import { startStripeServer, type StripeTestServer } from '../../../../scripts/testing/stripe-server.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { customer, OTHER_OWNER, OWNER, owner, userId } from '../engagement/people.ts'
import { deliver } from './webhook.ts'

const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

describe(`card payments through Stripe on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let stripe: StripeTestServer
  let db: Knex
  let ownerBrowser: Browser
  let ownerId: number

  beforeAll(async () => {
    stripe = await startStripeServer()
    api = await startApi({ env: { ...UNTHROTTLED, ...stripe.env } })
    db = api.database.connect()
    ownerBrowser = await owner(api.url)
    ownerId = await userId(db, OWNER.email)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await stripe?.stop()
  })

  const ownerShops = () => db('shops').where('owner_id', ownerId).orderBy('id')
  const listingPayments = () =>
    db('payment_transactions as t')
      .join('payment_plans as p', 'p.id', 't.plan_id')
      .where('p.name', 'yearly_listing')
      .where('t.user_id', ownerId)
      .select('t.*')

  it('refuses a signed-out visitor and a customer with 401 Unauthorized', async () => {
    const anonymous = new Browser(api.url)
    for (const path of ['/api/subscription', '/api/get-or-create-subscription']) {
      const reply = await anonymous.get(path)
      expect(reply.status).toBe(401)
      expect(reply.body).toEqual({ message: 'Unauthorized' })
    }
    expect((await (await customer(api.url)).get('/api/get-or-create-subscription')).status).toBe(401)
    expect((await anonymous.post('/api/payments/1/card')).status).toBe(401)
  })

  it('starts the subscription once: concurrent and repeated calls return the same client secret', async () => {
    const before = await ownerBrowser.get<SubscriptionState>('/api/subscription')
    expect(before.status).toBe(200)
    expect(before.body).toMatchObject({ cardPaymentsEnabled: true, publishableKey: 'pk_test_local', amount: 200, currency: 'EUR' })

    const [first, second] = await Promise.all([
      ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription'),
      ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription'),
    ])
    const third = await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')
    expect(first.status).toBe(200)
    expect(first.body.clientSecret).toMatch(/^pi_\w+_secret_\w+$/)
    expect(first.body.status).toBe('incomplete')
    expect(second.body).toEqual(first.body)
    expect(third.body).toEqual(first.body)
    expect(stripe.created('customers')).toBe(1)
    expect(stripe.created('subscriptions')).toBe(1)
    const rows = await db('subscriptions').where('user_id', ownerId).whereNotNull('stripe_subscription_id')
    expect(rows).toHaveLength(1)
    expect((await db('users').where('id', ownerId).first()).stripe_customer_id).toMatch(/^cus_/)
    expect((await ownerBrowser.get<SubscriptionState>('/api/subscription')).body.status).toBe('incomplete')
  })

  it('refuses webhook payloads with a bad, missing or expired signature and changes nothing', async () => {
    const { subscriptionId } = (await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')).body
    const invoice = { ...stripe.invoiceFor(subscriptionId, { paid: false }), status: 'paid', amount_paid: 20000 }
    const good = stripe.event('invoice.paid', invoice)
    const forged = stripe.event('invoice.paid', invoice, { secret: 'whsec_not_ours' })
    const expired = stripe.event('invoice.paid', invoice, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    const tampered = { body: good.body.replace('"amount_paid": 20000', '"amount_paid": 1'), signature: good.signature }
    for (const attempt of [forged, expired, tampered, { body: good.body }]) {
      const reply = await deliver(api.url, attempt)
      expect(reply.status).toBe(400)
      expect(reply.body?.message).toBe(CARD_PAYMENT_ERRORS.invalidSignature)
    }
    expect(await listingPayments()).toHaveLength(0)
    expect(await db('stripe_events')).toHaveLength(0)
  })

  it('invoice.paid activates every shop of the owner once, however often and in whatever order events arrive', async () => {
    const { subscriptionId } = (await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')).body
    const sent = Math.floor(Date.now() / 1000)
    // Stripe's 'incomplete' update is older than the payment but arrives after it.
    const staleUpdate = stripe.event(
      'customer.subscription.updated',
      { ...stripe.subscription(subscriptionId)!, status: 'incomplete' },
      { created: sent - 60 },
    )
    const invoice = stripe.invoiceFor(subscriptionId)
    const paid = stripe.event('invoice.paid', invoice, { created: sent })

    const [a, b] = await Promise.all([deliver(api.url, paid), deliver(api.url, paid)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect([a.body?.duplicate, b.body?.duplicate].sort()).toEqual([false, true])
    const replay = await deliver(api.url, paid)
    expect(replay.body).toEqual({ received: true, duplicate: true })
    // The same invoice under another event id (invoice.paid redelivered as a new event) pays nothing again.
    expect((await deliver(api.url, stripe.event('invoice.paid', invoice, { created: sent }))).body?.duplicate).toBe(false)
    expect((await deliver(api.url, staleUpdate)).status).toBe(200)

    const payments = await listingPayments()
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      payment_status: 'verified',
      payment_method: 'card',
      shop_id: null,
      transaction_type: 'plan_payment',
    })
    expect(Number(payments[0].amount_paid)).toBe(200)
    expect(payments[0].payment_reference).toMatch(/\S/)
    const shops = await ownerShops()
    expect(shops.length).toBeGreaterThan(0)
    for (const shop of shops) expect(shop).toMatchObject({ current_plan: 'yearly_listing', payment_status: 'paid' })
    const state = (await ownerBrowser.get<SubscriptionState>('/api/subscription')).body
    expect(state.status).toBe('active')
    expect(new Date(state.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000)
    // Once paid there is nothing left to confirm.
    expect((await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')).body).toMatchObject({
      clientSecret: null,
      status: 'active',
    })
  })

  it('a failed renewal starts the grace period; the paid renewal ends it; a late old failure changes nothing', async () => {
    const { subscriptionId } = (await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')).body
    const now = Math.floor(Date.now() / 1000)
    // The renewal is a new invoice of the paid subscription, and its first charge fails.
    const renewal = stripe.invoiceFor(subscriptionId, { paid: false })
    expect(renewal.billing_reason).toBe('subscription_cycle')
    const failed = stripe.event('invoice.payment_failed', renewal, { created: now + 10 })
    expect((await deliver(api.url, failed)).status).toBe(200)
    for (const shop of await ownerShops()) {
      expect(shop.payment_status).toBe('grace_period')
      expect(shop.grace_period_until).not.toBeNull()
    }
    expect((await ownerBrowser.get<SubscriptionState>('/api/subscription')).body.status).toBe('past_due')

    const paidRenewal = stripe.invoiceFor(subscriptionId)
    expect((await deliver(api.url, stripe.event('invoice.paid', paidRenewal, { created: now + 20 }))).status).toBe(200)
    expect((await deliver(api.url, stripe.event('invoice.payment_failed', renewal, { created: now + 5 }))).status).toBe(200)
    for (const shop of await ownerShops()) expect(shop).toMatchObject({ payment_status: 'paid', grace_period_until: null })
    expect(await listingPayments()).toHaveLength(2)
    expect((await ownerBrowser.get<SubscriptionState>('/api/subscription')).body.status).toBe('active')
  })

  it('pays one invoice by card: one PaymentIntent per invoice, only for its owner, confirmed by payment_intent.succeeded', async () => {
    const shop = (await ownerShops())[0]
    const plan = await db('payment_plans').where('name', 'starter').first()
    const [transactionId] = (
      await db('payment_transactions').insert({
        shop_id: shop.id,
        user_id: ownerId,
        plan_id: plan.id,
        transaction_type: 'plan_payment',
        payment_method: 'bank_transfer',
        line_items: JSON.stringify([{ kind: 'plan', description: 'Starter', amount: Number(plan.price) }]),
        amount_paid: plan.price,
        currency: 'EUR',
        payment_reference: `TEST-${Date.now()}`,
        payment_status: 'awaiting_payment',
        created_at: sql(new Date()),
        updated_at: sql(new Date()),
      })
    ).map(Number)

    const first = await ownerBrowser.post<CardPaymentStart>(`/api/payments/${transactionId}/card`)
    expect(first.status).toBe(200)
    expect(first.body.publishableKey).toBe('pk_test_local')
    const again = await ownerBrowser.post<CardPaymentStart>(`/api/payments/${transactionId}/card`)
    expect(again.body.clientSecret).toBe(first.body.clientSecret)
    const other = await owner(api.url, OTHER_OWNER)
    const refused = await other.post(`/api/payments/${transactionId}/card`)
    expect(refused.status).toBe(403)
    expect(refused.body).toEqual({ message: CARD_PAYMENT_ERRORS.notYourPayment })
    expect((await ownerBrowser.post('/api/payments/99999999/card')).status).toBe(404)

    const row = await db('payment_transactions').where('id', transactionId).first()
    const intent = stripe.paymentIntent(row.stripe_payment_intent_id)!
    expect(intent).toMatchObject({
      amount: Math.round(Number(plan.price) * 100),
      currency: 'eur',
      metadata: { transactionId: String(transactionId) },
    })
    const succeeded = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount })
    expect((await deliver(api.url, succeeded)).body).toEqual({ received: true, duplicate: false })
    expect((await deliver(api.url, succeeded)).body).toEqual({ received: true, duplicate: true })

    const paid = await db('payment_transactions').where('id', transactionId).first()
    expect(paid).toMatchObject({ payment_status: 'verified', payment_method: 'card' })
    expect(await db('shops').where('id', shop.id).first()).toMatchObject({ current_plan: 'starter', payment_status: 'paid' })
    const closed = await ownerBrowser.post(`/api/payments/${transactionId}/card`)
    expect(closed.status).toBe(409)
    expect(closed.body).toEqual({ message: CARD_PAYMENT_ERRORS.notPayable })
  })

  it('refunds through Stripe a card payment for an invoice already settled, once, and records it on the invoice and in admin_logs', async () => {
    const shop = (await ownerShops())[0]
    await db('shops').where('id', shop.id).update({ reactivation_fee_required: false })
    await db('payment_transactions')
      .where('user_id', ownerId)
      .whereIn('payment_status', ['awaiting_payment', 'pending_verification'])
      .delete()
    const invoice = await ownerBrowser.post<OwnerPayment>('/api/payments/checkout', {
      purpose: 'plan',
      shopId: shop.id,
      planName: 'pro',
      paymentMethod: 'card',
    })
    expect(invoice.status).toBe(201)
    expect((await ownerBrowser.post(`/api/payments/${invoice.body.id}/card`)).status).toBe(200)
    const intentId = (await db('payment_transactions').where('id', invoice.body.id).first()).stripe_payment_intent_id
    // Meanwhile the owner also paid by bank transfer and the staff verified it.
    await db('payment_transactions').where('id', invoice.body.id).update({ payment_status: 'verified', payment_method: 'bank_transfer' })
    const shopBefore = await db('shops').where('id', shop.id).first()

    const intent = stripe.paymentIntent(intentId)!
    const succeeded = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount })
    expect((await deliver(api.url, succeeded)).status).toBe(200)
    const refunds = stripe.refunds().filter((refund) => refund.payment_intent === intentId)
    expect(refunds).toEqual([expect.objectContaining({ amount: intent.amount, reason: 'duplicate', status: 'succeeded' })])
    const row = await db('payment_transactions').where('id', invoice.body.id).first()
    expect(row).toMatchObject({ payment_status: 'verified', stripe_refund_id: refunds[0].id })
    expect(Number(row.refunded_amount)).toBe(invoice.body.amountPaid)
    expect(row.refunded_at).not.toBeNull()
    const logs = await db('admin_logs').where({ action: 'auto_refund_payment', target_id: invoice.body.id })
    expect(logs).toHaveLength(1)
    expect(logs[0].admin_id).toBeNull()
    expect(JSON.parse(logs[0].details).reason).toContain(refunds[0].id as string)
    expect(await db('shops').where('id', shop.id).first()).toMatchObject({ next_payment_due: shopBefore.next_payment_due })

    // The owner's history shows the refund; the same payment reported again refunds nothing more.
    const history = await ownerBrowser.get<BillingOverview>('/api/billing')
    const listed = history.body.payments.find((payment) => payment.id === invoice.body.id)!
    expect(listed.refund).toEqual({ amount: invoice.body.amountPaid, at: expect.any(String) })
    expect(listed.decision).toEqual({ by: 'staff', at: expect.any(String) })
    expect((await deliver(api.url, succeeded)).body).toEqual({ received: true, duplicate: true })
    const again = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount })
    expect((await deliver(api.url, again)).status).toBe(200)
    expect(stripe.refunds().filter((refund) => refund.payment_intent === intentId)).toHaveLength(1)
    expect(Number((await db('payment_transactions').where('id', invoice.body.id).first()).refunded_amount)).toBe(invoice.body.amountPaid)
  })

  it('switching an invoice from card to bank transfer cancels its open PaymentIntent', async () => {
    const shop = (await ownerShops())[0]
    await db('payment_transactions')
      .where('user_id', ownerId)
      .whereIn('payment_status', ['awaiting_payment', 'pending_verification'])
      .delete()
    const body = { purpose: 'plan', shopId: shop.id, planName: 'business' }
    const byCard = await ownerBrowser.post<OwnerPayment>('/api/payments/checkout', { ...body, paymentMethod: 'card' })
    expect((await ownerBrowser.post(`/api/payments/${byCard.body.id}/card`)).status).toBe(200)
    const intentId = (await db('payment_transactions').where('id', byCard.body.id).first()).stripe_payment_intent_id
    expect(stripe.paymentIntent(intentId)!.status).toBe('requires_payment_method')

    const byTransfer = await ownerBrowser.post<OwnerPayment>('/api/payments/checkout', { ...body, paymentMethod: 'bank_transfer' })
    expect(byTransfer.status).toBe(200)
    expect(byTransfer.body).toMatchObject({ id: byCard.body.id, paymentMethod: 'bank_transfer' })
    expect(stripe.paymentIntent(intentId)!.status).toBe('canceled')
    // Back to card: a new intent replaces the cancelled one.
    await ownerBrowser.post('/api/payments/checkout', { ...body, paymentMethod: 'card' })
    expect((await ownerBrowser.post(`/api/payments/${byCard.body.id}/card`)).status).toBe(200)
    const replaced = (await db('payment_transactions').where('id', byCard.body.id).first()).stripe_payment_intent_id
    expect(replaced).not.toBe(intentId)
    expect(stripe.paymentIntent(replaced)!.status).toBe('requires_payment_method')
  })

  it('a cancelled subscription reads as canceled, and subscribing again starts a new one; other events are acknowledged', async () => {
    const { subscriptionId } = (await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')).body
    const later = Math.floor(Date.now() / 1000) + 3600
    const deleted = stripe.event(
      'customer.subscription.deleted',
      { ...stripe.subscription(subscriptionId)!, status: 'canceled' },
      { created: later },
    )
    expect((await deliver(api.url, deleted)).status).toBe(200)
    expect((await ownerBrowser.get<SubscriptionState>('/api/subscription')).body.status).toBe('canceled')
    // The shops keep the year already paid for.
    for (const shop of await ownerShops()) expect(shop.payment_status).toBe('paid')

    const again = await ownerBrowser.get<SubscriptionStart>('/api/get-or-create-subscription')
    expect(again.body.subscriptionId).not.toBe(subscriptionId)
    expect(again.body.status).toBe('incomplete')
    expect(stripe.created('subscriptions')).toBe(2)
    expect(stripe.created('customers')).toBe(1)

    const other = stripe.event('charge.refund.updated', { id: 're_1', object: 'refund' })
    expect((await deliver(api.url, other)).body).toEqual({ received: true, duplicate: false })
    expect(await db('stripe_events').where('event_id', other.id)).toHaveLength(1)
  })

  it('without Stripe keys card routes say card payments are not configured, and the rest works', async () => {
    const withoutKeys = Object.fromEntries(Object.entries(api.env).filter(([name]) => !name.startsWith('STRIPE_')))
    let plain: RunningServer | undefined
    try {
      plain = await startServer(withoutKeys)
      const browser = await owner(plain.url)
      const state = await browser.get<SubscriptionState>('/api/subscription')
      expect(state.status).toBe(200)
      expect(state.body).toMatchObject({ cardPaymentsEnabled: false, publishableKey: null })
      for (const reply of [await browser.get('/api/get-or-create-subscription'), await browser.post('/api/payments/1/card')]) {
        expect(reply.status).toBe(503)
        expect(reply.body).toEqual({ message: CARD_PAYMENT_ERRORS.notConfigured })
      }
      expect((await browser.get('/api/my-shops')).status).toBe(200)
    } finally {
      await plain?.stop()
    }
  })
})
