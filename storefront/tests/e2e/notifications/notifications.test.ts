import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { NOTIFICATIONS_POLL_MS, OWNER_TERMS_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf, dublinMidnight, formatDate } from '@shoplocal/shared/rules'
import type { BillingOverview, Conversation } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTraderIn } from '../../../../scripts/testing/trader-fixture.ts'
import { TOAST_LABELS } from '../../../src/components/ui/ui-copy.ts'
import { axeFindings } from '../axe.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-notifications', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/notifications'

/**
 * The notification bell, the account page's mail switches and the receipt downloads in Chromium, in front of
 * the real API on a fresh seeded database: an admin's decision reaches the owner's open page pushed over the
 * live stream, and by polling when the stream is blocked; a shop's chat reply reaches the customer.
 */
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const CUSTOMER = { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let adminToken = ''

const at = (path: string): string => `${site?.url ?? ''}${path}`

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  const [startedApi] = await Promise.all([startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '1000' } }), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  const token = await fetch(`${startedApi.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  })
  adminToken = ((await token.json()) as { token: string }).token
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

/** A call to the API as the admin (the console's Bearer token). */
async function asAdmin(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${api?.url ?? ''}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** A signed-in browser of its own, optionally with the live stream refused. */
async function signedIn(
  who: 'owner' | 'customer',
  { width = 1280, blockStream = false } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  if (!browser) throw new Error('not started')
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true })
  if (blockStream) await context.route('**/api/__transmit/**', (route) => route.abort())
  const [path, data] = who === 'owner' ? ['/api/shop-owner/login', OWNER] : ['/api/customer/login', CUSTOMER]
  const response = await context.request.post(at(path), { headers: { origin: site?.url ?? '' }, data })
  expect(response.status()).toBe(200)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    // Chromium logs every refused request; a blocked stream is refused on purpose.
    const refusal = /Failed to load resource|net::ERR_FAILED/.test(message.text())
    if (message.type() === 'error' && !refusal) problems.push(message.text())
  })
  return { context, page, problems }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(at(path))
  await hydrateIslands(page)
}

/** A new shop of the signed-in owner, waiting for the staff's review. */
async function newPendingShop(context: BrowserContext, name: string): Promise<number> {
  const response = await context.request.post(at('/api/shops'), {
    headers: { origin: site?.url ?? '' },
    data: { name, location: 'Ennis, Co. Clare', description: `${name}: bread and cakes baked in Ennis every morning.` },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { shop: { id: number } }).shop.id
}

async function approve(shopId: number): Promise<void> {
  await giveCheckedTraderIn(api!, shopId)
  const response = await asAdmin('PUT', `/api/admin/shops/${shopId}/approve`)
  expect(response.status).toBe(200)
}

/** The screen at both widths; a list hanging from the header is taken in the window, a page whole. */
async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage })
  }
}

const bell = (page: Page) => page.locator('astro-island:not([ssr]) [data-testid="notification-bell"]')
/** The bell's words as a screen reader reads them (the hidden ones included). */
const bellName = (page: Page) => bell(page).evaluate((button) => (button.textContent ?? '').replace(/\s+/g, ' ').trim())

describe('the notification bell', { timeout: 120_000 }, () => {
  it('shows an owner "Shop approved" after the approval, pushed over the live stream with no reload', async () => {
    const { context, page, problems } = await signedIn('owner')
    const shopId = await newPendingShop(context, `Bell Bakery ${Date.now()}`)
    const secondShopId = await newPendingShop(context, `Second Bakery ${Date.now()}`)
    await open(page, '/dashboard')
    await page.locator('.notification-bell[data-live="true"]').waitFor({ timeout: 20_000 })
    const before = await bellName(page)
    await bell(page).click()
    const panel = page.getByTestId('notification-panel')
    await panel.waitFor()

    await approve(shopId)
    const item = panel.locator('[data-testid="notification"][data-kind="shop_approved"]').first()
    await item.waitFor({ timeout: 20_000 })
    await expect(item.textContent()).resolves.toMatch(/approved/i)
    // The dashboard's own list follows the notification, with no reload.
    const card = page.locator(`[data-testid="owner-shop"][data-shop-id="${shopId}"]`)
    await card.locator('.owner-badge--approved', { hasText: 'Approved' }).waitFor({ timeout: 20_000 })
    await expect(page.locator(`[data-testid="owner-shop"][data-shop-id="${secondShopId}"] .owner-badge--pending`).count()).resolves.toBe(1)
    expect(await bellName(page)).not.toBe(before)
    expect(await bellName(page)).toMatch(/^Notifications \d+ unread$/)
    // The browser computes the same name from it.
    await page.getByRole('button', { name: /^Notifications \d+ unread$/ }).waitFor()
    await expect(page.getByTestId('notification-announcer').textContent()).resolves.toMatch(/^New notification: /)

    expect(await axeFindings(page, '.notification-bell')).toEqual([])
    await shoot(page, 'bell-owner-open')

    // The keyboard: Escape closes the list and leaves focus on the bell; Enter opens it again.
    await page.keyboard.press('Escape')
    await expect(panel.isHidden()).resolves.toBe(true)
    await expect(bell(page).evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    await page.keyboard.press('Enter')
    await panel.waitFor()

    // Mark one read, then all: the count follows.
    await approve(secondShopId)
    await panel.locator('[data-testid="notification"][data-kind="shop_approved"].is-unread', { hasText: 'Second Bakery' }).waitFor()
    await item.getByRole('button', { name: /^Mark as read\b/ }).click()
    await expect.poll(() => item.getAttribute('class')).not.toContain('is-unread')
    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => bellName(page)).toBe('Notifications, none unread')
    await expect(page.getByTestId('notification-count').count()).resolves.toBe(0)
    // The close button also hands focus back to the bell.
    await panel.getByRole('button', { name: 'Close notifications' }).click()
    await expect(panel.isHidden()).resolves.toBe(true)
    await expect(bell(page).evaluate((button) => button === document.activeElement)).resolves.toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('still shows it by polling when the live stream is blocked', async () => {
    const { context, page, problems } = await signedIn('owner', { blockStream: true })
    const shopId = await newPendingShop(context, `Polled Pantry ${Date.now()}`)
    // The page's clock runs on, and is moved on to the next poll rather than waited for.
    await page.clock.install()
    await open(page, '/dashboard')
    expect(await page.locator('.notification-bell').getAttribute('data-live')).toBe('false')
    await bell(page).click()
    const panel = page.getByTestId('notification-panel')
    await panel.waitFor()

    // The list has been read once before the approval, so only a poll can bring the news.
    await panel.locator('[data-testid="notification"], .notification-panel__empty').first().waitFor()
    await approve(shopId)
    // Polled: at the next turn of the polling interval.
    await page.clock.fastForward(NOTIFICATIONS_POLL_MS)
    const item = panel.locator('[data-testid="notification"][data-kind="shop_approved"]', { hasText: 'Polled Pantry' })
    await item.first().waitFor({ timeout: 20_000 })
    await expect.poll(() => bellName(page)).toMatch(/^Notifications \d+ unread$/)
    await expect(page.getByTestId('notification-announcer').textContent()).resolves.toMatch(/^\d+ new notifications?$/)
    expect(problems).toEqual([])
    await context.close()
  })

  it('tells a customer that the shop answered their chat', async () => {
    const customer = await signedIn('customer', { width: 390 })
    const owner = await signedIn('owner')
    const conversations = await owner.context.request.get(at('/api/chat/conversations'))
    const conversation = ((await conversations.json()) as Conversation[])[0]
    await open(customer.page, '/browse-products')
    await bell(customer.page).waitFor()

    const text = `Yes, we have sourdough today ${Date.now()}`
    const sent = await owner.context.request.post(at('/api/chat/messages'), {
      headers: { origin: site?.url ?? '' },
      data: { conversationId: conversation.id, message: text },
    })
    expect(sent.status()).toBe(201)
    await expect.poll(() => customer.page.getByTestId('notification-count').count(), { timeout: NOTIFICATIONS_POLL_MS + 5000 }).toBe(1)
    await bell(customer.page).click()
    const item = customer.page.locator('[data-testid="notification"][data-kind="chat_reply"]').first()
    await item.waitFor()
    expect(await axeFindings(customer.page, '.notification-bell')).toEqual([])
    await shoot(customer.page, 'bell-customer-chat-reply')
    expect(customer.problems).toEqual([])
    await customer.context.close()
    await owner.context.close()
  })
})

describe('new terms for shop owners', { timeout: 60_000 }, () => {
  it('says the terms in force on the terms page and the owner form, and announces a new version on the dashboard', async () => {
    const { page, problems } = await signedIn('owner')
    await open(page, '/terms')
    expect(await page.getByTestId('terms-version').textContent()).toBe('Version 1.0, in force from 28/11/2026.')
    expect(await page.getByTestId('upcoming-terms').count()).toBe(0)

    const effectiveOn = addCalendarDays(dublinDateOf(new Date()), OWNER_TERMS_NOTICE_DAYS)
    const published = await asAdmin('POST', '/api/admin/terms', { version: '1.1', changes: 'Fees are shown with VAT.', effectiveOn })
    expect(published.status).toBe(201)
    const day = formatDate(dublinMidnight(effectiveOn))

    await open(page, '/dashboard')
    const banner = page.getByTestId('upcoming-terms')
    expect(await banner.textContent()).toContain(`Our terms for shop owners change on ${day} (version 1.1)`)
    expect(await banner.textContent()).toContain('Fees are shown with VAT.')
    await bell(page).click()
    await page.locator('[data-testid="notification"][data-kind="terms_changed"]').first().waitFor({ timeout: 20_000 })
    await shoot(page, 'owner-terms-banner')
    // Until that day the terms in force stay 1.0, and the page says which version comes when.
    await open(page, '/terms')
    expect(await page.getByTestId('terms-version').textContent()).toBe('Version 1.0, in force from 28/11/2026.')
    expect(await page.getByTestId('upcoming-terms').textContent()).toContain('version 1.1')
    const visitor = await browser!.newPage()
    await visitor.goto(at('/shop-owner-auth'))
    expect(await visitor.getByTestId('owner-terms-acceptance').textContent()).toContain('accepting our terms of use, version 1.0')
    await visitor.close()
    expect(problems).toEqual([])
  })
})

describe('notification settings on the account page', { timeout: 60_000 }, () => {
  it('switches a kind’s mail off, keeps the essential ones on, and remembers it', async () => {
    const { context, page, problems } = await signedIn('owner')
    await open(page, '/account')
    const settings = page.getByTestId('notification-preferences')
    await settings.waitFor()
    const essential = settings.getByRole('checkbox', { name: /payment/i }).first()
    await expect(essential.isDisabled()).resolves.toBe(true)
    await expect(essential.isChecked()).resolves.toBe(true)
    const optional = settings.locator('input[type=checkbox]:not([disabled])').first()
    const kind = await optional.getAttribute('name')
    await expect(optional.isChecked()).resolves.toBe(true)
    await optional.uncheck()
    await page.getByRole('button', { name: 'Save notification settings' }).click()
    await page.getByTestId('toast').getByText('Notification settings saved').waitFor()
    await open(page, '/account')
    await expect(page.locator(`[data-testid="notification-preferences"] input[name="${kind}"]`).isChecked()).resolves.toBe(false)
    expect(await axeFindings(page, 'main')).toEqual([])
    // Closed rather than waited out, so the screenshots show the section.
    await page.getByTestId('toast').getByRole('button', { name: TOAST_LABELS.close }).click()
    await page.getByTestId('toast').waitFor({ state: 'detached' })
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      // The section's heading just under the sticky header.
      await page.evaluate(() => {
        const heading = document.getElementById('account-notifications')
        if (heading) window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 120)
      })
      await page.screenshot({ path: `${SHOTS_DIR}/account-notifications-${width}.png` })
    }
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('receipts', { timeout: 60_000 }, () => {
  it('lets an owner download the receipt of a verified payment from the payment history', async () => {
    const { context, page, problems } = await signedIn('owner')
    // A seeded transfer of this owner waiting for the staff is verified by the admin.
    const billing = (await (await context.request.get(at('/api/billing'))).json()) as BillingOverview
    const payment = billing.payments.find((row) => row.paymentStatus === 'pending_verification')
    if (!payment) throw new Error('the seed has no transfer of this owner waiting')
    const verified = await asAdmin('POST', `/api/admin/payments/transactions/${payment.id}/verify`, {
      notes: 'Seen on the statement',
      moneyArrived: true,
    })
    expect(verified.status).toBe(200)

    await open(page, '/pay')
    const row = page.getByTestId('payment-history').locator('tr', { hasText: payment.paymentReference ?? '' })
    const link = row.getByRole('link', { name: /^Download receipt SL-\d{4}-\d{6}$/ })
    await link.waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    const saved = join(SHOTS_DIR, 'downloaded-receipt.pdf')
    await download.saveAs(saved)
    const bytes = await readFile(saved)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(download.suggestedFilename()).toMatch(/^SL-\d{4}-\d{6}\.pdf$/)
    expect(await axeFindings(page, '[data-testid=payment-history]')).toEqual([])
    await row.scrollIntoViewIfNeeded()
    await shoot(page, 'payment-history-receipt')
    expect(problems).toEqual([])
    await context.close()
  })
})
