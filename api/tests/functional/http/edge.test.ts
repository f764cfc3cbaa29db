import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { AUTH_API_MESSAGES, VISITS_FROM_SITE_ONLY } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { visitsSettled } from '../catalogue/fixtures.ts'

/*
 * The API's edge: security headers, which browser origins may call it, cross-site writes (login CSRF
 * included), and whose X-Forwarded-For it believes. One API in test mode with the default settings, one
 * in production mode behind a proxy it does not trust.
 */
const SITE = 'https://www.shoplocal.test'
const CONSOLE = 'https://console.shoplocal.test'

const preflight = (url: string, origin: string) =>
  fetch(`${url}/api/admin/users`, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  })

/** A sign-in posted the way a hostile page's <form> would post it. */
const formSignIn = (url: string, headers: Record<string, string>) =>
  fetch(`${url}/api/customer/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: 'contact=aoife.kelly%40shoplocal.ie&password=Customer%402026',
  })

const shopPage = (url: string, shopId: number, forwardedFor: string, userAgent: string) =>
  fetch(`${url}/api/shops/${shopId}`, { headers: { 'x-forwarded-for': forwardedFor, 'user-agent': userAgent } })

async function visitAddresses(server: RunningApi, db: Knex, userAgent: string): Promise<string[]> {
  await visitsSettled(server.url)
  const rows = await db('shop_visits').where('user_agent', userAgent).select('ip_address')
  return rows.map((row) => String(row.ip_address))
}

describe(`the API's edge on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let production: RunningApi
  let db: Knex
  let productionDb: Knex
  let shopId: number

  beforeAll(async () => {
    ;[api, production] = await Promise.all([
      startApi({ env: { VISIT_FLUSH_MS: '50', AUTH_SIGN_IN_PER_MINUTE: '2', CONSOLE_ORIGINS: CONSOLE, PUBLIC_SITE_URL: SITE } }),
      startApi({
        env: {
          NODE_ENV: 'production',
          APP_KEY: 'edge-test-key-0123456789abcdefghijklmnop',
          VISIT_FLUSH_MS: '50',
          CONSOLE_ORIGINS: CONSOLE,
          PUBLIC_SITE_URL: SITE,
          // A proxy that is not this test: X-Forwarded-For from loopback is the client's own claim.
          TRUSTED_PROXIES: '192.0.2.1, 10.20.0.0/16',
        },
      }),
    ])
    db = api.database.connect()
    productionDb = production.database.connect()
    shopId = Number((await db('shops').where({ status: 'approved', is_active: true }).orderBy('id').first('id')).id)
  }, 180_000)

  afterAll(async () => {
    await db?.destroy()
    await productionDb?.destroy()
    await Promise.all([api?.stop(), production?.stop()])
  })

  describe('security headers', () => {
    it('sends CSP with frame-ancestors, X-Frame-Options, nosniff and Referrer-Policy on answers, 404s and errors', async () => {
      for (const path of ['/api/health', '/api/no-such-route', '/api/shops/999999', '/uploads/seed/shop-fashion.svg']) {
        const response = await fetch(`${api.url}${path}`)
        const csp = response.headers.get('content-security-policy') ?? ''
        expect(csp, path).toContain("default-src 'none'")
        expect(csp, path).toContain("frame-ancestors 'none'")
        expect(response.headers.get('x-frame-options'), path).toBe('DENY')
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
        expect(response.headers.get('referrer-policy'), path).toBe('no-referrer')
        expect(response.headers.get('strict-transport-security'), path).toBeNull()
      }
    })

    it('adds HSTS in production only', async () => {
      const response = await fetch(`${production.url}/api/health`)
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}; includeSubDomains$/)
    })
  })

  describe('page views reported for the website', () => {
    it('are refused from anyone but a trusted proxy', async () => {
      const response = await fetch(`${production.url}/api/shops/visits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.1' },
        body: JSON.stringify({ visits: [{ shopId, forwardedFor: '198.51.100.1' }] }),
      })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { message: string }).message).toBe(VISITS_FROM_SITE_ONLY)
    })
  })

  describe('CORS', () => {
    it('lets the website and the configured console origins call with credentials', async () => {
      for (const target of [api, production]) {
        for (const origin of [SITE, CONSOLE]) {
          const response = await preflight(target.url, origin)
          expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin)
          expect(response.headers.get('access-control-allow-credentials')).toBe('true')
        }
      }
    })

    it('refuses null, file:// pages, other sites and arbitrary localhost ports outside development', async () => {
      for (const target of [api, production]) {
        for (const origin of ['null', 'file://', 'https://evil.example', 'http://localhost:9999', 'http://127.0.0.1:5173']) {
          const response = await preflight(target.url, origin)
          expect(response.headers.get('access-control-allow-origin'), origin).toBeNull()
          const read = await fetch(`${target.url}/api/health`, { headers: { origin } })
          expect(read.headers.get('access-control-allow-origin'), origin).toBeNull()
        }
      }
    })
  })

  describe('cross-site writes', () => {
    it('refuses a sign-in form posted from another site, with no cookie, and signs nobody in', async () => {
      const hostile: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { referer: 'https://evil.example/win-a-prize' },
      ]
      for (const headers of hostile) {
        const response = await formSignIn(api.url, headers)
        expect(response.status).toBe(403)
        expect(((await response.json()) as { message: string }).message).toBe(AUTH_API_MESSAGES.crossSiteRefused)
        expect(response.headers.getSetCookie().join(';')).not.toMatch(/remember|auth/i)
      }
    })

    const jsonSignIn = (url: string, headers: Record<string, string>) =>
      fetch(`${url}/api/customer/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ contact: 'nobody@example.ie', password: 'Wrong@2026' }),
      })

    it('still takes sign-ins from the site (through its proxy), the console and clients that are not browsers', async () => {
      const proxied = { origin: 'http://shop.test', 'x-forwarded-host': 'shop.test' }
      const cases: Record<string, string>[] = [{ origin: SITE }, { origin: CONSOLE }, {}, proxied]
      for (const [index, headers] of cases.entries()) {
        // Each from its own address, under this API's two sign-ins a minute.
        const response = await jsonSignIn(api.url, { ...headers, 'x-forwarded-for': `203.0.113.${50 + index}` })
        // A wrong password, not a cross-site refusal.
        expect(response.status, JSON.stringify(headers)).toBe(401)
      }
      // Only a trusted proxy may name the host: from anyone else the same headers are a cross-site write.
      expect((await jsonSignIn(production.url, proxied)).status).toBe(403)
      expect((await jsonSignIn(production.url, { origin: SITE })).status).toBe(401)
    })
  })

  describe('trusted proxies', () => {
    it('takes the visitor address from a trusted proxy, so each visitor has their own rate limit bucket', async () => {
      await shopPage(api.url, shopId, '198.51.100.7', 'Edge/trusted')
      // The left part was sent by the client itself; only the address our proxy appended counts.
      await shopPage(api.url, shopId, '6.6.6.6, 203.0.113.8', 'Edge/trusted')
      // Visits keep the address's network (/24) only.
      expect((await visitAddresses(api, db, 'Edge/trusted')).sort()).toEqual(['198.51.100.0', '203.0.113.0'])

      const signIn = (address: string) =>
        fetch(`${api.url}/api/customer/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          body: JSON.stringify({ contact: `visitor.${address}@example.ie`, password: 'Wrong@2026' }),
        })
      const statuses = async (address: string) => [
        (await signIn(address)).status,
        (await signIn(address)).status,
        (await signIn(address)).status,
      ]
      expect(await statuses('203.0.113.1')).toEqual([401, 401, 429])
      expect(await statuses('203.0.113.2')).toEqual([401, 401, 429])
    })

    it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
      const productionShop = Number(
        (await productionDb('shops').where({ status: 'approved', is_active: true }).orderBy('id').first('id')).id,
      )
      await shopPage(production.url, productionShop, '198.51.100.9', 'Edge/untrusted')
      expect(await visitAddresses(production, productionDb, 'Edge/untrusted')).toEqual(['127.0.0.0'])
    })
  })
})
