import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-journeys', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/journeys'
const WIDTHS = [1280, 390] as const

/**
 * Shoppers' journeys in Chromium against the built site and the real API: a phone account from sign-up to a
 * password reset by text, a product's page with a review confirmed by e-mailed code, a customer finding their
 * own review in the form when they come back, following a shop, and an owner answering a review that then shows
 * publicly.
 */
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const CUSTOMER = { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }
const PASSWORD = 'Harbour@2026'
const NEW_PASSWORD = 'Lighthouse$2026'

let mail: MailSink | undefined
let sms: SmsSink | undefined
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let db: Knex | undefined
/** A public product of the seeded owner's first shop, so the owner can answer its review. */
let product: { id: number; shopId: number; name: string }

beforeAll(async () => {
  mail = await startMailSink()
  sms = await startSmsSink()
  await mkdir(SHOTS_DIR, { recursive: true })
  const [startedApi] = await Promise.all([
    startApi({
      env: {
        ...mail.env,
        ...sms.env,
        AUTH_SIGN_IN_PER_MINUTE: '200',
        AUTH_REGISTER_PER_MINUTE: '200',
        AUTH_CODES_PER_MINUTE: '200',
      },
    }),
    buildSite(OUT_DIR),
  ])
  api = startedApi
  db = api.database.connect()
  const row = await db('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .join('users as u', 'u.id', 's.owner_id')
    .where('u.email', OWNER.emailOrPhone)
    .where('s.status', 'approved')
    .where('p.is_active', true)
    .orderBy('p.id')
    .first('p.id', 'p.shop_id', 'p.name')
  product = { id: Number(row.id), shopId: Number(row.shop_id), name: String(row.name) }
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await db?.destroy()
  await api?.stop()
  await sms?.stop()
  await mail?.stop()
})

const at = (path: string): string => `${site?.url ?? ''}${path}`

async function newPage(width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('not started')
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  return { context, page: await context.newPage() }
}

/** Every island live before the steps: scrolled through for the ones that wait to be seen, the rest woken. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(at(path))
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await hydrateIslands(page)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * The page at both widths: a full-page screenshot each (looked at by whoever changes these screens), no
 * horizontal scroll, no serious or critical axe finding.
 */
async function lookAt(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // From the top, so the sticky header is drawn once, where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true })
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
  }
  expect(await axeFindings(page)).toEqual([])
  await page.setViewportSize({ width: 1280, height: 900 })
}

// Below 1200 px the header's links sit in its closed Menu: present (attached) but not shown.
const header = (page: Page) => page.locator('header.site-header')

async function signOut(page: Page): Promise<void> {
  // Logout is a client:interaction island: the click that wakes it is held and replayed once it is live.
  const logout = header(page).getByRole('button', { name: 'Logout' })
  await header(page).locator('summary').click()
  await logout.click()
  await page.waitForFunction(() => document.querySelector('header.site-header')?.getAttribute('data-session') === 'guest')
}

describe('a phone account', () => {
  it('signs up with a phone and the texted code, signs out, signs in with it and resets the password with the texted code', async () => {
    const { context, page } = await newPage()
    const phone = `087${String(Date.now()).slice(-7)}`
    await open(page, '/customer-auth')
    await page.getByRole('tab', { name: 'Register' }).click()
    const register = page.getByRole('tabpanel')
    await register.getByLabel('First name').fill('Saoirse')
    await register.getByLabel('Last name').fill('Nolan')
    await register.getByLabel('Email or phone').fill(phone)
    await register.getByLabel('City').fill('Tralee')
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const registeredAt = new Date()
    await register.getByRole('button', { name: 'Register' }).click()
    // A phone registration signs in only with the texted code, then goes home.
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor()
    await page.getByLabel('Verification code').fill(await sms!.latestCode(phone, registeredAt))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(at('/'))
    await header(page).getByRole('link', { name: 'My Account', includeHidden: true }).waitFor({ state: 'attached' })
    await signOut(page)

    await open(page, '/customer-auth')
    const signIn = page.getByRole('tabpanel')
    await signIn.getByLabel('Email or phone').fill(phone)
    await signIn.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(at('/'))
    await header(page).getByRole('link', { name: 'My Account', includeHidden: true }).waitFor({ state: 'attached' })
    await signOut(page)

    await open(page, '/password-reset-request')
    await page.getByLabel('Email or phone').fill(phone)
    const requestedAt = new Date()
    await page.getByRole('button', { name: 'Send reset code' }).click()
    await page.waitForURL((address) => address.pathname === '/password-reset-confirm')
    // The number stays out of the address (history, logs, shared links): the tab keeps it.
    expect(page.url()).toBe(at('/password-reset-confirm?by=phone'))
    await page.getByText(`Enter the code we sent to ${phone}`).waitFor()
    await hydrateIslands(page)
    const code = await sms!.latestCode(phone, requestedAt)
    expect(code).toMatch(/^\d{6}$/)
    await page.getByLabel('Verification code').fill(code)
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Reset password' }).click()
    await page.waitForURL(at('/?passwordReset=success'))

    await open(page, '/customer-auth')
    await page.getByRole('tabpanel').getByLabel('Email or phone').fill(phone)
    await page.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('tabpanel').getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL(at('/'))
    await header(page).getByRole('link', { name: 'My Account', includeHidden: true }).waitFor({ state: 'attached' })
    await context.close()
  }, 90_000)
})

describe('a product page', () => {
  const comment = `Beautiful work, e2e ${Date.now()}`

  it('opens from a product card, and a visitor reviews it under a name and e-mail confirmed by code', async () => {
    const { context, page } = await newPage()
    await page.goto(at('/browse-products'))
    const card = page.locator('[data-testid="product-card"]').first()
    await card.waitFor()
    const cardId = await card.getAttribute('data-product-id')
    await card.locator('.product-card__link').click()
    await page.waitForURL(at(`/products/${cardId}`))
    await page.getByTestId('product-page').waitFor()

    await open(page, `/products/${product.id}`)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name)
    expect(await page.getByTestId('product-shop').getByRole('link').first().getAttribute('href')).toBe(`/shops/${product.shopId}`)
    expect(await page.title()).toContain(product.name)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as Record<
      string,
      unknown
    >
    expect(jsonLd).toMatchObject({ '@type': 'Product', name: product.name, offers: { priceCurrency: 'EUR' } })
    const before = Number(/\((\d+)\)/.exec((await page.locator('#reviews-heading').textContent()) ?? '')?.[1])

    const form = page.getByTestId('review-form')
    await form.getByRole('radio', { name: '4 stars' }).check()
    await form.getByLabel('Comment (optional)').fill(comment)
    await form.getByLabel('Your name').fill('Mairead')
    const email = `mairead.${Date.now()}@example.ie`
    await form.getByLabel('Your email').fill(email)
    const sentAt = new Date()
    await form.getByRole('button', { name: 'Submit review' }).click()
    const codeForm = page.getByTestId('review-code-form')
    await codeForm.waitFor()
    await codeForm.getByLabel('6-digit code').fill(await mail!.latestCode(email, sentAt))
    await codeForm.getByRole('button', { name: 'Publish review' }).click()

    await page.getByTestId('product-reviews').getByText(comment).waitFor()
    await hydrateIslands(page)
    await page.getByTestId('favourite-toggle').first().waitFor()
    expect(await page.locator('#reviews-heading').textContent()).toBe(`Reviews (${before + 1})`)
    await lookAt(page, 'product-page')
    await context.close()
  }, 90_000)

  it('shows a signed-in customer their own review in the form when they come back to the page', async () => {
    const { context, page } = await newPage()
    const signedIn = await context.request.post(at('/api/customer/login'), { headers: { origin: site?.url ?? '' }, data: CUSTOMER })
    expect(signedIn.status()).toBe(200)
    await open(page, `/products/${product.id}`)
    const words = `Still my favourite, e2e ${Date.now()}`
    const form = page.getByTestId('review-form')
    await form.getByRole('radio', { name: '3 stars' }).check()
    await form.getByLabel('Comment (optional)').fill(words)
    // Published, the page reloads itself: the next step waits for that reload rather than racing it.
    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await form.getByRole('button', { name: /^(Submit|Update) review$/ }).click()
    await reloaded
    await page.getByTestId('review').filter({ hasText: words }).waitFor()

    // Coming back later (a reload, as the person would), the form holds their stars and words.
    await page.reload()
    await hydrateIslands(page)
    expect(await form.getByRole('radio', { name: '3 stars' }).isChecked()).toBe(true)
    expect(await form.getByLabel('Comment (optional)').inputValue()).toBe(words)
    expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(false)
    await form.getByRole('button', { name: 'Update review' }).waitFor()
    await lookAt(page, 'product-own-review')
    await page.setViewportSize({ width: 390, height: 900 })
    await form.screenshot({ path: join(SHOTS_DIR, 'product-own-review-form-390.png') })
    await context.close()
  }, 90_000)

  it('answers a real 404 for an unknown product', async () => {
    const response = await fetch(at('/products/999999'))
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Product Not Found')
  })

  it('lets the owner reply from the dashboard, and the reply shows under the review', async () => {
    const { context, page } = await newPage()
    const signedIn = await context.request.post(at('/api/shop-owner/login'), { headers: { origin: site?.url ?? '' }, data: OWNER })
    expect(signedIn.status()).toBe(200)
    await open(page, '/dashboard')
    await page.getByRole('tab', { name: 'Reviews' }).click()
    const review = page.getByTestId('owner-review').filter({ hasText: comment })
    await review.waitFor()
    await review.getByRole('button', { name: 'Reply' }).click()
    const reply = `Thank you, Mairead! ${Date.now()}`
    await review.getByLabel('Your reply').fill(reply)
    await review.getByRole('button', { name: 'Save reply' }).click()
    await review.getByTestId('owner-reply').getByText(reply).waitFor()
    await lookAt(page, 'dashboard-reviews')
    // The whole dashboard is long; the answered review is looked at on its own at the phone width too.
    await page.setViewportSize({ width: 390, height: 900 })
    await review.screenshot({ path: join(SHOTS_DIR, 'dashboard-review-answered-390.png') })
    await page.setViewportSize({ width: 1280, height: 900 })

    await open(page, `/products/${product.id}`)
    const shown = page.getByTestId('review').filter({ hasText: comment })
    expect(await shown.getByTestId('review-reply').textContent()).toContain(reply)
    await context.close()
  }, 90_000)
})

describe('following a shop', () => {
  it('lets a visitor follow a shop as a guest, rate it as that guest, and find it under Shops on /favorites', async () => {
    const { context, page } = await newPage()
    const requests: string[] = []
    page.on('response', (response) => {
      if (response.url().includes('/follow') && response.status() >= 400) requests.push(`${response.status()} ${response.url()}`)
    })
    await open(page, `/shops/${product.shopId}`)
    const follow = page.getByTestId('follow-shop')
    await follow.waitFor()
    expect(await follow.getAttribute('aria-pressed')).toBe('false')
    await follow.click()
    const gate = page.getByRole('dialog', { name: 'Sign In' })
    await gate.waitFor()
    // The gate came first: no refused request.
    expect(requests).toEqual([])
    const guestEmail = `follower.${Date.now()}@example.ie`
    await gate.getByLabel('Email or phone').last().fill(guestEmail)
    await gate.getByTestId('continue-as-guest').click()
    await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true')
    await lookAt(page, 'shop-page-followed')

    // The same guest session rates the shop: the dialog never asks a guest to sign in, but the rating waits for
    // the code mailed to the guest's address.
    await page.locator('astro-island:not([ssr]) [data-testid="rate-shop"]').click()
    const dialog = page.getByRole('dialog', { name: /^Rate Shop: / })
    await dialog.getByRole('radio', { name: '5 stars' }).check()
    const sentAt = new Date()
    await dialog.getByRole('button', { name: 'Submit rating' }).click()
    const codeForm = dialog.getByTestId('review-code-form')
    await codeForm.waitFor()
    await codeForm.getByLabel('6-digit code').fill(await mail!.latestCode(guestEmail, sentAt))
    // The shop page reloads itself half a second after a rating (ShopActions' onRated): the next step waits for
    // that reload, or its own navigation races it (net::ERR_ABORTED under load).
    const reloaded = page.waitForEvent('load', { timeout: 30_000 })
    await codeForm.getByRole('button', { name: 'Publish review' }).click()
    await page.getByText('Rating submitted').waitFor()
    expect(await page.getByRole('dialog', { name: 'Sign In to Rate Shop' }).count()).toBe(0)
    await reloaded

    await open(page, '/favorites')
    const shops = page.getByTestId('favourite-shops')
    await shops.getByTestId('followed-shop').first().waitFor()
    expect(await shops.getByTestId('followed-shop').first().getAttribute('data-shop-id')).toBe(String(product.shopId))
    await lookAt(page, 'favorites-shops')
    await context.close()
  }, 90_000)
})
