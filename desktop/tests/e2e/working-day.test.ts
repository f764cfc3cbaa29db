import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { CONSOLE_TAB_IDS, OWNER_TERMS_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { addCalendarDays, dublinDateOf } from '@shoplocal/shared/rules'
import { ADMIN_COLUMN_LABELS, CONSOLE_TAB_LABELS, CUSTOMER_CSV_COLUMNS, OWNER_TERMS_CONSOLE } from '../../src/renderer/messages/index'
import type { AdminPaymentTransactionsPage, AdminSystemMetrics } from '@shoplocal/shared/types'
import Papa from 'papaparse'
import type { Browser, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAYMENT_CSV_HEADERS, SESSION_COPY, SHOP_DETAIL_COPY, SHORTCUT_COPY } from '../../src/renderer/copy'
import { NAV_GROUPS, TAB_KEYS } from '../../src/renderer/shell/nav'
import { MIN_WINDOW_SIZE } from '../../src/main/window-state'
import { axeFindings } from '../helpers/axe'
import { launchChromium, openSignedInConsole, startWebConsole, type WebConsole, stopAll, adminToken } from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { createPayment, PNG_PROOF, sqlNow } from '../../../scripts/testing/payments.ts'

/**
 * The console through an admin's working day, in the system Chromium against the real API on a fresh
 * seeded database: every tab reachable at 1280 px by mouse and keyboard, every screen clean under axe,
 * exports that open with their accents in Excel, a reload that keeps the admin signed in, and analytics
 * figures that move with traffic. SHOTS_DIR=/some/dir keeps a screenshot of every screen at 1280 and 1366 px.
 */

let api: RunningApi
let db: Knex
let web: WebConsole
let browser: Browser
let page: Page
let problems: string[] = []
const SHOTS = process.env.SHOTS_DIR

const ACCENTED = { first: 'Siobhán', last: 'Ó Briain', email: 'siobhan.obriain@example.ie' }
const OWNER = { first: 'Máire', last: 'Ní Dhónaill' }
const BOM = [0xef, 0xbb, 0xbf]
/** Every date in every export (csvDate). */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const PRODUCT = { name: 'Hand-thrown mug', price: '€24.50' }
const PENDING_COUNTY = 'Kerry'
let pendingShop = { id: 0, name: '', address: '', location: '' }

const shot = async (target: Page, name: string) => {
  if (SHOTS) await target.screenshot({ path: join(SHOTS, `${name}.png`) })
}

/** The routed screen has finished asking: no busy region and no loading line in the main area. */
async function settled(target: Page): Promise<void> {
  await target.waitForFunction(
    () => {
      const main = document.querySelector('main')
      return Boolean(main) && !main?.querySelector('[aria-busy="true"]') && !/Loading…|…$/m.test(main?.textContent ?? '')
    },
    undefined,
    { timeout: 20_000 },
  )
}

async function download(target: Page, click: () => Promise<void>): Promise<{ bytes: Buffer; name: string }> {
  const [file]: [Download, void] = await Promise.all([target.waitForEvent('download'), click()])
  return { bytes: await readFile((await file.path()) ?? ''), name: file.suggestedFilename() }
}

/** The file's rows after its byte-order mark, which must be there. */
function parseExport(bytes: Buffer): string[][] {
  expect([...bytes.subarray(0, 3)]).toEqual(BOM)
  return Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim()).data
}

beforeAll(async () => {
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  db = api.database.connect()
  await db('users').insert({
    email: ACCENTED.email,
    first_name: ACCENTED.first,
    last_name: ACCENTED.last,
    city: 'Dún Laoghaire',
    role: 'customer',
    contact_method: 'email',
    created_at: sqlNow(),
    updated_at: sqlNow(),
  })
  const owner = await db('users').where('email', 'siobhan.murphy@shoplocal.ie').first()
  await db('users').where('id', owner.id).update({ first_name: OWNER.first, last_name: OWNER.last })
  const shop = await db('shops').where({ owner_id: owner.id, status: 'approved' }).orderBy('id').first()
  await createPayment(db, api.env.UPLOADS_DIR, { userId: Number(owner.id), shopId: Number(shop.id), amount: 29.99, proof: 'png' })
  await createPayment(db, api.env.UPLOADS_DIR, {
    userId: Number(owner.id),
    shopId: Number(shop.id),
    amount: 149,
    method: 'card',
    proof: null,
    status: 'verified',
  })
  const pending = await db('shops').where('status', 'pending').orderBy('created_at').orderBy('id').first()
  // A town in one county and an address, as an owner types them: the queue shows each part.
  await db('shops')
    .where('id', pending.id)
    .update({ location: `Tralee, Co. ${PENDING_COUNTY}`, address: '4 Castle Street, Tralee' })
  pendingShop = {
    id: Number(pending.id),
    name: pending.name,
    address: '4 Castle Street, Tralee',
    location: `Tralee, Co. ${PENDING_COUNTY}`,
  }
  await db('products').insert({
    shop_id: pending.id,
    name: PRODUCT.name,
    price: 24.5,
    image_url: `/uploads/owners/${pending.owner_id}/mug.png`,
    in_stock: true,
    is_active: true,
    created_at: sqlNow(),
    updated_at: sqlNow(),
  })
  // The picture is a real file on the API's disk, so the console shows it rather than a broken image.
  await mkdir(join(api.env.UPLOADS_DIR, 'owners', String(pending.owner_id)), { recursive: true })
  await writeFile(join(api.env.UPLOADS_DIR, 'owners', String(pending.owner_id), 'mug.png'), PNG_PROOF)
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, { viewport: { width: 1280, height: 800 } }))
}, 180_000)

afterAll(() => stopAll(browser, web, db, api))

describe('the console for a working day', { timeout: 90_000 }, () => {
  it('shows the sign-in screen as a main landmark with one h1, clean under axe', async () => {
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await fresh.goto(`${web.site.origin}/`)
    await fresh.getByRole('main').getByRole('heading', { level: 1 }).waitFor()
    expect(await fresh.locator('h1').count()).toBe(1)
    expect(await axeFindings(fresh)).toEqual([])
    await shot(fresh, 'sign-in-1280')
    await fresh.close()
  })

  it('reaches every tab at 1280 px with the mouse, without scrolling the page, each screen with one h1 and clean under axe', async () => {
    const nav = page.getByRole('navigation', { name: 'Enhanced Admin Panel' })
    expect(NAV_GROUPS.flatMap((group) => group.tabs).sort()).toEqual([...CONSOLE_TAB_IDS].sort())
    const findings: Record<string, string[]> = {}
    for (const tab of CONSOLE_TAB_IDS) {
      // The queue's and the reports' links also carry their counts.
      const link = nav.getByRole('link', { name: CONSOLE_TAB_LABELS[tab], exact: tab !== 'queue' && tab !== 'reports' })
      const box = await link.boundingBox()
      expect(box, tab).not.toBeNull()
      expect(box!.y + box!.height, `${tab} is inside the window`).toBeLessThanOrEqual(800)
      await link.click()
      await page.waitForURL(new RegExp(`#/${tab}$`))
      await link.and(page.locator('[aria-current="page"]')).waitFor()
      await settled(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), tab).toBe(true)
      expect(await page.locator('h1').count(), tab).toBe(1)
      const found = await axeFindings(page)
      if (found.length > 0) findings[tab] = found
      await shot(page, `${tab}-1280`)
    }
    expect(findings).toEqual({})
    expect(problems).toEqual([])
    // Sixteen screens, each audited by axe: generous on a loaded two-core machine.
  }, 300_000)

  it('looks right at 1366 px too', async () => {
    await page.setViewportSize({ width: 1366, height: 768 })
    for (const tab of CONSOLE_TAB_IDS) {
      await page.goto(`${web.site.origin}/#/${tab}`)
      await settled(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), tab).toBe(true)
      await shot(page, `${tab}-1366`)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it("fits the queue's count chips inside the rail, together on one line, at the window's narrowest and at 1280 px", async () => {
    for (const width of [MIN_WINDOW_SIZE.width, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${web.site.origin}/#/queue`)
      await settled(page)
      const rail = (await page.getByRole('navigation', { name: 'Enhanced Admin Panel' }).boundingBox())!
      // The queue's own chips (the Reports tab has a count of its own).
      const chips = await page
        .getByRole('link', { name: /^Moderation Queue/ })
        .locator('.tab-count')
        .evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect()
            return { left: box.left, right: box.right, top: box.top, text: element.textContent }
          }),
        )
      expect(chips.map((chip) => chip.text)).toEqual(Array(3).fill(expect.stringMatching(/^\d+$/)))
      for (const chip of chips) {
        expect(chip.left, `${width}`).toBeGreaterThanOrEqual(rail.x)
        expect(chip.right, `${width}`).toBeLessThanOrEqual(rail.x + rail.width - 1)
        expect(chip.top, `${width}`).toBe(chips[0].top)
      }
      await shot(page, `rail-${width}`)
    }
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  it('switches tabs from the keyboard with g and a key, listed in the ? overlay', async () => {
    await page.goto(`${web.site.origin}/#/overview`)
    await settled(page)
    await page.keyboard.press('?')
    const help = page.getByRole('dialog', { name: SHORTCUT_COPY.title })
    await help.waitFor()
    for (const tab of CONSOLE_TAB_IDS) await help.getByRole('cell', { name: CONSOLE_TAB_LABELS[tab], exact: true }).waitFor()
    await shot(page, 'shortcuts-1280')
    await page.keyboard.press('Escape')
    await help.waitFor({ state: 'hidden' })
    for (const tab of ['users', 'analytics', 'logs', 'queue'] as const) {
      await page.keyboard.press('g')
      await page.keyboard.press(TAB_KEYS[tab])
      await page.waitForURL(new RegExp(`#/${tab}$`))
    }
    // The `a` after `g` opened Pending Approvals; it never reached the queue as "approve".
    await page.keyboard.press('g')
    await page.keyboard.press('a')
    await page.waitForURL(/#\/pending$/)
    expect(await db('shops').where('status', 'pending').count('* as total').first()).not.toEqual({ total: 0 })
  })

  it("shows a pending shop's products with pictures and prices before approval, in Pending Approvals and the queue", async () => {
    await page.goto(`${web.site.origin}/#/pending`)
    await settled(page)
    const row = page.getByRole('row').filter({ hasText: pendingShop.name })
    await row.getByRole('button', { name: SHOP_DETAIL_COPY.view }).click()
    const panel = page.getByRole('region', { name: SHOP_DETAIL_COPY.title(pendingShop.name) })
    const product = panel.getByRole('listitem').filter({ hasText: PRODUCT.name })
    await product.getByText(PRODUCT.price).waitFor()
    expect(await product.getByRole('img', { name: PRODUCT.name }).count()).toBe(1)
    await shot(page, 'pending-detail-1280')
    await page.goto(`${web.site.origin}/#/queue`)
    await settled(page)
    await page.getByRole('option').filter({ hasText: pendingShop.name }).click()
    const preview = page.getByRole('complementary', { name: 'Preview' })
    await preview.getByRole('listitem').filter({ hasText: PRODUCT.name }).getByText(PRODUCT.price).waitFor()
    expect(await preview.getByRole('img', { name: PRODUCT.name }).count()).toBe(1)
    // Where the shop is: its address, town and county, each under its own name.
    const facts = preview.locator('.shop-facts')
    const fact = (term: string) => facts.locator(`dt:text-is("${term}") + dd`).textContent()
    expect(await fact(SHOP_DETAIL_COPY.address)).toBe(pendingShop.address)
    expect(await fact(SHOP_DETAIL_COPY.town)).toBe(pendingShop.location.split(',')[0])
    expect(await fact(SHOP_DETAIL_COPY.county)).toBe(PENDING_COUNTY)
    await preview.getByRole('img', { name: SHOP_DETAIL_COPY.photo(pendingShop.name) }).waitFor()
    await shot(page, 'queue-shop-detail-1280')
    // Nothing was decided by looking.
    expect((await db('shops').where('id', pendingShop.id).first()).status).toBe('pending')
  })

  it('publishes new terms for shop owners only with notice, and tells every owner', async () => {
    await page.goto(`${web.site.origin}/#/terms`)
    await settled(page)
    const form = page.getByRole('form', { name: OWNER_TERMS_CONSOLE.publish })
    const publish = form.getByRole('button', { name: OWNER_TERMS_CONSOLE.publish })
    await form.getByLabel(OWNER_TERMS_CONSOLE.version).fill('1.1')
    await form.getByLabel(OWNER_TERMS_CONSOLE.changes).fill('Fees are shown with VAT.')
    // A day inside the notice period: the API refuses it and the form says why; nothing is stored.
    await form.getByLabel(OWNER_TERMS_CONSOLE.effectiveOn).fill(addCalendarDays(dublinDateOf(new Date()), OWNER_TERMS_NOTICE_DAYS - 1))
    await publish.click()
    expect(await form.getByRole('alert').textContent()).toContain(`no sooner than ${OWNER_TERMS_NOTICE_DAYS} days`)
    expect(await db('owner_terms_versions').where('version', '1.1').first()).toBeUndefined()
    await form.getByLabel(OWNER_TERMS_CONSOLE.effectiveOn).fill(addCalendarDays(dublinDateOf(new Date()), OWNER_TERMS_NOTICE_DAYS))
    await publish.click()
    const versions = page.getByTestId('terms-versions')
    await versions.getByRole('row').filter({ hasText: 'Fees are shown with VAT.' }).waitFor()
    await shot(page, 'owner-terms-1280')
    const told = await db('notifications').where('kind', 'terms_changed').count('* as n').first()
    const owners = await db('users').where('role', 'shop_owner').where('banned', false).count('* as n').first()
    expect(Number(told?.n)).toBe(Number(owners?.n))
    problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 422/.test(problem)))
  })

  it('exports users, customers and payments with a byte-order mark, the names and their accents', async () => {
    await page.goto(`${web.site.origin}/#/users`)
    await settled(page)
    const users = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click())
    const [userHeader, ...userRows] = parseExport(users.bytes)
    expect(userRows.some((row) => row.some((cell) => cell.includes(ACCENTED.first)))).toBe(true)
    for (const row of userRows) expect(row[userHeader.indexOf(ADMIN_COLUMN_LABELS.joined)]).toMatch(ISO_TIMESTAMP)

    await page.goto(`${web.site.origin}/#/customers`)
    await settled(page)
    await page.getByText('Debug:').waitFor({ state: 'detached' })
    const customers = parseExport((await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click())).bytes)
    expect(customers[0].at(-1)).toBe('Name')
    const row = customers.find((cells) => cells[1] === ACCENTED.email)
    expect(row?.at(-1)).toBe(`${ACCENTED.first} ${ACCENTED.last}`)
    expect(row?.[3]).toBe('Dún Laoghaire')
    for (const cells of customers.slice(1)) expect(cells[customers[0].indexOf(CUSTOMER_CSV_COLUMNS[8])]).toMatch(ISO_TIMESTAMP)

    await page.goto(`${web.site.origin}/#/verification`)
    await settled(page)
    await page.getByLabel('Show').selectOption('all')
    await settled(page)
    const token = await adminToken(api.url)
    const all = (await (
      await fetch(`${api.url}/api/admin/payments/transactions?status=all&method=all&limit=100`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as AdminPaymentTransactionsPage
    const file = await download(page, () => page.getByRole('button', { name: 'Export CSV' }).click())
    expect(file.name).toMatch(/^payments-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/)
    const [header, ...payments] = parseExport(file.bytes)
    expect(header).toEqual(Object.values(PAYMENT_CSV_HEADERS))
    expect(payments).toHaveLength(all.totalCount)
    const column = (name: string) => header.indexOf(name)
    const ownersBy = (method: string) =>
      payments.find(
        (cells) =>
          cells[column(PAYMENT_CSV_HEADERS.owner)] === `${OWNER.first} ${OWNER.last}` &&
          cells[column(PAYMENT_CSV_HEADERS.method)] === method,
      )
    const mine = ownersBy('bank_transfer')
    expect(mine?.[column(PAYMENT_CSV_HEADERS.amount)]).toBe('29.99')
    expect(mine?.[column(PAYMENT_CSV_HEADERS.method)]).toBe('bank_transfer')
    expect(mine?.[column(PAYMENT_CSV_HEADERS.reference)]).toMatch(/\S/)
    // Card payments are money too: the file holds them beside the bank transfers.
    const card = ownersBy('card')
    expect(card?.[column(PAYMENT_CSV_HEADERS.amount)]).toBe('149')
    for (const cells of payments) {
      expect(Number.isFinite(Number(cells[column(PAYMENT_CSV_HEADERS.amount)]))).toBe(true)
      expect(cells[column(PAYMENT_CSV_HEADERS.created)]).toMatch(ISO_TIMESTAMP)
    }
  })

  it('shows analytics figures the API measured, which move with traffic', async () => {
    await page.goto(`${web.site.origin}/#/analytics`)
    await settled(page)
    expect(await page.getByText('Hashed with scrypt').count()).toBe(0)
    expect(await page.getByText('p95 under 50 ms').count()).toBe(0)
    const requests = page.getByRole('table', { name: 'Requests (this API process)' })
    const fiveMinutes = requests
      .getByRole('row', { name: /Last 5 min/ })
      .getByRole('cell')
      .first()
    const before = Number((await fiveMinutes.textContent())?.replaceAll(',', ''))
    expect(before).toBeGreaterThan(0)
    for (let n = 0; n < 25; n++) await fetch(`${api.url}/api/health`)
    await page.getByRole('button', { name: 'Refresh All' }).click()
    await page.waitForFunction(
      (previous) => {
        const cell = [...document.querySelectorAll('table[aria-label="Requests (this API process)"] tbody tr')][0]?.querySelector('td')
        return Number(cell?.textContent?.replaceAll(',', '')) >= previous + 25
      },
      before,
      { timeout: 20_000 },
    )
    const metrics = (await (
      await fetch(`${api.url}/api/admin/system-metrics`, { headers: { Authorization: `Bearer ${await adminToken(api.url)}` } })
    ).json()) as AdminSystemMetrics
    await page.getByText(`Failed sign-ins`).waitFor()
    expect(metrics.signIns.hours).toBe(24)
  })

  it('keeps the admin signed in across a reload, and says so when the session ends', async () => {
    await page.reload()
    await page.getByRole('navigation', { name: 'Enhanced Admin Panel' }).waitFor()
    await settled(page)
    await db('auth_access_tokens').delete()
    await page.getByRole('button', { name: 'Refresh All' }).click()
    await page.getByRole('status').filter({ hasText: SESSION_COPY.endedTitle }).waitFor()
    await page.getByRole('heading', { level: 1, name: 'Sign in to the admin console' }).waitFor()
    await shot(page, 'session-ended-1280')
    // The refused calls after the token was dropped are the only errors the page may have logged.
    expect(problems.filter((problem) => !/status of 401/.test(problem))).toEqual([])
  })
})
