import { join } from 'node:path'
import { PASSWORD_RESET_BANNER } from '../../../src/messages/index.ts'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UNVERIFIED_SIGN_IN } from '@shoplocal/shared/messages'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from '../support.ts'

/** This suite's own build: other suites build at the same time in other workers. */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-auth', 'dist')

/**
 * The account screens in Chromium against the built site, the real API (fresh seeded database) and a
 * real SMTP server that receives the verification and reset mails.
 */
let mail: MailSink | undefined
let sms: SmsSink | undefined
let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined

const PASSWORD = 'Harbour@2026'
const NEW_PASSWORD = 'Lighthouse$2026'

beforeAll(async () => {
  mail = await startMailSink()
  sms = await startSmsSink()
  // Every test signs in from 127.0.0.1; the API's per-IP limits are raised so they do not interfere.
  const [startedApi] = await Promise.all([
    startApi({
      env: { ...mail.env, ...sms.env, AUTH_SIGN_IN_PER_MINUTE: '200', AUTH_REGISTER_PER_MINUTE: '200', AUTH_CODES_PER_MINUTE: '200' },
    }),
    buildSite(OUT_DIR),
  ])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
  await mail?.stop()
  await sms?.stop()
})

function url(path: string): string {
  if (!site) throw new Error('site not started')
  return `${site.url}${path}`
}

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  if (!browser) throw new Error('browser not started')
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

/** Every island live before the steps (those that wait for the visitor are woken as focus would). */
async function hydrated(page: Page): Promise<void> {
  await hydrateIslands(page)
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(url(path))
  await hydrated(page)
}

const header = (page: Page) => page.locator('header.site-header')

describe('accounts in the browser', () => {
  it('registers a customer by email, verifies with the mailed code, signs out and back in', async () => {
    const { context, page } = await freshPage()
    const email = `niamh.${Date.now()}@example.ie`
    await open(page, '/customer-auth')
    await page.getByRole('tab', { name: 'Register' }).click()
    await page.getByLabel('First name').fill('Niamh')
    await page.getByLabel('Last name').fill('Byrne')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('City').fill('Kilkenny')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const registeredAt = new Date()
    await page.getByRole('button', { name: 'Register' }).click()

    await page.getByRole('heading', { name: 'Verify your email' }).waitFor()
    const code = await mail!.latestCode(email, registeredAt)
    expect(code).toMatch(/^\d{6}$/)
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()

    // Customers go home 1.5 s after registering, signed in.
    await page.waitForURL(url('/'))
    await hydrated(page)
    await expect(header(page).getByRole('link', { name: 'My Account' }).isVisible()).resolves.toBe(true)
    await expect(header(page).getByTestId('favourites-count').textContent()).resolves.toBe('0')

    await header(page).locator('summary').click()
    await header(page).getByRole('button', { name: 'Logout' }).click()
    await page.waitForFunction(() => document.querySelector('header.site-header')?.getAttribute('data-session') === 'guest')
    await expect(header(page).getByRole('link', { name: 'My Account' }).count()).resolves.toBe(0)

    await open(page, '/customer-auth')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
    await page.getByTestId('toast').getByText('Sign In Successful').waitFor()
    await page.waitForURL(url('/'))
    await hydrated(page)
    await header(page).getByRole('link', { name: 'My Account' }).waitFor()

    await open(page, '/customer-profile')
    await expect(page.getByTestId('profile-name').textContent()).resolves.toBe('Niamh Byrne')
    await expect(page.getByText('Verified', { exact: true }).isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('sends a signed-out visitor from /dashboard to /shop-owner-auth and /customer-profile to /customer-auth', async () => {
    const { context, page } = await freshPage()
    await page.goto(url('/dashboard'))
    expect(page.url()).toBe(url('/shop-owner-auth?notice=authentication-required'))
    await expect(page.getByTestId('auth-required').textContent()).resolves.toContain(
      'Authentication Required: Please sign in to access the dashboard.',
    )
    await page.goto(url('/customer-profile'))
    expect(page.url()).toBe(url('/customer-auth'))
    await context.close()
  })

  it('registers a shop owner by phone, confirms the texted code, and lands on /dashboard with the greeting and the owner menu', async () => {
    const { context, page } = await freshPage()
    const phone = `087${String(Date.now()).slice(-7)}`
    await open(page, '/shop-owner-auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('First name').fill('Donal')
    await page.getByLabel('Last name').fill('Walsh')
    await page.getByLabel('Email or phone').fill(phone)
    await page.getByLabel('City').fill('Ennis')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password').fill(PASSWORD)
    const registeredAt = new Date()
    await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click()

    // Nobody is signed in before the code: the form turns to the code step.
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor()
    const first = await sms!.latestCode(phone, registeredAt)

    // Signing in now says what is happening and texts a fresh code, on the same code step.
    await open(page, '/shop-owner-auth')
    await page.getByLabel('Email or phone').fill(phone)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    const signedInAt = new Date()
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
    const toast = page.getByTestId('toast').filter({ hasText: UNVERIFIED_SIGN_IN.title })
    await toast.waitFor()
    await expect(toast.textContent()).resolves.toContain(UNVERIFIED_SIGN_IN.notice(`+353${phone.slice(1)}`))
    await expect(page.getByText('Registration Successful!').count()).resolves.toBe(0)
    await page.getByRole('heading', { name: 'Verify your phone number' }).waitFor()
    const code = await sms!.latestCode(phone, signedInAt)
    expect(code).toMatch(/^\d{6}$/)
    expect(first).toMatch(/^\d{6}$/)
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()

    await page.waitForURL(url('/dashboard'))

    await hydrated(page)
    await expect(page.getByTestId('dashboard-greeting').textContent()).resolves.toBe('Welcome, Donal')
    await expect(page.getByText('List Your Shop - €200/year').isVisible()).resolves.toBe(true)
    await expect(header(page).getByTestId('shop-count').textContent()).resolves.toBe('0 shops')
    await expect(header(page).getByRole('link', { name: 'Dashboard' }).first().isVisible()).resolves.toBe(true)
    await expect(header(page).getByRole('link', { name: 'Admin', exact: true }).count()).resolves.toBe(0)
    await context.close()
  })

  it('resets a password with the mailed code and shows the green banner on the home page', async () => {
    const { context, page } = await freshPage()
    const email = 'aoife.kelly@shoplocal.ie'
    // Without an email the confirm page shows its loading note and moves to the request page as soon as it is
    // live: waiting for its islands would race that move.
    await page.goto(url('/password-reset-confirm'))
    await page.waitForURL(url('/password-reset-request'))
    await hydrated(page)
    await hydrateIslands(page)
    await page.getByLabel('Email').fill(email)
    const requestedAt = new Date()
    await page.getByRole('button', { name: 'Send reset code' }).click()
    await page.waitForURL(url(`/password-reset-confirm?email=${encodeURIComponent(email)}`))
    await hydrated(page)
    await hydrateIslands(page)

    const code = await mail!.latestCode(email, requestedAt)
    await page.getByLabel('Verification code').fill(code)
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Reset password' }).click()

    await page.waitForURL(url('/?passwordReset=success'))

    await hydrated(page)
    const banner = page.getByTestId('password-reset-banner')
    await expect(banner.textContent()).resolves.toContain(PASSWORD_RESET_BANNER)
    await banner.getByRole('button').click()
    await expect(banner.count()).resolves.toBe(0)

    // The new password works.
    await open(page, '/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
    await page.waitForURL(url('/'))
    await hydrated(page)
    await header(page).getByRole('link', { name: 'My Account' }).waitFor()
    await context.close()
  })

  it('shows the lock message after five wrong passwords, then signs in with an emailed code', async () => {
    const { context, page } = await freshPage()
    await open(page, '/login')
    await page.getByLabel('Sign in as').selectOption('shop_owner')
    await page.getByLabel('Email').fill('ciaran.obrien@shoplocal.ie')
    const alert = page.locator('.form-alert')
    for (let attempt = 1; attempt <= 6; attempt++) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong@${attempt}pass`)
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/role-login'))
      await page.getByRole('button', { name: 'Sign In', exact: true }).last().click()
      await answered
      await page.waitForFunction(() => !document.querySelector('form[aria-busy="true"]'))
      if ((await alert.textContent())?.includes('paused until')) break
    }
    await expect(alert.textContent()).resolves.toMatch(
      /Too many failed sign-in attempts from this device\. Sign-in here is paused until \d{2}:\d{2}/,
    )
    await expect(page.getByTestId('toast').textContent()).resolves.toContain('Login Failed')

    // The way in that the lock cannot close: a code mailed to the account, entered on the same screen.
    await page.getByRole('button', { name: 'Sign in with a code sent to your email' }).click()
    await page.getByRole('heading', { name: 'Sign in with a code' }).waitFor()
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('ciaran.obrien@shoplocal.ie')

    const askedAt = new Date()
    await page.getByRole('button', { name: 'Send me a code' }).click()
    await page.getByText('If ciaran.obrien@shoplocal.ie has an account, we have sent it a 6-digit code.').waitFor()
    const code = await mail!.latestCode('ciaran.obrien@shoplocal.ie', askedAt)

    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    // /shop-owner-home sends a signed-in owner on to the dashboard.
    await page.waitForURL((address) => address.pathname === '/dashboard')
    await hydrated(page)
    await context.close()
  })
})
