import type { Category } from '@shoplocal/shared/types'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BAD_REQUEST } from '@shoplocal/shared/messages'
import { startApi } from '../../../scripts/testing/start-api.ts'
import { startEchoUpstream, type Echo, type EchoUpstream } from '../support/echo-upstream.ts'
import { buildSite, launchChromium, startStorefront, type RunningServer } from './support.ts'

/**
 * The built storefront in front of the real API (fresh migrated and seeded database), seen by the
 * system Chromium: what a visitor gets, through the same single origin.
 */
let api: { url: string; stop(): Promise<void> } | undefined
let storefront: RunningServer | undefined
// A second instance of the same build in front of an echo server, to watch cookies and bodies cross.
let echo: EchoUpstream | undefined
let echoStorefront: RunningServer | undefined
let browser: Browser | undefined
let page: Page

beforeAll(async () => {
  // The build and the API boot are independent; doing them together keeps the suite short.
  const [startedApi, startedEcho] = await Promise.all([startApi(), startEchoUpstream(), buildSite()])
  api = startedApi
  echo = startedEcho
  ;[storefront, echoStorefront] = await Promise.all([startStorefront(startedApi.url), startStorefront(startedEcho.url)])
  browser = await launchChromium()
  page = await browser.newPage()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([storefront?.stop(), echoStorefront?.stop()])
  await Promise.all([api?.stop(), echo?.close()])
})

function site(path: string, server: RunningServer | undefined = storefront): string {
  if (server === undefined) throw new Error('storefront not started')
  return `${server.url}${path}`
}

describe('storefront end to end', () => {
  it('renders the categories from the API on the home page', async () => {
    const categories = (await (await fetch(`${api?.url}/api/categories`)).json()) as Category[]
    expect(categories).toHaveLength(8)

    const response = await page.goto(site('/'))
    expect(response?.status()).toBe(200)
    await expect(page.title()).resolves.toContain('ShopLocal Ireland')

    const tiles = page.locator('[data-testid="category-grid"] .category-tile__name')
    expect(await tiles.allTextContents()).toEqual(categories.map((category) => category.name))
    for (const category of categories) {
      expect(await page.getByText(category.name, { exact: true }).first().isVisible()).toBe(true)
    }

    const electronics = page.locator('a.category-tile[data-category="electronics"]')
    expect(await electronics.getAttribute('href')).toBe('/browse-products?category=electronics')
    // The categories were part of the server's HTML, not added later by a script.
    expect(await response?.text()).toContain('/browse-products?category=electronics')
  })

  it('proxies /api/* to the API on the storefront origin', async () => {
    const response = await page.goto(site('/api/health'))
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-type']).toContain('application/json')
    expect(await response?.json()).toMatchObject({ status: 'ok', database: 'ok' })

    // A same-origin call from page script, as the islands will make it.
    await page.goto(site('/'))
    const fromPage = await page.evaluate(async () => {
      const result = await fetch('/api/categories', { credentials: 'include' })
      return { status: result.status, count: ((await result.json()) as unknown[]).length }
    })
    expect(fromPage).toEqual({ status: 200, count: 8 })
  })

  it('answers an unknown path with 404 and the not-found screen', async () => {
    const response = await page.goto(site('/no-such-page'))
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found')
    expect(await page.getByText('We could not find that page.', { exact: false }).isVisible()).toBe(true)
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/')
  })

  it('answers a path that is not valid percent-encoding with the JSON 400 and security headers of every other error', async () => {
    for (const path of ['/shops/%ff', '/api/shops/%ff', '/products/%E0%A4%A']) {
      const response = await fetch(site(path))
      expect(response.status, path).toBe(400)
      expect(response.headers.get('content-type'), path).toContain('application/json')
      expect(await response.json(), path).toEqual({ message: BAD_REQUEST })
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
    }
  })

  it('keeps both cookies the API sets and sends them back with same-origin calls', async () => {
    if (browser === undefined) throw new Error('browser not started')
    const context = await browser.newContext()
    const tab = await context.newPage()
    const first = await tab.goto(site('/api/sign-in-like', echoStorefront))
    expect(first?.status()).toBe(200)
    expect((await context.cookies()).map((cookie) => cookie.name).sort()).toEqual(['XSRF-TOKEN', 'adonis-session'])

    // A multipart upload from page script: Astro's same-origin check lets it through, the body streams on.
    const echoed = await tab.evaluate(async () => {
      const form = new FormData()
      form.set('proof', new Blob(['receipt-bytes'], { type: 'text/plain' }), 'receipt.txt')
      const result = await fetch('/api/upload?kind=proof', { method: 'POST', body: form, credentials: 'include' })
      return { status: result.status, echo: (await result.json()) as Echo }
    })
    expect(echoed.status).toBe(200)
    expect(echoed.echo).toMatchObject({ method: 'POST', path: '/api/upload', query: { kind: 'proof' } })
    expect(echoed.echo.headers.cookie).toContain('adonis-session=new-session')
    expect(echoed.echo.headers.cookie).toContain('XSRF-TOKEN=abc123')
    expect(echoed.echo.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(echoed.echo.body).toContain('receipt-bytes')
    await context.close()
  })
})
