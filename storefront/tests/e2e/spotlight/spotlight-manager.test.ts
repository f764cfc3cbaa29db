import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from '../support.ts'
import { gradientPng } from '../owner/harness.ts'
import { SPOTLIGHT_PHOTO_COPY, SPOTLIGHT_TOASTS } from '../../../src/messages/index.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-spotlight', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/spotlight'
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }

/**
 * The owner's Spotlight tab in Chromium against the real API: the seeded requests with their
 * labels, a new request with two uploaded pictures, the pay link while unpaid; then, once paid and
 * approved by admin staff with priority 8, the PRIORITY badge on the home page.
 */
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let db: Knex | undefined
let page: Page
const problems: string[] = []

const at = (path: string) => `${site!.url}${path}`

async function open(path: string): Promise<void> {
  await page.goto(at(path))
  await hydrateIslands(page)
}

async function toast(title: string): Promise<void> {
  await page.getByTestId('toast').getByText(title, { exact: true }).first().waitFor()
}

async function shoot(name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/website-${name}-${width}.png`, fullPage: true })
  }
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${api!.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  })
  return ((await response.json()) as { token: string }).token
}

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  const [startedApi] = await Promise.all([startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '200' } }), buildSite(OUT_DIR)])
  api = startedApi
  db = api.database.connect()
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  const login = await fetch(at('/api/shop-owner/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify(OWNER),
  })
  expect(login.status).toBe(200)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addCookies(
    login.headers.getSetCookie().map((cookie) => {
      const [pair] = cookie.split(';')
      const separator = pair.indexOf('=')
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: site!.url }
    }),
  )
  page = await context.newPage()
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
}, 240_000)

afterAll(async () => {
  await db?.destroy()
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

describe('the owner Spotlight tab', { timeout: 120_000 }, () => {
  let requestId = 0
  let productName = ''

  it('lists the owner’s requests with their labels and offers up to six products', async () => {
    await open('/dashboard')
    await page.getByRole('tab', { name: 'Spotlight' }).click()
    const requests = page.getByTestId('spotlight-request')
    await requests.first().waitFor()
    const seeded = await db!('spotlight_requests as sr')
      .join('users as u', 'u.id', 'sr.shop_owner_id')
      .where('u.email', OWNER.emailOrPhone)
      .select('sr.status')
    expect(await requests.count()).toBe(seeded.length)
    const labels = await page.getByTestId('spotlight-status').allTextContents()
    expect(labels).toContain('Active Spotlight')
    expect(new Set(labels).size).toBeGreaterThan(1)
    await expect(page.getByTestId('spotlight-days-left').first().textContent()).resolves.toMatch(/\d+ days? left/)
    const offers = page.getByTestId('spotlight-offer')
    expect(await offers.count()).toBeGreaterThan(0)
    expect(await offers.count()).toBeLessThanOrEqual(6)
    // A product with a pending or approved request is never offered.
    const held = (
      await db!('spotlight_requests as sr')
        .join('users as u', 'u.id', 'sr.shop_owner_id')
        .where('u.email', OWNER.emailOrPhone)
        .whereIn('sr.status', ['pending', 'approved'])
        .select('sr.product_id')
    ).map((row) => String(row.product_id))
    for (const offered of await offers.evaluateAll((items) => items.map((item) => item.getAttribute('data-product-id')))) {
      expect(held).not.toContain(offered)
    }
    await shoot('spotlight-tab')
    expect(await axeFindings(page, 'main')).toEqual([])
  })

  it('submits a request with two uploaded pictures; the server’s total and the pay link show at once', async () => {
    const offer = page.getByTestId('spotlight-offer').first()
    const productId = Number(await offer.getAttribute('data-product-id'))
    productName = (await offer.locator('.spotlight-offer__name').textContent()) ?? ''
    await offer.getByRole('button').click()
    const dialog = page.getByRole('dialog', { name: 'Request a Spotlight' })
    await dialog.getByLabel('Duration (months)').selectOption('3')
    await expect(dialog.getByTestId('spotlight-total').textContent()).resolves.toContain('€402')

    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await toast('Images required')

    const nine = Array.from({ length: 9 }, (_, index) => ({
      name: `p${index}.png`,
      mimeType: 'image/png',
      buffer: gradientPng(40, 40, index * 20),
    }))
    await dialog.locator('input[type=file]').setInputFiles(nine)
    await toast('Too many images')
    expect(await dialog.getByTestId('spotlight-image').count()).toBe(0)

    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: gradientPng(800, 600, 30) },
      { name: 'side.png', mimeType: 'image/png', buffer: gradientPng(600, 600, 140) },
    ])
    await expect.poll(() => dialog.locator('[data-testid=spotlight-image] img').count(), { timeout: 15_000 }).toBe(2)
    await shoot('spotlight-dialog')
    expect(await axeFindings(page, 'dialog')).toEqual([])

    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await toast('Spotlight Request Submitted')
    await page.getByTestId('toast').getByText(SPOTLIGHT_TOASTS.submitted.description).first().waitFor()
    await dialog.waitFor({ state: 'hidden' })

    const row = await db!('spotlight_requests').where('product_id', productId).orderBy('id', 'desc').first()
    requestId = Number(row.id)
    expect(row).toMatchObject({ status: 'pending', duration_months: 3, paid_at: null })
    expect(Number(row.total_amount)).toBe(402)
    const images = JSON.parse(row.images) as string[]
    expect(images).toHaveLength(2)
    for (const image of images) expect(image).toMatch(/^\/uploads\/owners\/\d+\//)

    const card = page.locator(`[data-testid=spotlight-request][data-request-id="${requestId}"]`)
    await expect(card.getByTestId('spotlight-status').textContent()).resolves.toBe('Pending Approval')
    await expect(card.getByTestId('spotlight-pay').getAttribute('href')).resolves.toBe(`/pay?spotlightRequestId=${requestId}`)
    expect(await page.locator(`[data-testid=spotlight-offer][data-product-id="${productId}"]`).count()).toBe(0)
    await shoot('spotlight-submitted')
  })

  it("submits a request with the product's own photo instead of a new upload", async () => {
    const offered = await page
      .getByTestId('spotlight-offer')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-product-id'))))
    const withPhoto = await db!('products').whereIn('id', offered).whereNotNull('image_url').orderBy('id').first()
    expect(withPhoto).toBeDefined()
    await page.locator(`[data-testid=spotlight-offer][data-product-id="${withPhoto.id}"]`).getByRole('button').click()
    const dialog = page.getByRole('dialog', { name: 'Request a Spotlight' })
    await dialog.getByLabel(SPOTLIGHT_PHOTO_COPY.useProductPhoto).check()
    await dialog.getByRole('img', { name: SPOTLIGHT_PHOTO_COPY.productPhotoAlt(withPhoto.name) }).waitFor()
    await shoot('spotlight-dialog-product-photo')
    expect(await axeFindings(page, 'dialog')).toEqual([])
    await dialog.getByRole('button', { name: 'Submit Request' }).click()
    await toast('Spotlight Request Submitted')
    await dialog.waitFor({ state: 'hidden' })
    const row = await db!('spotlight_requests').where('product_id', withPhoto.id).orderBy('id', 'desc').first()
    expect(JSON.parse(row.images)).toEqual([withPhoto.image_url])
  })

  it('once paid and approved with priority 8, shows it as active and with the PRIORITY badge on the home page', async () => {
    await db!('spotlight_requests').where('id', requestId).update({ paid_at: '2026-01-02 09:00:00' })
    const approved = await fetch(`${api!.url}/api/admin/spotlight/${requestId}/approve`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ priority: 8 }),
    })
    expect(approved.status).toBe(200)

    await open('/dashboard')
    await page.getByRole('tab', { name: 'Spotlight' }).click()
    const card = page.locator(`[data-testid=spotlight-request][data-request-id="${requestId}"]`)
    await expect(card.getByTestId('spotlight-status').textContent()).resolves.toBe('Active Spotlight')
    await expect(card.getByTestId('spotlight-days-left').textContent()).resolves.toMatch(/^(89|90|91|92) days left/)
    expect(await card.getByTestId('spotlight-pay').count()).toBe(0)

    // The home page's strip is hydrated only when scrolled to; its cards are rendered on the server.
    await page.goto(at('/'))
    const strip = page.getByTestId('spotlight-card').filter({ hasText: productName })
    await strip.first().scrollIntoViewIfNeeded()
    await strip.first().getByTestId('priority-badge').waitFor()
    await expect(strip.first().getByTestId('priority-badge').textContent()).resolves.toBe('PRIORITY')
    expect(problems.join('\n')).toBe('')
  })
})
