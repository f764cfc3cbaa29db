import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLANS, REGISTRATION_FEE, STARTER_EXTRA_PRODUCTS, YEARLY_LISTING_FEE } from '@shoplocal/shared/constants'
import { OWNER_STATUS_COPY } from '@shoplocal/shared/messages'
import { FEE_NOTES, OPENING_HOURS_COPY } from '../../../src/messages/index.ts'
import { formatEuro, formatEuro2 } from '@shoplocal/shared/rules'
import type { BillingOverview } from '@shoplocal/shared/types'
import type { RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTraderIn } from '../../../../scripts/testing/trader-fixture.ts'
import { axeFindings } from '../axe.ts'
import { gradientPng } from '../owner/harness.ts'
import { STOREFRONT_ROOT, type RunningServer, hydrateIslands, startBrowserSuite, storedPhoneCode } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-owner-journey', 'dist')

/**
 * A new owner's money journey in Chromium: sign-up, a shop with opening hours, the dashboard's figures
 * following each change without a reload, a €6.50 product shown as "€6.50" on the dashboard, the shop
 * page, browse and a guest's favourites, the pricing story, the full total before paying, a bank transfer
 * with a proof, and /pay reloaded on the open invoice. Screens at 1280 and 390 px go to SHOTS_DIR.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/owner-journey'
const PASSWORD = 'Harbour@2026'
const UNIQUE = `Journey${String(Date.now()).slice(-6)}`
const SHOP = `${UNIQUE} Pantry`
const PRODUCT = `${UNIQUE} Oatcakes`

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let context: BrowserContext
let page: Page
let shopId = 0
const problems: string[] = []

const at = (path: string) => `${site!.url}${path}`

async function settle(target: Page = page): Promise<void> {
  await hydrateIslands(target)
}

async function open(path: string, target: Page = page): Promise<void> {
  await target.goto(at(path))
  await settle(target)
}

async function toast(text: string): Promise<void> {
  await page.getByTestId('toast').getByText(text, { exact: true }).first().waitFor()
}

async function shoot(name: string, target: Page = page): Promise<void> {
  for (const width of [390, 1280]) {
    await target.setViewportSize({ width, height: 900 })
    await target.screenshot({ path: `${SHOTS_DIR}/e2e-${name}-${width}.png`, fullPage: true })
  }
}

/** A call of the admin console's API, signed in as the seeded admin. */
async function adminCall(method: string, path: string, body: object = {}): Promise<void> {
  const token = await fetch(`${api!.url}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  }).then((response) => response.json() as Promise<{ token: string }>)
  const answer = await fetch(`${api!.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token.token}`, accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(answer.status).toBe(200)
}

const decideShop = (id: number, decision: 'approve' | 'reject', reason?: string) =>
  adminCall('PUT', `/api/admin/shops/${id}/${decision}`, reason ? { reason } : {})

const stat = async (testId: string) => (await page.getByTestId(testId).locator('dd').first().textContent())?.trim()
const planMeta = () => page.getByTestId('shop-plans').locator(`[data-shop-id="${shopId}"]`).getByTestId('shop-plan-meta').textContent()

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  ;({ api, site, browser, context, page } = await startBrowserSuite(OUT_DIR, problems))
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

describe("a new owner's money journey", { timeout: 150_000 }, () => {
  it('signs up, creates a shop with opening hours, and the dashboard figures follow without a reload', async () => {
    await open('/shop-owner-auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('First name').fill('Nuala')
    await page.getByLabel('Last name').fill('Brennan')
    const phone = `085${String(Date.now()).slice(-7)}`
    await page.getByLabel('Email or phone').fill(phone)
    await page.getByLabel('City').fill('Westport')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    // A phone sign-up signs in only with its texted code (read from the database: this suite has no SMS sink).
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor()
    await page.getByLabel('Verification code').fill(await storedPhoneCode(api!, phone))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.waitForURL(at('/dashboard'))
    await settle()
    expect(await stat('stat-shops')).toBe('0')
    await expect(page.getByTestId('shop-plans').locator('.shop-plans__row').count()).resolves.toBe(0)

    await page.getByRole('button', { name: 'Add Your First Shop' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' })
    await dialog.getByLabel('Shop name (required)').fill(SHOP)
    await dialog.getByLabel('Location (required)').fill('Westport, Co. Mayo')
    // Every day open round the clock, so the badge reads "Open now" whenever the test runs.
    for (const row of await dialog.getByTestId('hours-day').all()) {
      await row.getByRole('checkbox').check()
      await row.locator('input[type=time]').first().fill('00:00')
      await row.locator('input[type=time]').last().fill('00:00')
    }
    // A half-typed day is refused by the form before anything is sent.
    await dialog.getByLabel('Sunday closes').fill('')
    await dialog.getByRole('button', { name: 'Create Shop' }).click()
    await dialog.getByText('Please give both an opening and a closing time, or mark the day closed').waitFor()
    expect(await axeFindings(page, 'dialog[open]')).toEqual([])
    await dialog.getByLabel('Sunday closes').fill('00:00')
    await shoot('add-shop-hours', page)
    await dialog.getByRole('button', { name: 'Create Shop' }).click()
    await toast('Shop Created!')

    const card = page.getByTestId('owner-shop')
    shopId = Number(await card.getAttribute('data-shop-id'))
    // No reload: the summary, "Your plans" and the pricing grid's shop list all show the new shop.
    await expect.poll(() => stat('stat-shops')).toBe('1')
    await expect.poll(() => planMeta()).toContain('0 / 10 products')
    await expect(page.locator('#pricing-shop option').count()).resolves.toBe(1)
    await expect(card.getByText(OWNER_STATUS_COPY.notPublicYet).isVisible()).resolves.toBe(true)

    // While the shop waits for review, a product is saved but not "listed", and the Spotlight tab says why.
    await card.getByRole('button', { name: 'Add Product' }).click()
    const product = page.getByRole('dialog')
    await product.getByLabel('Product name (required)').fill(`${UNIQUE} Draft`)
    await product.getByLabel('Price (€) (required)').fill('3')
    await product.getByRole('button', { name: 'Add Product' }).click()
    await toast(OWNER_STATUS_COPY.productAddedNotPublic)
    await expect.poll(() => stat('stat-products')).toBe('1')
    await expect.poll(() => planMeta()).toContain('1 / 10 products')
    await page.getByRole('tab', { name: 'Spotlight' }).click()
    await page.getByTestId('spotlight-blocked').getByText(OWNER_STATUS_COPY.spotlightPending).waitFor()
    await shoot('spotlight-pending')
    await page.getByRole('tab', { name: 'Products' }).click()
    await page.getByRole('button', { name: `Delete ${UNIQUE} Draft` }).click()
    await page
      .getByRole('dialog', { name: `Delete ${UNIQUE} Draft` })
      .getByRole('button', { name: 'Delete', exact: true })
      .click()
    await toast('Product Deleted')
    expect(problems).toEqual([])
  })

  it('lists a €6.50 product as "€6.50" on the dashboard, the shop page, browse and favourites', async () => {
    await expect.poll(() => stat('stat-products')).toBe('0')
    // Approval waits for a checked trader (DSA Art. 30); the trader journey has its own test.
    await giveCheckedTraderIn(api!, shopId)
    await decideShop(shopId, 'approve')
    await open('/dashboard')
    const card = page.getByTestId('owner-shop')
    await card.getByText('Approved', { exact: true }).waitFor()
    await card.getByRole('button', { name: 'Add Product' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Product name (required)').fill(PRODUCT)
    await dialog.getByLabel('Price (€) (required)').fill('6.50')
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'oatcakes.png', mimeType: 'image/png', buffer: gradientPng(600, 400, 30) })
    await dialog.getByTestId('selected-file').waitFor()
    await dialog.getByRole('button', { name: 'Add Product' }).click()
    await toast(OWNER_STATUS_COPY.productAddedPublic)
    await expect.poll(() => planMeta()).toContain('1 / 10 products')
    await page.getByRole('tab', { name: 'Products' }).click()
    await page.getByTestId('owner-product').filter({ hasText: PRODUCT }).getByText('€6.50', { exact: true }).waitFor()
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('dashboard-products')

    await page.getByRole('tab', { name: 'My Shops' }).click()
    await card.getByRole('link', { name: OWNER_STATUS_COPY.viewMyShop }).click()
    await page.waitForURL(at(`/shops/${shopId}`))
    await settle()
    await page.getByTestId('shop-products').getByText('€6.50', { exact: true }).waitFor()
    await expect(page.getByTestId('open-state').first().textContent()).resolves.toBe(OPENING_HOURS_COPY.openNow)
    await page.getByTestId('shop-contact').getByText('Monday: Open 24 hours').waitFor()
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('shop-page')

    // Search finds a new product within 2 s of its write.
    await expect
      .poll(
        async () => {
          await open(`/browse-products?product=${encodeURIComponent(PRODUCT)}`)
          return page.locator('.product-card', { hasText: PRODUCT }).count()
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0)
    await page.locator('.product-card', { hasText: PRODUCT }).getByText('€6.50', { exact: true }).waitFor()
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('browse')

    // A guest saves it from the shop page and finds it among their favourites at its price.
    const guest = await context.browser()!.newContext({ viewport: { width: 1280, height: 900 } })
    const visitor = await guest.newPage()
    await open(`/shops/${shopId}`, visitor)
    const toggle = visitor.locator('.product-card', { hasText: PRODUCT }).getByTestId('favourite-toggle')
    await toggle.click()
    const gate = visitor.getByRole('dialog', { name: 'Sign In' })
    await gate.getByLabel('Email or phone').last().fill(`${UNIQUE.toLowerCase()}@example.ie`)
    await gate.getByTestId('continue-as-guest').click()
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    await open('/favorites', visitor)
    await visitor.getByText('€6.50', { exact: true }).first().waitFor()
    expect(await axeFindings(visitor, 'main')).toEqual([])
    await shoot('favourites', visitor)
    await guest.close()
    expect(problems).toEqual([])
  })

  it('tells the whole pricing story, shows the full total before paying, and resumes the open invoice after a reload', async () => {
    await open('/pricing')
    const notes = (await page.getByTestId('pricing-notes').textContent())!
    for (const note of [FEE_NOTES.freeTrial, FEE_NOTES.registrationFee, FEE_NOTES.starterAddon, FEE_NOTES.yearlyListing]) {
      expect(notes).toContain(note)
    }
    expect(notes).toContain(formatEuro(REGISTRATION_FEE))
    expect(notes).toContain(formatEuro(STARTER_EXTRA_PRODUCTS.monthlyPrice))
    expect(notes).toContain(formatEuro(YEARLY_LISTING_FEE))
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pricing')

    await page.locator('[data-plan=starter]').getByRole('button', { name: 'Choose Starter' }).click()
    await page.waitForURL(new RegExp(`/pay\\?shopId=${shopId}&plan=starter$`))
    await settle()
    // Plan and registration fee, each on its own line, and their sum, before anything is created.
    const quote = page.getByTestId('quote')
    await quote.getByText(formatEuro2(REGISTRATION_FEE)).waitFor()
    await expect(page.getByTestId('quote-total').textContent()).resolves.toBe(formatEuro2(39 + REGISTRATION_FEE))
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pay-total')

    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.getByTestId('invoice').waitFor()
    await expect(page.getByTestId('invoice-total').textContent()).resolves.toBe(formatEuro2(39 + REGISTRATION_FEE))
    const reference = (await page.getByTestId('payment-reference').textContent())!

    // At 390 px the reference and its Copy button share a line.
    await page.setViewportSize({ width: 390, height: 900 })
    const value = await page.getByTestId('payment-reference').boundingBox()
    const copy = await page.getByRole('button', { name: 'Copy the payment reference' }).boundingBox()
    expect(Math.abs(value!.y + value!.height / 2 - (copy!.y + copy!.height / 2))).toBeLessThan(8)
    await page.setViewportSize({ width: 1280, height: 900 })
    await shoot('pay-invoice')

    await page
      .getByTestId('invoice')
      .locator('input[type=file]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: gradientPng(900, 700, 40) })
    await page.getByTestId('invoice').getByRole('button', { name: 'Send proof' }).click()
    await page.getByTestId('toast').getByText('Next, our team checks that your transfer has arrived; then your plan starts.').waitFor()
    await page.getByTestId('proof-received').waitFor()

    await open('/pay')
    await page.reload()
    await settle()
    await expect(page.getByTestId('payment-reference').textContent()).resolves.toBe(reference)
    await page.getByTestId('proof-received').waitFor()
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pay-resumed')

    // Our team confirms the transfer while the dashboard is open: once it is in view again, every figure
    // shows the paid plan without a reload.
    await open('/dashboard')
    await expect.poll(() => planMeta()).toContain('Free Trial')
    const billing = (await (await page.request.get(at('/api/billing'))).json()) as BillingOverview
    const payment = billing.payments.find((each) => each.paymentReference === reference)!
    await adminCall('POST', `/api/admin/payments/transactions/${payment.id}/verify`)
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    const starter = PLANS.find((plan) => plan.name === 'starter')!
    await expect.poll(() => planMeta()).toContain(`Starter · Active · 1 / ${starter.maxProducts} products`)
    await page.getByTestId('owner-shop').getByText(`1 of ${starter.maxProducts} products on your plan`).waitFor()
    await expect(page.locator('#pricing-shop option').first().textContent()).resolves.toContain('Current plan: Starter')
    await shoot('dashboard-paid')
    expect(problems).toEqual([])
  })

  it('lets a rejected shop be edited and resubmitted, offering no Add Product until then', async () => {
    await open('/dashboard')
    await page.getByRole('button', { name: 'Add New Shop' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' })
    await dialog.getByLabel('Shop name (required)').fill(`${UNIQUE} Annex`)
    await dialog.getByLabel('Location (required)').fill('Castlebar, Co. Mayo')
    await dialog.getByRole('button', { name: 'Create Shop' }).click()
    await toast('Shop Created!')
    const card = page.getByTestId('owner-shop').filter({ hasText: `${UNIQUE} Annex` })
    const annexId = Number(await card.getAttribute('data-shop-id'))
    await decideShop(annexId, 'reject', 'The address is missing')

    await open('/dashboard')
    await card.getByText('Reason: The address is missing').waitFor()
    await expect(card.getByRole('button', { name: 'Add Product' }).count()).resolves.toBe(0)
    await expect(card.getByText(OWNER_STATUS_COPY.noProductsUntilResubmitted).isVisible()).resolves.toBe(true)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('rejected-shop')

    await card.getByRole('button', { name: OWNER_STATUS_COPY.resubmitTitle }).click()
    const edit = page.getByRole('dialog', { name: OWNER_STATUS_COPY.resubmitTitle })
    await edit.getByText(OWNER_STATUS_COPY.rejectedReason('The address is missing')).waitFor()
    await edit.getByLabel('Address').fill('Main Street, Castlebar')
    await shoot('resubmit-dialog')
    await edit.getByRole('button', { name: OWNER_STATUS_COPY.resubmitButton }).click()
    await toast(OWNER_STATUS_COPY.shopResubmitted)
    await card.getByText('Pending', { exact: true }).waitFor()
    await expect(card.getByRole('button', { name: 'Add Product' }).isVisible()).resolves.toBe(true)
    expect(problems).toEqual([])
  })
})
