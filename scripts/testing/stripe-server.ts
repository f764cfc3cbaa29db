/*
 * A small Stripe-compatible HTTP server for tests, since Stripe's servers cannot be reached from the test
 * machines. It answers only the calls the API makes through the official SDK (products, customers,
 * subscriptions with their first invoice's confirmation secret, PaymentIntents with their cancellation, refunds), honours idempotency keys
 * like Stripe (the same key returns the first answer), and builds the events Stripe would send, signed
 * with the SDK's own test-header helper. Point the API at it with `startApi({ env: stripe.env })`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { randomBytes } from 'node:crypto'
import Stripe from 'stripe'

type Json = Record<string, unknown>

export interface SignedEvent {
  id: string
  body: string
  signature: string
}

export interface StripeTestServer {
  url: string
  /** STRIPE_* settings that send the API's Stripe calls here. */
  env: Record<string, string>
  webhookSecret: string
  /** How many objects of a kind were created ('customers', 'subscriptions', 'payment_intents', 'products'). */
  created(kind: string): number
  subscription(id: string): Json | undefined
  paymentIntent(id: string): Json | undefined
  /** Refunds made, oldest first. */
  refunds(): Json[]
  /** Marks the subscription's latest invoice paid (or failed) and returns the invoice as Stripe would send it. */
  invoiceFor(subscriptionId: string, options?: { paid?: boolean; periodStart?: number; periodEnd?: number }): Json
  /** An event of `type` about `object`, signed for the webhook; `timestamp` backdates the signature. */
  event(type: string, object: Json, options?: { created?: number; timestamp?: number; secret?: string }): SignedEvent
  /** Any body signed with the webhook secret, for payloads Stripe itself would never send. */
  sign(body: string, options?: { timestamp?: number }): { body: string; signature: string }
  stop(): Promise<void>
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)
const YEAR = 365 * 24 * 60 * 60

/** Stripe's form encoding (`a[b][0][c]=x`) back to objects; all-numeric keys make arrays. */
function parseStripeForm(text: string): Json {
  const root: Json = {}
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.split(/\[|\]\[|\]/).filter((part) => part !== '')
    let node: Json = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = (node[part] ??= {}) as Json
    })
  }
  const arrays = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value
    const entries = Object.entries(value as Json).map(([key, inner]) => [key, arrays(inner)] as const)
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key)))
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, inner]) => inner)
    return Object.fromEntries(entries)
  }
  return arrays(root) as Json
}

function stripeError(response: ServerResponse, status: number, message: string, code = 'resource_missing') {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ error: { type: 'invalid_request_error', code, message } }))
}

async function readBody(request: IncomingMessage): Promise<string> {
  let text = ''
  for await (const chunk of request) text += chunk
  return text
}

export async function startStripeServer(): Promise<StripeTestServer> {
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`
  const sdk = new Stripe('sk_test_local')
  const store = {
    products: new Map<string, Json>(),
    customers: new Map<string, Json>(),
    subscriptions: new Map<string, Json>(),
    invoices: new Map<string, Json>(),
    payment_intents: new Map<string, Json>(),
    refunds: new Map<string, Json>(),
  }
  const counts = new Map<string, number>()
  const idempotent = new Map<string, { status: number; body: string }>()
  const count = (kind: string) => counts.set(kind, (counts.get(kind) ?? 0) + 1)

  const newIntent = (amount: number, currency: string, metadata: Json, invoice: string | null): Json => {
    const intentId = id('pi')
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
      metadata,
      invoice,
      created: nowSeconds(),
    }
    store.payment_intents.set(intentId, intent)
    count('payment_intents')
    return intent
  }

  const newInvoice = (subscription: Json, amount: number): Json => {
    const invoiceId = id('in')
    const start = nowSeconds()
    const intent = newIntent(amount, 'eur', {}, invoiceId)
    const invoice: Json = {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      amount_due: amount,
      amount_paid: 0,
      currency: 'eur',
      billing_reason: 'subscription_create',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: { object: 'list', data: [{ id: id('il'), amount, period: { start, end: start + YEAR } }] },
      confirmation_secret: { type: 'payment_intent', client_secret: intent.client_secret },
      created: start,
    }
    store.invoices.set(invoiceId, invoice)
    return invoice
  }

  /** An object with the listed paths (`latest_invoice.confirmation_secret`) expanded. */
  const expanded = (subscription: Json, expand: unknown): Json => {
    const paths = Array.isArray(expand) ? expand.map(String) : []
    if (!paths.some((path) => path.startsWith('latest_invoice'))) return subscription
    return { ...subscription, latest_invoice: store.invoices.get(String(subscription.latest_invoice)) ?? null }
  }

  const routes: [string, RegExp, (match: RegExpMatchArray, params: Json) => [number, Json] | null][] = [
    ['GET', /^\/v1\/products\/([^/]+)$/, (match) => (store.products.has(match[1]) ? [200, store.products.get(match[1])!] : null)],
    [
      'POST',
      /^\/v1\/products$/,
      (_match, params) => {
        const productId = String(params.id ?? id('prod'))
        if (store.products.has(productId)) return [400, { error: { type: 'invalid_request_error', code: 'resource_already_exists' } }]
        const product = { id: productId, object: 'product', name: params.name, active: true }
        store.products.set(productId, product)
        count('products')
        return [200, product]
      },
    ],
    [
      'POST',
      /^\/v1\/customers$/,
      (_match, params) => {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
        }
        store.customers.set(customer.id, customer)
        count('customers')
        return [200, customer]
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_match, params) => {
        if (!store.customers.has(String(params.customer))) return null
        const items = (params.items as Json[] | undefined) ?? []
        const priceData = (items[0]?.price_data ?? {}) as Json
        if (!store.products.has(String(priceData.product))) return null
        const amount = Number(priceData.unit_amount)
        const subscription: Json = {
          id: id('sub'),
          object: 'subscription',
          customer: params.customer,
          status: 'incomplete',
          metadata: params.metadata ?? {},
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                current_period_start: nowSeconds(),
                current_period_end: nowSeconds() + YEAR,
                price: { unit_amount: amount, currency: priceData.currency, recurring: priceData.recurring },
              },
            ],
          },
          created: nowSeconds(),
        }
        subscription.latest_invoice = newInvoice(subscription, amount).id
        store.subscriptions.set(String(subscription.id), subscription)
        count('subscriptions')
        return [200, expanded(subscription, params.expand)]
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (match, params) => {
        const subscription = store.subscriptions.get(match[1])
        return subscription ? [200, expanded(subscription, params.expand)] : null
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents$/,
      (_match, params) => [200, newIntent(Number(params.amount), String(params.currency), (params.metadata as Json) ?? {}, null)],
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (match, params) => {
        const intent = store.payment_intents.get(match[1])
        if (!intent) return null
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return [400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } }]
        }
        Object.assign(intent, { status: 'canceled', cancellation_reason: params.cancellation_reason ?? null, canceled_at: nowSeconds() })
        return [200, intent]
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_match, params) => {
        const intent = store.payment_intents.get(String(params.payment_intent))
        if (!intent) return null
        // The test events say what was received; a refund gives back all of it unless told an amount.
        const received = Number(intent.amount_received) || Number(intent.amount)
        const refund = {
          id: id('re'),
          object: 'refund',
          amount: params.amount === undefined ? received : Number(params.amount),
          currency: intent.currency,
          payment_intent: intent.id,
          reason: params.reason ?? null,
          metadata: params.metadata ?? {},
          status: 'succeeded',
          created: nowSeconds(),
        }
        store.refunds.set(refund.id, refund)
        count('refunds')
        return [200, refund]
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (match) => (store.payment_intents.has(match[1]) ? [200, store.payment_intents.get(match[1])!] : null),
    ],
  ]

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test')
      if (request.headers.authorization !== 'Bearer sk_test_local')
        return stripeError(response, 401, 'Invalid API Key provided', 'api_key_invalid')
      const body = await readBody(request)
      const params = parseStripeForm(request.method === 'GET' ? url.search.slice(1) : body)
      const key = request.headers['idempotency-key']
      const cacheKey = typeof key === 'string' && request.method === 'POST' ? `${url.pathname} ${key}` : null
      const cached = cacheKey ? idempotent.get(cacheKey) : undefined
      if (cached) {
        response.writeHead(cached.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' })
        return response.end(cached.body)
      }
      for (const [method, pattern, handle] of routes) {
        const match = url.pathname.match(pattern)
        if (method !== request.method || !match) continue
        const answer = handle(match, params)
        if (!answer) return stripeError(response, 404, `No such object: ${url.pathname}`)
        const text = JSON.stringify(answer[1])
        if (cacheKey) idempotent.set(cacheKey, { status: answer[0], body: text })
        response.writeHead(answer[0], { 'content-type': 'application/json', 'request-id': id('req') })
        return response.end(text)
      }
      stripeError(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`, 'unknown_route')
    })()
  })

  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : 0)
    })
  })
  const url = `http://127.0.0.1:${port}`

  return {
    url,
    webhookSecret,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: url,
    },
    created: (kind) => counts.get(kind) ?? 0,
    subscription: (subscriptionId) => store.subscriptions.get(subscriptionId),
    paymentIntent: (intentId) => store.payment_intents.get(intentId),
    refunds: () => [...store.refunds.values()],
    invoiceFor(subscriptionId, options = {}) {
      const subscription = store.subscriptions.get(subscriptionId)
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`)
      let invoice = store.invoices.get(String(subscription.latest_invoice))!
      if (invoice.status === 'paid') {
        // A renewal: the next invoice of the subscription.
        invoice = newInvoice(subscription, Number(invoice.amount_due))
        invoice.billing_reason = 'subscription_cycle'
        subscription.latest_invoice = invoice.id
      }
      const line = (invoice.lines as { data: Json[] }).data[0]
      if (options.periodStart !== undefined || options.periodEnd !== undefined) {
        line.period = { start: options.periodStart ?? nowSeconds(), end: options.periodEnd ?? nowSeconds() + YEAR }
      }
      if (options.paid === false) {
        invoice.attempted = true
        return { ...invoice }
      }
      invoice.status = 'paid'
      invoice.amount_paid = invoice.amount_due
      subscription.status = 'active'
      return { ...invoice }
    },
    event(type, object, options = {}) {
      const eventId = id('evt')
      const body = JSON.stringify(
        {
          id: eventId,
          object: 'event',
          api_version: Stripe.API_VERSION,
          created: options.created ?? nowSeconds(),
          type,
          livemode: false,
          pending_webhooks: 1,
          request: { id: null, idempotency_key: null },
          data: { object },
        },
        null,
        2,
      )
      const signature = sdk.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? webhookSecret,
        timestamp: options.timestamp,
      })
      return { id: eventId, body, signature }
    },
    sign(body, options = {}) {
      return {
        body,
        signature: sdk.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret, timestamp: options.timestamp }),
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
