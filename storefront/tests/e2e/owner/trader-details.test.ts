import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADER_MESSAGES, TRADER_SELF_CERTIFICATION } from '@shoplocal/shared/messages'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { STOREFRONT_ROOT, buildSite, hydrateIslands, launchChromium, startStorefront, type RunningServer } from '../support.ts'
import { gradientPng } from './harness.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-trader', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/trader'
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const SHOP_NAME = `Tullagh${String(Date.now()).slice(-5)} Pottery`

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let context: BrowserContext
let page: Page
const problems: string[] = []
let shopId = 0

const at = (path: string) => `${site!.url}${path}`

/** What the visitor sees at both widths: the viewport (an open dialog fills it), or the element named. */
async function shoot(name: string, element?: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const path = `${SHOTS_DIR}/${name}-${width}.png`
    await (element ? page.locator(element).screenshot({ path }) : page.screenshot({ path }))
  }
}

/** The admin's side through the API: tick every item that applies, then approve. */
async function checkAndApprove(): Promise<void> {
  const call = async (method: string, path: string, token?: string, body?: unknown) =>
    fetch(`${api!.url}${path}`, {
      method,
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const { token } = (await (
    await call('POST', '/api/admin/auth/token', undefined, { email: 'admin@shoplocal.ie', password: 'Admin@2026' })
  ).json()) as { token: string }
  const { due } = (await (await call('GET', `/api/admin/shops/${shopId}/trader`, token)).json()) as { due: string[] }
  expect((await call('PUT', `/api/admin/shops/${shopId}/trader/checks`, token, { items: due })).status).toBe(200)
  expect((await call('PUT', `/api/admin/shops/${shopId}/approve`, token, {})).status).toBe(200)
}

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  const [started] = await Promise.all([startApi(), buildSite(OUT_DIR)])
  api = started
  site = await startStorefront(started.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('console', (message) => {
    const refusal = message.text().startsWith('Failed to load resource: the server responded with a status of 4')
    if (message.type() === 'error' && !refusal) problems.push(message.text())
  })
  const origin = { origin: site.url }
  expect((await context.request.post(at('/api/shop-owner/login'), { headers: origin, data: OWNER })).status()).toBe(200)
  const created = await context.request.post(at('/api/shops'), { headers: origin, data: { name: SHOP_NAME, location: 'Ennis, Co. Clare' } })
  shopId = ((await created.json()) as { shop: { id: number } }).shop.id
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

describe('trader details', { timeout: 120_000 }, () => {
  it('the owner gives them from the shop card: a wrong IBAN is shown under its field, then the details and document are saved', async () => {
    await page.goto(at('/dashboard'))
    await hydrateIslands(page)
    const card = page.locator(`[data-testid=owner-shop][data-shop-id="${shopId}"]`)
    await card.getByTestId('trader-notice').waitFor()
    await shoot('shop-card-trader-notice', `[data-testid=owner-shop][data-shop-id="${shopId}"]`)
    await card.getByRole('button', { name: 'Trader details' }).click()
    const dialog = page.getByRole('dialog', { name: `Trader details · ${SHOP_NAME}` })
    // Filled in from the owner's other (seeded) shop: the certification is asked again.
    await dialog.getByText('Filled in from your other shop: check them and save.').waitFor()
    await dialog.getByLabel('Legal name (required)').fill('Siobhán Murphy')
    await dialog.getByLabel('Trade register').selectOption('rbn')
    await dialog.getByLabel('Register number (required)').fill('512345')
    await dialog.getByLabel('Payment account (IBAN) (required)').fill('IE28 AIBK 9311 5212 3456 78')
    await dialog.getByLabel(TRADER_SELF_CERTIFICATION).check()
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: gradientPng(400, 260, 210) })
    await dialog.getByRole('button', { name: 'Save trader details' }).click()
    await dialog.getByText(TRADER_MESSAGES.ibanInvalid).waitFor()
    await expect(dialog.getByLabel('Payment account (IBAN) (required)').getAttribute('aria-invalid')).resolves.toBe('true')
    expect(await axeFindings(page)).toEqual([])
    await shoot('trader-form-error', 'dialog[open]')

    await dialog.getByLabel('Payment account (IBAN) (required)').fill('IE29 AIBK 9311 5212 3456 78')
    await dialog.getByRole('button', { name: 'Save trader details' }).click()
    await page.getByTestId('toast').getByText('Trader details saved', { exact: true }).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await card.getByTestId('trader-notice').waitFor({ state: 'detached' })

    // Opened again, it reads what was stored, with the document on file.
    await card.getByRole('button', { name: 'Trader details' }).click()
    await dialog.getByText(/^On file since/).waitFor()
    await expect(dialog.getByLabel('Payment account (IBAN) (required)').inputValue()).resolves.toBe('IE29AIBK93115212345678')
    await shoot('trader-form', 'dialog[open]')
    await shoot('trader-dialog-viewport')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(problems).toEqual([])
  })

  it('the shop page shows the trader information once the shop is approved', async () => {
    await checkAndApprove()
    await page.goto(at(`/shops/${shopId}`))
    const block = page.getByTestId('shop-trader')
    await block.getByRole('heading', { name: 'Trader information' }).waitFor()
    await block.getByText('Siobhán Murphy', { exact: true }).waitFor()
    await block.getByText('RBN business-name number').waitFor()
    await block.getByText('512345', { exact: true }).waitFor()
    await block.getByText(`“${TRADER_SELF_CERTIFICATION}”`).waitFor()
    await expect(block.textContent()).resolves.not.toContain('IE29')
    expect(await axeFindings(page)).toEqual([])
    await shoot('shop-trader-information', '[data-testid=shop-trader]')
    await block.scrollIntoViewIfNeeded()
    await shoot('shop-page-trader-viewport')
    expect(problems).toEqual([])
  })
})
