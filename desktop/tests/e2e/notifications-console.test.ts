import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { NOTIFICATIONS_POLL_MS } from '@shoplocal/shared/constants'
import { RECEIPT_MESSAGES } from '@shoplocal/shared/messages'
import { PAYMENT_ADMIN_SUCCESS, VERIFICATION_LABELS } from '../../src/renderer/messages/index'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openSignedInConsole, startWebConsole, type WebConsole, stopAll } from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { createPayment } from '../../../scripts/testing/payments.ts'
import { axeFindings } from '../helpers/axe'

/**
 * The console's notification bell and the receipt download of the payment detail, in the system Chromium
 * against the real API on a fresh seeded database: an owner's new shop reaches the admin's bell, and a
 * verified payment's receipt is saved as a PDF.
 */

let api: RunningApi
let db: Knex
let web: WebConsole
let browser: Browser
let page: Page
let problems: string[] = []
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots/console-notifications'

const bell = () => page.getByTestId('notification-bell')

/** The demo owner's session cookie, as the website's sign-in sets it. */
async function ownerCookie(): Promise<string> {
  const response = await fetch(`${api.url}/api/shop-owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }),
  })
  expect(response.status).toBe(200)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true })
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  db = api.database.connect()
  // Two new shops of an owner wait for the staff: every admin is told of each.
  const cookie = await ownerCookie()
  for (const name of ['Console Candles', 'Console Ceramics']) {
    const created = await fetch(`${api.url}/api/shops`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
      body: JSON.stringify({ name: `${name} ${Date.now()}`, location: 'Galway', description: `${name}, made by hand in Galway.` }),
    })
    expect(created.status).toBe(201)
  }
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, { viewport: { width: 1280, height: 900 } }))
}, 180_000)

afterAll(() => stopAll(browser, web, db, api))

describe('notifications and receipts in the console', { timeout: 60_000 }, () => {
  it('shows the admin the new shop under the bell, opens its tab and marks it read', async () => {
    await expect
      .poll(() => bell().getAttribute('aria-label'), { timeout: NOTIFICATIONS_POLL_MS + 5000 })
      .toMatch(/^Notifications, \d+ unread$/)
    await bell().click()
    const panel = page.getByTestId('notification-panel')
    const item = panel.locator('[data-testid="notification"][data-kind="admin_shop_pending"]').first()
    await item.waitFor()
    expect(await axeFindings(page)).toEqual([])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: join(SHOTS, `console-bell-${width}.png`) })
    }
    // Escape closes the list and leaves focus on the bell.
    await page.keyboard.press('Escape')
    await expect(panel.isHidden()).resolves.toBe(true)
    await expect(bell().evaluate((button) => button === document.activeElement)).resolves.toBe(true)

    await bell().click()
    // The notification opens the tab of its queue, and counts as read.
    await item.getByRole('link').click()
    await expect(panel.isHidden()).resolves.toBe(true)
    await page.waitForURL(/#\/pending$/)
    await bell().click()
    await expect.poll(() => item.getAttribute('class')).not.toContain('is-unread')
    await panel.getByRole('button', { name: 'Mark all as read' }).click()
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, none unread')
    await page.keyboard.press('Escape')
  })

  it('saves the receipt of a verified payment from the payment detail', async () => {
    const ownerId = Number((await db('users').where('email', 'siobhan.murphy@shoplocal.ie').first()).id)
    const shopId = Number((await db('shops').where({ owner_id: ownerId, status: 'approved' }).orderBy('id').first()).id)
    const payment = await createPayment(db, api.env.UPLOADS_DIR, { userId: ownerId, shopId, planName: 'pro', amount: 99, proof: 'png' })
    await page.getByRole('link', { name: 'Payment Verification' }).click()
    const queue = page.getByRole('navigation', { name: VERIFICATION_LABELS.queue })
    await queue.getByRole('button', { name: new RegExp(payment.reference) }).click()
    const detail = page.getByRole('article', { name: `${VERIFICATION_LABELS.reference} ${payment.reference}` })
    await detail.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    // Verify asks first, stating the amount.
    await page
      .getByRole('dialog', { name: VERIFICATION_LABELS.verifyTitle })
      .getByRole('button', { name: VERIFICATION_LABELS.verify })
      .click()
    await page.getByRole('status').filter({ hasText: PAYMENT_ADMIN_SUCCESS.paymentVerified }).waitFor()

    await page.getByLabel(VERIFICATION_LABELS.filter).selectOption('verified')
    await queue.getByRole('button', { name: new RegExp(payment.reference) }).click()
    const download = detail.getByRole('button', { name: new RegExp(`^${RECEIPT_MESSAGES.downloadReceipt} SL-\\d{4}-\\d{6}$`) })
    await download.waitFor()
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: join(SHOTS, `console-payment-receipt-${width}.png`) })
    }
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toMatch(/^SL-\d{4}-\d{6}\.pdf$/)
    const saved = join(SHOTS, file.suggestedFilename())
    await file.saveAs(saved)
    expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('logged no warnings or errors', () => {
    expect(problems).toEqual([])
  })
})
