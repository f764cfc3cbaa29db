import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { axeFindings } from '../axe.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-shoppers', 'dist')
/** Screenshots for people to look at; never part of the repository. */
const SHOTS = process.env.E2E_SHOTS_DIR

/**
 * Shoppers' journeys in Chromium against the built site and the real API, whose texts go to a test SMS
 * receiver: a customer who signs up by phone signs back in and resets the password with the texted code,
 * and a guest rates a shop from the rating dialog. Each screen is checked at 1280 and 390 px with axe and
 * for sideways scrolling.
 */
let sms: SmsSink | undefined
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined

const PASSWORD = 'Harbour@2026'
const NEW_PASSWORD = 'Lighthouse$2026'
const WIDTHS = [1280, 390] as const
const STEP = { timeout: 30_000 }

beforeAll(async () => {
  sms = await startSmsSink()
  const [startedApi] = await Promise.all([
    startApi({
      env: {
        ...sms.env,
        AUTH_SIGN_IN_PER_MINUTE: '200',
        AUTH_REGISTER_PER_MINUTE: '200',
        AUTH_CODES_PER_MINUTE: '200',
        GUEST_SESSIONS_PER_MINUTE: '200',
      },
    }),
    buildSite(OUT_DIR),
  ])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 1_200_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
  await sms?.stop()
})

function url(path: string): string {
  if (!site) throw new Error('site not started')
  return `${site.url}${path}`
}

async function freshPage(width: number): Promise<Page> {
  if (!browser) throw new Error('browser not started')
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  return context.newPage()
}

/** Islands hydrate on idle; Astro drops the `ssr` attribute once an island is live. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path))
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, STEP)
}

/** axe finds nothing serious, nothing scrolls sideways, and a screenshot is kept when asked for. */
async function looksRight(page: Page, name: string): Promise<void> {
  expect(await axeFindings(page), name).toEqual([])
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0)
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()?.width}.png`), fullPage: true })
}

const header = (page: Page) => page.locator('header.site-header')

describe('shoppers', () => {
  for (const width of WIDTHS) {
    it(`a phone customer signs up, signs out, signs in and resets the password by SMS at ${width} px`, async () => {
      const page = await freshPage(width)
      const phone = `087${String(Date.now()).slice(-7)}`
      await open(page, '/customer-auth')
      await looksRight(page, 'customer-auth')
      await page.getByRole('tab', { name: 'Register' }).click()
      await page.getByLabel('First name').fill('Niamh')
      await page.getByLabel('Last name').fill('Byrne')
      await page.getByLabel('Email or phone').fill(phone)
      await page.getByLabel('City').fill('Kilkenny')
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Register' }).click()
      await page.waitForURL(url('/'), STEP)
      await header(page).getByRole('link', { name: 'My Account' }).waitFor(STEP)

      await open(page, '/customer-profile')
      await expect(page.getByText('Email status').count()).resolves.toBe(0)
      await looksRight(page, 'customer-profile')

      await header(page).locator('summary').click()
      await header(page).getByRole('button', { name: 'Logout' }).click()
      await page.waitForFunction(
        () => document.querySelector('header.site-header')?.getAttribute('data-session') === 'guest',
        undefined,
        STEP,
      )

      // One error, once, on its field.
      await open(page, '/customer-auth')
      await page.getByLabel('Email or phone').fill('087 12')
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
      await expect(page.getByText('Phone number must be at least 10 digits').count()).resolves.toBe(1)

      await page.getByLabel('Email or phone').fill(phone.replace(/^0/, '+353 '))
      await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
      await page.waitForURL(url('/'), STEP)
      await header(page).getByRole('link', { name: 'My Account' }).waitFor(STEP)
      await header(page).locator('summary').click()
      await header(page).getByRole('button', { name: 'Logout' }).click()
      await page.waitForFunction(
        () => document.querySelector('header.site-header')?.getAttribute('data-session') === 'guest',
        undefined,
        STEP,
      )

      await open(page, '/password-reset-request')
      await looksRight(page, 'password-reset-request')
      const askedAt = new Date()
      await page.getByLabel('Email or phone').fill(phone)
      await page.getByRole('button', { name: 'Send reset code' }).click()
      await page.waitForURL((address) => address.pathname === '/password-reset-confirm', STEP)
      const code = await sms!.latestCode(phone, askedAt)
      await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, STEP)
      await looksRight(page, 'password-reset-confirm')
      await page.getByLabel('Verification code').fill(code)
      await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Reset password' }).click()
      await page.waitForURL(url('/?passwordReset=success'), STEP)

      await open(page, '/customer-auth')
      await page.getByLabel('Email or phone').fill(phone)
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
      await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
      await page.waitForURL(url('/'), STEP)
      await page.context().close()
    }, 180_000)

    it(`a guest rates a shop from the rating dialog at ${width} px`, async () => {
      const shops = (await (await fetch(`${api!.url}/api/shops`)).json()) as { id: number }[]
      const shopId = shops[width === 1280 ? 0 : 1].id
      const page = await freshPage(width)
      await open(page, `/shops/${shopId}`)
      await page.getByTestId('rate-shop').click()
      await page.getByRole('radio', { name: '4 stars' }).check()
      await page.getByRole('button', { name: 'Submit rating' }).click()
      await page.getByRole('link', { name: 'Customer Login' }).click()
      await page.getByTestId('continue-as-guest').waitFor(STEP)
      await looksRight(page, 'rate-sign-in-gate')
      await page.getByLabel('Email or phone').last().fill(`guest.${width}@example.ie`)
      await page.getByTestId('continue-as-guest').click()
      await page.getByTestId('toast').getByText('Rating submitted').waitFor(STEP)
      const reviews = (await (await fetch(`${api!.url}/api/shops/${shopId}/reviews`)).json()) as { rating: number }[]
      expect(reviews[0].rating).toBe(4)

      // The same guest rates again: no sign-in prompt, the guest session is enough.
      await open(page, `/shops/${shopId}`)
      await page.getByTestId('rate-shop').click()
      await page.getByRole('radio', { name: '5 stars' }).check()
      await page.getByRole('button', { name: 'Submit rating' }).click()
      await page.getByTestId('toast').getByText('Rating submitted').waitFor(STEP)
      await expect(page.getByRole('link', { name: 'Customer Login' }).isVisible()).resolves.toBe(false)
      await page.context().close()
    }, 180_000)

    it(`shows visitors a 404 page with search and home, and a spotlight page without contact details at ${width} px`, async () => {
      const page = await freshPage(width)
      const response = await page.goto(url('/no/such/page'))
      expect(response?.status()).toBe(404)
      await page.getByRole('searchbox', { name: 'Search shops and products' }).waitFor(STEP)
      await looksRight(page, 'not-found')

      const active = (await (await fetch(`${api!.url}/api/spotlight/active`)).json()) as { id: number }[]
      await open(page, `/spotlight/${active[0].id}`)
      await expect(page.locator('a[href^="tel:"], a[href^="mailto:"]').count()).resolves.toBe(0)
      await expect(page.getByRole('button', { name: 'Save' }).count()).resolves.toBe(0)
      await looksRight(page, 'spotlight')
      await page.context().close()
    }, 120_000)
  }
})
