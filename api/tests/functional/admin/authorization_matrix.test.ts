import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { listRoutes, type ProbeRoute } from '../../../../scripts/testing/probe.ts'
import { UNTHROTTLED } from '../auth/browser.ts'

/*
 * Every /api/admin/* route the router has at run time (so routes added by any later change join the
 * matrix without touching this file) × anonymous, a customer's session, a shop owner's session, an
 * admin's website session and an admin's console token: 401, 403, 403, then served (never refused,
 * never a 5xx) for both admin credentials. Targets are an id that does not exist, so no write lands.
 */

const MISSING_ID = '999999'

/**
 * The console's sign-ins (by password, by code) and sign-out: the sign-ins are public by design, the sign-out ends
 * the credential it is called with.
 */
const isTokenRoute = (route: ProbeRoute) => route.pattern === '/api/admin/auth/token' || route.pattern === '/api/admin/auth/code-token'

interface Identity {
  name: string
  headers: Record<string, string>
}

async function signIn(baseUrl: string, path: string, body: object): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status, `sign-in ${path}`).toBe(200)
  return response
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

async function call(baseUrl: string, route: ProbeRoute, identity: Identity) {
  const path = route.pattern.replace(/:[A-Za-z_]+\??/g, MISSING_ID)
  const hasBody = !['GET', 'DELETE'].includes(route.method)
  const response = await fetch(`${baseUrl}${path}`, {
    method: route.method,
    headers: { accept: 'application/json', ...(hasBody ? { 'content-type': 'application/json' } : {}), ...identity.headers },
    body: hasBody ? '{}' : undefined,
  })
  const text = await response.text()
  return { status: response.status, message: text ? (JSON.parse(text) as { message?: string }).message : undefined }
}

describe(`authorization matrix of the admin API on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let routes: ProbeRoute[]
  let identities: Record<'anonymous' | 'customer' | 'owner' | 'adminSession' | 'adminToken', Identity>

  beforeAll(async () => {
    const [started, listed] = await Promise.all([startApi({ env: UNTHROTTLED }), listRoutes(UNTHROTTLED)])
    api = started
    routes = listed.filter((route) => route.pattern.startsWith('/api/admin/'))
    const customer = await signIn(api.url, '/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
    const owner = await signIn(api.url, '/api/shop-owner/login', { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' })
    const adminSession = await signIn(api.url, '/api/auth/role-login', {
      email: 'admin@shoplocal.ie',
      password: 'Admin@2026',
      role: 'admin',
    })
    const adminToken = await signIn(api.url, '/api/admin/auth/token', { email: 'admin@shoplocal.ie', password: 'Admin@2026' })
    const { token } = (await adminToken.json()) as { token: string }
    identities = {
      anonymous: { name: 'anonymous', headers: {} },
      customer: { name: 'customer session', headers: { cookie: cookieOf(customer) } },
      owner: { name: 'shop owner session', headers: { cookie: cookieOf(owner) } },
      adminSession: { name: 'admin session', headers: { cookie: cookieOf(adminSession) } },
      adminToken: { name: 'admin token', headers: { authorization: `Bearer ${token}` } },
    }
  }, 180_000)

  afterAll(async () => {
    await api?.stop()
  })

  it('reads the admin routes from the router, the classic calls among them', () => {
    const names = routes.map((route) => `${route.method} ${route.pattern}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/stats',
        'GET /api/admin/pending-shops',
        'GET /api/admin/customer-stats',
        'GET /api/admin/customers',
        'DELETE /api/admin/customers/:id',
        'PATCH /api/admin/customers/:id/ban',
        'GET /api/admin/visit-stats',
        'GET /api/admin/recent-visits',
        'GET /api/admin/moderation-queue',
        'GET /api/admin/users',
      ]),
    )
  })

  it('answers 401 to anonymous callers on every admin route but the sign-in', async () => {
    for (const route of routes) {
      if (route.method === 'POST' && isTokenRoute(route)) continue
      const reply = await call(api.url, route, identities.anonymous)
      expect(reply.status, `${route.method} ${route.pattern} anonymous`).toBe(401)
    }
  })

  it('answers 403 with Access Denied to customers and shop owners', async () => {
    for (const route of routes) {
      if (isTokenRoute(route)) continue
      for (const identity of [identities.customer, identities.owner]) {
        const reply = await call(api.url, route, identity)
        expect(reply.status, `${route.method} ${route.pattern} ${identity.name}`).toBe(403)
        expect(reply.message).toBe(ACCESS_DENIED.enhanced)
      }
    }
  })

  it('serves an admin on every route, by website session and by console token', async () => {
    for (const route of routes) {
      if (isTokenRoute(route)) continue
      for (const identity of [identities.adminSession, identities.adminToken]) {
        const reply = await call(api.url, route, identity)
        const label = `${route.method} ${route.pattern} ${identity.name} → ${reply.status} ${reply.message ?? ''}`
        expect([401, 403], label).not.toContain(reply.status)
        expect(reply.status, label).toBeLessThan(500)
        // A read needs no target: it must be served outright (an export with nothing in it is 204 No Content).
        if (route.method === 'GET' && !route.pattern.includes(':')) expect([200, 204], label).toContain(reply.status)
      }
    }
  })
})
