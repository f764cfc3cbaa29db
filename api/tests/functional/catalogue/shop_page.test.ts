import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { ActiveSpotlight, Product, ShopDetail, ShopListItem } from '@shoplocal/shared/types'
import { CATALOGUE_EMPTY, SPOTLIGHT_PAGE } from '@shoplocal/shared/messages'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, startServer, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import {
  DAY,
  getJson,
  HOUR,
  insertOwner,
  insertProduct,
  insertShop,
  insertSpotlight,
  insertVisit,
  visitsSettled,
  searchable,
} from './fixtures.ts'

/* GET /api/shops/{id} with visit counting, and the public spotlight reads. */
describe(`shop page and spotlights on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<string, number>

  const shop = (id: number | string, headers: Record<string, string> = {}) =>
    getJson<ShopDetail & { message?: string }>(`${api.url}/api/shops/${id}`, headers)
  /** Page views are counted in the background; reads of the counts wait until the API has written them. */
  const settled = () => visitsSettled(api.url)
  const visitsOf = async (shopId: number) => {
    await settled()
    return Number((await db('shop_visits').where('shop_id', shopId).count('* as total').first())?.total)
  }
  /** Posts JSON like the storefront does (same origin) and returns the session cookie. */
  const signIn = async (path: string, body: object) => {
    const response = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: api.url },
      body: JSON.stringify(body),
    })
    expect(response.status, path).toBeLessThan(300)
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ')
  }

  const viewCountOf = async (shopId: number) => {
    await settled()
    return Number((await db('shops').where('id', shopId).first('view_count')).view_count)
  }

  beforeAll(async () => {
    api = await startApi({ env: { VISIT_FLUSH_MS: '50' } })
    db = api.database.connect()
    ids.owner = await insertOwner(db, 'page.owner@example.ie')
    const town = 'Inchvale, Co. Testmeath'
    ids.shop = await insertShop(db, ids.owner, {
      name: 'Inchvale Gifts',
      location: town,
      categorySlug: 'fashion',
      rating: 3.75,
      reviewCount: 4,
    })
    ids.quiet = await insertShop(db, ids.owner, { name: 'Inchvale Quiet', location: town })
    ids.empty = await insertShop(db, ids.owner, { name: 'Inchvale Empty', location: town })
    ids.pending = await insertShop(db, ids.owner, { name: 'Inchvale Pending', location: town, status: 'pending' })
    ids.rejected = await insertShop(db, ids.owner, { name: 'Inchvale Rejected', location: town, status: 'rejected' })
    ids.removed = await insertShop(db, ids.owner, { name: 'Inchvale Removed', location: town, isActive: false })

    ids.scarf = await insertProduct(db, ids.shop, { name: 'Wool Scarf', price: 35.5, inStock: false, rating: 4.25, reviewCount: 2 })
    ids.hat = await insertProduct(db, ids.shop, { name: 'Tweed Cap', price: 29.99 })
    ids.hidden = await insertProduct(db, ids.shop, { name: 'Hidden Item', isActive: false })
    ids.pendingProduct = await insertProduct(db, ids.pending, { name: 'Pending Item' })
    ids.quietProduct = await insertProduct(db, ids.quiet, { name: 'Quiet Item' })

    const spotlight = (productId: number, shopId: number, status: string, priority: number, start: number, end: number) =>
      insertSpotlight(db, { productId, shopId, ownerId: ids.owner, status, priority, startOffsetMs: start, endOffsetMs: end })
    ids.olderLow = await spotlight(ids.scarf, ids.shop, 'approved', 3, -2 * DAY, 10 * DAY)
    ids.high = await spotlight(ids.hat, ids.shop, 'approved', 8, -3 * DAY, 5 * DAY)
    ids.newerLow = await spotlight(ids.quietProduct, ids.quiet, 'approved', 3, -HOUR, 20 * DAY)
    ids.expired = await spotlight(ids.hat, ids.shop, 'approved', 10, -40 * DAY, -DAY)
    ids.pendingRequest = await spotlight(ids.hat, ids.shop, 'pending', 10, DAY, 30 * DAY)
    ids.forceRejected = await spotlight(ids.hat, ids.shop, 'force_rejected', 10, -DAY, 30 * DAY)
    ids.ofPendingShop = await spotlight(ids.pendingProduct, ids.pending, 'approved', 10, -DAY, 30 * DAY)
    ids.ofHiddenProduct = await spotlight(ids.hidden, ids.shop, 'approved', 10, -DAY, 30 * DAY)
    await searchable(`${api.url}/api/products/search?product=quiet&location=inchvale`)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  describe('GET /api/shops/{id}', () => {
    it('returns the shop with category, ratings, member-since date and active products; contact fields to a signed-in viewer only', async () => {
      const visitor = await shop(`${ids.shop}?track=0`)
      expect(visitor.body).toMatchObject({ id: ids.shop, phone: null, email: null, website: null })
      const cookie = await signIn('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
      const { status, body } = await shop(`${ids.shop}?track=0`, { cookie })
      expect(status).toBe(200)
      expect(body).toMatchObject({
        id: ids.shop,
        name: 'Inchvale Gifts',
        displayName: 'Inchvale Gifts',
        location: 'Inchvale, Co. Testmeath',
        address: '1 Main Street, Inchvale, Co. Testmeath',
        phone: '066 712 3456',
        email: 'hello@example.ie',
        website: 'https://www.example.ie',
        category: { slug: 'fashion', name: 'Fashion' },
        rating: 3.75,
        averageRating: 3.75,
        reviewCount: 4,
        viewCount: 0,
        isApproved: true,
        openingHours: 'Monday 09:00–17:30',
      })
      const memberDays = (Date.now() - new Date(body.createdAt).getTime()) / DAY
      expect(Math.round(memberDays)).toBe(400)
      expect(body.products.map((product) => product.id).sort()).toEqual([ids.scarf, ids.hat].sort())
      const scarf = body.products.find((product) => product.id === ids.scarf) as Product
      expect(scarf).toMatchObject({ name: 'Wool Scarf', price: 35.5, inStock: false, rating: 4.25, isSpotlighted: true, shopId: ids.shop })
      expect(scarf).not.toHaveProperty('shop')
      const hat = body.products.find((product) => product.id === ids.hat) as Product
      expect(hat).toMatchObject({ price: 29.99, inStock: true, rating: null, reviewCount: 0, isSpotlighted: true })
    })

    it('lists shops without their phone, e-mail and website, whoever reads the list (GET /api/shops)', async () => {
      await searchable(`${api.url}/api/shops?search=inchvale`)
      const cookie = await signIn('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const { status, body } = await getJson<ShopListItem[]>(`${api.url}/api/shops?search=inchvale`, headers)
        expect(status).toBe(200)
        expect(body.map((card) => card.id)).toContain(ids.shop)
        for (const card of body) expect([card.phone, card.email, card.website]).toEqual([null, null, null])
      }
    })

    it('gives an empty product list to a shop with none', async () => {
      const { status, body } = await shop(`${ids.empty}?track=0`)
      expect(status).toBe(200)
      expect(body.products).toEqual([])
      expect(body.rating).toBeNull()
    })

    it('is 404 for pending, rejected, removed and unknown shops and for ids that are not numbers', async () => {
      for (const id of [ids.pending, ids.rejected, ids.removed, 987654, 'abc', '1.5', '-1', '99999999999999999999', '%27or%271']) {
        const { status, body } = await shop(id)
        expect(status, String(id)).toBe(404)
        expect(body.message).toBeTruthy()
        expect(body).not.toHaveProperty('stack')
      }
      expect((await shop(ids.pending)).body.message).toBe(CATALOGUE_EMPTY.shopNotFound)
      expect(await visitsOf(ids.pending)).toBe(0)
    })
  })

  describe('visit counting', () => {
    it('records a visit with IP, user agent, referrer and date parts, and counts it once an hour', async () => {
      const headers = { 'user-agent': 'VisitTest/1', referer: 'https://www.google.ie/', 'x-forwarded-for': '203.0.113.7' }
      const first = await shop(ids.shop, headers)
      expect(first.body.viewCount).toBe(1)
      await settled()
      const [visit] = await db('shop_visits').where('shop_id', ids.shop)
      const now = new Date()
      expect(visit).toMatchObject({
        // Kept to its network (/24) from the moment it is written.
        ip_address: '203.0.113.0',
        user_agent: 'VisitTest/1',
        referrer: 'https://www.google.ie/',
        user_id: null,
        guest_session_id: null,
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
        day: now.getUTCDate(),
      })
      expect(Number(visit.week)).toBeGreaterThanOrEqual(1)
      expect(Number(visit.week)).toBeLessThanOrEqual(53)

      const again = await shop(ids.shop, headers)
      expect(again.body.viewCount).toBe(1)
      expect(await visitsOf(ids.shop)).toBe(1)
    })

    it('counts another visitor (another IP or browser) separately', async () => {
      const before = await viewCountOf(ids.shop)
      await shop(ids.shop, { 'user-agent': 'VisitTest/1', 'x-forwarded-for': '198.51.100.20' })
      await shop(ids.shop, { 'user-agent': 'VisitTest/2', 'x-forwarded-for': '203.0.113.7' })
      expect(await viewCountOf(ids.shop)).toBe(before + 2)
    })

    it('does not count ?track=0 reads', async () => {
      const before = await viewCountOf(ids.quiet)
      const visits = await visitsOf(ids.quiet)
      await shop(`${ids.quiet}?track=0`, { 'user-agent': 'Sitemap/1' })
      expect(await viewCountOf(ids.quiet)).toBe(before)
      expect(await visitsOf(ids.quiet)).toBe(visits)
    })

    it('counts again once the last visit is more than an hour old, not before', async () => {
      const visitor = { 'user-agent': 'VisitTest/3', 'x-forwarded-for': '192.0.2.44' }
      // The visitor's hash of the day, as their first visit (to another shop) stored it.
      await shop(ids.shop, visitor)
      await settled()
      const { visitor_hash: visitorHash } = await db('shop_visits').where({ shop_id: ids.shop, user_agent: 'VisitTest/3' }).first()
      await insertVisit(db, { shopId: ids.quiet, ipAddress: '192.0.2.0', visitorHash, userAgent: 'VisitTest/3', agoMs: 2 * HOUR })
      const before = await viewCountOf(ids.quiet)
      await shop(ids.quiet, visitor)
      expect(await viewCountOf(ids.quiet)).toBe(before + 1)

      await insertVisit(db, { shopId: ids.empty, ipAddress: '192.0.2.0', visitorHash, userAgent: 'VisitTest/3', agoMs: 30 * 60 * 1000 })
      const emptyBefore = await viewCountOf(ids.empty)
      await shop(ids.empty, visitor)
      expect(await viewCountOf(ids.empty)).toBe(emptyBefore)
    })

    it('counts 150 visitors on one network with one browser as 150, keeping only the truncated address and a hash', async () => {
      const before = await viewCountOf(ids.quiet)
      const browser = 'Mozilla/5.0 (same office browser)'
      for (let host = 1; host <= 150; host += 1) {
        const read = await shop(ids.quiet, { 'user-agent': browser, 'x-forwarded-for': `198.18.7.${host}` })
        expect(read.status).toBe(200)
      }
      // Each one again within the hour: nothing more.
      await shop(ids.quiet, { 'user-agent': browser, 'x-forwarded-for': '198.18.7.1' })
      expect(await viewCountOf(ids.quiet)).toBe(before + 150)
      const rows = await db('shop_visits').where({ shop_id: ids.quiet, user_agent: browser })
      expect(rows).toHaveLength(150)
      expect(new Set(rows.map((row) => row.ip_address))).toEqual(new Set(['198.18.7.0']))
      expect(new Set(rows.map((row) => row.visitor_hash)).size).toBe(150)
      for (const row of rows) {
        expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/)
        expect(JSON.stringify(row)).not.toMatch(/198\.18\.7\.(?!0\b)\d+/)
      }
    })

    it('counts the views the website reports for its shared copies of pages, as reads count them', async () => {
      const report = (visits: unknown) =>
        fetch(`${api.url}/api/shops/visits`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ visits }),
        })
      const quietBefore = await viewCountOf(ids.quiet)
      const emptyBefore = await viewCountOf(ids.empty)
      const copy = { shopId: ids.quiet, forwardedFor: '198.51.100.77', userAgent: 'VisitTest/copy', referrer: 'https://www.bing.com/' }
      const answer = await report([
        copy,
        // The same visitor again within the hour, and a page read by them: one view in all.
        { ...copy, referrer: undefined },
        { shopId: ids.empty, forwardedFor: '203.0.113.9, 198.51.100.78', userAgent: 'VisitTest/copy' },
        // Shops the public may not see, and one that does not exist: dropped.
        { shopId: ids.pending, forwardedFor: '198.51.100.77', userAgent: 'VisitTest/copy' },
        { shopId: 999_999, forwardedFor: '198.51.100.77' },
      ])
      expect(answer.status).toBe(204)
      expect(await viewCountOf(ids.quiet)).toBe(quietBefore + 1)
      // A page read by the same visitor within the hour counts nothing more (it shows the stored count).
      expect((await shop(ids.quiet, { 'user-agent': 'VisitTest/copy', 'x-forwarded-for': '198.51.100.77' })).body.viewCount).toBe(
        quietBefore + 1,
      )
      expect(await viewCountOf(ids.quiet)).toBe(quietBefore + 1)
      expect(await viewCountOf(ids.empty)).toBe(emptyBefore + 1)
      const [visit] = await db('shop_visits').where({ shop_id: ids.quiet, user_agent: 'VisitTest/copy' })
      expect(visit).toMatchObject({ ip_address: '198.51.100.0', referrer: 'https://www.bing.com/', user_id: null, guest_session_id: null })
      // The chain is read as a page read's would be: loopback (the test) is a trusted hop, the one before it the visitor.
      const [chained] = await db('shop_visits').where({ shop_id: ids.empty, user_agent: 'VisitTest/copy' })
      expect(chained.ip_address).toBe('198.51.100.0')
      expect(Number((await db('shop_visits').where({ shop_id: ids.pending }).count('* as total').first())?.total)).toBe(0)

      const bad = await report([{ shopId: 'x', forwardedFor: '198.51.100.77' }])
      expect(bad.status).toBe(422)
      expect(((await bad.json()) as { errors: { field: string }[] }).errors[0].field).toBe('visits.0.shopId')
    })

    it('counts simultaneous first views of one visitor once', async () => {
      const before = await viewCountOf(ids.quiet)
      const visitor = { 'user-agent': 'VisitTest/burst', 'x-forwarded-for': '192.0.2.99' }
      const responses = await Promise.all(Array.from({ length: 8 }, () => shop(ids.quiet, visitor)))
      for (const response of responses) expect(response.status).toBe(200)
      expect(await viewCountOf(ids.quiet)).toBe(before + 1)
      await settled()
      expect(
        Number((await db('shop_visits').where({ shop_id: ids.quiet, user_agent: 'VisitTest/burst' }).count('* as total').first())?.total),
      ).toBe(1)
    })
    it('counts every view on a clean shutdown; a crash loses only the views not yet written', async () => {
      // Counting only by size (3 views) within the test, never by the clock.
      const lazy = { ...api.env, VISIT_FLUSH_MS: '600000', VISIT_FLUSH_SIZE: '3' }
      const view = (server: { url: string }, n: number, agent: string) =>
        getJson(`${server.url}/api/shops/${ids.quiet}`, { 'user-agent': agent, 'x-forwarded-for': `192.0.${150 + n}.1` })
      const countedAs = async (agent: string) =>
        Number((await db('shop_visits').where({ shop_id: ids.quiet, user_agent: agent }).count('* as total').first())?.total)

      const stopped = await startServer(lazy)
      for (const n of [1, 2]) expect((await view(stopped, n, 'Shutdown/1')).status).toBe(200)
      expect(await countedAs('Shutdown/1')).toBe(0)
      await stopped.stop()
      expect(await countedAs('Shutdown/1')).toBe(2)

      const crashed = await startServer(lazy)
      try {
        for (const n of [1, 2, 3]) await view(crashed, n, 'Crash/1')
        await visitsSettled(crashed.url)
        for (const n of [4, 5]) await view(crashed, n, 'Crash/1')
      } finally {
        await crashed.crash()
      }
      // The bound: the batch written before the crash is kept, the two views still in memory are gone.
      expect(await countedAs('Crash/1')).toBe(3)
    })

    it('counts each visit once when two API processes flush at once', async () => {
      // A second server on the same database, flushing as often as the first.
      const second = await startServer({ ...api.env, VISIT_FLUSH_MS: '50' })
      try {
        const before = await viewCountOf(ids.empty)
        // 200 visitors (each on its own network, as addresses are kept to their /24), each seen by both processes:
        // neither knows of the other's view until the count.
        const visitor = (n: number) => ({ 'user-agent': 'TwoCounters/1', 'x-forwarded-for': `198.${18 + (n >> 8)}.${n & 255}.1` })
        for (let start = 0; start < 200; start += 20) {
          const views = Array.from({ length: 20 }, (_, offset) => start + offset).flatMap((n) => [
            getJson(`${api.url}/api/shops/${ids.empty}`, visitor(n)),
            getJson(`${second.url}/api/shops/${ids.empty}`, visitor(n)),
          ])
          for (const response of await Promise.all(views)) expect(response.status).toBe(200)
        }
        await visitsSettled(api.url, second.url)
        expect(await viewCountOf(ids.empty)).toBe(before + 200)
        expect(await db('shop_visits').where({ shop_id: ids.empty, user_agent: 'TwoCounters/1' })).toHaveLength(200)
      } finally {
        await second.stop()
      }
    })

    it('knows a signed-in customer by account, whatever the browser or address', async () => {
      const cookie = await signIn('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
      const customer = await db('users').where({ email: 'aoife.kelly@shoplocal.ie', role: 'customer' }).first('id')
      const before = await viewCountOf(ids.empty)
      await shop(ids.empty, { cookie, 'user-agent': 'Phone/1', 'x-forwarded-for': '198.51.100.1' })
      await shop(ids.empty, { cookie, 'user-agent': 'Laptop/1', 'x-forwarded-for': '198.51.100.2' })
      expect(await viewCountOf(ids.empty)).toBe(before + 1)
      await settled()
      const visits = await db('shop_visits').where({ shop_id: ids.empty, user_id: customer.id })
      expect(visits).toHaveLength(1)
      expect(visits[0].guest_session_id).toBeNull()
    })

    it('knows a guest by the guest session', async () => {
      const cookie = await signIn('/api/guest-session', { email: 'guest.visitor@example.ie' })
      const guest = await db('guest_sessions').where('email', 'guest.visitor@example.ie').first('id')
      const before = await viewCountOf(ids.empty)
      await shop(ids.empty, { cookie, 'user-agent': 'Phone/2', 'x-forwarded-for': '198.51.100.3' })
      await shop(ids.empty, { cookie, 'user-agent': 'Tablet/2', 'x-forwarded-for': '198.51.100.4' })
      expect(await viewCountOf(ids.empty)).toBe(before + 1)
      await settled()
      const visits = await db('shop_visits').where({ shop_id: ids.empty, guest_session_id: guest.id })
      expect(visits).toHaveLength(1)
      expect(visits[0].user_id).toBeNull()
    })
  })

  describe('spotlights', () => {
    it('lists approved, running spotlights of public shops and products by priority, then newest', async () => {
      const { status, body } = await getJson<ActiveSpotlight[]>(`${api.url}/api/spotlight/active`)
      expect(status).toBe(200)
      const ours = body.filter((entry) => entry.shop.name.startsWith('Inchvale'))
      expect(ours.map((entry) => entry.id)).toEqual([ids.high, ids.newerLow, ids.olderLow])
      // In stock first, by priority; a product out of stock comes after them whatever its priority.
      const stock = body.map((entry) => entry.product.inStock)
      expect([...stock].sort((a, b) => Number(b) - Number(a))).toEqual(stock)
      const priorities = body.filter((entry) => entry.product.inStock).map((entry) => entry.priority)
      expect([...priorities].sort((a, b) => b - a)).toEqual(priorities)
      for (const entry of body) expect(new Date(entry.endDate).getTime()).toBeGreaterThan(Date.now())
    })

    it("gives the spotlight page shape, the shop's phone and e-mail to a signed-in viewer only", async () => {
      const visitor = await getJson<ActiveSpotlight>(`${api.url}/api/spotlight/${ids.olderLow}`)
      expect(visitor.body.shop).toMatchObject({ id: ids.shop, phone: null, email: null })
      const listed = await getJson<ActiveSpotlight[]>(`${api.url}/api/spotlight/active`)
      for (const entry of listed.body) expect([entry.shop.phone, entry.shop.email]).toEqual([null, null])
      const cookie = await signIn('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' })
      const { status, body } = await getJson<ActiveSpotlight>(`${api.url}/api/spotlight/${ids.olderLow}`, { cookie })
      expect(status).toBe(200)
      expect(body).toMatchObject({
        id: ids.olderLow,
        productId: ids.scarf,
        priority: 3,
        images: ['/uploads/seed/product-fashion-1.svg', '/uploads/seed/product-fashion-2.svg'],
        product: { name: 'Wool Scarf', price: 35.5, priorPrice: null, reducedSince: null, rating: 4.25, reviewCount: 2, description: null },
        shop: {
          id: ids.shop,
          name: 'Inchvale Gifts',
          location: 'Inchvale, Co. Testmeath',
          address: '1 Main Street, Inchvale, Co. Testmeath',
          phone: '066 712 3456',
          email: 'hello@example.ie',
          openingHours: 'Monday 09:00–17:30',
        },
      })
      const days = (new Date(body.endDate).getTime() - Date.now()) / DAY
      expect(Math.ceil(days)).toBe(10)
      expect(new Date(body.startDate).getTime()).toBeLessThan(Date.now())
    })

    it('is 404 for expired, pending, removed and hidden spotlights and for bad ids', async () => {
      for (const id of [ids.expired, ids.pendingRequest, ids.forceRejected, ids.ofPendingShop, ids.ofHiddenProduct, 999999, 'abc']) {
        const { status, body } = await getJson<{ message: string }>(`${api.url}/api/spotlight/${id}`)
        expect(status, String(id)).toBe(404)
        if (typeof id === 'number') expect(body.message).toBe(SPOTLIGHT_PAGE.notFound)
      }
    })

    it('marks spotlighted products in search results', async () => {
      const { body } = await getJson<Product[]>(`${api.url}/api/products/search?location=inchvale`)
      const flags = Object.fromEntries(body.map((product) => [product.id, product.isSpotlighted]))
      expect(flags).toEqual({ [ids.scarf]: true, [ids.hat]: true, [ids.quietProduct]: true })
    })
  })
})
