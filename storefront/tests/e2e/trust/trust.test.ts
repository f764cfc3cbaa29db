import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindings } from '../axe.ts'
import { hydrateIslands, startBrowserSuite, STOREFRONT_ROOT, type BrowserSuite } from '../support.ts'

/**
 * Report, statement of reasons and appeal in Chromium against the built site and the real API: a visitor
 * reports a product from its page, an admin hides it, the owner reads the statement in their account and
 * appeals, a second admin reverses it; a visitor whose report led to no action appeals through the link in its
 * mail. Screenshots of the form and the statement at 1280 and 390 px go to
 * SHOTS_DIR for people to look at.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-trust', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/i40'
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const STEP = 30_000

let suite: BrowserSuite | undefined
const problems: string[] = []

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true })
  suite = await startBrowserSuite(OUT_DIR, problems)
}, 420_000)

afterAll(async () => {
  await suite?.browser.close()
  await suite?.site.stop()
  await suite?.api.stop()
})

const at = (path: string) => `${suite!.site.url}${path}`

async function adminToken(email: string): Promise<string> {
  const reply = await fetch(`${suite!.api.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, password: 'Admin@2026' }),
  })
  return ((await reply.json()) as { token: string }).token
}

async function asAdmin<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${suite!.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(reply.status).toBeLessThan(300)
  return (await reply.json()) as T
}

/** Screenshots at both widths, each also checked by axe (serious and critical findings) and for sideways scrolling. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true })
    expect(await axeFindings(page), `${name} at ${width}px`).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth), `${name} at ${width}px`).toBe(false)
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

describe('report, statement and appeal in Chromium', () => {
  it('takes a report from the product page, and shows the owner the statement and the appeal outcome', async () => {
    const { page, browser, api } = suite!
    const db = api.database.connect()
    const product = await db('products as p')
      .join('shops as s', 's.id', 'p.shop_id')
      .join('users as u', 'u.id', 's.owner_id')
      .where('u.email', OWNER.emailOrPhone)
      .where('s.status', 'approved')
      .where('p.is_active', true)
      .first('p.id', 'p.name')
    await db.destroy()
    const productId = Number(product.id)

    // The Report link is a plain link: reached by keyboard and followed with Enter.
    await page.goto(at(`/products/${productId}`))
    await page.getByTestId('report-link').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/report')
    await hydrateIslands(page, STEP)
    expect(await page.locator('.report-form__item').textContent()).toContain(String(product.name))
    await page.getByLabel('What kind of problem is it?').selectOption('unsafe_or_illegal_products')
    await page.getByLabel('Why is it illegal or against our terms?').fill('The heater on this listing was recalled last month.')
    await page.getByLabel('Your name').fill('Máire Visitor')
    await page.getByLabel('Your e-mail address').fill('maire.visitor@example.ie')
    await page.getByLabel(/I confirm in good faith/).check()
    await shoot(page, 'report-form')
    await page.getByRole('button', { name: 'Send report' }).click()
    const reference = await page.getByTestId('report-reference').textContent({ timeout: STEP })
    expect(reference).toMatch(/^SLR-\d{4}-\d{6}$/)
    expect(await page.locator('.report-done').textContent()).toContain('within 24 hours')
    await shoot(page, 'report-done')

    const admin = await adminToken('admin@shoplocal.ie')
    const { reports } = await asAdmin<{ reports: { id: number; reference: string }[] }>(admin, 'GET', '/api/admin/reports?status=open')
    const reported = reports.find((row) => row.reference === reference)!
    const body = {
      action: 'hide_item',
      ground: 'law',
      groundDetail: 'General Product Safety Regulation',
      explanation: 'The heater is recalled.',
    }
    await asAdmin(admin, 'POST', `/api/admin/reports/${reported.id}/decision`, body)

    const owner = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    expect((await owner.request.post(at('/api/shop-owner/login'), { headers: { origin: suite!.site.url }, data: OWNER })).ok()).toBe(true)
    const ownerPage = await owner.newPage()
    await ownerPage.goto(at('/account/statements'))
    await ownerPage
      .getByTestId('statement-list')
      .getByRole('link', { name: String(product.name) })
      .first()
      .click()
    await ownerPage.waitForURL((url) => url.pathname.startsWith('/account/statements/'))
    expect(await ownerPage.getByTestId('statement-action').textContent()).toBe('Hidden from the public')
    await hydrateIslands(ownerPage, STEP)
    await shoot(ownerPage, 'statement')
    await ownerPage.getByLabel('Why should we change the decision?').fill('The recall was for another model number.')
    await ownerPage.getByRole('button', { name: 'Send appeal' }).click()
    await ownerPage.getByTestId('appeal-sent').waitFor({ timeout: STEP })

    const moderator = await adminToken('moderator@shoplocal.ie')
    const { appeals } = await asAdmin<{ appeals: { id: number; statement: { target: { id: number } } }[] }>(
      moderator,
      'GET',
      '/api/admin/appeals',
    )
    const appeal = appeals.find((row) => row.statement.target.id === productId)!
    await asAdmin(moderator, 'POST', `/api/admin/appeals/${appeal.id}/decision`, {
      outcome: 'reversed',
      explanation: 'Another model was recalled.',
    })
    await ownerPage.reload()
    expect(await ownerPage.getByTestId('appeal-status').textContent()).toContain('Successful: the decision was reversed')
    expect((await ownerPage.goto(at(`/products/${productId}`)))?.status()).toBe(200)
    await owner.close()
    expect(problems).toEqual([])
  }, 240_000)

  it('opens a visitor’s statement from the link in its mail, and takes their appeal there', async () => {
    const { page, api } = suite!
    const db = api.database.connect()
    const shop = await db('shops').where({ status: 'approved', is_active: true }).whereNull('removed_at').first('id')
    const sent = await fetch(`${api.url}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        targetType: 'shop',
        targetId: Number(shop.id),
        category: 'scams_and_fraud',
        explanation: 'They took a deposit and closed.',
        reporterName: 'Orla Visitor',
        reporterEmail: 'orla.visitor@example.ie',
        goodFaith: true,
      }),
    })
    const { reference } = (await sent.json()) as { reference: string }
    const admin = await adminToken('admin@shoplocal.ie')
    const { reports } = await asAdmin<{ reports: { id: number; reference: string }[] }>(admin, 'GET', '/api/admin/reports?status=open')
    const reported = reports.find((row) => row.reference === reference)!
    await asAdmin(admin, 'POST', `/api/admin/reports/${reported.id}/decision`, {
      action: 'no_action',
      ground: 'terms',
      groundDetail: 'Terms 1',
      explanation: 'The shop is open and refunded the deposit.',
    })
    const mail = await db('notifications').where({ kind: 'report_decided', recipient_email: 'orla.visitor@example.ie' }).first('link')
    await db.destroy()

    await page.goto(at(String(mail.link)))
    expect(await page.getByTestId('statement-action').textContent()).toBe('No action taken')
    await hydrateIslands(page, STEP)
    await shoot(page, 'statement-by-link')
    await page.getByLabel('Why should we change the decision?').fill('The refund never arrived.')
    await page.getByRole('button', { name: 'Send appeal' }).click()
    await page.getByTestId('appeal-sent').waitFor({ timeout: STEP })
    expect(problems).toEqual([])
  }, 120_000)
})
