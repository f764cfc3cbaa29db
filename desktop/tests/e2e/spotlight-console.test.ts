import { mkdir } from 'node:fs/promises'
import { DEFAULT_REJECT_REASON, SPOTLIGHT_STATUS_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { ADMIN_SUCCESS } from '../../src/renderer/messages/index'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { ActiveSpotlight, AdminSpotlightPage, SpotlightStats } from '@shoplocal/shared/types'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startWebConsole, type WebConsole, openSignedInConsole, stopAll, adminToken } from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'

/**
 * The console's Spotlight tab in the system Chromium against the real API on a fresh seeded
 * database: the figures, approve with priority 8 (the spotlight goes public at once, first among
 * lower priorities), reject with no reason (the API's default is recorded), force-reject (a reason
 * is required; the spotlight leaves the public list at once). Screenshot at 1280 px.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/spotlight'

const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 422 /

let api: RunningApi
let web: WebConsole
let browser: Browser
let page: Page
let token = ''
let problems: string[] = []

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  return (await response.json()) as T
}

const item = (id: number) => page.locator(`[data-testid=spotlight-item][data-request-id="${id}"]`)
const toast = (title: string) =>
  page
    .getByRole('status')
    .getByText(title, { exact: true })
    .or(page.getByText(title, { exact: true }))
    .first()

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  token = await adminToken(api.url)
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, {
    viewport: { width: 1280, height: 900 },
    expectedRefusal: EXPECTED_REFUSAL,
  }))
  await page.getByRole('link', { name: 'Spotlight', exact: true }).click()
}, 180_000)

afterAll(() => stopAll(browser, web, api))

describe('the console Spotlight tab', { timeout: 30_000 }, () => {
  it('shows the four figures and the pending requests with pictures, owner, amount and payment', async () => {
    const stats = await apiGet<SpotlightStats>('/api/admin/spotlight/stats')
    const cards = page.getByTestId('spotlight-stats')
    await cards.getByText(formatEuro2(stats.totalRevenue)).waitFor()
    for (const label of ['Pending', 'Active', 'Total Revenue', 'Expired']) await cards.getByText(label, { exact: true }).waitFor()
    expect(formatEuro2(stats.totalRevenue)).toMatch(/\.\d{2}$/)

    const pending = await apiGet<AdminSpotlightPage>('/api/admin/spotlight/requests?status=pending')
    await expect.poll(() => page.getByTestId('spotlight-item').count()).toBe(pending.requests.length)
    const first = item(pending.requests[0].id)
    await first.getByText(pending.requests[0].shop.name).waitFor()
    await first.getByText(pending.requests[0].shopOwner.email!, { exact: false }).waitFor()
    await first.getByText(formatEuro2(pending.requests[0].totalAmount)).waitFor()
    expect(await first.locator('img').count()).toBe(pending.requests[0].images.length)
    // Pictures load from the API (naturalWidth is 0 for a refused or broken image).
    await expect
      .poll(() =>
        first
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBeGreaterThan(0)

    const unpaid = pending.requests.find((request) => request.paidAt === null)
    expect(unpaid).toBeDefined()
    await expect(item(unpaid!.id).getByRole('button', { name: 'Approve' }).isDisabled()).resolves.toBe(true)
    await page.screenshot({ path: `${SHOTS_DIR}/console-spotlight-1280.png`, fullPage: true })
  })

  it('approves a paid request with priority 8: it is public at once, above lower priorities', async () => {
    const pending = await apiGet<AdminSpotlightPage>('/api/admin/spotlight/requests?status=pending')
    const paid = pending.requests.find((request) => request.paidAt !== null)!
    await item(paid.id).getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Priority (0-10)').fill('11')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText(VALIDATION_MESSAGES.spotlightPriorityRange).waitFor()
    await dialog.getByLabel('Priority (0-10)').fill('8')
    await page.screenshot({ path: `${SHOTS_DIR}/console-spotlight-approve-1280.png` })
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await toast(ADMIN_SUCCESS.spotlightApproved).waitFor()
    await expect.poll(() => item(paid.id).count()).toBe(0)

    const active = (await (await fetch(`${api.url}/api/spotlight/active`)).json()) as ActiveSpotlight[]
    const shown = active.find((spotlight) => spotlight.id === paid.id)
    expect(shown?.priority).toBe(8)
    // In stock, it follows the in-stock spotlights of a higher priority; out of stock, priority counts for nothing and
    // it comes first of the out-of-stock ones (the newest), after every in-stock one.
    const inStock = active.filter((spotlight) => spotlight.product.inStock)
    const ahead = shown?.product.inStock ? inStock.filter((spotlight) => spotlight.priority > 8).length : inStock.length
    expect(active.findIndex((spotlight) => spotlight.id === paid.id)).toBe(ahead)
  })

  it('rejects a pending request with no reason: the API records its default', async () => {
    const pending = await apiGet<AdminSpotlightPage>('/api/admin/spotlight/requests?status=pending')
    const target = pending.requests[0]
    await item(target.id).getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click()
    await toast(ADMIN_SUCCESS.spotlightRejected).waitFor()
    const rejected = await apiGet<AdminSpotlightPage>('/api/admin/spotlight/requests?status=rejected')
    expect(rejected.requests.find((request) => request.id === target.id)?.rejectionReason).toBe(DEFAULT_REJECT_REASON)
  })

  it('force-rejects an active spotlight only with a reason, and it leaves the public list at once', async () => {
    await page.getByLabel('Status').selectOption({ label: SPOTLIGHT_STATUS_LABELS.approved })
    const approved = await apiGet<AdminSpotlightPage>('/api/admin/spotlight/requests?status=approved')
    const target = approved.requests[0]
    await item(target.id).waitFor()
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('.spotlight-images img')].every((image) => image.complete && image.naturalWidth > 0),
    )
    await page.screenshot({ path: `${SHOTS_DIR}/console-spotlight-active-1280.png`, fullPage: true })
    await item(target.id).getByRole('button', { name: 'Force Reject' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Force Reject' }).click()
    await dialog.getByText(VALIDATION_MESSAGES.forceRejectReasonRequired).waitFor()
    await dialog.getByLabel('Reason (required)').fill('Photos show a different product')
    await dialog.getByRole('button', { name: 'Force Reject' }).click()
    await toast(ADMIN_SUCCESS.spotlightForceRejected).waitFor()
    await expect.poll(() => item(target.id).count()).toBe(0)
    const active = (await (await fetch(`${api.url}/api/spotlight/active`)).json()) as ActiveSpotlight[]
    expect(active.map((spotlight) => spotlight.id)).not.toContain(target.id)
    expect(problems).toEqual([])
  })
})
