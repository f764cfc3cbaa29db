import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { ALL_FILTER } from '@shoplocal/shared/constants'
import { COMMON_LABELS, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import { ADMIN_SUCCESS, CONSOLE_LABELS, PAYMENT_ADMIN_SUCCESS, VERIFICATION_LABELS } from '../../src/renderer/messages/index'
import type { AdminSpotlightPage } from '@shoplocal/shared/types'
import Papa from 'papaparse'
import type { Browser, Download, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_STORY_COPY, LOG_FILTER_COPY } from '../../src/renderer/copy-details'
import { formatPrice } from '../../src/renderer/lib/money'
import { axeFindings } from '../helpers/axe'
import {
  DEMO_ADMIN,
  launchChromium,
  openSignedInConsole,
  startWebConsole,
  type WebConsole,
  stopAll,
  adminToken,
} from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { createPayment, sqlNow } from '../../../scripts/testing/payments.ts'

/**
 * The console's decisions, previews and stories in the system Chromium against the real API on a fresh
 * seeded database: a spotlight request previewed as the site shows it before approval (a refused
 * priority shown beside its field), a refund that waits for its confirmation, a customer's whole story
 * from Customers and from Users (a ban through the same decision path appears in it), and the admin log
 * searched, filtered and exported. Screens at 1280, 1366 and 390 px go to SHOTS_DIR when set.
 */

const SHOTS = process.env.SHOTS_DIR
const CUSTOMER = { first: 'Niamh', last: 'Ó Stóraí', email: 'niamh.ostorai@example.ie' }
const PHONE_CUSTOMER = { first: 'Pádraig', last: 'Guthánach', phone: '+353871234588' }
const BOM = [0xef, 0xbb, 0xbf]
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 422 /

let api: RunningApi
let db: Knex
let web: WebConsole
let browser: Browser
let page: Page
let problems: string[] = []
let token = ''
let customerId = 0
let phoneCustomerId = 0
let shop = { id: 0, name: '' }
let favourite = { id: 0, name: '' }

const shot = async (name: string) => {
  if (!SHOTS) return
  for (const width of [1280, 1366, 390]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

const toast = (title: string) => page.getByText(title, { exact: true }).first()

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  return (await response.json()) as T
}

async function download(click: () => Promise<void>): Promise<Buffer> {
  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()])
  return readFile((await file.path()) ?? '')
}

beforeAll(async () => {
  if (SHOTS) await mkdir(SHOTS, { recursive: true })
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  db = api.database.connect()
  const now = sqlNow()
  const [id] = await db('users').insert({
    email: CUSTOMER.email,
    first_name: CUSTOMER.first,
    last_name: CUSTOMER.last,
    city: 'Galway',
    role: 'customer',
    contact_method: 'email',
    created_at: now,
    updated_at: now,
  })
  customerId = Number(id)
  const [phoneId] = await db('users').insert({
    phone: PHONE_CUSTOMER.phone,
    first_name: PHONE_CUSTOMER.first,
    last_name: PHONE_CUSTOMER.last,
    role: 'customer',
    contact_method: 'phone',
    is_phone_verified: true,
    created_at: now,
    updated_at: now,
  })
  phoneCustomerId = Number(phoneId)
  shop = await db('shops').where('status', 'approved').orderBy('id').first()
  await db('shop_follows').insert({ user_id: customerId, shop_id: shop.id, created_at: now })
  favourite = await db('products').where('shop_id', shop.id).orderBy('id').first()
  await db('favorites').insert({ user_id: customerId, shop_id: shop.id, product_id: favourite.id, created_at: now })
  await db('reviews').insert({
    user_id: customerId,
    shop_id: shop.id,
    rating: 5,
    comment: 'Gorgeous sourdough',
    created_at: now,
    updated_at: now,
  })
  const [conversation] = await db('chat_conversations').insert({
    shop_id: shop.id,
    customer_user_id: customerId,
    created_at: now,
    updated_at: now,
  })
  await db('chat_messages').insert({
    conversation_id: Number(conversation),
    sender_type: 'customer',
    sender_id: String(customerId),
    message: 'Open on Sunday?',
    created_at: now,
  })
  await db('chat_messages').insert({
    conversation_id: Number(conversation),
    sender_type: 'shop_owner',
    sender_id: String(shop.id),
    message: 'Yes, ten to four',
    created_at: now,
  })
  await db('audit_logs').insert({ user_id: customerId, action: 'login_failed', success: false, ip_address: '10.9.8.0', created_at: now })
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  token = await adminToken(api.url)
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, {
    viewport: { width: 1280, height: 800 },
    expectedRefusal: EXPECTED_REFUSAL,
  }))
}, 180_000)

afterAll(() => stopAll(browser, web, db, api))

describe('decisions, previews and stories in the console', { timeout: 90_000 }, () => {
  it('previews a spotlight request as the site shows it before approving it; a refused priority shows beside its field', async () => {
    await page.goto(`${web.site.origin}/#/spotlight`)
    const pending = await apiGet<AdminSpotlightPage>('/api/admin/spotlight/requests?status=pending')
    const paid = pending.requests.find((request) => request.paidAt !== null)!
    const item = page.locator(`[data-testid=spotlight-item][data-request-id="${paid.id}"]`)
    await item.getByRole('button', { name: 'Approve' }).click()
    const dialog = page.getByRole('dialog')
    const preview = dialog.getByRole('figure', { name: `How ${paid.product.name} shows in the spotlight` })
    await preview.getByText(paid.product.name, { exact: true }).waitFor()
    await preview.getByText(formatPrice(paid.product.price), { exact: true }).waitFor()
    await preview.getByText(paid.shop.name, { exact: true }).waitFor()
    await expect.poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await axeFindings(page)).toEqual([])
    await shot('spotlight-preview')

    await dialog.getByLabel('Priority (0-10)').fill('11')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await dialog.getByText(VALIDATION_MESSAGES.spotlightPriorityRange).waitFor()
    await dialog.getByLabel('Priority (0-10)').fill('3')
    await dialog.getByRole('button', { name: 'Approve' }).click()
    await toast(ADMIN_SUCCESS.spotlightApproved).waitFor()
    await expect.poll(() => item.count()).toBe(0)
    expect((await db('spotlight_requests').where('id', paid.id).first()).priority).toBe(3)
  })

  it('asks before a refund, and refunds nothing when cancelled', async () => {
    const payment = await createPayment(db, api.env.UPLOADS_DIR, {
      userId: Number((await db('shops').where('id', shop.id).first()).owner_id),
      shopId: shop.id,
      amount: 39,
      status: 'verified',
    })
    await page.goto(`${web.site.origin}/#/verification`)
    await page.getByLabel('Show').selectOption('verified')
    await page
      .getByRole('navigation', { name: VERIFICATION_LABELS.queue })
      .getByRole('button', { name: new RegExp(payment.reference) })
      .click()
    const detail = page.getByRole('article', { name: `${VERIFICATION_LABELS.reference} ${payment.reference}` })
    await detail.getByLabel(VERIFICATION_LABELS.reason).fill('Paid twice')
    await detail.getByRole('button', { name: VERIFICATION_LABELS.refund }).click()
    const confirm = page.getByRole('dialog', { name: VERIFICATION_LABELS.refundTitle })
    await confirm.waitFor()
    await shot('refund-confirm')
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect((await db('payment_transactions').where('id', payment.id).first()).payment_status).toBe('verified')

    await detail.getByRole('button', { name: VERIFICATION_LABELS.refund }).click()
    await confirm.getByRole('button', { name: VERIFICATION_LABELS.refund }).click()
    await toast(PAYMENT_ADMIN_SUCCESS.paymentRefunded).waitFor()
    await expect.poll(async () => (await db('payment_transactions').where('id', payment.id).first()).payment_status).toBe('refunded')
  })

  it("tells a customer's whole story from Customers, and a ban made there shows in it", async () => {
    await page.goto(`${web.site.origin}/#/customers`)
    await page.getByRole('searchbox').fill(CUSTOMER.email)
    const row = page.getByRole('row').filter({ hasText: CUSTOMER.email })
    await row.getByRole('button', { name: 'Ban' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Ban' }).click()
    await toast(ADMIN_SUCCESS.customerBanned).waitFor()

    await row.getByRole('button', { name: CUSTOMER_STORY_COPY.view }).click()
    const story = page.getByRole('dialog', { name: CUSTOMER_STORY_COPY.title(`${CUSTOMER.first} ${CUSTOMER.last}`) })
    const counts = story.getByTestId('customer-story-counts')
    await counts.getByText(CUSTOMER_STORY_COPY.follows).waitFor()
    const count = (label: string) => counts.locator('div').filter({ hasText: label }).locator('dd').textContent()
    expect(await count(CUSTOMER_STORY_COPY.follows)).toBe('1')
    expect(await count(CUSTOMER_STORY_COPY.reviews)).toBe('1')
    expect(await count(CUSTOMER_STORY_COPY.chats)).toBe('1')
    expect(await count(CUSTOMER_STORY_COPY.favourites)).toBe('1')
    await story.getByRole('list', { name: CUSTOMER_STORY_COPY.reviews }).getByText('Gorgeous sourdough').waitFor()
    const chat = story.getByRole('list', { name: CUSTOMER_STORY_COPY.chats }).getByRole('listitem').filter({ hasText: shop.name })
    await chat.getByText('Yes, ten to four').waitFor()
    await chat.getByText(CUSTOMER_STORY_COPY.lastFrom('shop_owner')).waitFor()
    await chat.getByText(CUSTOMER_STORY_COPY.messageCount(2)).waitFor()
    const favourites = story.getByRole('list', { name: CUSTOMER_STORY_COPY.favourites }).getByRole('listitem')
    await favourites.filter({ hasText: favourite.name }).filter({ hasText: shop.name }).waitFor()
    await story.getByRole('list', { name: CUSTOMER_STORY_COPY.signIns }).getByText(CUSTOMER_STORY_COPY.failed).waitFor()
    await story.getByRole('list', { name: CUSTOMER_STORY_COPY.adminActions }).getByText('Ban customer').waitFor()
    expect(await axeFindings(page)).toEqual([])
    await shot('customer-story')
    await story.getByRole('button', { name: CUSTOMER_STORY_COPY.close }).click()
    await story.waitFor({ state: 'hidden' })
  })

  it("opens the same story from Users for a customer's row", async () => {
    await page.goto(`${web.site.origin}/#/users`)
    await page.getByRole('searchbox').fill(CUSTOMER.email)
    const row = page.getByRole('row').filter({ hasText: CUSTOMER.email })
    await row.getByRole('button', { name: CUSTOMER_STORY_COPY.view }).click()
    const story = page.getByRole('dialog', { name: CUSTOMER_STORY_COPY.title(`${CUSTOMER.first} ${CUSTOMER.last}`) })
    await story.getByText(CUSTOMER.email, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await story.waitFor({ state: 'hidden' })
  })

  it('reads a phone-verified account and a banned one the same way in Users and in Customers', async () => {
    const read = async (tab: 'users' | 'customers', search: string, id: number) => {
      await page.goto(`${web.site.origin}/#/${tab}`)
      await page.getByRole('searchbox').fill(search)
      const row = page.getByRole('row').filter({ hasText: `#${id}` })
      await row.waitFor()
      return { status: await row.locator('[col-id=status]').textContent(), verified: await row.locator('[col-id=verified]').textContent() }
    }
    const phone = { status: COMMON_LABELS.active, verified: COMMON_LABELS.verified }
    expect(await read('users', PHONE_CUSTOMER.last, phoneCustomerId)).toEqual(phone)
    expect(await read('customers', String(phoneCustomerId), phoneCustomerId)).toEqual(phone)
    // Banned from Customers in the story's test above, never verified.
    const banned = { status: COMMON_LABELS.banned, verified: CONSOLE_LABELS.notVerified }
    expect(await read('users', CUSTOMER.email, customerId)).toEqual(banned)
    expect(await read('customers', CUSTOMER.email, customerId)).toEqual(banned)
  })

  it('filters the admin log by one action, leaving every row of that action and no other', async () => {
    await page.goto(`${web.site.origin}/#/logs`)
    const grid = page.getByRole('grid')
    const actions = grid.locator('[role=row][row-index] [col-id=action]')
    await grid.getByText('Ban customer').first().waitFor()
    await expect.poll(async () => new Set(await actions.allTextContents()).size).toBeGreaterThan(1)
    await page.getByLabel(LOG_FILTER_COPY.action, { exact: true }).selectOption('ban_customer')
    const stored = Number((await db('admin_logs').where('action', 'ban_customer').count('* as total').first())?.total)
    await expect.poll(async () => (await actions.allTextContents()).join('|')).toBe(Array(stored).fill('Ban customer').join('|'))
    await page.getByLabel(LOG_FILTER_COPY.action, { exact: true }).selectOption('approve_shop')
    await expect.poll(async () => [...new Set(await actions.allTextContents())]).toEqual(['Approve shop'])
    await page.getByLabel(LOG_FILTER_COPY.action, { exact: true }).selectOption(ALL_FILTER)
  })

  it('searches and filters the admin log by text, action, admin and days, and exports what it shows with a BOM', async () => {
    await page.goto(`${web.site.origin}/#/logs`)
    const grid = page.getByRole('grid')
    await grid.getByText('Ban customer').first().waitFor()
    await page.getByRole('searchbox').fill(CUSTOMER.last)
    await page.getByLabel(LOG_FILTER_COPY.action, { exact: true }).selectOption('ban_customer')
    const admin = await db('users').where('email', DEMO_ADMIN.email).first()
    await page.getByLabel(LOG_FILTER_COPY.admin, { exact: true }).selectOption(String(admin.id))
    const today = new Date().toISOString().slice(0, 10)
    await page.getByLabel(LOG_FILTER_COPY.from, { exact: true }).fill(today)
    await page.getByLabel(LOG_FILTER_COPY.to, { exact: true }).fill(today)
    await expect.poll(() => grid.locator('[role=row][row-index]').count()).toBe(1)
    await grid.getByText(`${CUSTOMER.first} ${CUSTOMER.last}`, { exact: false }).waitFor()
    expect(await axeFindings(page)).toEqual([])
    await shot('logs-filtered')

    const bytes = await download(() => page.getByRole('button', { name: 'Export CSV' }).click())
    expect([...bytes.subarray(0, 3)]).toEqual(BOM)
    const [header, ...rows] = Papa.parse<string[]>(bytes.subarray(3).toString('utf8').trim()).data
    expect(rows).toHaveLength(1)
    expect(rows[0][header.indexOf('Action')]).toBe('ban_customer')
    expect(rows[0].join(' ')).toContain(CUSTOMER.last)
    expect(rows[0].at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel(LOG_FILTER_COPY.from, { exact: true }).fill(tomorrow)
    await page.getByLabel(LOG_FILTER_COPY.to, { exact: true }).fill(tomorrow)
    await expect.poll(() => grid.locator('[role=row][row-index]').count()).toBe(0)
  })

  it('logged no errors on the way', () => {
    expect(problems).toEqual([])
  })
})
