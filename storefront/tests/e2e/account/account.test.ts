import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { axeFindings } from '../axe.ts'
import { buildSite, launchChromium, phoneSignUp, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from '../support.ts'

/**
 * The account page and the privacy and accessibility statements in Chromium, against the built site and
 * the real API: axe and reflow at 1280, 640 (1280 at 200 % zoom), 390 and 320 px, the account menu's
 * accessible name, and keyboard-only journeys through the account page (details, e-mail change with the
 * mailed code, deletion). Screenshots go to SHOTS_DIR for people to look at.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-account', 'dist')
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots/i30'
const WIDTHS = [1280, 640, 390, 320]
const PASSWORD = 'Harbour@2026'
const STEP = 30_000

let mail: MailSink | undefined
let sms: SmsSink | undefined
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined

beforeAll(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true })
  mail = await startMailSink()
  sms = await startSmsSink()
  const [startedApi] = await Promise.all([
    startApi({
      env: { ...mail.env, ...sms.env, AUTH_SIGN_IN_PER_MINUTE: '200', AUTH_REGISTER_PER_MINUTE: '200', AUTH_CODES_PER_MINUTE: '200' },
    }),
    buildSite(OUT_DIR),
  ])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 420_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
  await mail?.stop()
  await sms?.stop()
})

const url = (path: string) => `${site!.url}${path}`

let phoneCounter = 0
/** A new phone customer, registered and confirmed through the site's proxy as the sign-up form does, in a browser context of this width. */
async function newCustomer(width: number, firstName = 'Niamh'): Promise<{ context: BrowserContext; page: Page; phone: string }> {
  phoneCounter += 1
  const phone = `087${String(Date.now()).slice(-5)}${String(phoneCounter).padStart(2, '0')}`
  const cookies = await phoneSignUp(
    site!.url,
    '/api/customer/register',
    { firstName, lastName: 'Byrne', contact: phone, city: 'Sligo', password: PASSWORD },
    phone,
    sms!,
    { origin: site!.url },
  )
  const context = await browser!.newContext({ viewport: { width, height: 900 } })
  await context.addCookies(
    cookies.map((cookie) => {
      const [pair] = cookie.split(';')
      const separator = pair.indexOf('=')
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: site!.url }
    }),
  )
  return { context, page: await context.newPage(), phone }
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path))
  await hydrateIslands(page, STEP)
}

/** Whether the page scrolls sideways: content wider than the viewport fails reflow. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

/** Presses Tab until `selector` has focus (keyboard only), failing after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`${selector} never took focus`)
}

/** The focused element shows where it is (an outline or a ring). */
const focusVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!)
    return (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') || style.boxShadow !== 'none'
  })

/** The accessible name of the account menu's toggle as computed from its content (aria-hidden parts left out). */
const menuName = (page: Page) =>
  page.evaluate(() => {
    const toggle = document.querySelector('summary.account-menu__toggle')!
    const walk = (node: Node): string =>
      node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : node instanceof Element && node.getAttribute('aria-hidden') === 'true'
          ? ''
          : [...node.childNodes].map(walk).join(' ')
    return {
      label: toggle.getAttribute('aria-label'),
      name: walk(toggle).replace(/\s+/g, ' ').trim(),
      visible: toggle.querySelector('.account-menu__name')!.textContent!.trim(),
    }
  })

describe('your account and the statements, for everyone', () => {
  it('shows the account page, the privacy and the accessibility statements with no axe finding and no sideways scrolling', async () => {
    // Each width has its own customer and browser, so the four are looked at side by side.
    const lookAt = async (width: number) => {
      const { context, page } = await newCustomer(width)
      for (const path of ['/account', '/privacy', '/accessibility']) {
        await open(page, path)
        expect(await axeFindings(page), `${path} at ${width}px`).toEqual([])
        expect(await scrollsSideways(page), `${path} at ${width}px`).toBe(false)
        expect((await page.locator('header').count()) + (await page.locator('[role="banner"]').count()), path).toBeGreaterThan(0)
        expect(await page.locator('main').count(), path).toBe(1)
        await page.screenshot({ path: join(SHOTS_DIR, `${path.slice(1)}-${width}.png`), fullPage: true })
      }
      // Text spacing overrides (line height 1.5, paragraph spacing 2em, letter 0.12em, word 0.16em) hide and overlap nothing.
      await open(page, '/account')
      // Through a constructed style sheet: the page's CSP (rightly) refuses an injected <style>.
      await page.evaluate(() => {
        const sheet = new CSSStyleSheet()
        sheet.replaceSync(
          '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
        )
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
      })
      await page.screenshot({ path: join(SHOTS_DIR, `account-text-spacing-${width}.png`), fullPage: true })
      expect(await scrollsSideways(page), `text spacing at ${width}px`).toBe(false)
      await context.close()
    }
    await Promise.all(WIDTHS.map(lookAt))
  }, 300_000)

  it('names the account menu by what it shows, and links the account page from it and the statements from the footer', async () => {
    const { context, page } = await newCustomer(1280, 'Niamh')
    await open(page, '/')
    const menu = await menuName(page)
    expect(menu.label).toBeNull()
    expect(menu.visible).toBe('Niamh')
    expect(menu.name.startsWith(menu.visible)).toBe(true)
    await page.locator('summary.account-menu__toggle').click()
    // The menu's own item (the footer offers a signed-in person the same page).
    await page.getByRole('group').getByRole('link', { name: 'Your account' }).click()
    await page.waitForURL(/\/account$/, { timeout: STEP })
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy and cookies' }).getAttribute('href')).toBe('/privacy')
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).getAttribute('href')).toBe('/accessibility')
    await context.close()
  }, 120_000)

  it('changes the details and adds an e-mail address with the mailed code, by keyboard alone', async () => {
    const { context, page } = await newCustomer(390, 'Orla')
    await open(page, '/account')
    await tabTo(page, 'input[name="firstName"]')
    expect(await focusVisible(page)).toBe(true)
    await page.keyboard.press('Control+A')
    await page.keyboard.type('Nora')
    await page.keyboard.press('Enter')
    await page.getByText('Your details are saved.').first().waitFor({ timeout: STEP })

    const email = `nora.${Date.now()}@example.ie`
    await tabTo(page, 'input[name="email"]')
    await page.keyboard.type(email)
    const asked = new Date()
    await page.keyboard.press('Enter')
    const code = await mail!.latestCode(email, asked)
    await page.locator('input[name="code"]').waitFor({ timeout: STEP })
    await tabTo(page, 'input[name="code"]')
    await page.keyboard.type(code)
    await page.keyboard.press('Enter')
    await page.getByTestId('account-email').getByText(email).waitFor({ timeout: STEP })
    await page.screenshot({ path: join(SHOTS_DIR, 'account-email-changed-390.png'), fullPage: true })

    // A reload shows what the API now holds.
    await open(page, '/account')
    expect(await page.locator('input[name="firstName"]').inputValue()).toBe('Nora')
    await context.close()
  }, 120_000)

  it('changes the phone number with the texted code, by keyboard alone', async () => {
    const { context, page, phone } = await newCustomer(390, 'Aine')
    await open(page, '/account')
    const newPhone = `085${String(Date.now()).slice(-7)}`
    await tabTo(page, 'input[name="phone"]')
    await page.keyboard.type(newPhone)
    const asked = new Date()
    await page.keyboard.press('Enter')
    const code = await sms!.latestCode(newPhone, asked)
    await page.locator('input[name="code"]').waitFor({ timeout: STEP })
    await tabTo(page, 'input[name="code"]')
    await page.keyboard.type(code)
    await page.screenshot({ path: join(SHOTS_DIR, 'account-phone-code-390.png'), fullPage: true })
    await page.keyboard.press('Enter')
    const e164 = `+353${newPhone.slice(1)}`
    await page.getByTestId('account-phone').getByText(e164).waitFor({ timeout: STEP })
    await sms!.waitFor(phone, (text) => text.receivedAt >= asked && text.body.includes(e164))
    await context.close()
  }, 120_000)

  it('deletes a code-only account with a texted code instead of the password, still with the typed confirmation', async () => {
    const { context, page, phone } = await newCustomer(390, 'Ailbhe')
    await open(page, '/account')
    const asked = new Date()
    await page.getByRole('button', { name: 'Text me a code' }).click()
    const code = await sms!.latestCode(phone, asked)
    await page.locator('.account-section--danger input[name="code"]').fill(code)
    await page.locator('.account-section--danger input[name="confirmation"]').fill('DELETE')
    await page.screenshot({ path: join(SHOTS_DIR, 'account-delete-by-code-390.png'), fullPage: true })
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await page.waitForURL((target) => target.pathname === '/', { timeout: STEP })
    await context.close()
  }, 120_000)

  it('deletes the account by keyboard after typing the confirmation, and signs the browser out', async () => {
    const { context, page, phone } = await newCustomer(320, 'Sorcha')
    await open(page, '/account')
    await tabTo(page, '.account-section--danger input[name="password"]')
    await page.keyboard.type(PASSWORD)
    // Past the password's Show button to the confirmation.
    await tabTo(page, '.account-section--danger input[name="confirmation"]', 3)
    await page.keyboard.type('DELETE')
    await page.keyboard.press('Enter')
    await page.waitForURL((target) => target.pathname === '/', { timeout: STEP })
    const answer = await fetch(url('/api/customer/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site!.url },
      body: JSON.stringify({ contact: phone, password: PASSWORD }),
    })
    expect(answer.status).toBe(401)
    await open(page, '/account')
    expect(new URL(page.url()).pathname).toBe('/customer-auth')
    await context.close()
  }, 120_000)
})
