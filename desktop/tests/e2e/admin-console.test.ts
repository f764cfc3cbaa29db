import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { ACCESS_DENIED, AUTH_FAILURES } from '@shoplocal/shared/messages'
import { ADMIN_SUCCESS } from '../../src/renderer/messages/index'
import type { AdminUsersPage } from '@shoplocal/shared/types'
import Papa from 'papaparse'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_CSV_COLUMNS } from '../../src/renderer/features/users/users-columns'
import { launchChromium, startWebConsole, type WebConsole, stopAll, adminToken } from '../helpers/web-console'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'

/**
 * The console as admin staff use it, in the system Chromium against the real API on a fresh seeded
 * database (SQLite, or MySQL with TEST_DB=mysql). The tests share one API and run in order.
 */

let api: RunningApi
let web: WebConsole
let browser: Browser
let page: Page
const problems: string[] = []

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }

/**
 * Chromium logs every refused request as a console error; the refused sign-ins (401 wrong password,
 * 403 not an admin) are the only ones these tests expect, and only on the pages that try them.
 */
const REFUSED_SIGN_IN = /^Failed to load resource: the server responded with a status of 40[13] /

/** Every warning and error the page logs is a problem, except a refused sign-in where one is expected. */
async function openConsole({ origin = web.site.origin, refusedSignIn = false } = {}): Promise<Page> {
  const opened = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true })
  // Well inside the test timeout, so a failure names the locator it was waiting for.
  opened.setDefaultTimeout(10_000)
  opened.on('console', (message) => {
    const type = message.type()
    if (type !== 'warning' && type !== 'error') return
    if (refusedSignIn && REFUSED_SIGN_IN.test(message.text())) return
    problems.push(`${type}: ${message.text()}`)
  })
  opened.on('pageerror', (error) => problems.push(error.message))
  await opened.goto(`${origin}/`)
  return opened
}

async function signIn(target: Page, account: { email: string; password: string }): Promise<void> {
  await target.getByLabel('Email').fill(account.email)
  await target.getByLabel('Password').fill(account.password)
  await target.getByRole('button', { name: 'Sign In', exact: true }).click()
}

const grid = (target: Page, name: string) => target.getByRole('region', { name })
/** The grid's rows in display order, as their visible text (a row may span several containers). */
async function gridRows(target: Page, name: string): Promise<string[]> {
  return grid(target, name)
    .locator('.ag-row[row-index]')
    .evaluateAll((rows) => {
      const byIndex = new Map<number, string>()
      for (const row of rows) {
        const index = Number(row.getAttribute('row-index'))
        byIndex.set(index, `${byIndex.get(index) ?? ''} ${(row as HTMLElement).innerText}`.trim())
      }
      return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, text]) => text)
    })
}
async function waitForGridIdle(target: Page, name: string): Promise<void> {
  await target.waitForFunction(
    (label) => document.querySelector(`[role="region"][aria-label="${label}"]`)?.getAttribute('aria-busy') === 'false',
    name,
  )
}

async function adminGet<T>(path: string): Promise<T> {
  const token = await adminToken(api.url, ADMIN)
  const response = await fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } })
  return (await response.json()) as T
}

/** The two console builds' ports, chosen first: the API lets only these browser origins call it. */
let developmentPort = 0

beforeAll(async () => {
  const productionPort = await freePort()
  do developmentPort = await freePort()
  while (developmentPort === productionPort)
  api = await startApi({ env: { CONSOLE_ORIGINS: `http://127.0.0.1:${productionPort},http://127.0.0.1:${developmentPort}` } })
  web = await startWebConsole(api.url, 'production', productionPort)
  browser = await launchChromium()
}, 180_000)

afterAll(() => stopAll(browser, web, api))

describe('the admin console in Chromium', { timeout: 30_000 }, () => {
  it('carries a CSP that lets it reach the configured API and nothing else', async () => {
    const html = await readFile(join(web.outDir, 'index.html'), 'utf8')
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#39;', "'")
    expect(csp).toContain(`connect-src 'self' ${api.url};`)
    expect(csp).toContain("script-src 'self';")
  })

  it('shows Access Denied to a valid account that is not an admin', async () => {
    const denied = await openConsole({ refusedSignIn: true })
    await signIn(denied, CUSTOMER)
    const card = denied.getByRole('alert').filter({ hasText: ACCESS_DENIED.title })
    await card.getByText(ACCESS_DENIED.enhanced).waitFor()
    expect(await denied.getByRole('tab').count()).toBe(0)
    await denied.close()
  })

  it('refuses a wrong password with the server message', async () => {
    const wrong = await openConsole({ refusedSignIn: true })
    await signIn(wrong, { email: ADMIN.email, password: 'Wrong@2026' })
    await wrong.getByRole('alert').filter({ hasText: AUTH_FAILURES.signIn.title }).waitFor()
    await wrong.close()
  })

  it('signs the demo admin in to the overview', async () => {
    page = await openConsole()
    await signIn(page, ADMIN)
    await page.getByRole('navigation', { name: 'Enhanced Admin Panel' }).waitFor()
    await page.getByText('Total Shops').waitFor()
    expect(await page.title()).toBe('ShopLocal Ireland Admin Console')
    expect(page.url()).toContain('#/overview')
  })

  it('filters users by role and sorts them by email on the server', async () => {
    await page.getByRole('link', { name: 'Users' }).click()
    await waitForGridIdle(page, 'Users')
    await page.getByLabel('Role').selectOption('shop_owner')
    await page.getByText(/Page 1 of \d+ · \d+ in all/).waitFor()
    await waitForGridIdle(page, 'Users')
    const owners = await gridRows(page, 'Users')
    expect(owners.length).toBeGreaterThan(1)
    for (const row of owners) expect(row).toContain('Shop Owner')

    // The header shows its arrow before the console asks for the new order, so the test waits for the answer itself.
    const sortedByEmail = page.waitForResponse((response) => {
      const url = new URL(response.url())
      return (
        url.pathname === '/api/admin/users' && url.searchParams.get('sortBy') === 'email' && url.searchParams.get('sortOrder') === 'asc'
      )
    })
    await grid(page, 'Users').getByRole('columnheader', { name: 'Contact' }).click()
    await page.waitForFunction(() => document.querySelector('[col-id="email"][aria-sort="ascending"]'))
    await sortedByEmail
    await waitForGridIdle(page, 'Users')
    const shown = (await gridRows(page, 'Users')).map((row) => /\S+@\S+/.exec(row)?.[0] ?? null)
    // The same page straight from the API: the order on screen is the server's, not the grid's.
    const query = 'page=1&limit=20&role=shop_owner&status=all&sortBy=email&sortOrder=asc'
    const expected = (await adminGet<AdminUsersPage>(`/api/admin/users?${query}`)).users.map((user) => user.email)
    expect(shown).toEqual(expected)
    expect(shown.filter(Boolean).length).toBeGreaterThan(1)
  })

  it('exports every matching user, not only the visible page, to a dated CSV', async () => {
    const total = Number(/· (\d+) in all/.exec((await page.locator('.pager-label').textContent()) ?? '')?.[1])
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await download.path()) ?? '', 'utf8')
    const [header, ...rows] = Papa.parse<string[]>(csv.trim()).data
    expect(header).toEqual(USER_CSV_COLUMNS.map((column) => column.header))
    expect(rows).toHaveLength(total)
    for (const row of rows) expect(row[5]).toBe('Shop Owner')
  })

  it('suspends a user with a reason, from the keyboard', async () => {
    await page.getByLabel('Role').selectOption('all')
    await page.getByLabel('Search name, email or phone').fill('aoife.kelly')
    await page.getByText('Page 1 of 1 · 1 in all').waitFor()
    await waitForGridIdle(page, 'Users')
    // Into the grid at the Role cell, across to Actions with the arrows, Enter into its buttons.
    await grid(page, 'Users').locator('.ag-row [col-id="role"]').first().click()
    // The grid moves cell focus asynchronously, so each step waits for focus to land.
    for (const column of ['status', 'verified', 'createdAt', 'actions']) {
      await page.keyboard.press('ArrowRight')
      await page.waitForFunction((colId) => document.activeElement?.getAttribute('col-id') === colId, column)
    }
    await page.keyboard.press('Enter')
    // A customer's row opens their story first (View); Tab walks on to Suspend.
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === 'View')
    await page.keyboard.press('Tab')
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent === 'Suspend')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Suspend' })
    await dialog.getByLabel('Reason').fill('Repeated spam messages to shops')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.getByRole('status').filter({ hasText: ADMIN_SUCCESS.userSuspended }).waitFor()
    await grid(page, 'Users').getByText('Banned', { exact: true }).first().waitFor()
  })

  it('shows the suspension in the logs with its reason', async () => {
    await page.getByRole('link', { name: 'Logs' }).click()
    await waitForGridIdle(page, 'Logs')
    const [first = ''] = await gridRows(page, 'Logs')
    expect(first).toContain('Suspend user')
    expect(first).toContain('Aoife Kelly')
    expect(first).toContain('Repeated spam messages to shops')
    expect(first).toContain('admin@shoplocal.ie')
    // The log is paged 50 at a time and Next stays off after a short page.
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true)
  })

  it('unsuspends the user again', async () => {
    await page.getByRole('link', { name: 'Users' }).click()
    await page.getByLabel('Search name, email or phone').fill('aoife.kelly')
    await page.getByText('Page 1 of 1 · 1 in all').waitFor()
    await waitForGridIdle(page, 'Users')
    await grid(page, 'Users').getByRole('button', { name: 'Unsuspend' }).click()
    await page.getByRole('dialog', { name: 'Unsuspend' }).getByRole('button', { name: 'Unsuspend' }).click()
    await page.getByRole('status').filter({ hasText: ADMIN_SUCCESS.userUnsuspended }).waitFor()
    await grid(page, 'Users').getByText('Active', { exact: true }).first().waitFor()
  })

  it('lists shop owners with paging and the sort controls', async () => {
    await page.getByRole('link', { name: 'Shop Owners' }).click()
    await waitForGridIdle(page, 'Shop Owners')
    await page.getByText(/Page 1 of \d+/).waitFor()
    await page.getByLabel('Search name or email').fill('nobody-matches-this')
    await page.getByText('No shop owners found').waitFor()
  })

  it('logged no warning or error in the browser console', () => {
    expect(problems).toEqual([])
  })

  it('logs no warning or error in the development build either, on every tab and in a confirm dialog', async () => {
    // React and AG Grid print their deprecation and misuse warnings in development only.
    const development = await startWebConsole(api.url, 'development', developmentPort)
    try {
      const walk = await openConsole({ origin: development.site.origin })
      await signIn(walk, ADMIN)
      await walk.getByText('Total Shops').waitFor()
      for (const tab of ['Shops', 'Users', 'Shop Owners', 'Logs']) {
        await walk.getByRole('link', { name: tab, exact: true }).click()
        await waitForGridIdle(walk, tab)
        await walk.locator('.ag-row').first().waitFor()
      }
      await walk.getByRole('link', { name: 'Analytics', exact: true }).click()
      await walk.locator('.recharts-surface').first().waitFor()
      await walk.getByRole('link', { name: 'Users', exact: true }).click()
      await waitForGridIdle(walk, 'Users')
      await grid(walk, 'Users').getByRole('button', { name: 'Delete', disabled: false }).first().click()
      const dialog = walk.getByRole('dialog', { name: 'Delete' })
      await dialog.getByLabel('Reason').fill('Duplicate account')
      await dialog.getByRole('button', { name: 'Cancel' }).click()
      await walk.getByRole('link', { name: 'Overview', exact: true }).click()
      await walk.getByText('Total Shops').waitFor()
      await walk.close()
    } finally {
      await development.close()
    }
    expect(problems).toEqual([])
  }, 120_000)
})
