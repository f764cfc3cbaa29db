import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { ADMIN_PAYMENT_MESSAGES, COMMON_LABELS } from '@shoplocal/shared/messages'
import {
  ADMIN_SUCCESS,
  CONSOLE_LABELS,
  PAYMENT_ADMIN_SUCCESS,
  PAYMENTS_TAB_LABELS,
  RECONCILIATION_LABELS,
  VERIFICATION_LABELS,
} from '../../src/renderer/messages/index'
import { consoleLinkUrl, formatEuro2 } from '@shoplocal/shared/rules'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, startWebConsole, type WebConsole, openSignedInConsole, stopAll, DEMO_ADMIN } from '../helpers/web-console'
import { OFFLINE_COPY, QUEUE_LINK_COPY } from '../../src/renderer/copy'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { createPayment, sqlNow, type NewPayment } from '../../../scripts/testing/payments.ts'

/**
 * The Payments and Payment Verification tabs in the system Chromium against the real API on a fresh seeded
 * database. Bank transfers waiting for verification are written as billing's checkout leaves them.
 */

let api: RunningApi
let db: Knex
let web: WebConsole
let browser: Browser
let page: Page
let files: string
let problems: string[] = []
const ids = { owner1: 0, owner2: 0, shop1: 0, shop2: 0 }
/** Waiting before the console opens (its lists are read once, then after each decision): one for the queue's a, one of a rejected shop. */
let queued: { id: number; reference: string }
let closedShopPayment: { id: number; reference: string }
const SHOTS = process.env.SHOTS_DIR

const pay = (payment: NewPayment) => createPayment(db, api.env.UPLOADS_DIR, payment)
const statusOf = async (id: number) => (await db('payment_transactions').where('id', id).first()).payment_status as string
const toast = (text: string) => page.getByRole('status').filter({ hasText: text })
const alertToast = (text: string) => page.getByRole('alert').filter({ hasText: text })
/** The browser logs the refused Mark Paid the test provokes; nothing else may be logged. */
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of 409 /
const shot = async (name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
}
/** The screen at a phone's width too, then back to the desktop window's. */
const shotNarrow = async (name: string) => {
  if (!SHOTS) return
  await page.setViewportSize({ width: 390, height: 900 })
  await page.screenshot({ path: join(SHOTS, `${name}-390.png`), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}

beforeAll(async () => {
  const port = await freePort()
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
  db = api.database.connect()
  const owner = async (email: string) => Number((await db('users').where('email', email).first()).id)
  ids.owner1 = await owner('siobhan.murphy@shoplocal.ie')
  ids.owner2 = await owner('ciaran.obrien@shoplocal.ie')
  ids.shop1 = Number((await db('shops').where({ owner_id: ids.owner1, status: 'approved' }).orderBy('id').first()).id)
  ids.shop2 = Number((await db('shops').where({ owner_id: ids.owner2, status: 'approved' }).orderBy('id').first()).id)
  const inDays = (days: number) => sqlNow(new Date(Date.now() + days * 86_400_000))
  await db('shops')
    .where('owner_id', ids.owner1)
    .update({ current_plan: 'pro', payment_status: 'paid', next_payment_due: inDays(60) })
  await db('shops')
    .where('owner_id', ids.owner2)
    .update({ current_plan: 'starter', payment_status: 'paid', next_payment_due: inDays(-2) })
  const earlier = new Date(Date.now() - 2 * 3_600_000)
  queued = await pay({ userId: ids.owner2, shopId: ids.shop2, amount: 45, proof: 'png', createdAt: earlier })
  const [rejectedShop] = await db('shops').insert({
    owner_id: ids.owner1,
    name: 'Rejected Rugs',
    location: 'Ennis, Co. Clare',
    status: 'rejected',
    is_approved: false,
  })
  closedShopPayment = await pay({ userId: ids.owner1, shopId: Number(rejectedShop), amount: 19, proof: 'png', createdAt: earlier })
  files = await mkdtemp(join(tmpdir(), 'shoplocal-statements-'))
  web = await startWebConsole(api.url, 'production', port)
  browser = await launchChromium()
  ;({ page, problems } = await openSignedInConsole(browser, web.site.origin, {
    viewport: { width: 1280, height: 900 },
    expectedRefusal: EXPECTED_REFUSAL,
  }))
}, 180_000)

afterAll(async () => {
  await stopAll(browser, web, db, api)
  if (files) await rm(files, { recursive: true, force: true })
})

describe('payments and verification in the console', { timeout: 30_000 }, () => {
  it('shows the payment figures, the bank details, and marks an overdue owner paid', async () => {
    await page.getByRole('link', { name: 'Payments', exact: true }).click()
    await page.getByText(PAYMENTS_TAB_LABELS.activeSubscriptions).waitFor()
    await page.getByRole('button', { name: PAYMENTS_TAB_LABELS.showBankDetails }).click()
    await page.getByText('IBAN').waitFor()
    const grid = page.getByRole('region', { name: 'Payments' })
    const overdue = grid
      .locator('.ag-row')
      .filter({ hasText: (await db('shops').where('id', ids.shop2).first()).name })
      .first()
    await overdue.locator('.due-overdue').waitFor()
    await shot('payments-tab')
    // Every shop of an owner paid well ahead is active: Mark Paid is disabled on each.
    await page.getByLabel(PAYMENTS_TAB_LABELS.search).fill('siobhan.murphy')
    await page.getByLabel(PAYMENTS_TAB_LABELS.statusFilter).selectOption('active')
    await grid
      .locator('.ag-row')
      .filter({ hasText: (await db('shops').where('id', ids.shop1).first()).name })
      .first()
      .waitFor()
    // Read every row's button in one step: the grid redraws while the filter lands.
    const markPaidStates = () =>
      grid
        .getByRole('button', { name: PAYMENTS_TAB_LABELS.markPaid })
        .evaluateAll((buttons) => buttons.map((button) => (button as HTMLButtonElement).disabled))
    await expect
      .poll(
        async () => {
          const states = await markPaidStates()
          return states.length > 0 && states.every(Boolean)
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    await page.getByLabel(PAYMENTS_TAB_LABELS.search).fill('')
    await page.getByLabel(PAYMENTS_TAB_LABELS.statusFilter).selectOption('all')

    await overdue.getByRole('button', { name: PAYMENTS_TAB_LABELS.markPaid }).click()
    await page.getByRole('dialog').getByRole('button', { name: PAYMENTS_TAB_LABELS.markPaid }).click()
    await toast(PAYMENT_ADMIN_SUCCESS.paymentMarked).waitFor()
    const shop = await db('shops').where('id', ids.shop2).first()
    expect(shop.payment_status).toBe('paid')
    expect((await db('admin_logs').where({ action: 'mark_paid', target_id: ids.owner2 }).count('* as n').first())?.n).toBeTruthy()
  })

  it('answers Mark Paid on a free-trial owner with an Error toast carrying the server message', async () => {
    const approved = await db('shops').where('status', 'approved').whereNotIn('owner_id', [ids.owner1, ids.owner2])
    const owners = new Map<number, { name: string; plans: string[] }>()
    for (const row of approved) {
      const entry = owners.get(Number(row.owner_id)) ?? { name: String(row.name), plans: [] }
      entry.plans.push(String(row.current_plan))
      owners.set(Number(row.owner_id), entry)
    }
    const trialOwner = [...owners.entries()].find(([, entry]) => entry.plans.every((plan) => plan === 'free_trial'))!
    const before = await db('payment_transactions').count('* as n').first()
    await page.getByLabel(PAYMENTS_TAB_LABELS.search).fill(trialOwner[1].name)
    const row = page.getByRole('region', { name: 'Payments' }).locator('.ag-row').filter({ hasText: trialOwner[1].name }).first()
    await row.getByRole('button', { name: PAYMENTS_TAB_LABELS.markPaid }).click()
    await page.getByRole('dialog').getByRole('button', { name: PAYMENTS_TAB_LABELS.markPaid }).click()
    const failure = alertToast(ADMIN_PAYMENT_MESSAGES.trialOnly)
    await failure.waitFor()
    await expect(failure.locator('strong').textContent()).resolves.toBe(COMMON_LABELS.error)
    expect(await db('payment_transactions').count('* as n').first()).toEqual(before)
    await page.getByLabel(PAYMENTS_TAB_LABELS.search).fill('')
  })

  it('verifies an image proof and rejects a PDF proof with a reason', async () => {
    const image = await pay({
      userId: ids.owner1,
      shopId: ids.shop1,
      planName: 'pro',
      amount: 99,
      proof: 'png',
      createdAt: new Date(Date.now() - 3_600_000),
    })
    const pdf = await pay({ userId: ids.owner2, shopId: ids.shop2, amount: 39, proof: 'pdf' })
    await page.getByRole('link', { name: 'Payment Verification' }).click()
    const queue = page.getByRole('navigation', { name: VERIFICATION_LABELS.queue })
    await queue.getByRole('button', { name: new RegExp(image.reference) }).click()
    // The keyboard walks the queue: j to the next proof, k back.
    await page.keyboard.press('j')
    await queue.getByRole('button', { name: new RegExp(pdf.reference), pressed: true }).waitFor()
    await page.keyboard.press('k')
    await queue.getByRole('button', { name: new RegExp(image.reference), pressed: true }).waitFor()
    const detail = page.getByRole('article', { name: `${VERIFICATION_LABELS.reference} ${image.reference}` })
    await detail.getByRole('img', { name: `${VERIFICATION_LABELS.proofTitle} ${image.reference}` }).waitFor()
    await shot('verification-image-proof')
    // Verify asks first, as Mark Paid and Refund do, naming the amount; cancelling changes nothing.
    await detail.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    const ask = page.getByRole('dialog', { name: VERIFICATION_LABELS.verifyTitle })
    await ask.getByText(VERIFICATION_LABELS.verifyMessage(formatEuro2(99))).waitFor()
    await ask.getByRole('button', { name: COMMON_LABELS.cancel }).click()
    await ask.waitFor({ state: 'hidden' })
    expect(await statusOf(image.id)).toBe('pending_verification')
    await detail.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    await ask.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    await toast(PAYMENT_ADMIN_SUCCESS.paymentVerified).waitFor()
    expect(await statusOf(image.id)).toBe('verified')

    // Refund's confirmation states the amount it records as returned.
    await queue.getByRole('button', { name: new RegExp(image.reference) }).waitFor({ state: 'detached' })
    await page.getByLabel(VERIFICATION_LABELS.filter).selectOption('verified')
    await queue.getByRole('button', { name: new RegExp(image.reference) }).click()
    // The verified payment's own form (the list may still show the previous filter's answer for a moment).
    await detail.getByRole('button', { name: VERIFICATION_LABELS.refund }).waitFor()
    await detail.getByLabel(VERIFICATION_LABELS.reason).fill('Paid twice by mistake')
    await detail.getByRole('button', { name: VERIFICATION_LABELS.refund }).click()
    const refund = page.getByRole('dialog', { name: VERIFICATION_LABELS.refundTitle })
    await refund.getByText(VERIFICATION_LABELS.refundMessage(formatEuro2(99))).waitFor()
    await shot('verification-refund-confirm')
    await shotNarrow('verification-refund-confirm')
    await refund.getByRole('button', { name: COMMON_LABELS.cancel }).click()
    await page.getByLabel(VERIFICATION_LABELS.filter).selectOption('pending_verification')

    await queue.getByRole('button', { name: new RegExp(pdf.reference) }).click()
    const pdfDetail = page.getByRole('article', { name: `${VERIFICATION_LABELS.reference} ${pdf.reference}` })
    await pdfDetail.getByRole('img', { name: `${VERIFICATION_LABELS.proofTitle} ${pdf.reference}, page 1` }).waitFor()
    await shot('verification-pdf-proof')
    const reject = pdfDetail.getByRole('button', { name: VERIFICATION_LABELS.reject })
    expect(await reject.isDisabled()).toBe(true)
    await pdfDetail.getByLabel(VERIFICATION_LABELS.reason).fill('The transfer is for a different amount')
    await reject.click()
    await toast(PAYMENT_ADMIN_SUCCESS.paymentRejected).waitFor()
    const row = await db('payment_transactions').where('id', pdf.id).first()
    expect(row).toMatchObject({ payment_status: 'rejected', rejection_reason: 'The transfer is for a different amount' })
    await queue.getByRole('button', { name: new RegExp(pdf.reference) }).waitFor({ state: 'detached' })
  })

  it('verifies a payment with its proof from the Moderation Queue by a and its confirmation', async () => {
    const proofed = queued
    await page.getByRole('link', { name: /^Moderation Queue/ }).click()
    const option = page.getByRole('option').filter({ hasText: proofed.reference })
    await option.click()
    await page.getByRole('option', { selected: true }).filter({ hasText: proofed.reference }).waitFor()
    // a asks for confirmation, stating the amount; Enter on the confirmation verifies it (after the undo window).
    await page.keyboard.press('a')
    const ask = page.getByRole('dialog', { name: VERIFICATION_LABELS.verifyTitle })
    await ask.getByText(VERIFICATION_LABELS.verifyMessage(formatEuro2(45))).waitFor()
    await shot('queue-verify-confirm')
    await shotNarrow('queue-verify-confirm')
    expect(await statusOf(proofed.id)).toBe('pending_verification')
    await ask.getByRole('button', { name: VERIFICATION_LABELS.verify }).press('Enter')
    await toast(ADMIN_SUCCESS.paymentVerified).waitFor({ timeout: 15_000 })
    await expect.poll(() => statusOf(proofed.id)).toBe('verified')
  })

  it("shows each payment's shop status and verifies a rejected shop's payment only with a reason", async () => {
    const proofed = closedShopPayment
    await page.getByRole('link', { name: 'Payment Verification' }).click()
    const queue = page.getByRole('navigation', { name: VERIFICATION_LABELS.queue })
    const item = queue.getByRole('button', { name: new RegExp(proofed.reference) })
    await item.getByText('Rejected Rugs (Rejected)').waitFor()
    await item.click()
    const detail = page.getByRole('article', { name: `${VERIFICATION_LABELS.reference} ${proofed.reference}` })
    await detail.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    const ask = page.getByRole('dialog', { name: VERIFICATION_LABELS.verifyTitle })
    await ask.getByText(VERIFICATION_LABELS.closedShopWarning('Rejected'), { exact: false }).waitFor()
    await shot('verification-closed-shop')
    await shotNarrow('verification-closed-shop')
    // The API refuses it without a reason (422); the dialog waits for one.
    const confirm = ask.getByRole('button', { name: VERIFICATION_LABELS.verify })
    expect(await confirm.isDisabled()).toBe(true)
    expect(await statusOf(proofed.id)).toBe('pending_verification')
    await ask.getByLabel(CONSOLE_LABELS.reason).fill('Fee received before the rejection')
    await ask.getByRole('button', { name: VERIFICATION_LABELS.verify }).click()
    // The previous test's toast may still be showing: the database says when this one is done.
    await expect.poll(() => statusOf(proofed.id)).toBe('verified')
    const log = await db('admin_logs').where({ action: 'verify_payment', target_id: proofed.id }).first()
    expect(JSON.parse(log.details).reason).toBe('Fee received before the rejection')
  })

  it('reconciles a Bank of Ireland statement: matches by reference, settles a suggestion by hand, verifies in one step, and a second import changes nothing', async () => {
    const open = await pay({ userId: ids.owner1, shopId: ids.shop1, planName: 'pro', amount: 99 })
    const unreferenced = await pay({ userId: ids.owner2, shopId: ids.shop2, amount: 39 })
    const today = new Date()
    const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`
    const statement = join(files, 'boi-statement.csv')
    await writeFile(
      statement,
      [
        'Date,Details,Debit,Credit,Balance',
        `${day},BOI 365 ${open.reference.toLowerCase().replace(/-/g, ' ')} S MURPHY,,99.00,1099.00`,
        `${day},C OBRIEN LIMERICK,,39.00,1138.00`,
        `${day},UNKNOWN LODGEMENT,,12.34,1150.34`,
        `${day},TESCO IRELAND,25.10,,1125.24`,
      ].join('\n'),
    )
    await page.getByLabel(RECONCILIATION_LABELS.chooseFile).setInputFiles(statement)
    expect(await page.getByLabel(RECONCILIATION_LABELS.layout).inputValue()).toBe('boi')
    await page.getByRole('button', { name: RECONCILIATION_LABELS.preview }).click()
    const table = page.getByRole('table', { name: RECONCILIATION_LABELS.heading })
    await table.getByText(RECONCILIATION_LABELS.matched, { exact: true }).waitFor()
    expect(await table.getByText(RECONCILIATION_LABELS.ambiguous, { exact: true }).count()).toBe(1)
    expect(await table.getByText(RECONCILIATION_LABELS.unmatched, { exact: true }).count()).toBe(1)
    const choice = table.getByLabel(RECONCILIATION_LABELS.choose)
    await choice.selectOption(String(unreferenced.id))
    await shot('verification-reconciliation')
    await page.getByRole('button', { name: RECONCILIATION_LABELS.confirm }).click()
    await toast(PAYMENT_ADMIN_SUCCESS.reconciled).waitFor()
    expect(await statusOf(open.id)).toBe('verified')
    expect(await statusOf(unreferenced.id)).toBe('verified')
    await page.getByRole('status').filter({ hasText: '2 already imported' }).waitFor()

    await page.getByRole('button', { name: RECONCILIATION_LABELS.preview }).click()
    await page.getByRole('status').filter({ hasText: '0 matched' }).waitFor()
    expect(await page.getByRole('button', { name: RECONCILIATION_LABELS.confirm }).isDisabled()).toBe(true)
  })

  it('logged no warnings or errors', () => {
    expect(problems).toEqual([])
  })
})

describe('links into the console and a lost API', { timeout: 60_000 }, () => {
  /** A fresh tab, signed out, opened as a clicked `shoplocal-admin://` link opens the installed console. */
  const openWithLink = async (link: string) => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    tab.setDefaultTimeout(15_000)
    await tab.goto(`${web.site.origin}/?link=${encodeURIComponent(link)}`)
    await tab.getByLabel('Email').fill(DEMO_ADMIN.email)
    await tab.getByLabel('Password').fill(DEMO_ADMIN.password)
    await tab.getByRole('button', { name: 'Sign In', exact: true }).click()
    await tab.getByRole('navigation', { name: 'Enhanced Admin Panel' }).waitFor()
    return tab
  }

  it('a link to a payment signs in first, then opens that payment in the Moderation Queue', async () => {
    const waiting = await pay({ userId: ids.owner2, shopId: ids.shop2, amount: 39, proof: 'png' })
    const tab = await openWithLink(consoleLinkUrl({ kind: 'payment', id: waiting.id }))
    await tab.waitForURL(/#\/queue$/)
    const selected = tab.getByRole('option', { selected: true })
    await selected.filter({ hasText: waiting.reference }).waitFor()
    if (SHOTS) await tab.screenshot({ path: join(SHOTS, 'console-deep-link-1280.png') })
    await tab.close()
  })

  it('a link to a case no longer waiting says so, and a link to anything else is ignored', async () => {
    const done = await pay({ userId: ids.owner1, shopId: ids.shop1, amount: 99, proof: 'png' })
    await db('payment_transactions').where('id', done.id).update({ payment_status: 'verified' })
    const decided = await openWithLink(consoleLinkUrl({ kind: 'payment', id: done.id }))
    await decided.getByRole('status').filter({ hasText: QUEUE_LINK_COPY.notWaiting }).waitFor()
    await decided.close()

    const stranger = await openWithLink('shoplocal-admin://users/1')
    await stranger.waitForURL(/#\/overview$/)
    await stranger.close()
  })

  it('says when the API cannot be reached, keeps what was typed and the list, and carries on when it answers', async () => {
    const { page: tab } = await openSignedInConsole(browser, web.site.origin, { viewport: { width: 390, height: 844 } })
    await tab.getByRole('link', { name: 'Users', exact: true }).click()
    const search = tab.getByLabel(CONSOLE_LABELS.searchUsers)
    await tab.getByRole('gridcell').first().waitFor()
    await tab.route(`${api.url}/**`, (route) => route.abort('connectionrefused'))
    await search.fill('murphy')
    const banner = tab.getByRole('alert').filter({ hasText: OFFLINE_COPY.title })
    await banner.waitFor()
    if (SHOTS) await tab.screenshot({ path: join(SHOTS, 'console-offline-390.png') })
    expect(await search.inputValue()).toBe('murphy')
    expect(await tab.getByText(CONSOLE_LABELS.noUsers).count()).toBe(0)
    await tab.unroute(`${api.url}/**`)
    await banner.waitFor({ state: 'detached', timeout: 30_000 })
    await tab.getByRole('gridcell', { name: 'siobhan.murphy@shoplocal.ie' }).waitFor({ timeout: 30_000 })
    expect(await search.inputValue()).toBe('murphy')
    await tab.close()
  })
})
