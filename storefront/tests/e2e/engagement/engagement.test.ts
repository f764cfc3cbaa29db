import { join } from 'node:path'
import { CHAT_MESSAGES_POLL_MS } from '@shoplocal/shared/constants'
import type { ShopDetail } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { buildSite, launchChromium, phoneSignUp, startStorefront, STOREFRONT_ROOT, type RunningServer } from '../support.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-engagement', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/engagement'

/**
 * Favourites, ratings and chat as visitors, customers and owners see them in Chromium: the built site
 * in front of the real API on a fresh seeded database.
 */
const PASSWORD = 'Secret@123'
let phones = 0

/** A new customer (by phone, confirmed with the texted code), so earlier reviews of the seed cannot be replaced instead of added. */
async function newCustomer(): Promise<{ contact: string; password: string }> {
  phones += 1
  const contact = `0861${String(Date.now()).slice(-4)}${String(phones).padStart(2, '0')}`
  const body = { firstName: 'Eoin', lastName: 'Walsh', contact, city: 'Ennis', password: PASSWORD }
  await phoneSignUp(api?.url ?? '', '/api/customer/register', body, contact, sms!)
  return { contact, password: PASSWORD }
}

let sms: SmsSink | undefined
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined

beforeAll(async () => {
  sms = await startSmsSink()
  const [startedApi] = await Promise.all([startApi({ env: { ...sms.env, AUTH_SIGN_IN_PER_MINUTE: '1000' } }), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
  await sms?.stop()
})

const at = (path: string): string => `${site?.url ?? ''}${path}`

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('not started')
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  return { context, page: await context.newPage() }
}

async function signIn(context: BrowserContext, path: string, data: Record<string, string>): Promise<void> {
  const response = await context.request.post(at(path), { headers: { origin: site?.url ?? '' }, data })
  expect(response.status()).toBe(200)
}

async function shopRating(id: number): Promise<{ rating: number | null; reviewCount: number }> {
  const response = await fetch(`${api?.url ?? ''}/api/shops/${id}?track=0`)
  const shop = (await response.json()) as ShopDetail
  return { rating: shop.averageRating, reviewCount: shop.reviewCount }
}

describe('favourites', () => {
  it('lets a guest save a product from a shop page and find it on /favorites', async () => {
    const { context, page } = await newPage()
    await page.goto(at('/shops/1'))
    const card = page.locator('[data-testid="shop-products"] [data-product-id]').first()
    const productId = await card.getAttribute('data-product-id')
    const toggle = card.getByTestId('favourite-toggle')
    // The hearts come with the pointer's arrival over the products.
    await card.hover()
    await toggle.waitFor()
    const before = Number(await toggle.getByTestId('favourite-count').textContent())

    await toggle.click()
    const gate = page.getByRole('dialog', { name: 'Sign In' })
    await gate.waitFor()
    await gate.getByLabel('Email or phone').last().fill('e2e-guest@example.ie')
    await gate.getByTestId('continue-as-guest').click()
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    expect(Number(await toggle.getByTestId('favourite-count').textContent())).toBe(before + 1)

    await page.goto(at('/favorites'))
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('My Favorites')
    expect(await page.getByTestId('guest-notice').isVisible()).toBe(true)
    const saved = page.getByTestId('favourite-card')
    await saved.first().waitFor()
    expect(await saved.first().getAttribute('data-product-id')).toBe(productId)
    expect(await saved.first().getByRole('link', { name: 'View Shop' }).getAttribute('href')).toBe('/shops/1')
    expect(await axeFindings(page)).toEqual([])

    await page.locator('astro-island:not([ssr]) [data-testid="remove-favourite"]').first().click()
    await page.getByTestId('favourites-empty').waitFor()
    expect(await page.getByRole('link', { name: 'Discover Shops' }).getAttribute('href')).toBe('/')
    await context.close()
  })
})

describe('ratings', () => {
  it('lets a customer rate a shop and shows the new average', async () => {
    const { context, page } = await newPage()
    await signIn(context, '/api/customer/login', await newCustomer())
    const before = await shopRating(3)
    await page.goto(at('/shops/3'))
    await page.getByTestId('rate-shop').click()
    const dialog = page.getByRole('dialog', { name: /^Rate Shop: / })
    await dialog.getByRole('radio', { name: '5 stars' }).check()
    await dialog.getByRole('textbox').fill('Great service from the e2e suite')
    await dialog.getByRole('button', { name: 'Submit rating' }).click()
    await page.getByText('Rating submitted').waitFor()
    const after = await shopRating(3)
    expect(after.reviewCount).toBe(before.reviewCount + 1)
    await expect.poll(() => page.locator('.shop-hero__meta .rating__value').textContent()).toBe(after.rating?.toFixed(1))
    expect(await page.getByTestId('shop-reviews').textContent()).toContain('Great service from the e2e suite')
    // Opened again, the dialog holds the rating just given, and says a new one replaces it.
    await page.getByTestId('rate-shop').click()
    await dialog.getByText('Your earlier rating is in the form: a new one replaces it.').waitFor()
    expect(await dialog.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true)
    expect(await dialog.getByRole('textbox').inputValue()).toBe('Great service from the e2e suite')
    await page.screenshot({ path: join(SHOTS_DIR, 'rating-dialog-earlier-rating.png') })
    await context.close()
  })

  it('keeps a visitor’s rating through sign-in, posts it and goes back to the shop', async () => {
    const { context, page } = await newPage(390)
    const customer = await newCustomer()
    const before = await shopRating(4)
    await page.goto(at('/shops/4?action=rate'))
    const dialog = page.getByRole('dialog', { name: /^Rate Shop: / })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Submit rating' }).click()
    expect(await dialog.getByRole('alert').textContent()).toBe('Please select a rating')
    await dialog.getByRole('radio', { name: '2 stars' }).check()
    await dialog.getByRole('button', { name: 'Submit rating' }).click()

    const prompt = page.getByRole('dialog', { name: 'Sign In to Rate Shop' })
    await prompt.getByRole('link', { name: 'Customer Login' }).click()
    const gate = page.getByRole('dialog', { name: 'Sign In' })
    await gate.getByLabel('Email or phone').first().fill(customer.contact)
    await gate.getByLabel('Password', { exact: true }).fill(customer.password)
    await gate.getByRole('button', { name: 'Sign In', exact: true }).last().click()

    await page.getByText('Rating submitted').waitFor()
    await expect.poll(async () => (await shopRating(4)).reviewCount).toBe(before.reviewCount + 1)
    // Back on the shop page after 1 s, now signed in (the header holds the customer's favourites count, inside the
    // Menu below 1200 px).
    await page.getByTestId('favourites-count').waitFor({ state: 'attached', timeout: 20_000 })
    expect(new URL(page.url()).pathname).toBe('/shops/4')
    expect(await page.evaluate(() => window.sessionStorage.getItem('shoplocal.pendingRating'))).toBeNull()
    await context.close()
  })
})

describe('a guest’s rating', () => {
  it('waits for the code texted to the guest, offers a new code, and publishes under the name the guest gave', async () => {
    const phone = '0871112233'
    const e164 = '+353871112233'
    for (const width of [1280, 390]) {
      const shopId = width === 1280 ? 5 : 6
      const { context, page } = await newPage(width)
      const before = await shopRating(shopId)
      await page.goto(at(`/shops/${shopId}?action=rate`))
      const dialog = page.getByRole('dialog', { name: /^Rate Shop: / })
      await dialog.getByRole('radio', { name: '4 stars' }).check()
      await dialog.getByRole('button', { name: 'Submit rating' }).click()
      await page.getByRole('dialog', { name: 'Sign In to Rate Shop' }).getByRole('link', { name: 'Customer Login' }).click()
      const gate = page.getByRole('dialog', { name: 'Sign In' })
      await gate.getByLabel('Email or phone').last().fill(phone)
      await gate.getByTestId('continue-as-guest').click()

      // Back in the rating dialog with the stars given before; the guest may name themselves.
      await dialog.getByLabel('Your name (optional)').fill('Róisín')
      expect(await dialog.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
      await page.screenshot({ path: join(SHOTS_DIR, `rating-dialog-guest-name-${width}.png`) })
      await dialog.getByRole('button', { name: 'Submit rating' }).click()
      const step = dialog.getByTestId('review-code-form')
      await step.getByText(`We have sent a 6-digit code to ${e164}. Enter it to publish your review.`).waitFor()
      expect((await shopRating(shopId)).reviewCount).toBe(before.reviewCount)
      await page.screenshot({ path: join(SHOTS_DIR, `review-code-step-${width}.png`) })
      expect(await axeFindings(page)).toEqual([])
      // The same unconfirmed guest on a product page: the review form offers the name too.
      const productPage = await context.newPage()
      await productPage.goto(at('/products/1'))
      const reviewForm = productPage.getByTestId('review-form')
      await reviewForm.getByLabel('Your name (optional)').waitFor()
      await reviewForm.screenshot({ path: join(SHOTS_DIR, `product-review-guest-${width}.png`) })
      await productPage.close()

      const since = new Date()
      await step.getByRole('button', { name: 'Send a new code' }).click()
      await page.getByText('New code sent').waitFor()
      const code = await sms!.latestCode(e164, since)
      await step.getByLabel('6-digit code').fill(code)
      // The page reloads itself after a rating (ShopActions' onRated); the review shows on the reloaded page.
      const reloaded = page.waitForEvent('load', { timeout: 30_000 })
      await step.getByRole('button', { name: 'Publish review' }).click()
      await page.getByText('Rating submitted').waitFor()
      await expect.poll(async () => (await shopRating(shopId)).reviewCount).toBe(before.reviewCount + 1)
      await reloaded
      expect(await page.getByTestId('shop-reviews').textContent()).toContain('Róisín')
      await context.close()
    }
  }, 120_000)
})

describe('chat', () => {
  /** The customer and the shop's owner, each in their own browser, with the seeded conversation open. */
  async function openBothSides(blockStream: boolean) {
    const customer = await newPage()
    const owner = await newPage(390)
    for (const side of [customer, owner]) {
      if (!blockStream) continue
      await side.context.route('**/api/__transmit/**', (route) => route.abort())
      // The pages' clocks run on, and are moved on to the next poll rather than waited for (`say`).
      await side.page.clock.install()
    }
    await signIn(customer.context, '/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
    await signIn(owner.context, '/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })
    for (const { page } of [customer, owner]) {
      await page.goto(at('/'))
      await page.locator('astro-island:not([ssr]) [data-testid="open-chat"]').click()
      await page.getByTestId('conversation').first().click()
      await page.getByTestId('chat-message').first().waitFor()
    }
    return { customer, owner }
  }

  /**
   * Sends from one side and waits for the other side's open thread to show it, with no reload; `polled`: once the
   * message is stored, the other side's clock is moved on to its next poll of the thread.
   */
  async function say(from: Page, to: Page, text: string, { polled = false } = {}): Promise<void> {
    const box = from.getByRole('textbox', { name: 'Message' })
    const stored = from.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/chat/messages',
    )
    await box.fill(text)
    await box.press('Enter')
    expect((await stored).status()).toBe(201)
    if (polled) await to.clock.fastForward(CHAT_MESSAGES_POLL_MS)
    await to.getByText(text).waitFor({ timeout: 20_000 })
  }

  it('shows each side the other’s message, pushed over the live stream', async () => {
    const { customer, owner } = await openBothSides(false)
    // Both threads say when their stream is connected and subscribed (the drawer's data-live); while it is,
    // the drawer does not poll, so a message that arrives at all was pushed.
    for (const { page } of [customer, owner]) await page.locator('[data-testid="chat-thread"][data-live="true"]').waitFor()
    await say(customer.page, owner.page, `Is the shop open late today? ${Date.now()}`)
    await say(owner.page, customer.page, `Until 8 pm, see you then! ${Date.now()}`)
    const html = `<b>not bold</b> ${Date.now()}`
    await say(customer.page, owner.page, html)
    expect(await owner.page.locator('[data-testid="chat-message"] b').count()).toBe(0)
    expect(await axeFindings(owner.page)).toEqual([])
    await customer.context.close()
    await owner.context.close()
  })

  it('still delivers both ways by polling when the stream is blocked', async () => {
    const { customer, owner } = await openBothSides(true)
    await say(customer.page, owner.page, `Polling from the customer ${Date.now()}`, { polled: true })
    await say(owner.page, customer.page, `Polling from the owner ${Date.now()}`, { polled: true })
    await customer.context.close()
    await owner.context.close()
  })

  it('keeps what a visitor typed through sign-in and sends it, even when Start Chat was clicked before the panel was ready', async () => {
    const { context, page } = await newPage()
    const person = await newCustomer()
    // Islands hydrate one by one: the chat panel's island is held back until Start Chat has been clicked.
    await page.route(at('/shops/5'), async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/(component-export="ChatLauncher"[^>]*?)client="idle"/, '$1client="held"')
      await route.fulfill({ response, body: html })
    })
    await page.goto(at('/shops/5'))
    await page.getByTestId('start-chat').click()
    await page.evaluate(() => {
      const astro = (window as unknown as { Astro: Record<string, unknown> }).Astro
      astro.held = astro.idle
      window.dispatchEvent(new Event('astro:held'))
    })
    const text = `Hello before signing in ${Date.now()}`
    await page.getByRole('textbox', { name: 'Message' }).fill(text)
    await page.getByRole('textbox', { name: 'Message' }).press('Enter')
    const gate = page.getByRole('dialog', { name: 'Sign In' })
    await gate.getByLabel('Email or phone').first().fill(person.contact)
    await gate.getByLabel('Password', { exact: true }).fill(person.password)
    await gate.getByRole('button', { name: 'Sign In', exact: true }).last().click()
    await page.getByTestId('chat-thread').getByText(text).waitFor()
    expect(await page.getByTestId('chat-thread').getByText(text).count()).toBe(1)
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('')
    await context.close()
  })
})
