import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { ACCESS_DENIED, DEFAULT_REJECT_REASON } from '@shoplocal/shared/messages'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { mintAccessToken } from '../../support/access_tokens.ts'
import { adminClient } from '../../support/admin_client.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }

/** Every admin route this issue covers, with a harmless target for the mutations. */
const ROUTES: [string, string, unknown?][] = [
  ['GET', '/api/admin/auth/me'],
  ['GET', '/api/admin/detailed-stats'],
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/999999/suspend', { reason: 'x' }],
  ['PUT', '/api/admin/users/999999/unsuspend'],
  ['PATCH', '/api/admin/users/999999', { banned: true }],
  ['DELETE', '/api/admin/users/999999'],
  ['GET', '/api/admin/shop-owners'],
  ['PUT', '/api/admin/shop-owners/999999/suspend', { reason: 'x' }],
  ['PUT', '/api/admin/shop-owners/999999/unsuspend'],
  ['DELETE', '/api/admin/shop-owners/999999'],
  ['GET', '/api/admin/all-shops?status=approved'],
  ['GET', '/api/admin/all-shops?page=1'],
  ['PUT', '/api/admin/shops/999999/approve'],
  ['PATCH', '/api/admin/shops/999999/approve'],
  ['PUT', '/api/admin/shops/999999/reject', { reason: 'x' }],
  ['PATCH', '/api/admin/shops/999999/reject', { reason: 'x' }],
  ['DELETE', '/api/admin/shops/999999'],
  ['GET', '/api/admin/logs'],
  ['DELETE', '/api/admin/auth/token'],
]

describe(`admin API on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let adminToken: string
  let ids: Record<'admin' | 'owner1' | 'owner2' | 'customer', number>

  const userId = async (email: string) => Number((await db('users').where('email', email).first()).id)
  const lastLog = () => db('admin_logs').orderBy('id', 'desc').first()

  beforeAll(async () => {
    // Many sign-ins from one address: raise the per-minute allowance; lockout is tested on its own below.
    api = await startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '1000' } })
    db = api.database.connect()
    call = adminClient(api.url)
    ids = {
      admin: await userId('admin@shoplocal.ie'),
      owner1: await userId('siobhan.murphy@shoplocal.ie'),
      owner2: await userId('ciaran.obrien@shoplocal.ie'),
      customer: await userId('aoife.kelly@shoplocal.ie'),
    }
    const signIn = await call('POST', '/api/admin/auth/token', { body: ADMIN })
    adminToken = signIn.body.token
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  describe('desktop sign-in', () => {
    it('gives the admin a token and the console its user', async () => {
      const reply = await call('POST', '/api/admin/auth/token', { body: { email: ' Admin@ShopLocal.ie ', password: ADMIN.password } })
      expect(reply.status).toBe(200)
      expect(reply.body.token).toMatch(/^slt_/)
      expect(reply.body.user).toEqual({
        id: ids.admin,
        firstName: 'Gráinne',
        lastName: 'Nolan',
        email: 'admin@shoplocal.ie',
        role: 'admin',
        isAdmin: true,
      })
      const me = await call('GET', '/api/admin/auth/me', { token: reply.body.token })
      expect(me.body.user.email).toBe('admin@shoplocal.ie')
    })

    it('refuses a wrong password with 401 and a non-admin with the Access Denied text', async () => {
      expect((await call('POST', '/api/admin/auth/token', { body: { ...ADMIN, password: 'Wrong@2026' } })).status).toBe(401)
      expect((await call('POST', '/api/admin/auth/token', { body: { email: 'nobody@shoplocal.ie', password: 'x' } })).status).toBe(401)
      const customer = await call('POST', '/api/admin/auth/token', {
        body: { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' },
      })
      expect(customer.status).toBe(403)
      expect(customer.body.message).toBe(ACCESS_DENIED.enhanced)
      const invalid = await call('POST', '/api/admin/auth/token', { body: { email: 'not-an-email' } })
      expect(invalid.status).toBe(422)
      expect(invalid.body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'password'])
    })

    it('locks the account after 5 wrong passwords, refusing even the right one, and audits it', async () => {
      const owner = { email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
      await db('users').where('id', ids.owner1).update({ is_admin: true })
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await call('POST', '/api/admin/auth/token', { body: { ...owner, password: 'Wrong@2026' } })).status).toBe(401)
      }
      const fifth = await call('POST', '/api/admin/auth/token', { body: { ...owner, password: 'Wrong@2026' } })
      expect(fifth.status).toBe(423)
      expect(new Date(fifth.body.lockedUntil).getTime()).toBeGreaterThan(Date.now() + 14 * 60_000)
      expect((await call('POST', '/api/admin/auth/token', { body: owner })).status).toBe(423)
      const actions = (await db('audit_logs').where('user_id', ids.owner1).select('action')).map((row) => row.action)
      expect(actions).toContain('account_locked')
      await db('users').where('id', ids.owner1).update({ is_admin: false, failed_login_attempts: 0, account_locked_until: null })
      await db('sign_in_throttles').where('user_id', ids.owner1).delete()
    })

    it('signs out by revoking the token at once', async () => {
      const { body } = await call('POST', '/api/admin/auth/token', { body: ADMIN })
      expect((await call('DELETE', '/api/admin/auth/token', { token: body.token })).status).toBe(200)
      expect((await call('GET', '/api/admin/auth/me', { token: body.token })).status).toBe(401)
    })
  })

  describe('authorization matrix', () => {
    it('answers 401 to anonymous, 403 to customers and shop owners, and serves admins', async () => {
      const customerToken = await mintAccessToken(db, ids.customer)
      const ownerToken = await mintAccessToken(db, ids.owner1)
      for (const [method, path, body] of ROUTES) {
        const anonymous = await call(method, path, { body })
        expect(anonymous.status, `${method} ${path} anonymous`).toBe(401)
        expect(anonymous.body.message).toContain('Unauthorized')
        for (const token of [customerToken, ownerToken]) {
          const reply = await call(method, path, { body, token })
          expect(reply.status, `${method} ${path} non-admin`).toBe(403)
          expect(reply.body.message).toBe(ACCESS_DENIED.enhanced)
        }
        if (path === '/api/admin/auth/token') continue
        const admin = await call(method, path, { body, token: adminToken })
        expect(admin.status, `${method} ${path} admin`).toBe(path.includes('999999') ? 404 : 200)
      }
    })

    it('serves an account that has only the admin flag', async () => {
      await db('users').where('id', ids.owner2).update({ is_admin: true })
      const flagged = await call('POST', '/api/admin/auth/token', { body: { email: 'ciaran.obrien@shoplocal.ie', password: 'Owner@2026' } })
      expect(flagged.status).toBe(200)
      expect((await call('GET', '/api/admin/users', { token: flagged.body.token })).status).toBe(200)
      await db('users').where('id', ids.owner2).update({ is_admin: false })
      // The flag is checked on every request, not only at sign-in.
      expect((await call('GET', '/api/admin/users', { token: flagged.body.token })).status).toBe(403)
    })
  })

  describe('users', () => {
    it('pages 20 at a time with the total and page count', async () => {
      const { body } = await call('GET', '/api/admin/users', { token: adminToken })
      const [{ total }] = await db('users').count('* as total')
      expect(body.totalCount).toBe(Number(total))
      expect(body.users).toHaveLength(20)
      expect(body.totalPages).toBe(Math.ceil(Number(total) / 20))
      expect(Object.keys(body.users[0]).sort()).toEqual(
        ['banned', 'createdAt', 'email', 'firstName', 'id', 'isEmailVerified', 'isPhoneVerified', 'lastName', 'phone', 'role'].sort(),
      )
    })

    it('searches by name or e-mail and filters by role and status', async () => {
      const byName = await call('GET', '/api/admin/users?search=aoife%20kel', { token: adminToken })
      expect(byName.body.users.map((user: { email: string }) => user.email)).toContain('aoife.kelly@shoplocal.ie')
      const byEmail = await call('GET', '/api/admin/users?search=siobhan.murphy@', { token: adminToken })
      expect(byEmail.body.users).toHaveLength(1)
      const owners = await call('GET', '/api/admin/users?role=shop_owner&limit=100', { token: adminToken })
      expect(owners.body.users.every((user: { role: string }) => user.role === 'shop_owner')).toBe(true)
      const banned = await call('GET', '/api/admin/users?status=banned&limit=100', { token: adminToken })
      expect(banned.body.users.every((user: { banned: boolean }) => user.banned)).toBe(true)
      const [{ total }] = await db('users').where('banned', true).count('* as total')
      expect(banned.body.totalCount).toBe(Number(total))
    })

    it('matches % and _ in a search as themselves, not as LIKE wildcards', async () => {
      const people = [
        { first_name: 'Pct%Zq', last_name: 'Literal', email: 'pct-literal@example.ie' },
        { first_name: 'PctAZq', last_name: 'Wildcard', email: 'pct-wildcard@example.ie' },
        { first_name: 'Und_Zq', last_name: 'Literal', email: 'und-literal@example.ie' },
        { first_name: 'UndXZq', last_name: 'Wildcard', email: 'und-wildcard@example.ie' },
        { first_name: 'Bang!Zq', last_name: 'Literal', email: 'bang-literal@example.ie' },
      ]
      await db('users').insert(people.map((person) => ({ ...person, role: 'customer' })))
      const search = async (text: string) => {
        const reply = await call('GET', `/api/admin/users?search=${encodeURIComponent(text)}&limit=100`, { token: adminToken })
        expect(reply.status).toBe(200)
        return reply.body.users.map((user: { email: string }) => user.email).sort()
      }
      try {
        expect(await search('Pct%Z')).toEqual(['pct-literal@example.ie'])
        expect(await search('Und_Z')).toEqual(['und-literal@example.ie'])
        expect(await search('Bang!Z')).toEqual(['bang-literal@example.ie'])
        expect(await search('%')).toEqual([])
        expect(await search('pct-')).toEqual(['pct-literal@example.ie', 'pct-wildcard@example.ie'])
      } finally {
        await db('users')
          .whereIn(
            'email',
            people.map((person) => person.email),
          )
          .delete()
      }
    })

    it('sorts only by whitelisted columns, caps the limit and clamps the page', async () => {
      const sorted = await call('GET', '/api/admin/users?sortBy=email&sortOrder=asc&limit=100', { token: adminToken })
      const emails = sorted.body.users.map((user: { email: string | null }) => user.email).filter(Boolean)
      expect(emails).toEqual([...emails].sort())
      expect((await call('GET', '/api/admin/users?sortBy=password', { token: adminToken })).status).toBe(422)
      expect((await call('GET', '/api/admin/users?sortOrder=sideways', { token: adminToken })).status).toBe(422)
      const capped = await call('GET', '/api/admin/users?limit=5000', { token: adminToken })
      expect(capped.body.users.length).toBeLessThanOrEqual(100)
      const past = await call('GET', '/api/admin/users?page=9999', { token: adminToken })
      expect(past.status).toBe(200)
      expect(past.body.users.length).toBeGreaterThan(0)
      expect((await call('GET', '/api/admin/users?page=-3', { token: adminToken })).body.users).toHaveLength(20)
    })

    it("suspends with a reason, logs it and ends the user's access at once; unsuspends", async () => {
      const customerToken = await mintAccessToken(db, ids.customer)
      await db('users').where('id', ids.customer).update({ is_admin: true })
      expect((await call('GET', '/api/admin/auth/me', { token: customerToken })).status).toBe(200)

      const suspended = await call('PUT', `/api/admin/users/${ids.customer}/suspend`, {
        token: adminToken,
        body: { reason: 'Spam reviews' },
      })
      expect(suspended.status).toBe(200)
      expect(suspended.body.user.banned).toBe(true)
      expect((await call('GET', '/api/admin/auth/me', { token: customerToken })).status).toBe(401)
      const log = await lastLog()
      expect(log).toMatchObject({ action: 'suspend_user', target_type: 'user', target_id: ids.customer, target_name: 'Aoife Kelly' })
      expect(JSON.parse(log.details).reason).toBe('Spam reviews')
      expect(log.ip_address).toBeTruthy()

      const unsuspended = await call('PUT', `/api/admin/users/${ids.customer}/unsuspend`, { token: adminToken })
      expect(unsuspended.body.user.banned).toBe(false)
      expect((await lastLog()).action).toBe('unsuspend_user')
      await db('users').where('id', ids.customer).update({ is_admin: false })
    })

    it('defaults a missing or blank reason and accepts PATCH {banned}', async () => {
      for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
        expect((await call('PUT', `/api/admin/users/${ids.owner2}/suspend`, { token: adminToken, body })).status).toBe(200)
        expect(JSON.parse((await lastLog()).details).reason).toBe(DEFAULT_REJECT_REASON)
      }
      await call('PATCH', `/api/admin/users/${ids.owner2}`, { token: adminToken, body: { banned: true } })
      expect(JSON.parse((await lastLog()).details).reason).toBe(DEFAULT_REJECT_REASON)
      const patched = await call('PATCH', `/api/admin/users/${ids.owner2}`, { token: adminToken, body: { banned: false } })
      expect(patched.body.user.banned).toBe(false)
      expect((await call('PATCH', `/api/admin/users/${ids.owner2}`, { token: adminToken, body: { banned: 'maybe' } })).status).toBe(422)
    })

    it('refuses to delete or suspend yourself, and to remove the last admin account', async () => {
      const self = await call('DELETE', `/api/admin/users/${ids.admin}`, { token: adminToken })
      expect(self.status).toBe(409)
      expect(self.body.message).toBe(ADMIN_SERVER_MESSAGES.cannotDeleteSelf)
      expect((await call('PUT', `/api/admin/users/${ids.admin}/suspend`, { token: adminToken, body: {} })).body.message).toBe(
        ADMIN_SERVER_MESSAGES.cannotSuspendSelf,
      )
      // An owner holding the admin flag cannot remove the only admin-role account (the second demo admin set aside).
      await db('users').where('email', 'moderator@shoplocal.ie').update({ role: 'customer', is_admin: false })
      await db('users').where('id', ids.owner2).update({ is_admin: true })
      const flagged = await call('POST', '/api/admin/auth/token', { body: { email: 'ciaran.obrien@shoplocal.ie', password: 'Owner@2026' } })
      const last = await call('DELETE', `/api/admin/users/${ids.admin}`, { token: flagged.body.token })
      expect(last.status).toBe(409)
      expect(last.body.message).toBe(ADMIN_SERVER_MESSAGES.lastAdmin)
      await db('users').where('id', ids.owner2).update({ is_admin: false })
      await db('users').where('email', 'moderator@shoplocal.ie').update({ role: 'admin', is_admin: true })
      expect(await db('users').where('id', ids.admin).first()).toBeTruthy()
    })

    it('deletes a user and logs it', async () => {
      const [{ id }] = await db('users').where('role', 'customer').whereNot('id', ids.customer).orderBy('id', 'desc').limit(1).select('id')
      const reply = await call('DELETE', `/api/admin/users/${id}`, { token: adminToken, body: { reason: 'Duplicate account' } })
      expect(reply.status).toBe(200)
      expect(await db('users').where('id', id).first()).toBeUndefined()
      const log = await lastLog()
      expect(log).toMatchObject({ action: 'delete_user', target_id: Number(id) })
      expect(JSON.parse(log.details).reason).toBe('Duplicate account')
    })

    it('records the default reason when a user or shop owner is deleted without one', async () => {
      const [customer, owner] = await Promise.all([
        db('users').where('role', 'customer').whereNot('id', ids.customer).orderBy('id', 'desc').first(),
        db('users').where('role', 'shop_owner').whereNotIn('id', [ids.owner1, ids.owner2]).orderBy('id', 'desc').first(),
      ])
      expect((await call('DELETE', `/api/admin/users/${customer.id}`, { token: adminToken, body: { reason: '' } })).status).toBe(200)
      expect(JSON.parse((await lastLog()).details).reason).toBe(DEFAULT_REJECT_REASON)
      expect((await call('DELETE', `/api/admin/shop-owners/${owner.id}`, { token: adminToken })).status).toBe(200)
      const log = await lastLog()
      expect(log).toMatchObject({ action: 'delete_shop_owner', target_id: Number(owner.id) })
      expect(JSON.parse(log.details).reason).toBe(DEFAULT_REJECT_REASON)
    })
  })

  describe('shop owners', () => {
    it('lists owners with shop name, shop count and product count', async () => {
      const { body } = await call('GET', '/api/admin/shop-owners?search=siobhan', { token: adminToken })
      const owner = body.shopOwners.find((row: { id: number }) => row.id === ids.owner1)
      const [{ shops }] = await db('shops').where('owner_id', ids.owner1).count('* as shops')
      const [{ products }] = await db('products')
        .join('shops', 'shops.id', 'products.shop_id')
        .where('shops.owner_id', ids.owner1)
        .count('* as products')
      expect(owner).toMatchObject({ shopCount: Number(shops), totalProducts: Number(products), banned: false })
      expect(owner.shopName).toBeTruthy()
    })

    it('sorts by shop name and filters by status', async () => {
      const sorted = await call('GET', '/api/admin/shop-owners?sortBy=shopName&sortOrder=asc&limit=100', { token: adminToken })
      const names = sorted.body.shopOwners.map((row: { shopName: string | null }) => row.shopName).filter(Boolean)
      expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)))
      const suspended = await call('GET', '/api/admin/shop-owners?status=suspended', { token: adminToken })
      expect(suspended.body.shopOwners.every((row: { banned: boolean }) => row.banned)).toBe(true)
      expect((await call('GET', '/api/admin/shop-owners?search=zzzzzz', { token: adminToken })).body).toEqual({
        shopOwners: [],
        totalCount: 0,
        totalPages: 1,
      })
    })

    it('suspends with the typed reason or the default, unsuspends, and refuses accounts that are not owners', async () => {
      await call('PUT', `/api/admin/shop-owners/${ids.owner1}/suspend`, { token: adminToken, body: { reason: 'Fake listings' } })
      expect(JSON.parse((await lastLog()).details).reason).toBe('Fake listings')
      await call('PUT', `/api/admin/shop-owners/${ids.owner1}/unsuspend`, { token: adminToken })
      expect(JSON.parse((await lastLog()).details).reason).toBeUndefined()
      await call('PUT', `/api/admin/shop-owners/${ids.owner1}/suspend`, { token: adminToken, body: { reason: '' } })
      const log = await lastLog()
      expect(log).toMatchObject({ action: 'suspend_shop_owner', target_type: 'shop_owner' })
      expect(JSON.parse(log.details).reason).toBe(DEFAULT_REJECT_REASON)
      await call('PUT', `/api/admin/shop-owners/${ids.owner1}/unsuspend`, { token: adminToken })
      expect(Boolean((await db('users').where('id', ids.owner1).first()).banned)).toBe(false)
      expect((await call('PUT', `/api/admin/shop-owners/${ids.customer}/suspend`, { token: adminToken, body: {} })).status).toBe(404)
    })
  })

  describe('shops', () => {
    it('lists shops paged, filtered by status and searched by name', async () => {
      const pending = await call('GET', '/api/admin/all-shops?page=1&status=pending', { token: adminToken })
      const [{ total }] = await db('shops').where('status', 'pending').count('* as total')
      expect(pending.body.totalCount).toBe(Number(total))
      expect(
        pending.body.shops.every((shop: { isApproved: boolean; status: string }) => !shop.isApproved && shop.status === 'pending'),
      ).toBe(true)
      const shop = pending.body.shops[0]
      expect(shop.owner.email).toBeTruthy()
      expect(shop.category.name).toBeTruthy()
      const plain = await call('GET', '/api/admin/all-shops?status=approved', { token: adminToken })
      expect(plain.body.totalPages).toBeUndefined()
      expect(plain.body.shops).toHaveLength(plain.body.totalCount)
      // A comma stays part of the search text (the query-string parser must not make it a list).
      const withComma = await call('GET', `/api/admin/all-shops?page=1&search=${encodeURIComponent('Galway, Co.')}`, { token: adminToken })
      expect(withComma.status).toBe(200)
      const named = await call('GET', `/api/admin/all-shops?page=1&search=${encodeURIComponent(shop.name.split(' ')[0])}`, {
        token: adminToken,
      })
      expect(named.body.shops.map((row: { id: number }) => row.id)).toContain(shop.id)
    })

    it('approves and rejects pending shops with logged reasons, and removes a shop', async () => {
      const [first, second] = await db('shops').where('status', 'pending').orderBy('id').limit(2)
      const approved = await call('PUT', `/api/admin/shops/${first.id}/approve`, { token: adminToken })
      expect(approved.body.shop).toMatchObject({ status: 'approved', isApproved: true })
      expect((await lastLog()).action).toBe('approve_shop')
      expect((await call('PATCH', `/api/admin/shops/${first.id}/approve`, { token: adminToken })).status).toBe(409)

      const rejected = await call('PATCH', `/api/admin/shops/${second.id}/reject`, { token: adminToken, body: {} })
      expect(rejected.body.shop).toMatchObject({ status: 'rejected', rejectionReason: DEFAULT_REJECT_REASON })
      expect(JSON.parse((await lastLog()).details).reason).toBe(DEFAULT_REJECT_REASON)
      expect((await call('PUT', `/api/admin/shops/${first.id}/reject`, { token: adminToken, body: {} })).status).toBe(409)

      expect((await call('DELETE', `/api/admin/shops/${first.id}`, { token: adminToken })).status).toBe(200)
      // Kept, marked removed, so that an appeal can restore it; gone from every page and list.
      expect((await db('shops').where('id', first.id).first()).removed_at).not.toBeNull()
      expect((await call('GET', `/api/admin/shops/${first.id}`, { token: adminToken })).status).toBe(404)
      const removal = await lastLog()
      expect(removal).toMatchObject({ action: 'remove_shop', target_id: first.id, target_name: first.name })
      expect(JSON.parse(removal.details).reason).toBe(DEFAULT_REJECT_REASON)
    })
  })

  describe('logs and stats', () => {
    it('lists logs newest first, 50 a page, with the admin and the reason', async () => {
      const { body } = await call('GET', '/api/admin/logs', { token: adminToken })
      const [{ total }] = await db('admin_logs').count('* as total')
      expect(body.totalCount).toBe(Number(total))
      expect(body.logs.length).toBe(Math.min(50, Number(total)))
      expect(body.logs[0].admin).toEqual({ firstName: 'Gráinne', lastName: 'Nolan', email: 'admin@shoplocal.ie' })
      const ids = body.logs.map((log: { id: number }) => log.id)
      expect(ids).toEqual([...ids].sort((a, b) => b - a))
      const lastPage = await call('GET', `/api/admin/logs?page=${Math.ceil(Number(total) / 50)}`, { token: adminToken })
      expect(lastPage.body.logs.length).toBeLessThanOrEqual(50)
    })

    it('reports the overview and analytics figures', async () => {
      const { body } = await call('GET', '/api/admin/detailed-stats', { token: adminToken })
      const count = async (query: Knex.QueryBuilder) => Number((await query.count('* as total').first())?.total)
      expect(body.totalShops).toBe(await count(db('shops').whereNull('removed_at')))
      expect(body.totalUsers).toBe(await count(db('users')))
      expect(body.activeUsers).toBe(await count(db('users').where('banned', false)))
      expect(body.totalProducts).toBe(await count(db('products')))
      expect(body.totalRevenue).toBeGreaterThan(0)
      expect(body.revenueByMonth).toHaveLength(12)
      expect(body.visitStats.yearly).toBeGreaterThanOrEqual(body.visitStats.monthly)
      expect(body.visitStats.daily).toBeGreaterThan(0)
      expect(body.topRevenueShops.length).toBeGreaterThan(0)
      expect(body.topVisitedShops).toHaveLength(10)
      expect(body.shopPayments.length).toBeGreaterThan(0)
      expect(Object.keys(body.paymentStats).sort()).toEqual(['active', 'expiringSoon', 'monthlyRevenue', 'suspended'])
      expect(body.systemMetrics.memoryUsage.used).toBeGreaterThan(1_000_000)
      expect(body.systemMetrics.serverUptime).toBeGreaterThanOrEqual(0)
    })

    it('never sends a password hash or token secret', async () => {
      for (const path of [
        '/api/admin/users?limit=100',
        '/api/admin/shop-owners?limit=100',
        '/api/admin/all-shops?status=approved',
        '/api/admin/logs',
        '/api/admin/auth/me',
      ]) {
        const { text } = await call('GET', path, { token: adminToken })
        expect(text).not.toMatch(/\$scrypt|\$argon2|"password"|"hash"|rememberMe|twoFactorSecret/)
      }
    })
  })
})
