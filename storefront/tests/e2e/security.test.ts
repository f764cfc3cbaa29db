import { request } from 'node:http'
import { join } from 'node:path'
import type { ActiveSpotlight, Shop } from '@shoplocal/shared/types'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { buildSite, launchChromium, startStorefront, STOREFRONT_ROOT, type RunningServer, hydrateIslands } from './support.ts'

/**
 * The website's security headers and its Content-Security-Policy as Chromium enforces it: every kind of
 * page, as a guest and signed in, must render and hydrate with no policy violation and no console error.
 * Also: the public address comes from PUBLIC_SITE_URL, never from the Host header a client sends.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '..', 'node_modules', '.cache', 'shoplocal-security-e2e')

let api: RunningApi | undefined
let site: RunningServer | undefined
let browser: Browser | undefined
let shopId = 0
let spotlightId = 0
let productId = 0

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '100' } }), buildSite(OUT_DIR)])
  api = startedApi
  // The site's own address is its PUBLIC_SITE_URL (startStorefront sets it): the proxy names that host to the API,
  // so the browser's same-origin writes are accepted as they are on a real deployment.
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR })
  browser = await launchChromium()
  shopId = ((await (await fetch(`${api.url}/api/shops?limit=1`)).json()) as Shop[])[0].id
  const spotlight = ((await (await fetch(`${api.url}/api/spotlight/active`)).json()) as ActiveSpotlight[])[0]
  spotlightId = spotlight.id
  productId = spotlight.productId ?? 0
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await site?.stop()
  await api?.stop()
})

const url = (path: string) => `${site?.url}${path}`
const NOT_FOUND_PATH = '/no-such-page'
/** The live stream and the channel subscription its client sends once connected. */
const LIVE_STREAM = /\/api\/__transmit\/(events\?|subscribe$)/
const BELL_COUNT = /\/api\/notifications\/unread-count$/
const NOT_FOUND_DOCUMENT = /^Failed to load resource: the server responded with a status of 404/
/** The only other site a page may call: Stripe, and only from the payment pages. */
const STRIPE = /^https:\/\/([a-z0-9-]+\.)*stripe\.(com|network)\//
const PAYMENT_PAGES = /^\/(pay|subscribe)(\/|$)/
/** How many pages walk the guest pages side by side: most of a page's time is waiting for its network to fall quiet. */
const GUEST_PAGES_AT_ONCE = 3

/** Signs in through the site's own /api proxy, as the sign-in screens do, and gives the browser the cookies. */
async function signedInContext(path: string, body: object): Promise<BrowserContext> {
  const response = await fetch(url(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site!.url },
    body: JSON.stringify(body),
  })
  expect(response.status, path).toBe(200)
  const context = await browser!.newContext()
  await context.addCookies(
    response.headers.getSetCookie().map((cookie) => {
      const [pair] = cookie.split(';')
      const separator = pair.indexOf('=')
      return { name: pair.slice(0, separator), value: pair.slice(separator + 1), url: site!.url }
    }),
  )
  return context
}

/**
 * Opens each path, waits for every island to hydrate, and returns every violation and console error. With
 * `pagesAtOnce` above 1 the paths are shared out among that many pages side by side (each page's problems name
 * its own address); only for paths that change nothing, so their order does not matter.
 */
async function walk(context: BrowserContext, paths: string[], pagesAtOnce = 1): Promise<string[]> {
  const problems: string[] = []
  const queue = [...paths]
  await Promise.all(
    Array.from({ length: Math.min(pagesAtOnce, paths.length) }, async () => {
      const page = await context.newPage()
      await watch(page, problems)
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await visit(page, path, problems)
      await page.close()
    }),
  )
  return problems.sort()
}

/** Puts every console error, failed or refused request, request to another site and CSP violation of `page` in `problems`. */
async function watch(page: Page, problems: string[]): Promise<void> {
  page.on('console', (message) => {
    // Chromium logs a 404 document as a failed resource; the not-found page is meant to be one.
    if (NOT_FOUND_DOCUMENT.test(message.text()) && page.url().endsWith(NOT_FOUND_PATH)) return
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
  page.on('requestfailed', (failed) => {
    // Leaving a page aborts what it still reads: the live chat stream (or its subscription, sent late on a busy
    // machine), open until then, or the bell's count refreshing.
    const aborted = failed.failure()?.errorText === 'net::ERR_ABORTED'
    if (aborted && (LIVE_STREAM.test(failed.url()) || (failed.method() === 'GET' && BELL_COUNT.test(failed.url())))) return
    problems.push(`${page.url()}: ${failed.url()} failed: ${failed.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`${page.url()}: ${response.url()} answered ${response.status()}`)
    }
  })
  // Nothing about a visitor goes to a third party unannounced: every request stays on this site.
  page.on('request', (sent) => {
    const target = new URL(sent.url())
    if (!/^(https?|wss?):$/.test(target.protocol) || target.origin === new URL(site!.url).origin) return
    if (STRIPE.test(sent.url()) && PAYMENT_PAGES.test(new URL(page.url()).pathname)) return
    problems.push(`${page.url()}: a request left the site for ${sent.url()}`)
  })
  await page.exposeFunction('reportViolation', (text: string) => problems.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation(text: string): void }).reportViolation
      report(`${location.pathname}: CSP blocked ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
}

/** Opens `path` and waits until its islands are live and its network has fallen quiet, so every violation is in. */
async function visit(page: Page, path: string, problems: string[]): Promise<void> {
  const response = await page.goto(url(path))
  expect(response?.headers()['content-security-policy'], path).toBeTruthy()
  try {
    await hydrateIslands(page, 10_000)
  } catch {
    problems.push(`${path}: an island did not hydrate`)
  }
  await page.waitForLoadState('networkidle')
}

describe('the website under its security policy', () => {
  it('sends CSP without unsafe-inline scripts, frame-ancestors, X-Frame-Options, nosniff, Referrer-Policy and HSTS', async () => {
    const response = await fetch(url('/'))
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("img-src 'self' data: blob:")
    expect(csp).toContain("object-src 'none'")
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
    expect(scriptSrc).toContain("'sha256-")
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    // A site whose configured public address is HTTPS also asks browsers to keep to HTTPS.
    expect(response.headers.get('strict-transport-security')).toBeNull()
    const secure = await startStorefront(api!.url, { outDir: OUT_DIR, env: { PUBLIC_SITE_URL: 'https://www.shoplocal.test' } })
    try {
      expect((await fetch(`${secure.url}/`)).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/)
    } finally {
      await secure.stop()
    }
    // The proxied API keeps its own policy, untouched by the page's request-time sources.
    const proxied = await fetch(url('/api/categories'))
    expect(proxied.headers.get('content-security-policy')).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    )
    // Proxied answers and the 404 page carry them too.
    for (const path of ['/api/categories', '/no-such-page']) {
      const other = await fetch(url(path))
      expect(other.headers.get('x-frame-options'), path).toBe('DENY')
      expect(other.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('renders every guest page with no CSP violation or console error', async () => {
    const context = await browser!.newContext()
    const paths = [
      '/',
      '/browse-shops',
      '/browse-products',
      `/shops/${shopId}`,
      `/spotlight/${spotlightId}`,
      `/products/${productId}`,
      '/browse',
      '/favorites',
      '/customer-auth',
      '/shop-owner-auth',
      '/pricing',
      '/login',
      '/auth-test',
      '/password-reset-request',
      '/password-reset-confirm?email=aoife.kelly%40shoplocal.ie',
      NOT_FOUND_PATH,
      '/privacy',
      '/accessibility',
      '/terms',
      '/how-we-rank',
      '/how-reviews-work',
      '/contact',
      '/report',
      `/report?type=product&id=${productId}`,
    ]
    // Guests' pages change nothing, so three pages walk them side by side.
    expect(await walk(context, paths, GUEST_PAGES_AT_ONCE)).toEqual([])
    await context.close()
  }, 120_000)

  it('renders the signed-in pages (customer profile, owner dashboard, admin pointers) with none either', async () => {
    // Each person walks their pages in order, in a browser of their own; the three walk at the same time.
    const walks = [
      {
        login: ['/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }],
        paths: ['/customer-profile', '/favorites', `/shops/${shopId}`, '/account'],
      },
      {
        login: ['/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }],
        paths: ['/dashboard', '/pricing', '/pay', '/pay?plan=pro&shopId=1', '/subscribe', '/account', '/account/statements'],
      },
      {
        login: ['/api/shop-owner/login', { emailOrPhone: 'admin@shoplocal.ie', password: 'Admin@2026' }],
        paths: ['/admin', '/admin/customers', '/admin/enhanced', '/dashboard'],
      },
    ] as const
    const problems = await Promise.all(
      walks.map(async ({ login: [path, body], paths }) => {
        const context = await signedInContext(path, body)
        try {
          return await walk(context, [...paths])
        } finally {
          await context.close()
        }
      }),
    )
    expect(problems.flat()).toEqual([])
  }, 120_000)
})

/** A raw request, so the Host header is exactly what a hostile client sends. */
function getWithHost(path: string, host: string): Promise<string> {
  const target = new URL(url(path))
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: target.hostname, port: target.port, path, headers: { host, 'x-forwarded-host': host } },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve(body))
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('the public address', () => {
  it('comes from PUBLIC_SITE_URL in canonical links, JSON-LD, sitemap.xml and robots.txt, whatever the Host header says', async () => {
    const shopPage = await getWithHost(`/shops/${shopId}`, 'evil.example')
    expect(shopPage).toContain(`<link rel="canonical" href="${site!.url}/shops/${shopId}"`)
    expect(shopPage).toContain(`"url":"${site!.url}/shops/${shopId}"`)
    const spotlight = await getWithHost(`/spotlight/${spotlightId}`, 'evil.example')
    const sitemap = await getWithHost('/sitemap.xml', 'evil.example')
    expect(sitemap).toContain(`<loc>${site!.url}/</loc>`)
    const robots = await getWithHost('/robots.txt', 'evil.example')
    expect(robots).toContain(`Sitemap: ${site!.url}/sitemap.xml`)
    for (const body of [shopPage, spotlight, sitemap, robots]) expect(body).not.toContain('evil.example')
  })
})
