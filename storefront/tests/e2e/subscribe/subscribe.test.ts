import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CARD_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import { SESSION_TOASTS, SUBSCRIBE_PAGE } from '../../../src/messages/index.ts'
import type { OwnerPayment, SubscriptionStart } from '@shoplocal/shared/types'
import { startApi, startServer, type RunningApi, type RunningServer as ApiServer } from '../../../../scripts/testing/start-api.ts'
import { startStripeServer, type StripeTestServer } from '../../../../scripts/testing/stripe-server.ts'
import { axeFindings } from '../axe.ts'
import { FAKE_STRIPE_JS } from './fake-stripe-js.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-subscribe', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/stripe'
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
/** Stripe.js is fetched from here; this machine cannot reach it, and the suite makes sure no machine does. */
const STRIPE_JS = /^https:\/\/js\.stripe\.com\//

/*
 * /subscribe in Chromium against the real API, whose Stripe calls go to the local Stripe-compatible server:
 * a signed-out visitor is told and sent to sign in; a signed-in owner gets the subscription started and,
 * as Stripe.js cannot load, the clear message instead of an empty form; without Stripe keys the page says
 * card payments are not configured; once Stripe's signed event arrived, the page says the owner is subscribed.
 */
let stripe: StripeTestServer
let api: RunningApi
let keyless: ApiServer | undefined
let site: RunningServer | undefined
let keylessSite: RunningServer | undefined
let browser: Browser | undefined
const problems: string[] = []

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  stripe = await startStripeServer()
  const [startedApi] = await Promise.all([startApi({ env: { ...stripe.env, AUTH_SIGN_IN_PER_MINUTE: '200' } }), buildSite(OUT_DIR)])
  api = startedApi
  // The demo owner has a seeded (bank-paid) yearly subscription; this suite's owner has never subscribed.
  const db = api.database.connect()
  await db('subscriptions').whereIn('user_id', db('users').select('id').where('email', OWNER.emailOrPhone)).delete()
  await db.destroy()
  // A second API process on the same database, without Stripe keys, behind its own storefront.
  keyless = await startServer(Object.fromEntries(Object.entries(api.env).filter(([name]) => !name.startsWith('STRIPE_'))))
  ;[site, keylessSite] = await Promise.all([
    startStorefront(api.url, { outDir: OUT_DIR }),
    startStorefront(keyless.url, { outDir: OUT_DIR }),
  ])
  browser = await launchChromium()
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await keylessSite?.stop()
  await keyless?.stop()
  await api?.stop()
  await stripe?.stop()
})

async function newPage(
  options: { signedInOn?: RunningServer; fakeStripeJs?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } })
  await context.route(STRIPE_JS, (route) =>
    options.fakeStripeJs ? route.fulfill({ contentType: 'text/javascript', body: FAKE_STRIPE_JS }) : route.abort('internetdisconnected'),
  )
  if (options.signedInOn) {
    const reply = await context.request.post(`${options.signedInOn.url}/api/shop-owner/login`, { data: OWNER })
    expect(reply.status()).toBe(200)
  }
  const page = await context.newPage()
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // The blocked Stripe.js download is the situation under test.
    if (/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/.test(message.text())) return
    problems.push(message.text())
  })
  return { context, page }
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/subscribe-${name}-${width}.png`, fullPage: true })
  }
}

/** Lets the fake Stripe.js answer the payment it holds (`fake-stripe-js.ts`) once `form` says it is processing. */
async function answerCardPayment(form: Locator): Promise<void> {
  await form.getByRole('button', { name: CARD_PAYMENT_MESSAGES.processing }).waitFor()
  await form.page().evaluate(() => (window as unknown as { answerCardPayment(): void }).answerCardPayment())
}

async function hydrated(page: Page): Promise<void> {
  await hydrateIslands(page)
}

describe('/subscribe', () => {
  it('tells a signed-out visitor they are logged out and sends them to sign in', async () => {
    const { context, page } = await newPage()
    const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login')
    await page.goto(`${site!.url}/subscribe`)
    const toast = page.getByTestId('toast')
    await toast.getByText(SESSION_TOASTS.unauthorized.title, { exact: true }).waitFor()
    // The redirect follows 500 ms later, so both lines are awaited rather than sampled once.
    await toast.getByText(SESSION_TOASTS.unauthorized.description).waitFor()
    await login
    await context.close()
  })

  it('starts the subscription for a signed-in owner and says so clearly when Stripe.js cannot load', async () => {
    const { context, page } = await newPage({ signedInOn: site })
    await page.goto(`${site!.url}/subscribe`)
    await hydrated(page)
    expect(await page.getByRole('heading', { level: 1, name: SUBSCRIBE_PAGE.heading }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: SUBSCRIBE_PAGE.goBack }).isVisible()).toBe(true)
    const unavailable = page.getByTestId('card-payment-unavailable')
    await unavailable.waitFor()
    expect((await unavailable.textContent())?.trim()).toBe(CARD_PAYMENT_MESSAGES.stripeUnavailable)
    expect(stripe.created('subscriptions')).toBe(1)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot(page, 'stripe-unreachable')

    // Reloading finds the same subscription instead of starting another.
    await page.reload()
    await page.getByTestId('card-payment-unavailable').waitFor()
    expect(stripe.created('subscriptions')).toBe(1)
    await context.close()
  })

  it('goes idle → processing → failure with the provider message, then → success and on to the dashboard', async () => {
    const { context, page } = await newPage({ signedInOn: site, fakeStripeJs: true })
    await page.goto(`${site!.url}/subscribe`)
    await hydrated(page)
    const form = page.getByTestId('card-payment-form')
    await form.waitFor()
    const submit = form.getByRole('button', { name: SUBSCRIBE_PAGE.submit })
    await shoot(page, 'card-form')

    await form.getByLabel('Card number').fill('4000 0000 0000 0002')
    await submit.click()
    await answerCardPayment(form)
    const toast = page.getByTestId('toast')
    await toast.getByText(CARD_PAYMENT_MESSAGES.failedTitle, { exact: true }).waitFor()
    expect(await toast.getByText('Your card was declined.').isVisible()).toBe(true)
    expect(await form.getByRole('alert').textContent()).toContain('Your card was declined.')
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot(page, 'card-declined')

    await form.getByLabel('Card number').fill('4242 4242 4242 4242')
    await submit.click()
    await answerCardPayment(form)
    await toast.getByText(CARD_PAYMENT_MESSAGES.success.title, { exact: true }).waitFor()
    expect(await toast.getByText(CARD_PAYMENT_MESSAGES.success.description).isVisible()).toBe(true)
    await page.waitForURL(`${site!.url}/dashboard`)
    // One subscription for the owner however often the page was opened.
    expect(stripe.created('subscriptions')).toBe(1)
    await context.close()
  })

  it('pays an invoice by card on /pay, and the signed Stripe event marks it verified', async () => {
    const { context, page } = await newPage({ signedInOn: site, fakeStripeJs: true })
    const shops = (await (await context.request.get(`${site!.url}/api/my-shops`)).json()) as { id: number; status: string }[]
    const shopId = shops.find((shop) => shop.status === 'approved')!.id
    const checkout = await context.request.post(`${site!.url}/api/payments/checkout`, {
      data: { purpose: 'plan', shopId, planName: 'starter', paymentMethod: 'card' },
      headers: { origin: site!.url },
    })
    expect(checkout.status()).toBeLessThan(300)
    const invoice = (await checkout.json()) as OwnerPayment

    await page.goto(`${site!.url}/pay?payment=${invoice.id}`)
    await hydrated(page)
    const slot = page.getByTestId('pay-by-card')
    await slot.getByRole('button', { name: CARD_PAYMENT_MESSAGES.payByCard }).click()
    const form = slot.getByTestId('card-payment-form')
    await form.waitFor()
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot(page, 'pay-by-card')
    await form.getByLabel('Card number').fill('4242 4242 4242 4242')
    await form.getByRole('button', { name: CARD_PAYMENT_MESSAGES.payAmount(invoice.amountPaid) }).click()
    await answerCardPayment(form)
    await page.getByTestId('toast').getByText(CARD_PAYMENT_MESSAGES.invoicePaid.title, { exact: true }).waitFor()

    // What Stripe sends once the card was charged: the invoice's PaymentIntent, succeeded.
    const db = api.database.connect()
    const row = await db('payment_transactions').where('id', invoice.id).first()
    await db.destroy()
    const intent = stripe.paymentIntent(row.stripe_payment_intent_id)!
    const succeeded = stripe.event('payment_intent.succeeded', { ...intent, status: 'succeeded', amount_received: intent.amount })
    const delivered = await fetch(`${api.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': succeeded.signature },
      body: succeeded.body,
    })
    expect(delivered.status).toBe(200)
    await page.goto(`${site!.url}/pay?payment=${invoice.id}`)
    await hydrated(page)
    expect(await page.getByTestId('invoice-status').textContent()).toBe('Verified')
    expect(await page.getByTestId('pay-by-card').count()).toBe(0)
    await context.close()
  })

  it('offers the same €200/year by bank transfer when the site has no Stripe keys, with every line before the invoice', async () => {
    const { context, page } = await newPage({ signedInOn: keylessSite })
    await page.goto(`${keylessSite!.url}/subscribe`)
    await hydrated(page)
    const notice = page.getByTestId('subscribe-not-configured')
    await notice.waitFor()
    expect(await notice.textContent()).toContain('by bank transfer')
    expect(await page.getByTestId('card-payment-form').count()).toBe(0)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot(page, 'not-configured')

    await notice.getByRole('link', { name: 'Pay €200 by bank transfer' }).click()
    await page.waitForURL(/\/pay\?listing$/)
    await hydrated(page)
    await expect(page.getByTestId('quote-total').textContent()).resolves.toBe('€200.00')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByTestId('invoice-total').textContent()).resolves.toBe('€200.00')
    await expect(page.getByTestId('payment-reference').textContent()).resolves.toMatch(/^SL-[0-9A-Z]{5}-[0-9A-Z]$/)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot(page, 'listing-by-transfer')
    await context.close()
  })

  it('tells a signed-in customer the subscription is for shop owners, not that they are logged out', async () => {
    const { context, page } = await newPage()
    const reply = await context.request.post(`${site!.url}/api/customer/login`, {
      data: { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' },
    })
    expect(reply.status()).toBe(200)
    await page.goto(`${site!.url}/subscribe`)
    await hydrated(page)
    await page.getByTestId('subscribe-owners-only').waitFor()
    expect(await page.getByTestId('toast').getByText(SESSION_TOASTS.unauthorized.title).count()).toBe(0)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot(page, 'customer')
    await context.close()
  })

  it('shows the paid period once Stripe has confirmed the payment', async () => {
    const { context, page } = await newPage({ signedInOn: site })
    const started = await context.request.get(`${site!.url}/api/get-or-create-subscription`)
    const { subscriptionId } = (await started.json()) as SubscriptionStart
    const paid = stripe.event('invoice.paid', stripe.invoiceFor(subscriptionId))
    const delivered = await fetch(`${api.url}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': paid.signature },
      body: paid.body,
    })
    expect(delivered.status).toBe(200)
    await page.goto(`${site!.url}/subscribe`)
    await hydrated(page)
    const active = page.getByTestId('subscribe-active')
    await active.waitFor()
    expect(await active.textContent()).toContain('You are subscribed. Your listing is paid until')
    expect(await active.getByRole('link', { name: SUBSCRIBE_PAGE.toDashboard }).getAttribute('href')).toBe('/dashboard')
    await shoot(page, 'subscribed')

    // Back from a 3-D Secure page, Stripe's answer in the address is what the owner is told.
    await page.goto(`${site!.url}/subscribe?payment_intent=pi_back&redirect_status=succeeded`)
    await page.getByTestId('toast').getByText(CARD_PAYMENT_MESSAGES.success.title, { exact: true }).waitFor()
    await page.waitForURL(`${site!.url}/dashboard`)
    await context.close()
    expect(problems).toEqual([])
  })
})
