import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Knex } from 'knex'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WEEK_DAYS } from '@shoplocal/shared/constants'
import { dublinDateOf } from '@shoplocal/shared/rules'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTraderIn } from '../../../../scripts/testing/trader-fixture.ts'
import {
  GENEROUS_AUTH_LIMITS,
  STOREFRONT_ROOT,
  type RunningServer,
  buildSite,
  hydrateIslands,
  launchChromium,
  startStorefront,
} from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-reservations', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/reservations'
const HOURS = WEEK_DAYS.map((day) => ({ day, opens: '08:00', closes: '20:00' }))
const GUEST_EMAIL = `guest${String(Date.now()).slice(-6)}@example.ie`

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let page: Page
let db: Knex
let sink: MailSink
let owner: BrowserContext
let productId = 0
let shopId = 0
const problems: string[] = []

const at = (path: string) => `${site!.url}${path}`

/** Signs in through the site's proxy as the forms do and returns the session cookies. */
async function signIn(path: string, body: object): Promise<{ name: string; value: string; url: string }[]> {
  const answer = await fetch(at(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site!.url },
    body: JSON.stringify(body),
  })
  expect(answer.status).toBe(200)
  return answer.headers.getSetCookie().map((cookie) => {
    const [pair] = cookie.split(';')
    const separator = pair.indexOf('=')
    return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: site!.url }
  })
}

async function call(cookies: { name: string; value: string }[], method: string, path: string, body?: object) {
  const answer = await fetch(at(path), {
    method,
    headers: { 'content-type': 'application/json', origin: site!.url, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> }
}

/** The screen's part at both widths: the whole page, and the part itself (`testId`) to look at closely. */
async function shoot(target: Page, name: string, testId: string): Promise<void> {
  for (const width of [390, 1280]) {
    await target.setViewportSize({ width, height: 900 })
    await target.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true })
    await target.getByTestId(testId).screenshot({ path: `${SHOTS_DIR}/${name}-part-${width}.png` })
  }
}

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  // The guest's code and what they are told arrive by mail: a mail sink stands in for their mailbox.
  sink = await startMailSink()
  ;[api] = await Promise.all([startApi({ env: { ...GENEROUS_AUTH_LIMITS, ...sink.env } }), buildSite(OUT_DIR)])
  site = await startStorefront(api.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
  page.on('pageerror', (error) => problems.push(error.message))
  db = api.database.connect()
  const ownerCookies = await signIn('/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })
  const shop = (
    await call(ownerCookies, 'POST', '/api/shops', {
      name: 'Harbour Hardware',
      location: 'Dingle, Co. Kerry',
      address: '2 Strand Street',
      openingHours: HOURS,
    })
  ).body.shop as { id: number }
  shopId = shop.id
  const token = await fetch(`${api.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  }).then((response) => response.json() as Promise<{ token: string }>)
  await giveCheckedTraderIn(api, shop.id)
  await fetch(`${api.url}/api/admin/shops/${shop.id}/approve`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token.token}`, accept: 'application/json' },
  })
  const added = await call(ownerCookies, 'POST', `/api/shops/${shop.id}/products`, { name: 'Storm lantern', price: 24, stock: 4 })
  productId = (added.body.product as { id: number }).id
  owner = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await owner.addCookies(ownerCookies)
}, 240_000)

afterAll(async () => {
  await db?.destroy()
  await browser?.close()
  await site?.stop()
  await api?.stop()
  await sink?.stop()
})

describe('reserve and collect', { timeout: 180_000 }, () => {
  it('a guest confirms by code and reserves; the owner confirms and marks ready; the guest is told; collection lowers the stock', async () => {
    await page.goto(at(`/products/${productId}`))
    await hydrateIslands(page)
    const card = page.getByTestId('product-reserve')
    await card.getByLabel('Quantity').selectOption('2')
    await card.getByLabel('Note for the shop (optional)').fill('For the boat, thanks')
    await shoot(page, 'reserve-form', 'product-reserve')
    await page.setViewportSize({ width: 1280, height: 900 })
    await card.getByRole('button', { name: 'Reserve for collection' }).click()

    const gate = page.getByRole('dialog')
    await gate.locator('form.guest-continue').getByLabel('Email or phone').fill(GUEST_EMAIL)
    await gate.getByTestId('continue-as-guest').click()
    const code = await sink.latestCode(GUEST_EMAIL)
    await card.getByLabel('6-digit code').fill(code)
    await card.getByRole('button', { name: 'Confirm and reserve' }).click()
    await card.getByTestId('reserve-requested').getByText('Requested: the shop will confirm').waitFor()
    expect(await db('products').where('id', productId).first()).toMatchObject({ stock: 4, held_stock: 2 })

    const dashboard = await owner.newPage()
    await dashboard.goto(at('/shop-owner-dashboard'))
    await hydrateIslands(dashboard)
    await dashboard.getByRole('tab', { name: 'Reservations (1)' }).click()
    const item = dashboard.getByTestId('owner-reservation').first()
    await item.getByText('2 × Storm lantern').waitFor()
    await shoot(dashboard, 'owner-reservations', 'owner-reservations')
    await dashboard.setViewportSize({ width: 1280, height: 900 })
    await item.getByLabel('Ready by (HH:MM)').fill('10:00')
    await item.getByRole('button', { name: 'Confirm', exact: true }).click()
    await dashboard.getByTestId('toast').getByText('Reservation confirmed. The customer has been told.').waitFor()
    await item.getByRole('button', { name: 'Mark ready' }).click()
    await dashboard.getByTestId('toast').getByText('Marked ready. The customer has been told.').waitFor()
    // The guest has no account: the words reach the e-mail they confirmed, with the way to the shop.
    const told = await sink.waitFor(GUEST_EMAIL, (mail) => mail.subject === 'Your reservation at Harbour Hardware is ready')
    expect(told.text).toContain('Get directions: https://www.google.com/maps/dir/')

    await item.getByRole('button', { name: 'Mark collected' }).click()
    await dashboard.getByTestId('toast').getByText('Marked collected. The stock is updated.').waitFor()
    expect(await db('products').where('id', productId).first()).toMatchObject({ stock: 2, held_stock: 0 })
    await dashboard.close()
  })

  it('shows a customer their reservations in the account, where they can cancel one', async () => {
    const cookies = await signIn('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
    const day = (((await call(cookies, 'GET', `/api/products/${productId}`)).body.pickupDays as string[]) ?? [])[0]
    expect((await call(cookies, 'POST', '/api/reservations', { productId, quantity: 1, pickupDate: day, note: null })).status).toBe(201)
    const context = await browser!.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addCookies(cookies)
    const mine = await context.newPage()
    await mine.goto(at('/account'))
    await hydrateIslands(mine)
    const row = mine.getByTestId('my-reservation').first()
    await row.getByText('Requested: the shop will confirm').waitFor()
    await shoot(mine, 'my-reservations', 'my-reservations')
    await mine.setViewportSize({ width: 1280, height: 900 })
    await row.getByRole('button', { name: 'Cancel reservation' }).click()
    await row.getByText('Cancelled').waitFor()
    expect((await db('products').where('id', productId).first()).held_stock).toBe(0)
    await context.close()
  })

  it('leads a customer whose phone is not confirmed yet through the code step, then reserves as chosen', async () => {
    const phone = '087 555 0177'
    const registered = await fetch(at('/api/customer/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site!.url },
      body: JSON.stringify({ firstName: 'Peig', lastName: 'Sayers', contact: phone, city: 'Dingle', password: 'Reserve@2026x' }),
    })
    expect(registered.status).toBe(201)
    const latestCode = async () =>
      (
        await db('verification_codes as v')
          .join('users as u', 'u.id', 'v.user_id')
          .where({ 'u.phone': '+353875550177', 'v.type': 'phone_verification', 'v.is_used': false })
          .orderBy('v.id', 'desc')
          .first('v.code')
      ).code as string
    const cookies = await signIn('/api/auth/verify-phone', { phone, code: await latestCode() })
    // An account from before phone sign-ups were verified: signed in, its phone not confirmed.
    await db('users').where('phone', '+353875550177').update({ is_phone_verified: false })
    const context = await browser!.newContext({ viewport: { width: 390, height: 900 } })
    await context.addCookies(cookies)
    const customer = await context.newPage()
    await customer.goto(at(`/products/${productId}`))
    await hydrateIslands(customer)
    const card = customer.getByTestId('product-reserve')
    await card.getByRole('button', { name: 'Reserve for collection' }).click()
    await card.getByTestId('reserve-code-form').getByText('+353875550177').waitFor()
    for (const width of [1280, 390]) {
      await customer.setViewportSize({ width, height: 900 })
      await customer.screenshot({ path: `${SHOTS_DIR}/account-code-${width}.png`, fullPage: true })
    }
    await card.getByLabel('6-digit code').fill(await latestCode())
    await card.getByRole('button', { name: 'Confirm and reserve' }).click()
    await card.getByTestId('reserve-requested').getByText('Requested: the shop will confirm').waitFor()
    expect(Boolean((await db('users').where('phone', '+353875550177').first()).is_phone_verified)).toBe(true)
    await context.close()
  })

  it('lets the owner add holiday closures and close the shop for a while; the shop page, its card and "Open now" say so', async () => {
    const dashboard = await owner.newPage()
    await dashboard.goto(at('/shop-owner-dashboard'))
    await hydrateIslands(dashboard)
    await dashboard.locator(`[data-testid="owner-shop"][data-shop-id="${shopId}"]`).getByRole('button', { name: 'Holiday hours' }).click()
    const holidays = dashboard.getByTestId('shop-closures-dialog')
    const suggestion = holidays.getByTestId('holiday-suggestions').getByRole('button').first()
    const holidayName = (await suggestion.getAttribute('aria-label'))!.replace(/^Add /, '')
    await suggestion.click()
    await dashboard.getByTestId('toast').getByText('Closure added. Customers cannot reserve for those days.').first().waitFor()
    await holidays.getByTestId('owner-closures').getByText(holidayName).waitFor()
    const today = dublinDateOf(new Date())
    await holidays.getByLabel('First closed day').fill(today)
    await holidays.getByLabel('Note for customers (e.g. Closed for Christmas)').fill('Stocktaking')
    await holidays.getByRole('button', { name: 'Add closure', exact: true }).click()
    await holidays.getByTestId('owner-closures').getByText('Stocktaking').waitFor()
    // A modal: what the owner sees is the window, not the page behind it.
    for (const width of [390, 1280]) {
      await dashboard.setViewportSize({ width, height: 900 })
      await dashboard.screenshot({ path: `${SHOTS_DIR}/holiday-hours-${width}.png` })
    }
    await holidays.getByLabel('Temporarily closed: your page and cards say so, and no one can reserve').click()
    await dashboard.getByTestId('toast').getByText('Your shop shows as temporarily closed and takes no reservations.').waitFor()
    await dashboard.close()

    await page.goto(at(`/shops/${shopId}`))
    // Under the shop's name, where a phone sees it first, and beside the opening hours.
    await page.locator('.shop-hero').getByTestId('open-state').getByText('Temporarily closed').waitFor()
    expect(await page.getByTestId('open-state').count()).toBe(2)
    await page.getByTestId('shop-closures').getByText('Stocktaking').waitFor()
    await shoot(page, 'shop-closed', 'shop-closures')
    await page.setViewportSize({ width: 1280, height: 900 })

    await page.goto(at('/browse-shops?search=Harbour%20Hardware&openNow=1'))
    await hydrateIslands(page)
    expect(await page.getByLabel('Open now').isChecked()).toBe(true)
    expect(await page.locator(`[data-testid="shop-card"][data-shop-id="${shopId}"]`).count()).toBe(0)
    await page.getByLabel('Open now').uncheck()
    await page.locator('.search-panel__submit').click()
    const shopCard = page.locator(`[data-testid="shop-card"][data-shop-id="${shopId}"]`)
    await shopCard.getByTestId('open-state').getByText('Temporarily closed').waitFor()
    expect(page.url()).not.toContain('openNow')
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: `${SHOTS_DIR}/browse-open-now-${width}.png`, fullPage: true })
      await shopCard.screenshot({ path: `${SHOTS_DIR}/shop-card-closed-${width}.png` })
    }
    expect(problems).toEqual([])
  })
})
