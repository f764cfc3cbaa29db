import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CUSTOMER_EXPORT_CHUNK, TOP_CITIES_SHOWN } from '@shoplocal/shared/constants'
import { DEFAULT_REJECT_REASON } from '@shoplocal/shared/messages'
import { ADMIN_SERVER_MESSAGES, DEFAULT_VISIT_TYPE, DIRECT_VISIT_SOURCE, FORMER_CUSTOMER } from '#messages/index'
import type { AdminCustomer, AdminCustomersPage, ModerationItem, ModerationQueue, RecentVisit, VisitStats } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { mintAccessToken } from '../../support/access_tokens.ts'
import { adminClient } from '../../support/admin_client.ts'
import { UNTHROTTLED } from '../auth/browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')

describe(`classic admin calls on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string

  const total = async (query: Knex.QueryBuilder) => Number((await query.count('* as total').first())?.total ?? 0)
  const customers = () => db('users').where('role', 'customer')
  const addCustomer = async (fields: Record<string, unknown>) => {
    const [id] = await db('users').insert({
      role: 'customer',
      contact_method: 'email',
      created_at: sqlNow(),
      updated_at: sqlNow(),
      ...fields,
    })
    return Number(id)
  }

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    call = adminClient(api.url)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
  }, 180_000)

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('GET /stats gives the four classic cards from the tables', async () => {
    const { status, body } = await call('GET', '/api/admin/stats', { token })
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['activeUsers', 'pendingApprovals', 'totalRevenue', 'totalShops'])
    expect(body.totalShops).toBe(await total(db('shops')))
    expect(body.activeUsers).toBe(await total(db('users').where('banned', false)))
    expect(body.pendingApprovals).toBe(await total(db('shops').where('status', 'pending')))
    expect(body.pendingApprovals).toBeGreaterThan(0)
    expect(typeof body.totalRevenue).toBe('number')
    const detailed = await call('GET', '/api/admin/detailed-stats', { token })
    expect(body.totalRevenue).toBe(detailed.body.totalRevenue)
  })

  it('GET /pending-shops lists exactly the pending shops with owner and category', async () => {
    const { body } = await call('GET', '/api/admin/pending-shops', { token })
    const pendingIds = (await db('shops').where('status', 'pending').select('id')).map((row) => Number(row.id)).sort((a, b) => a - b)
    expect(body.map((shop: { id: number }) => shop.id).sort((a: number, b: number) => a - b)).toEqual(pendingIds)
    expect(body.every((shop: { status: string; isApproved: boolean }) => shop.status === 'pending' && !shop.isApproved)).toBe(true)
    expect(body[0].owner).toHaveProperty('email')
  })

  describe('customers', () => {
    it('GET /customer-stats counts customers, bans, verification, this month, messages and the top 3 cities', async () => {
      const { body } = await call('GET', '/api/admin/customer-stats', { token })
      const all = await total(customers())
      const banned = await total(customers().where('banned', true))
      expect(body.totalCustomers).toBe(all)
      expect(body.bannedCustomers).toBe(banned)
      expect(body.activeCustomers).toBe(all - banned)
      expect(body.verifiedCustomers).toBe(
        await total(customers().where((either) => either.where('is_email_verified', true).orWhere('is_phone_verified', true))),
      )
      expect(body.totalMessages).toBe(await total(db('messages')))
      expect(body.topCities.length).toBeLessThanOrEqual(TOP_CITIES_SHOWN)
      const [first] = await customers()
        .whereNotNull('city')
        .groupBy('city')
        .select('city')
        .count('* as total')
        .orderBy('total', 'desc')
        .orderBy('city', 'asc')
        .limit(1)
      expect(body.topCities[0]).toEqual({ city: first.city, count: Number(first.total) })
      const counts = body.topCities.map((city: { count: number }) => city.count)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      expect(body.avgRegistrationsPerDay).toBeGreaterThanOrEqual(0)
    })

    it('GET /customers pages customers only, 20 at a time, in the spec shape', async () => {
      const { status, body } = await call<AdminCustomersPage>('GET', '/api/admin/customers', { token })
      expect(status).toBe(200)
      expect(body.totalCount).toBe(await total(customers()))
      expect(body.customers).toHaveLength(Math.min(20, body.totalCount))
      expect(body.totalPages).toBe(Math.ceil(body.totalCount / 20))
      expect(body.nextAfterId).toBeNull()
      expect(Object.keys(body.customers[0]).sort()).toEqual(
        [
          'banned',
          'city',
          'contactMethod',
          'createdAt',
          'email',
          'firstName',
          'id',
          'isEmailVerified',
          'isPhoneVerified',
          'lastName',
          'phone',
          'updatedAt',
        ].sort(),
      )
      const roles = await db('users')
        .whereIn(
          'id',
          body.customers.map((customer) => customer.id),
        )
        .distinct('role')
      expect(roles.map((row) => row.role)).toEqual(['customer'])
    })

    it('searches by id, e-mail, phone and city, and filters banned ones', async () => {
      const id = await addCustomer({ email: 'zq-search@example.ie', phone: '0871234599', city: 'Zqtown', first_name: 'Zq' })
      try {
        const search = async (text: string) =>
          (await call<AdminCustomersPage>('GET', `/api/admin/customers?search=${encodeURIComponent(text)}&limit=100`, { token })).body
        expect((await search(String(id))).customers.map((customer) => customer.id)).toContain(id)
        expect((await search('zq-search@')).customers.map((customer) => customer.id)).toEqual([id])
        expect((await search('087123459')).customers.map((customer) => customer.id)).toEqual([id])
        expect((await search('zqtown')).customers.map((customer) => customer.id)).toEqual([id])
        expect((await search('%')).customers).toEqual([])
        // Owners and admins are not customers, whatever matches.
        expect((await search('siobhan.murphy@')).customers).toEqual([])
        await db('users').where('id', id).update({ banned: true })
        const banned = await call<AdminCustomersPage>('GET', '/api/admin/customers?status=banned&limit=100', { token })
        expect(banned.body.customers.every((customer) => customer.banned)).toBe(true)
        expect(banned.body.customers.map((customer) => customer.id)).toContain(id)
      } finally {
        await db('users').where('id', id).delete()
      }
    })

    it('walks every customer once in id-ordered chunks for an export', async () => {
      const seen: number[] = []
      let afterId = 0
      for (let chunks = 0; chunks < 1000; chunks++) {
        const { body } = await call<AdminCustomersPage>('GET', `/api/admin/customers?afterId=${afterId}&limit=7`, { token })
        seen.push(...body.customers.map((customer) => customer.id))
        expect(body.totalCount).toBe(await total(customers()))
        if (body.nextAfterId === null) break
        afterId = body.nextAfterId
      }
      const ids = (await customers().orderBy('id').select('id')).map((row) => Number(row.id))
      expect(seen).toEqual(ids)
      const capped = await call<AdminCustomersPage>('GET', '/api/admin/customers?afterId=0&limit=100000', { token })
      expect(capped.body.customers.length).toBeLessThanOrEqual(CUSTOMER_EXPORT_CHUNK)
    })

    it('refuses a bad sort, a negative cursor and a fractional page with 422', async () => {
      for (const query of ['sortBy=password', 'afterId=-1', 'page=1.5', 'status=gone']) {
        const reply = await call('GET', `/api/admin/customers?${query}`, { token })
        expect(reply.status, query).toBe(422)
        expect(reply.body.errors[0].field).toBeTruthy()
      }
    })

    it('PATCH /customers/:id/ban bans (ending the sessions), unbans, and logs both', async () => {
      const id = await addCustomer({ email: 'zq-ban@example.ie', city: 'Sligo' })
      try {
        await mintAccessToken(db, id)
        expect(await total(db('auth_access_tokens').where('tokenable_id', id))).toBe(1)
        const banned = await call('PATCH', `/api/admin/customers/${id}/ban`, { token, body: { banned: true } })
        expect(banned.status).toBe(200)
        expect(banned.body.message).toBe(ADMIN_SERVER_MESSAGES.customerBanned)
        expect(banned.body.customer).toMatchObject({ id, banned: true })
        expect(await total(db('auth_access_tokens').where('tokenable_id', id))).toBe(0)
        const banLog = await db('admin_logs').orderBy('id', 'desc').first()
        expect(banLog).toMatchObject({ action: 'ban_customer', target_type: 'customer', target_id: id })
        expect(JSON.parse(banLog.details).reason).toBe(DEFAULT_REJECT_REASON)

        const unbanned = await call('PATCH', `/api/admin/customers/${id}/ban`, { token, body: { banned: false } })
        expect(unbanned.body.customer.banned).toBe(false)
        expect((await db('users').where('id', id).first()).banned).toBeFalsy()
        expect((await db('admin_logs').orderBy('id', 'desc').first()).action).toBe('unban_customer')

        const invalid = await call('PATCH', `/api/admin/customers/${id}/ban`, { token, body: { banned: 'maybe' } })
        expect(invalid.status).toBe(422)
        expect(invalid.body.errors[0].field).toBe('banned')
      } finally {
        await db('users').where('id', id).delete()
      }
    })

    it('refuses to ban or delete an account that is not a customer (404) and leaves it unchanged', async () => {
      const owner = await db('users').where('email', 'siobhan.murphy@shoplocal.ie').first()
      const ban = await call('PATCH', `/api/admin/customers/${owner.id}/ban`, { token, body: { banned: true } })
      expect(ban.status).toBe(404)
      expect(ban.body.message).toBe(ADMIN_SERVER_MESSAGES.notCustomer)
      expect((await call('DELETE', `/api/admin/customers/${owner.id}`, { token })).status).toBe(404)
      expect((await call('DELETE', '/api/admin/customers/999999', { token })).status).toBe(404)
      const after = await db('users').where('id', owner.id).first()
      expect(after.banned).toBeFalsy()
    })

    it('DELETE /customers/:id deletes the account for good and logs it by name', async () => {
      const id = await addCustomer({ email: 'zq-delete@example.ie', first_name: 'Zoe', last_name: 'Quill' })
      const reply = await call('DELETE', `/api/admin/customers/${id}`, { token })
      expect(reply.status).toBe(200)
      expect(reply.body.message).toBe(ADMIN_SERVER_MESSAGES.customerDeleted)
      expect(await db('users').where('id', id).first()).toBeUndefined()
      const log = await db('admin_logs').orderBy('id', 'desc').first()
      expect(log).toMatchObject({ action: 'delete_customer', target_id: id, target_name: 'Zoe Quill' })
      expect((await call('DELETE', `/api/admin/customers/${id}`, { token })).status).toBe(404)
    })

    it('keeps the ratings a deleted customer had given, anonymised, so the figures do not change', async () => {
      const id = await addCustomer({ email: 'zq-reviewer@example.ie' })
      const shop = await db('shops').where('status', 'approved').orderBy('id').first()
      const [reviewId] = await db('reviews')
        .insert({ shop_id: shop.id, user_id: id, rating: 1, reviewer_name: 'Zq R.', created_at: sqlNow(), updated_at: sqlNow() })
        .returning('id')
        .then((rows) => rows.map((row) => Number(typeof row === 'object' ? row.id : row)))
      const before = await db('shops').where('id', shop.id).first()

      expect((await call('DELETE', `/api/admin/customers/${id}`, { token })).status).toBe(200)
      expect(await db('reviews').where('id', reviewId).first()).toMatchObject({ user_id: null, reviewer_name: FORMER_CUSTOMER, rating: 1 })
      const after = await db('shops').where('id', shop.id).first()
      expect(Number(after.review_count)).toBe(Number(before.review_count))
      expect(Number(after.rating)).toBe(Number(before.rating))
    })
  })

  describe('visits', () => {
    it('GET /visit-stats counts by period and names sources by the referrer host', async () => {
      const shop = await db('shops').where('status', 'approved').first()
      const now = sqlNow()
      const visit = (referrer: string | null) => ({
        shop_id: shop.id,
        ip_address: '10.0.0.1',
        referrer,
        visited_at: now,
        year: 2026,
        month: 1,
        week: 1,
        day: 1,
        created_at: now,
      })
      await db('shop_visits').insert([visit('https://www.zqsearch.example/results?q=shop'), visit('not a url'), visit('')])
      try {
        const { body } = await call<VisitStats>('GET', '/api/admin/visit-stats', { token })
        expect(body.daily).toBeGreaterThanOrEqual(3)
        expect(body.weekly).toBeGreaterThanOrEqual(body.daily)
        expect(body.yearly).toBeGreaterThanOrEqual(body.monthly)
        const yearStart = `${new Date().getUTCFullYear()}-01-01 00:00:00`
        const yearVisits = await total(db('shop_visits').where('visited_at', '>=', yearStart))
        expect(body.sources.reduce((sum, source) => sum + source.count, 0)).toBe(yearVisits)
        const names = body.sources.map((source) => source.name)
        expect(names).toContain(DIRECT_VISIT_SOURCE)
        expect(names).toContain('google.ie')
        expect(names.some((name) => name.startsWith('http') || name.startsWith('www.'))).toBe(false)
        expect(body.topShops.length).toBeGreaterThan(0)
        expect(body.topShops[0]).toEqual({ id: expect.any(Number), name: expect.any(String), visitCount: expect.any(Number) })
      } finally {
        await db('shop_visits').where('ip_address', '10.0.0.1').delete()
      }
    })

    it('GET /recent-visits lists the latest visits first with the shop and the visitor', async () => {
      const { body } = await call<RecentVisit[]>('GET', '/api/admin/recent-visits', { token })
      expect(body.length).toBeGreaterThan(0)
      expect(body.length).toBeLessThanOrEqual(50)
      const times = body.map((visit) => visit.visitedAt)
      expect(times).toEqual([...times].sort().reverse())
      expect(body[0].visitType).toBe(DEFAULT_VISIT_TYPE)
      expect(body[0].shop).toEqual({ name: expect.any(String), location: expect.any(String) })
      const latest = await db('shop_visits').orderBy('visited_at', 'desc').orderBy('id', 'desc').first()
      expect(body[0].id).toBe(Number(latest.id))
    })
  })

  describe('moderation queue', () => {
    it('gathers pending shops, payments to verify and spotlight requests, oldest first, with exact counts', async () => {
      const { status, body } = await call<ModerationQueue>('GET', '/api/admin/moderation-queue', { token })
      expect(status).toBe(200)
      expect(body.counts).toEqual({
        shop: await total(db('shops').where('status', 'pending')),
        payment: await total(db('payment_transactions').where('payment_status', 'pending_verification')),
        spotlight: await total(db('spotlight_requests').where('status', 'pending')),
      })
      expect(body.counts.shop * body.counts.payment * body.counts.spotlight).toBeGreaterThan(0)
      const kinds = new Set(body.items.map((item) => item.kind))
      expect([...kinds].sort()).toEqual(['payment', 'shop', 'spotlight'])
      const times = body.items.map((item) => item.submittedAt)
      expect(times).toEqual([...times].sort())
      const payment = body.items.find((item): item is Extract<ModerationItem, { kind: 'payment' }> => item.kind === 'payment')!
      expect(payment.payment.amount).toBeGreaterThan(0)
      expect(payment.owner?.email).toBeTruthy()
      const spotlight = body.items.find((item): item is Extract<ModerationItem, { kind: 'spotlight' }> => item.kind === 'spotlight')!
      expect(spotlight.spotlight.images.length).toBeGreaterThan(0)
    })

    it('drops a shop once approved or rejected through its own endpoint, which logs the reason', async () => {
      const queue = async () => (await call<ModerationQueue>('GET', '/api/admin/moderation-queue', { token })).body
      const before = await queue()
      const [first, second] = before.items.filter((item) => item.kind === 'shop')
      expect((await call('PATCH', `/api/admin/shops/${first.id}/approve`, { token })).status).toBe(200)
      const rejected = await call('PATCH', `/api/admin/shops/${second.id}/reject`, { token, body: { reason: 'Photos missing' } })
      expect(rejected.status).toBe(200)
      const log = await db('admin_logs').orderBy('id', 'desc').first()
      expect(log).toMatchObject({ action: 'reject_shop', target_id: second.id })
      expect(JSON.parse(log.details).reason).toBe('Photos missing')
      const after = await queue()
      expect(after.counts.shop).toBe(before.counts.shop - 2)
      expect(after.items.some((item) => item.kind === 'shop' && [first.id, second.id].includes(item.id))).toBe(false)
      // A decision on an item that is no longer waiting is refused, not applied twice.
      expect((await call('PATCH', `/api/admin/shops/${second.id}/reject`, { token, body: { reason: 'again' } })).status).toBe(409)
    })
  })

  it('keeps customer rows typed: booleans, ISO dates, contact method', async () => {
    const { body } = await call<AdminCustomersPage>('GET', '/api/admin/customers?limit=5', { token })
    const customer: AdminCustomer = body.customers[0]
    expect(typeof customer.banned).toBe('boolean')
    expect(typeof customer.isPhoneVerified).toBe('boolean')
    expect(customer.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/)
    expect(Number.isNaN(Date.parse(customer.updatedAt))).toBe(false)
    expect(['email', 'phone']).toContain(customer.contactMethod)
  })
})
