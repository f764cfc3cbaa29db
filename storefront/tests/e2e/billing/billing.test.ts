import { join } from 'node:path'
import { mkdir } from 'node:fs/promises'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BILLING_ERRORS } from '@shoplocal/shared/messages'
import { formatEuro, formatIban, normalizePaymentReference } from '@shoplocal/shared/rules'
import type { RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { gradientPng } from '../owner/harness.ts'
import { STOREFRONT_ROOT, type RunningServer, hydrateIslands, startBrowserSuite } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-billing', 'dist')

/**
 * Plans and paying in Chromium: the public pricing page, the referral field of the owner sign-up, the
 * dashboard's referral code and pricing section, and a plan paid by bank transfer with a proof upload.
 * Screenshots at 1280 and 390 px go to SHOTS_DIR. Signed-in pages are audited inside main: the header's
 * account menu is the site frame's, audited by its own suite.
 */
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/billing'

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let page: Page
const problems: string[] = []

const at = (path: string) => `${site!.url}${path}`

/** Whether each group of four of the IBAN on the page sits on one line (wraps happen only between groups). */
const ibanGroupsWhole = () =>
  page.getByTestId('bank-iban').evaluate((element) => {
    const text = element.firstChild!
    const groups = [...element.textContent!.matchAll(/\S+/g)]
    return groups.every((group) => {
      const range = document.createRange()
      range.setStart(text, group.index)
      range.setEnd(text, group.index + group[0].length)
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size === 1
    })
  })

async function settle(): Promise<void> {
  await hydrateIslands(page)
}

async function open(path: string): Promise<void> {
  await page.goto(at(path))
  await settle()
}

async function shoot(name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `${SHOTS_DIR}/e2e-${name}-${width}.png`, fullPage: true })
  }
}

beforeAll(async () => {
  await mkdir(SHOTS_DIR, { recursive: true })
  ;({ api, site, browser, page } = await startBrowserSuite(OUT_DIR, problems))
}, 240_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

describe('plans and bank-transfer payments', { timeout: 120_000 }, () => {
  it('shows a visitor the six plans, each leading to the owner sign-in', async () => {
    await open('/pricing')
    const cards = page.getByTestId('pricing-plans').locator('.plan-card')
    await expect(cards.count()).resolves.toBe(6)
    await expect(page.locator('[data-plan=pro]').textContent()).resolves.toContain('€99')
    await expect(page.locator('[data-plan=spotlight]').textContent()).resolves.toContain('€1,609')
    await page.locator('[data-plan=pro]').getByRole('link', { name: 'Choose Plan' }).click()
    await page.waitForURL(at('/shop-owner-auth?plan=pro'))
    await open('/pricing')
    expect(await axeFindings(page)).toEqual([])
    await shoot('pricing-visitor')
  })

  it('keeps a plan chosen while signed out through the sign-in, to the pay step for that plan', async () => {
    await open('/pricing')
    await page.locator('[data-plan=pro]').getByRole('link', { name: 'Choose Plan' }).click()
    await page.waitForURL(at('/shop-owner-auth?plan=pro'))
    await settle()
    await page.getByLabel('Email or phone').fill('ciaran.obrien@shoplocal.ie')
    await page.getByLabel('Password', { exact: true }).fill('Owner@2026')
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
    // Several shops: the plans page asks which one, with Pro marked as the choice.
    await page.waitForURL(at('/pricing?plan=pro'))
    await page.getByTestId('chosen-plan').getByText('You chose the Pro plan').waitFor()
    expect(await page.locator('.plan-card--chosen').getAttribute('data-plan')).toBe('pro')
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pricing-chosen-plan')
    await page.locator('[data-plan=pro]').getByRole('button', { name: 'Choose Pro' }).click()
    await page.waitForURL(/\/pay\?shopId=\d+&plan=pro$/)
    await page.getByRole('heading', { name: /^Pro plan, / }).waitFor()

    // Already paying for plans: the dashboard's yearly listing offer says what it replaces and what those cost now.
    const db = api!.database.connect()
    try {
      const owner = await db('users').where('email', 'ciaran.obrien@shoplocal.ie').first()
      const due = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
      await db('shops').where('owner_id', owner.id).update({ current_plan: 'pro', payment_status: 'paid', next_payment_due: due })
      const shops = Number((await db('shops').where('owner_id', owner.id).count('* as n').first())!.n)
      await open('/dashboard')
      await expect(page.getByTestId('listing-offer').textContent()).resolves.toBe(
        `Yearly listing €200/year for all your shops, in place of your Pro plan (${formatEuro(99 * 4 * shops)}/year now)`,
      )
      expect(await axeFindings(page, '.owner-head')).toEqual([])
      await shoot('dashboard-listing-offer')
    } finally {
      await db.destroy()
    }
    await page.context().clearCookies()
  })

  it('refuses an unknown referral code at owner sign-up with its message', async () => {
    await open('/shop-owner-auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('First name').fill('Orla')
    await page.getByLabel('Last name').fill('Kenny')
    await page.getByLabel('Email or phone').fill(`087${String(Date.now()).slice(-7)}`)
    await page.getByLabel('City').fill('Athlone')
    await page.getByLabel('Password', { exact: true }).fill('Harbour@2026')
    await page.getByLabel('Confirm password').fill('Harbour@2026')
    await page.getByLabel('Referral code (optional)').fill('zzzz2222')
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()
    await page.getByText(BILLING_ERRORS.unknownReferralCode).first().waitFor()
    expect(await axeFindings(page)).toEqual([])
    await shoot('sign-up-referral')
  })

  it('shows an owner their referral code and count, and takes a chosen plan to a bank transfer with a proof', async () => {
    await open('/shop-owner-auth')
    await page.getByLabel('Email or phone').fill('siobhan.murphy@shoplocal.ie')
    await page.getByLabel('Password', { exact: true }).fill('Owner@2026')
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
    await page.waitForURL(at('/dashboard'))
    await settle()

    await expect(page.getByTestId('referral-code').textContent()).resolves.toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/)
    await expect(page.getByTestId('referral-count').textContent()).resolves.toBe('1 shop referred')
    await expect(page.getByTestId('pricing-plans').locator('.plan-card').count()).resolves.toBe(6)
    expect(await axeFindings(page, '.billing-panel')).toEqual([])
    expect(await axeFindings(page, '[data-testid=pricing-plans]')).toEqual([])
    await shoot('dashboard-billing')

    // The billing details the receipts print as the buyer's: a wrong VAT number is refused beside its field.
    const details = page.getByTestId('billing-details')
    await details.getByLabel('Billing address').fill('Murphy Crafts Ltd, 4 Abbey Street, Ennis, Co. Clare')
    await details.getByLabel('VAT number').fill('12')
    await details.getByRole('button', { name: 'Save billing details' }).click()
    await details.getByText(BILLING_ERRORS.vatNumberInvalid).waitFor()
    await details.getByLabel('VAT number').fill('ie 9876543 w')
    await details.getByRole('button', { name: 'Save billing details' }).click()
    await page.getByTestId('toast').getByText('Billing details saved', { exact: true }).waitFor()
    await expect.poll(() => details.getByLabel('VAT number').inputValue()).toBe('IE9876543W')
    expect(await axeFindings(page, '[data-testid=billing-details]')).toEqual([])

    // The last shop's "Pay or change plan" opens the plans with that shop chosen.
    const row = page.getByTestId('shop-plans').locator('.shop-plans__row').last()
    const shopName = (await row.locator('.shop-plans__name').textContent())!
    await row.getByRole('link', { name: 'Pay or change plan' }).click()
    await page.waitForURL(/\/pricing\?shopId=\d+$/)
    await expect(page.locator('#pricing-shop option:checked').textContent()).resolves.toContain(shopName)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pricing-owner')
    // Business: the seeded shops already have a Pro transfer waiting for the staff, which /pay would reopen.
    await page.locator('[data-plan=business]').getByRole('button', { name: 'Choose Business' }).click()
    await page.waitForURL(/\/pay\?shopId=\d+&plan=business$/)
    await settle()
    await page.getByRole('heading', { name: 'Business plan, €299.00' }).waitFor()
    await page.getByText(shopName, { exact: true }).first().waitFor()
    // Every fee and the total are shown before anything is created, as the invoice will then bill them.
    const quoted = (await page.getByTestId('quote-total').textContent())!
    expect(quoted).toMatch(/^€[\d,]+\.\d{2}$/)
    await expect(page.getByTestId('vat-note').textContent()).resolves.toBe('All prices include 23 % VAT.')
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pay-choice')

    await page.getByRole('button', { name: 'Continue to payment' }).click()
    const invoice = page.getByTestId('invoice')
    await invoice.waitFor()
    await expect(page.getByTestId('invoice-status').textContent()).resolves.toBe('Awaiting payment')
    await expect(page.getByTestId('invoice-total').textContent()).resolves.toBe(quoted)
    await expect(invoice.getByText('Business plan (1 year)').isVisible()).resolves.toBe(true)
    const reference = (await page.getByTestId('payment-reference').textContent())!
    expect(normalizePaymentReference(reference)).toBe(reference)
    const iban = (await page.getByTestId('bank-iban').textContent())!
    expect(iban).toBe(formatIban(iban))
    expect(iban).toMatch(/^IE\d{2} [A-Z]{4} \d{4} /)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pay-invoice')
    // At the narrowest phone width the IBAN wraps, and only between its groups.
    await page.setViewportSize({ width: 320, height: 900 })
    await expect(ibanGroupsWhole()).resolves.toBe(true)
    await page.setViewportSize({ width: 1280, height: 900 })

    await invoice.locator('input[type=file]').setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('hello') })
    await invoice.getByText(BILLING_ERRORS.proofWrongType).waitFor()
    await invoice
      .locator('input[type=file]')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: gradientPng(900, 700, 40) })
    await invoice.getByRole('button', { name: 'Send proof' }).click()
    await page.getByTestId('toast').getByText('Payment Proof Submitted', { exact: true }).waitFor()
    await page.getByTestId('proof-received').waitFor()
    await expect(page.getByTestId('invoice-status').textContent()).resolves.toBe('Pending verification')
    // The history is read again after the upload; wait for that answer rather than the first paint.
    await page.getByTestId('payment-history').locator('tr', { hasText: reference }).filter({ hasText: 'Pending verification' }).waitFor()
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pay-proof-sent')

    const chosenShopId = new URL(page.url()).searchParams.get('shopId')
    // /pay opened on its own, after a reload, lands on the open invoice instead of starting anew.
    await open('/pay')
    await expect(page.getByTestId('payment-reference').textContent()).resolves.toBe(reference)
    await page.getByTestId('proof-received').waitFor()
    await page.reload()
    await settle()
    await expect(page.getByTestId('payment-reference').textContent()).resolves.toBe(reference)
    expect(await axeFindings(page, 'main')).toEqual([])
    await shoot('pay-resumed')

    // Asking for the same plan again reopens that invoice, with its proof received.
    await open(`/pay?shopId=${chosenShopId}&plan=business`)
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await expect(page.getByTestId('payment-reference').textContent()).resolves.toBe(reference)
    await page.getByTestId('proof-received').waitFor()
    expect(problems).toEqual([])
  })
})
