import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRADER_CHECK_LABELS } from '@shoplocal/shared/messages'
import type { AdminTraderChecklist } from '@shoplocal/shared/types'
import { TRADER_CHECKLIST_COPY } from '../../src/renderer/copy-details'
import { ADMIN_SUCCESS } from '../../src/renderer/messages/index'
import { axeFindings } from '../helpers/axe'
import { adminToken, launchChromium, openSignedInConsole, startWebConsole, stopAll, type WebConsole } from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'

/**
 * The trader checklist in the console (DSA Art. 30) against the real API on a fresh seeded database: a pending
 * shop whose IBAN is not yet checked shows what approval waits for and the identity document; approving is
 * refused with the API's reason; ticking the item lets the approval through.
 */

const SHOTS = process.env.SHOTS_DIR
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 422 /

let api: RunningApi
let db: Knex
let web: WebConsole
let browser: Browser
let page: Page
let problems: string[] = []
let token = ''
let shop = { id: 0, name: '' }

const shot = async (name: string) => {
  if (!SHOTS) return
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function asAdmin<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${api.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return (await response.json()) as T
}

beforeAll(async () => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true })
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  db = api.database.connect()
  shop = await db('shops').where('status', 'pending').orderBy('id').first('id', 'name')
  token = await adminToken(api.url)
  const { due } = await asAdmin<AdminTraderChecklist>('GET', `/api/admin/shops/${shop.id}/trader`)
  await asAdmin('PUT', `/api/admin/shops/${shop.id}/trader/checks`, { items: due.filter((item) => item !== 'iban') })
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, {
    viewport: { width: 1280, height: 800 },
    expectedRefusal: EXPECTED_REFUSAL,
  }))
}, 180_000)

afterAll(() => stopAll(browser, web, db, api))

describe('the trader checklist in the console', { timeout: 90_000 }, () => {
  it('shows what approval waits for and the identity document, refuses the approval with the reason, and lets it through once ticked', async () => {
    await page.goto(`${web.site.origin}/#/pending`)
    const row = page.getByRole('row').filter({ hasText: shop.name })
    await row.getByRole('button', { name: 'View' }).click()
    const checklist = page.getByTestId('trader-checklist')
    await checklist.getByText(TRADER_CHECKLIST_COPY.missing(TRADER_CHECK_LABELS.iban)).waitFor()
    await expect(checklist.getByLabel(TRADER_CHECK_LABELS.iban).isChecked()).resolves.toBe(false)
    await expect(checklist.getByLabel(TRADER_CHECK_LABELS.legalName).isChecked()).resolves.toBe(true)
    await checklist
      .getByText(/^Checked by Gráinne Nolan/)
      .first()
      .waitFor()
    // The seeded specimen document is a PDF, drawn onto a canvas.
    await checklist.getByRole('img', { name: 'Identity document, page 1' }).waitFor()
    expect(await axeFindings(page)).toEqual([])
    await checklist.scrollIntoViewIfNeeded()
    await shot('trader-checklist-missing')

    const panel = page.locator('.shop-detail-panel')
    await panel.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
    await page.getByText('Not checked yet: Payment account (IBAN).', { exact: false }).first().waitFor()
    await shot('trader-approve-refused')
    expect((await db('shops').where('id', shop.id).first()).status).toBe('pending')

    // The box shows what the API stored: it turns ticked once the answer is back.
    await checklist.getByLabel(TRADER_CHECK_LABELS.iban).click()
    await page.getByText(TRADER_CHECKLIST_COPY.saved, { exact: true }).first().waitFor()
    await checklist.getByText(TRADER_CHECKLIST_COPY.complete).waitFor()
    await expect(checklist.getByLabel(TRADER_CHECK_LABELS.iban).isChecked()).resolves.toBe(true)
    await shot('trader-checklist-complete')
    await panel.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click()
    await page.getByText(ADMIN_SUCCESS.shopApproved, { exact: true }).first().waitFor()
    expect((await db('shops').where('id', shop.id).first()).status).toBe('approved')
    expect(problems).toEqual([])
  })
})
