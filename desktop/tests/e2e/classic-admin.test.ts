import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { CUSTOMER_CSV_COLUMNS, ADMIN_SUCCESS, QUEUE_LABELS, VERIFICATION_LABELS } from '../../src/renderer/messages/index'
import type { AdminCustomersPage } from '@shoplocal/shared/types'
import type { Knex } from 'knex'
import Papa from 'papaparse'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startWebConsole, type WebConsole, openSignedInConsole, stopAll, adminToken } from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { createPayment } from '../../../scripts/testing/payments.ts'

/**
 * The classic panel's tabs and the moderation queue in the system Chromium against the real API on a
 * fresh seeded database (SQLite, or MySQL with TEST_DB=mysql). SCREENSHOTS=<folder> also saves a
 * 1280-pixel screenshot of each tab there.
 */

let api: RunningApi
let db: Knex
let web: WebConsole
let browser: Browser
let page: Page
let problems: string[] = []

/** Enough customers that the export needs several id-ordered chunks of a thousand. */
const EXTRA_CUSTOMERS = 2500
const SCREENSHOTS = process.env.SCREENSHOTS
/** A bank transfer whose owner uploaded an image proof, made in beforeAll. */
let proofPayment: { id: number; reference: string }

async function screenshot(name: string) {
  if (!SCREENSHOTS) return
  await mkdir(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-1280.png`), fullPage: false })
}

async function adminGet<T>(path: string): Promise<T> {
  const token = await adminToken(api.url)
  const response = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  return (await response.json()) as T
}

const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')

async function addCustomers(count: number) {
  const now = sqlNow()
  const rows = Array.from({ length: count }, (_, index) => ({
    email: `bulk-${index}@example.ie`,
    first_name: 'Bulk',
    last_name: `Customer ${index}`,
    city: index % 2 === 0 ? 'Tralee' : 'Ennis',
    role: 'customer',
    contact_method: 'email',
    created_at: now,
    updated_at: now,
  }))
  for (let start = 0; start < rows.length; start += 500) await db('users').insert(rows.slice(start, start + 500))
}

/** The queue's selected item: its kind badge and title. */
const selectedItem = () => page.getByRole('option', { selected: true })

/** Moves through the queue with a key (j down, k up) until an item of the kind is selected; returns its title. */
async function selectKind(kind: 'Shop' | 'Payment' | 'Spotlight', key: 'j' | 'k' = 'j'): Promise<string> {
  for (let step = 0; step < 200; step++) {
    const text = (await selectedItem().innerText()).trim()
    if (text.startsWith(kind)) return (await selectedItem().locator('.queue-item-title').innerText()).trim()
    await page.keyboard.press(key)
  }
  throw new Error(`no ${kind} in the queue`)
}
const selectNextShop = () => selectKind('Shop')

/** Moves down the queue with j until the item with this title is selected. */
async function selectTitle(title: string): Promise<void> {
  for (let step = 0; step < 200; step++) {
    if ((await selectedItem().locator('.queue-item-title').innerText()).trim() === title) return
    await page.keyboard.press('j')
  }
  throw new Error(`${title} is not in the queue`)
}

beforeAll(async () => {
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  db = api.database.connect()
  await addCustomers(EXTRA_CUSTOMERS)
  const owner = await db('users').where('email', 'ciaran.obrien@shoplocal.ie').first()
  const shop = await db('shops').where({ owner_id: owner.id, status: 'approved' }).orderBy('id').first()
  proofPayment = await createPayment(db, api.env.UPLOADS_DIR, { userId: owner.id, shopId: shop.id, amount: 39, proof: 'png' })
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, { viewport: { width: 1280, height: 800 } }))
}, 180_000)

afterAll(() => stopAll(browser, web, db, api))

describe('the classic admin tabs in Chromium', { timeout: 60_000 }, () => {
  it('shows the classic stat cards and the pending shops', async () => {
    await page.getByRole('link', { name: 'Pending Approvals' }).click()
    const table = page.getByRole('table', { name: 'Shops awaiting approval' })
    await table.waitFor()
    const pending = await db('shops').where('status', 'pending').count('* as total').first()
    expect(await table.locator('tbody tr').count()).toBe(Number(pending?.total))
    for (const label of ['Total Shops', 'Active Users', 'Total Revenue']) await page.getByText(label, { exact: true }).waitFor()
    await screenshot('pending-approvals')
  })

  it('shows the customers figures and finds a customer by city', async () => {
    await page.getByRole('link', { name: 'Customers' }).click()
    await page.getByText('Top Cities').waitFor()
    await page.getByText('Growth Metrics').waitFor()
    const stats = await adminGet<{ totalCustomers: number }>('/api/admin/customer-stats')
    await page.locator('.stat-card', { hasText: 'Total Customers' }).getByText(stats.totalCustomers.toLocaleString('en-IE')).waitFor()
    await screenshot('customers')
    await page.getByLabel('Search by ID, email, phone or city').fill('bulk-7@')
    await page.getByText('Showing 1 of 1 customers').waitFor()
  })

  it('bans and unbans a customer behind confirmations', async () => {
    await page.getByRole('button', { name: 'Ban' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Ban' }).click()
    await page.getByText(ADMIN_SUCCESS.customerBanned).waitFor()
    expect((await db('users').where('email', 'bulk-7@example.ie').first()).banned).toBeTruthy()
    await page.getByRole('button', { name: 'Unban' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Unban' }).click()
    await page.getByText(ADMIN_SUCCESS.customerUnbanned).waitFor()
    expect((await db('users').where('email', 'bulk-7@example.ie').first()).banned).toBeFalsy()
  })

  it('exports every matching customer with the spec columns, in chunks, to a dated file', async () => {
    await page.getByLabel('Search by ID, email, phone or city').fill('')
    const all = await adminGet<AdminCustomersPage>('/api/admin/customers')
    expect(all.totalCount).toBeGreaterThan(EXTRA_CUSTOMERS)
    await page.getByText(`Showing 20 of ${all.totalCount.toLocaleString('en-IE')} customers`).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await download.path()) ?? '', 'utf8')
    const [header, ...rows] = Papa.parse<string[]>(csv.trim()).data
    expect(header).toEqual([...CUSTOMER_CSV_COLUMNS])
    expect(rows).toHaveLength(all.totalCount)
    const ids = rows.map((row) => Number(row[0]))
    expect(new Set(ids).size).toBe(all.totalCount)
    const bulk = rows.find((row) => row[1] === 'bulk-3@example.ie')
    expect(bulk).toEqual([
      expect.any(String),
      'bulk-3@example.ie',
      '',
      'Ennis',
      'email',
      'No',
      'No',
      'No',
      expect.any(String),
      '0',
      'Bulk Customer 3',
    ])
    await page.getByText(/Export saved/).waitFor()
  })

  it('exports only the customers the filter matches', async () => {
    await page.getByLabel('Search by ID, email, phone or city').fill('tralee')
    const matching = await adminGet<AdminCustomersPage>('/api/admin/customers?search=tralee')
    await page.getByText(`of ${matching.totalCount.toLocaleString('en-IE')} customers`).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    const rows = Papa.parse<string[]>((await readFile((await download.path()) ?? '', 'utf8')).trim()).data.slice(1)
    expect(rows).toHaveLength(matching.totalCount)
    for (const row of rows) expect(row[3].toLowerCase()).toContain('tralee')
  })

  it('shows visits by period, sources and recent visits with charts', async () => {
    await page.getByRole('link', { name: 'Customer Visits' }).click()
    await page.getByRole('figure', { name: 'Visit Sources' }).waitFor()
    await page.getByRole('figure', { name: 'Visits by period' }).locator('.recharts-bar-rectangle').first().waitFor()
    await page.getByRole('table', { name: 'Recent Visits' }).locator('tbody tr').first().waitFor()
    await page.getByText('google.ie').first().waitFor()
    await screenshot('visits')
  })

  it('works the moderation queue from the keyboard: approve, reject with a reason, undo', async () => {
    const link = page.getByRole('link', { name: /^Moderation Queue \d+ shops?, \d+ payments?, \d+ spotlights?$/ })
    await link.click()
    await selectedItem().waitFor()
    const preview = page.getByRole('complementary', { name: QUEUE_LABELS.preview })
    await preview.waitFor()
    await screenshot('moderation-queue')

    // The preview follows the selection: a payment's reference and amount, a spotlight's pictures.
    const shownReference = await selectKind('Payment')
    await preview.getByText(shownReference, { exact: true }).first().waitFor()
    await preview.getByText(QUEUE_LABELS.amount).waitFor()
    await screenshot('moderation-queue-payment')
    // An image proof is shown inline, fetched with the admin's token.
    await selectTitle(proofPayment.reference)
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.queue-preview img.queue-proof')
      return image !== null && image.complete && image.naturalWidth > 0
    })
    await screenshot('moderation-queue-proof')
    for (let step = 0; step < 50; step++) await page.keyboard.press('k')
    await selectKind('Spotlight')
    await preview.locator('img').first().waitFor()
    // The picture really loads from the API (its origin is the only one the console's CSP allows).
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('.queue-preview img')
      return image !== null && image.complete && image.naturalWidth > 0
    })
    await screenshot('moderation-queue-spotlight')
    for (let step = 0; step < 50; step++) await page.keyboard.press('k')

    // Approve: held with a countdown, then sent to the shop endpoint, which approves and logs it.
    const approved = await selectNextShop()
    await page.keyboard.press('a')
    await page
      .getByText(QUEUE_LABELS.sendingIn(5))
      .or(page.getByText(QUEUE_LABELS.sendingIn(4)))
      .first()
      .waitFor()
    await screenshot('moderation-queue-held')
    await page.getByText(ADMIN_SUCCESS.shopApproved).waitFor({ timeout: 15_000 })
    expect((await db('shops').where('name', approved).first()).status).toBe('approved')

    // Reject with a reason, then undo inside the window: nothing reaches the server.
    const undone = await selectNextShop()
    await page.keyboard.press('r')
    await page.getByLabel(QUEUE_LABELS.reasonPlaceholder).fill('Photos missing')
    await page.keyboard.press('Enter')
    await page.getByText('Photos missing').waitFor()
    await page.keyboard.press('u')
    await page.getByText(QUEUE_LABELS.undone).waitFor()
    expect((await selectedItem().locator('.queue-item-title').innerText()).trim()).toBe(undone)
    expect((await db('shops').where('name', undone).first()).status).toBe('pending')

    // A blank reason is refused; a real one is sent when the window closes. Enter waits for the dialog.
    // The Enter goes to the reason field, as a person's does once the dialog has focused it (pressed on the
    // page, it could land before the dialog's focus did and be lost).
    await page.keyboard.press('r')
    await page.getByLabel(QUEUE_LABELS.reasonPlaceholder).press('Enter')
    await page.getByText(QUEUE_LABELS.reasonRequired).waitFor()
    await page.getByLabel(QUEUE_LABELS.reasonPlaceholder).fill('Address is not in Ireland')
    await page.keyboard.press('Enter')
    await page.getByText(ADMIN_SUCCESS.shopRejected).waitFor({ timeout: 15_000 })
    const rejected = await db('shops').where('name', undone).first()
    expect(rejected.status).toBe('rejected')
    expect(rejected.rejection_reason).toBe('Address is not in Ireland')
    // The undone reject's window closed before this one's did: had it been sent, it would be logged too.
    const logs = await db('admin_logs').where({ action: 'reject_shop', target_id: rejected.id })
    expect(logs.map((log) => JSON.parse(log.details).reason)).toEqual(['Address is not in Ireland'])

    // A payment is decided by the verification endpoint: verifying one with a proof from the queue asks for
    // confirmation first, then activates it.
    for (let step = 0; step < 50; step++) await page.keyboard.press('k')
    await selectTitle(proofPayment.reference)
    const reference = proofPayment.reference
    await page.keyboard.press('a')
    const ask = page.getByRole('dialog', { name: VERIFICATION_LABELS.verifyTitle })
    await ask.waitFor()
    expect((await db('payment_transactions').where('payment_reference', reference).first()).payment_status).toBe('pending_verification')
    await ask.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    await page.getByText(ADMIN_SUCCESS.paymentVerified).waitFor({ timeout: 15_000 })
    const verified = await db('payment_transactions').where('payment_reference', reference).first()
    expect(verified.payment_status).toBe('verified')
    expect(await db('admin_logs').where({ action: 'verify_payment', target_id: verified.id }).first()).toBeTruthy()

    const count = await db('shops').where('status', 'pending').count('* as total').first()
    await page.getByRole('link', { name: new RegExp(`^Moderation Queue ${Number(count?.total)} shops?,`) }).waitFor()
  })

  it('logged no warnings or errors', () => {
    expect(problems).toEqual([])
  })
})
