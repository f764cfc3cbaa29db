import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { UNAUTHORIZED, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES, AUTH_SERVER_MESSAGES, accountLockedMessage, roleMismatchMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser, PAST, UNTHROTTLED, fieldMessages } from './browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const OWNER = { email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026', phone: '0871234502' }
const OWNER2 = { email: 'ciaran.obrien@shoplocal.ie', password: 'Owner@2026' }
const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026', phone: '0871234504' }

describe(`sign-in, session reads, logout and guest sessions on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  const userId = async (email: string, role: string) => (await db('users').where({ email, role }).first()).id as number
  const lastAudit = async (id: number) => db('audit_logs').where('user_id', id).orderBy('id', 'desc').first()

  it('a visitor who keeps nothing in the session gets no session cookie and no session row; one who keeps something does', async () => {
    const sessionRows = async () => Number((await db('sessions').count('* as total').first())?.total ?? 0)
    const before = await sessionRows()
    const visitor = new Browser(api.url)
    expect((await visitor.get('/api/shops?search=bakery')).status).toBe(200)
    expect((await visitor.get('/api/auth/user')).status).toBe(401)
    expect(visitor.sessionCookie).toBeUndefined()
    expect(await sessionRows()).toBe(before)

    const guest = new Browser(api.url)
    expect((await guest.post('/api/guest-session', { email: 'visitor@example.ie' })).status).toBe(201)
    expect(guest.sessionCookie).toBeDefined()
    const kept = await guest.get<{ guestSession: { email: string } | null }>('/api/guest-session')
    expect(kept.body.guestSession?.email).toBe('visitor@example.ie')

    const customer = new Browser(api.url)
    expect((await customer.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })).status).toBe(200)
    expect(customer.sessionCookie).toBeDefined()
    expect((await customer.get('/api/auth/user')).status).toBe(200)
  })

  it('session reads answer signed-out visitors: 401 with Unauthorized, and customer auth false', async () => {
    const browser = new Browser(api.url)
    for (const path of ['/api/auth/user', '/api/shop-owner/profile']) {
      const response = await browser.get(path)
      expect(response.status).toBe(401)
      expect(response.body.message).toContain(UNAUTHORIZED)
    }
    const customer = await browser.get('/api/customer/auth')
    expect(customer).toMatchObject({ status: 200, body: { authenticated: false, customer: null } })
  })

  it('role-login signs a customer in with a new session id and records the sign-in', async () => {
    const browser = new Browser(api.url)
    await browser.get('/api/customer/auth')
    const before = browser.sessionCookie

    const response = await browser.post(
      '/api/auth/role-login',
      { ...CUSTOMER, role: 'customer', rememberMe: true },
      { 'user-agent': 'vitest-agent' },
    )
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      role: 'customer',
      user: { firstName: 'Aoife', lastName: 'Kelly', email: CUSTOMER.email, role: 'customer', isAdmin: false },
    })
    expect(browser.sessionCookie).toBeDefined()
    expect(browser.sessionCookie).not.toBe(before)
    const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('shoplocal-session='))
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    const me = await browser.get('/api/auth/user')
    expect(me.body).toEqual({
      id: expect.any(Number),
      firstName: 'Aoife',
      lastName: 'Kelly',
      email: CUSTOMER.email,
      phone: CUSTOMER.phone,
      city: 'Kilkenny',
      role: 'customer',
      isAdmin: false,
      isEmailVerified: true,
      profileImageUrl: null,
      createdAt: expect.any(String),
    })
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({
      authenticated: true,
      customer: { firstName: 'Aoife', isEmailVerified: true },
    })
    expect((await browser.get('/api/shop-owner/profile')).status).toBe(401)

    const id = await userId(CUSTOMER.email, 'customer')
    const user = await db('users').where('id', id).first()
    expect(user.last_login_ip).toBe('127.0.0.1')
    expect(user.last_login_at).toBeTruthy()
    expect(await lastAudit(id)).toMatchObject({ action: 'login', ip_address: '127.0.0.1', user_agent: 'vitest-agent' })
    expect(Boolean((await lastAudit(id)).success)).toBe(true)
    const sessions = await db('sessions').where('user_id', id)
    expect(sessions.length).toBeGreaterThanOrEqual(1)
    expect(await db('login_sessions').where({ user_id: id }).count('* as total').first()).toMatchObject({ total: expect.anything() })
  })

  it('role-login validates with the form’s messages', async () => {
    const response = await new Browser(api.url).post('/api/auth/role-login', { email: 'x@', password: '', role: 'king' })
    expect(response.status).toBe(422)
    expect(fieldMessages(response.body)).toEqual({ email: M.emailInvalid, password: M.passwordRequired, role: M.roleInvalid })
    // Without an @ the field is read as a phone number, as the sign-in forms read it.
    const phone = await new Browser(api.url).post('/api/auth/role-login', { email: '12', password: 'x', role: 'customer' })
    expect(fieldMessages(phone.body)).toEqual({ email: M.phoneTooShort })
  })

  it('refuses a role the account does not have; the admin flag counts only for role admin', async () => {
    const browser = new Browser(api.url)
    const mismatch = await browser.post('/api/auth/role-login', { ...CUSTOMER, role: 'shop_owner' })
    expect(mismatch.status).toBe(403)
    expect(mismatch.body.message).toBe(roleMismatchMessage('shop_owner'))
    expect((await browser.get('/api/auth/user')).status).toBe(401)
    expect((await lastAudit(await userId(CUSTOMER.email, 'customer'))).action).toBe('login_role_mismatch')

    const ownerAsAdmin = await browser.post('/api/auth/role-login', { ...OWNER2, role: 'admin' })
    expect(ownerAsAdmin.status).toBe(403)

    // An owner carrying the admin flag may sign in as admin.
    await db('users').where({ email: OWNER2.email, role: 'shop_owner' }).update({ is_admin: true })
    const flagged = await browser.post('/api/auth/role-login', { ...OWNER2, role: 'admin' })
    expect(flagged.status).toBe(200)
    expect(flagged.body).toMatchObject({ role: 'admin', user: { role: 'shop_owner', isAdmin: true } })
    expect((await browser.get('/api/shop-owner/profile')).body).toMatchObject({ isAdmin: true, role: 'shop_owner' })
    await db('users').where({ email: OWNER2.email, role: 'shop_owner' }).update({ is_admin: false })

    const admin = new Browser(api.url)
    const signedIn = await admin.post('/api/auth/role-login', { ...ADMIN, role: 'admin' })
    expect(signedIn.body).toMatchObject({ role: 'admin', user: { role: 'admin', isAdmin: true } })
    expect((await admin.get('/api/auth/user')).body).toMatchObject({ role: 'admin', isAdmin: true })
  })

  it('customer login by email or phone, owner login by phone, with their response shapes', async () => {
    const byPhone = new Browser(api.url)
    const customer = await byPhone.post('/api/customer/login', { contact: '087 123 4504', password: CUSTOMER.password })
    expect(customer.status).toBe(200)
    expect(customer.body).toMatchObject({ customer: { firstName: 'Aoife', email: CUSTOMER.email, role: 'customer' } })

    const byEmail = await new Browser(api.url).post('/api/customer/login', {
      contact: 'AOIFE.KELLY@shoplocal.ie',
      password: CUSTOMER.password,
    })
    expect(byEmail.status).toBe(200)

    const empty = await new Browser(api.url).post('/api/customer/login', { contact: '', password: '' })
    expect(fieldMessages(empty.body)).toEqual({ contact: M.emailOrPhoneAndPasswordRequired, password: M.emailOrPhoneAndPasswordRequired })

    const owner = new Browser(api.url)
    const signedIn = await owner.post('/api/shop-owner/login', { emailOrPhone: OWNER.phone, password: OWNER.password })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ user: { firstName: 'Siobhán', role: 'shop_owner', isAdmin: false } })
    const profile = await owner.get('/api/shop-owner/profile')
    expect(profile.status).toBe(200)
    const shops = await db('shops')
      .where('owner_id', await userId(OWNER.email, 'shop_owner'))
      .count('* as total')
      .first()
    expect(profile.body).toMatchObject({ firstName: 'Siobhán', email: OWNER.email, shopCount: Number(shops?.total) })
    expect((await owner.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null })

    const emptyOwner = await new Browser(api.url).post('/api/shop-owner/login', {})
    expect(fieldMessages(emptyOwner.body)).toEqual({
      emailOrPhone: M.emailOrPhoneAndPasswordRequired,
      password: M.emailOrPhoneAndPasswordRequired,
    })

    const customerAtOwnerPortal = await new Browser(api.url).post('/api/shop-owner/login', {
      emailOrPhone: CUSTOMER.email,
      password: CUSTOMER.password,
    })
    expect(customerAtOwnerPortal.status).toBe(403)
  })

  it('a wrong password or unknown account is a 401 that does not read as an expired session', async () => {
    const browser = new Browser(api.url)
    const unknown = await browser.post('/api/auth/role-login', { email: 'nobody@example.ie', password: 'Whatever@1', role: 'customer' })
    expect(unknown.status).toBe(401)
    expect(unknown.body.message).toBe(AUTH_SERVER_MESSAGES.invalidCredentials)
    expect(unknown.body.message).not.toContain(UNAUTHORIZED)
    const audit = await db('audit_logs').whereNull('user_id').where('action', 'login_failed').orderBy('id', 'desc').first()
    expect(Boolean(audit.success)).toBe(false)
  })

  it('locks this client out after 5 failures for 15 minutes, refuses even the right password, and unlocks after', async () => {
    const browser = new Browser(api.url)
    const id = await userId(OWNER.email, 'shop_owner')
    const actionsSince = async (afterId: number) =>
      (await db('audit_logs').where('user_id', id).where('id', '>', afterId).orderBy('id')).map((row) => row.action)
    const startAudit = Number((await lastAudit(id))?.id ?? 0)
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await browser.post('/api/shop-owner/login', { emailOrPhone: OWNER.email, password: 'Wrong@1234' })
      expect(response.status).toBe(401)
    }
    const started = Date.now()
    const fifth = await browser.post<{ message: string; lockedUntil: string }>('/api/shop-owner/login', {
      emailOrPhone: OWNER.email,
      password: 'Wrong@1234',
    })
    expect(fifth.status).toBe(423)
    const until = new Date(fifth.body.lockedUntil)
    expect(until.getTime() - started).toBeGreaterThan(14 * 60_000)
    expect(until.getTime() - started).toBeLessThan(16 * 60_000)
    expect(fifth.body.message).toBe(accountLockedMessage(until))
    expect(await actionsSince(startAudit)).toContain('account_locked')

    const right = await browser.post('/api/shop-owner/login', { emailOrPhone: OWNER.email, password: OWNER.password })
    expect(right.status).toBe(423)
    expect(right.body.message).toBe(accountLockedMessage(until))
    expect((await lastAudit(id)).action).toBe('login_while_locked')
    expect((await browser.get('/api/auth/user')).status).toBe(401)

    // The lock runs out: the right password works, the unlock is audited and the count starts again.
    await db('sign_in_throttles').where({ user_id: id, client: '127.0.0.1' }).update({ locked_until: PAST })
    const after = await browser.post('/api/shop-owner/login', { emailOrPhone: OWNER.email, password: OWNER.password })
    expect(after.status).toBe(200)
    expect(await actionsSince(startAudit)).toContain('account_unlocked')
    const row = await db('users').where('id', id).first()
    expect(row.failed_login_attempts).toBe(0)
    expect(row.account_locked_until).toBeNull()
    const client = await db('sign_in_throttles').where({ user_id: id, client: '127.0.0.1' }).first()
    expect(client).toMatchObject({ failures: 0, locked_until: null })
    expect(client.signed_in_at).toBeTruthy()
  })

  it('banned accounts cannot sign in, and a ban ends a live session on its next read', async () => {
    const browser = new Browser(api.url)
    await browser.post('/api/auth/role-login', { ...OWNER2, role: 'shop_owner' })
    expect((await browser.get('/api/auth/user')).status).toBe(200)

    await db('users').where({ email: OWNER2.email, role: 'shop_owner' }).update({ banned: true })
    expect((await browser.get('/api/auth/user')).status).toBe(401)
    const refused = await new Browser(api.url).post('/api/auth/role-login', { ...OWNER2, role: 'shop_owner' })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(AUTH_SERVER_MESSAGES.accountBanned)
    expect((await lastAudit(await userId(OWNER2.email, 'shop_owner'))).action).toBe('login_banned')
    await db('users').where({ email: OWNER2.email, role: 'shop_owner' }).update({ banned: false })
  })

  it('every logout endpoint ends the session and records it', async () => {
    const id = await userId(CUSTOMER.email, 'customer')
    for (const path of ['/api/customer/logout', '/api/shop-owner/logout', '/api/auth/logout', '/api/logout']) {
      const browser = new Browser(api.url)
      await browser.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })
      expect((await browser.get('/api/auth/user')).status).toBe(200)
      const response = await browser.post(path)
      expect(response).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.loggedOut } })
      expect((await browser.get('/api/auth/user')).status).toBe(401)
      expect((await lastAudit(id)).action).toBe('logout')
    }
    const inactive = await db('login_sessions').where({ user_id: id }).orderBy('id', 'desc').first()
    expect(Boolean(inactive.is_active)).toBe(false)
    // Signed out already: still 200.
    expect((await new Browser(api.url).post('/api/logout')).status).toBe(200)
  })

  it('refuses cookie-carrying writes from another site with 403, and lets same-site and Bearer ones through', async () => {
    const browser = new Browser(api.url)
    await browser.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })

    const crossSite = await browser.post('/api/logout', {}, { origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(crossSite.body.message).toBe(AUTH_API_MESSAGES.crossSiteRefused)
    const byReferer = await browser.post('/api/logout', {}, { referer: 'https://evil.example/page' })
    expect(byReferer.status).toBe(403)
    const opaque = await browser.post('/api/logout', {}, { origin: 'null' })
    expect(opaque.status).toBe(403)
    expect((await browser.get('/api/auth/user')).status).toBe(200)

    // Through the storefront proxy the forwarded host is the site.
    const proxied = await browser.post(
      '/api/guest-session',
      { email: 'guest@example.ie' },
      { origin: 'http://shop.test', 'x-forwarded-host': 'shop.test' },
    )
    expect(proxied.status).toBe(201)
    const sameHost = await browser.post('/api/logout', {}, { origin: api.url })
    expect(sameHost.status).toBe(200)
  })

  it('guest sessions: one contact required, kept in the session, cleared by logout', async () => {
    const browser = new Browser(api.url)
    expect((await browser.get('/api/guest-session')).body).toEqual({ guestSession: null })

    const none = await browser.post('/api/guest-session', {})
    expect(none.status).toBe(422)
    expect(fieldMessages(none.body)).toEqual({ email: M.contactRequired })
    const bad = await browser.post('/api/guest-session', { email: 'not-an-email', phone: '123' })
    expect(fieldMessages(bad.body)).toEqual({ email: M.guestEmailInvalid, phone: M.phoneTooShort })

    const created = await browser.post<{ guestSession: { id: number; email: string; phone: string | null; expiresAt: string } }>(
      '/api/guest-session',
      { phone: '085 555 1234' },
    )
    expect(created.status).toBe(201)
    expect(created.body.guestSession).toMatchObject({ email: null, phone: '+353855551234' })
    expect(new Date(created.body.guestSession.expiresAt).getTime()).toBeGreaterThan(Date.now())

    const read = await browser.get('/api/guest-session')
    expect(read.body).toEqual(created.body)

    await db('guest_sessions').where('id', created.body.guestSession.id).update({ expires_at: PAST })
    expect((await browser.get('/api/guest-session')).body).toEqual({ guestSession: null })

    await browser.post('/api/guest-session', { email: 'Guest@Example.ie' })
    await browser.post('/api/logout')
    expect((await browser.get('/api/guest-session')).body).toEqual({ guestSession: null })
  })

  it('counts simultaneous failures in the database, so parallel guesses from one client still lock it out', async () => {
    const attempts = Array.from({ length: 6 }, () =>
      new Browser(api.url).post('/api/auth/role-login', { email: ADMIN.email, password: 'Guess@0000', role: 'admin' }),
    )
    const statuses = (await Promise.all(attempts)).map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(4)
    expect(statuses.filter((status) => status === 423).length).toBeGreaterThanOrEqual(2)
    const id = await userId(ADMIN.email, 'admin')
    const lock = await db('sign_in_throttles').where({ user_id: id, client: '127.0.0.1' }).first()
    expect(lock.failures).toBeGreaterThanOrEqual(5)
    expect(lock.locked_until).toBeTruthy()
    expect((await db('users').where('id', id).first()).failed_login_attempts).toBeGreaterThanOrEqual(5)
  })

  it('GET /api/login redirects the browser to the customer sign-in page', async () => {
    const response = await fetch(`${api.url}/api/login`, { redirect: 'manual' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/customer-auth')
  })
})
