import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { announce, getJson, insertOwner, insertProduct, insertShop, insertSpotlight, searchable } from './fixtures.ts'

/*
 * GET /api/shops, /api/products/search and /api/products/browse against the
 * demo seed plus shops and products with made-up words ("quillfeather",
 * "Ballyquill") so every filter and the ranking can be checked exactly.
 */
describe(`catalogue lists on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<string, number>

  const shops = (query: string) => getJson<ShopListItem[]>(`${api.url}/api/shops?${query}`)
  const products = (path: string) => getJson<Product[]>(`${api.url}/api/products/${path}`)

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
    const owner = await insertOwner(db, 'quill.owner@example.ie')
    const town = 'Ballyquill, Co. Testmeath'
    ids.stationers = await insertShop(db, owner, {
      name: 'Quillfeather Stationers',
      description: 'Pens, paper and ink.',
      location: town,
      categorySlug: 'education',
      rating: 4.5,
      reviewCount: 10,
    })
    ids.deli = await insertShop(db, owner, {
      name: 'Marrowbrook Deli',
      description: 'Sandwiches; we also stock Quillfeather notebooks.',
      location: town,
      categorySlug: 'food-beverages',
    })
    ids.pending = await insertShop(db, owner, { name: 'Quillfeather Pending', location: town, status: 'pending' })
    ids.rejected = await insertShop(db, owner, { name: 'Quillfeather Rejected', location: town, status: 'rejected' })
    ids.removed = await insertShop(db, owner, { name: 'Quillfeather Removed', location: town, isActive: false })
    ids.hardware = await insertShop(db, owner, {
      name: 'Zanzibrook Hardware',
      location: 'Glenzanzi, Co. Testmeath',
      categorySlug: 'home-garden',
    })

    ids.pen = await insertProduct(db, ids.stationers, {
      name: 'Quillfeather Fountain Pen',
      description: 'Steel nib.',
      rating: 4,
      reviewCount: 2,
    })
    ids.notebook = await insertProduct(db, ids.stationers, {
      name: 'Dotted Notebook',
      description: 'Goes well with a quillfeather pen.',
      rating: 5,
      reviewCount: 3,
    })
    ids.hiddenPen = await insertProduct(db, ids.stationers, { name: 'Quillfeather Hidden Pen', isActive: false })
    ids.salmon = await insertProduct(db, ids.deli, { name: 'Smoked Salmon', description: 'From Kenmare Bay.' })
    ids.pendingPen = await insertProduct(db, ids.pending, { name: 'Quillfeather Pending Pen' })
    ids.spade = await insertProduct(db, ids.hardware, { name: 'Zanzibrook Spade' })
    await searchable(`${api.url}/api/products/search?product=zanzibrook`)
    // Shops and products reach the index separately: wait for both.
    await searchable(`${api.url}/api/shops?search=quillfeather`)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  describe('GET /api/shops', () => {
    it('finds shops by name and description, name matches first, never non-public shops', async () => {
      const { status, body } = await shops('search=quillfeather')
      expect(status).toBe(200)
      expect(body.map((shop) => shop.id)).toEqual([ids.stationers, ids.deli])
    })

    it('is case-insensitive and matches the start of a word', async () => {
      expect((await shops('search=QUILLFEATHER')).body.map((shop) => shop.id)).toEqual([ids.stationers, ids.deli])
      expect((await shops('search=quillfeath')).body.map((shop) => shop.id)).toEqual([ids.stationers, ids.deli])
    })

    it('requires every word of the search', async () => {
      expect((await shops('search=quillfeather%20stationers')).body.map((shop) => shop.id)).toEqual([ids.stationers])
    })

    it('searches the location too', async () => {
      expect((await shops('search=glenzanzi')).body.map((shop) => shop.id)).toEqual([ids.hardware])
    })

    it('filters by location, case-insensitively, as part of the town text', async () => {
      const { body, headers } = await shops('location=ballyquill')
      expect(body.map((shop) => shop.id).sort()).toEqual([ids.stationers, ids.deli].sort())
      expect(headers.get('x-total-count')).toBe('2')
      expect((await shops('location=BALLYQUILL,%20Co.%20Testmeath')).body).toHaveLength(2)
      expect((await shops('search=quillfeather&location=glenzanzi')).body).toEqual([])
    })

    it('filters by category slug; an unknown slug gives an empty list', async () => {
      expect((await shops('location=ballyquill&category=education')).body.map((shop) => shop.id)).toEqual([ids.stationers])
      const unknown = await shops('category=no-such-category')
      expect(unknown.status).toBe(200)
      expect(unknown.body).toEqual([])
    })

    it('ignores empty parameters and accepts approved=true', async () => {
      const all = await shops('')
      const empty = await shops('search=&location=&category=&page=&limit=')
      const approved = await shops('approved=true')
      expect(empty.status).toBe(200)
      expect(empty.headers.get('x-total-count')).toBe(all.headers.get('x-total-count'))
      expect(approved.body.map((shop) => shop.id)).toEqual(all.body.map((shop) => shop.id))
      // Shops suspended for an unpaid plan are not public.
      const publicCount = await db('shops')
        .where({ status: 'approved', is_active: true })
        .whereNot('payment_status', 'suspended')
        .count('* as total')
        .first()
      expect(all.headers.get('x-total-count')).toBe(String(publicCount?.total))
    })

    it('pages with page and limit, and caps the limit at 100', async () => {
      const first = await shops('location=ballyquill&limit=1')
      const second = await shops('location=ballyquill&limit=1&page=2')
      expect(first.body).toHaveLength(1)
      expect(second.body).toHaveLength(1)
      expect(first.body[0].id).not.toBe(second.body[0].id)
      expect(first.headers.get('x-total-count')).toBe('2')
      expect((await shops('location=ballyquill&limit=1&page=3')).body).toEqual([])
      const capped = await shops('limit=1000')
      expect(capped.headers.get('x-limit')).toBe('100')
      expect(capped.body.length).toBeLessThanOrEqual(100)
    })

    it('returns the public shop fields, the category and the count of active products', async () => {
      const [shop] = (await shops('search=quillfeather%20stationers')).body
      expect(shop).toMatchObject({
        id: ids.stationers,
        name: 'Quillfeather Stationers',
        location: 'Ballyquill, Co. Testmeath',
        category: { name: expect.any(String), slug: 'education' },
        rating: 4.5,
        averageRating: 4.5,
        reviewCount: 10,
        viewCount: 0,
        isApproved: true,
        productCount: 2,
        openingHours: 'Monday 09:00–17:30',
        openingHoursSchedule: [
          { day: 'Monday', opens: '09:00', closes: '17:30' },
          { day: 'Sunday', opens: null, closes: null },
        ],
      })
      expect(new Date(shop.createdAt).getTime()).toBeLessThan(Date.now())
      expect(shop).not.toHaveProperty('products')
      const [deli] = (await shops('search=marrowbrook')).body
      expect(deli.rating).toBeNull()
    })
  })

  describe('GET /api/products/search', () => {
    it('matches product names before descriptions and leaves out inactive products and non-public shops', async () => {
      const { status, body } = await products('search?product=quillfeather')
      expect(status).toBe(200)
      expect(body.map((product) => product.id)).toEqual([ids.pen, ids.notebook])
    })

    it('nests the shop summary with its category', async () => {
      const [pen] = (await products('search?product=fountain')).body.filter((product) => product.id === ids.pen)
      expect(pen).toMatchObject({
        id: ids.pen,
        shopId: ids.stationers,
        name: 'Quillfeather Fountain Pen',
        price: 10,
        rating: 4,
        reviewCount: 2,
        isActive: true,
        isSpotlighted: false,
        inStock: true,
        shop: {
          id: ids.stationers,
          name: 'Quillfeather Stationers',
          location: 'Ballyquill, Co. Testmeath',
          rating: 4.5,
          reviewCount: 10,
          viewCount: 0,
          category: { slug: 'education', name: expect.any(String) },
        },
      })
    })

    it('flags products with a live approved spotlight, not those whose spotlight ended or is pending', async () => {
      const owner = Number((await db('shops').where('id', ids.stationers).first()).owner_id)
      const day = 24 * 60 * 60 * 1000
      const spotlight = { shopId: ids.stationers, ownerId: owner, priority: 1 }
      const flags = async () =>
        (await products('search?product=quillfeather&location=ballyquill')).body.map((product) => [product.id, product.isSpotlighted])
      /** The flags once the change is announced as the spotlight services announce it (pages and rows are kept a few seconds). */
      const flagsAfterChange = async (wanted: (boolean | number)[][]) => {
        await announce(db, { productIds: [ids.pen, ids.notebook] })
        const deadline = Date.now() + 15_000
        while (Date.now() < deadline && JSON.stringify(await flags()) !== JSON.stringify(wanted))
          await new Promise((resolve) => setTimeout(resolve, 100))
        return flags()
      }
      const made = [
        await insertSpotlight(db, { ...spotlight, productId: ids.notebook, status: 'approved', startOffsetMs: -day, endOffsetMs: day }),
        await insertSpotlight(db, { ...spotlight, productId: ids.pen, status: 'approved', startOffsetMs: -2 * day, endOffsetMs: -day }),
        await insertSpotlight(db, { ...spotlight, productId: ids.pen, status: 'pending', startOffsetMs: -day, endOffsetMs: day }),
      ]
      try {
        const flagged = [
          [ids.pen, false],
          [ids.notebook, true],
        ]
        expect(await flagsAfterChange(flagged)).toEqual(flagged)
        // The card's "Sponsored" window is the live spotlight's: begun a day ago, ending in a day.
        const cards = (await products('search?product=quillfeather&location=ballyquill')).body
        const window = cards.find((product) => product.id === ids.notebook)?.sponsored
        expect(Date.parse(window!.until) - Date.parse(window!.from)).toBeGreaterThan(1.9 * day)
        expect(cards.find((product) => product.id === ids.pen)?.sponsored).toBeNull()
      } finally {
        await db('spotlight_requests').whereIn('id', made).delete()
      }
      const none = [
        [ids.pen, false],
        [ids.notebook, false],
      ]
      expect(await flagsAfterChange(none)).toEqual(none)
    })

    it('turns a spotlight flag off when the spotlight ends, though no change is announced then', async () => {
      const owner = Number((await db('shops').where('id', ids.stationers).first()).owner_id)
      const flagOf = async (query: string) =>
        (await products(`search?product=quillfeather&location=ballyquill${query}`)).body.find((product) => product.id === ids.notebook)
          ?.isSpotlighted
      let marker: number | undefined
      const made = await insertSpotlight(db, {
        productId: ids.notebook,
        shopId: ids.stationers,
        ownerId: owner,
        status: 'approved',
        priority: 1,
        startOffsetMs: -60_000,
        endOffsetMs: 4_000,
      })
      try {
        await announce(db, { productIds: [ids.notebook] })
        await expect.poll(() => flagOf(''), { timeout: 15_000, interval: 100 }).toBe(true)
        // The feed is applied in order: once a shop announced after the spotlight can be found, the spotlight's
        // announcement has been applied, so nothing evicts the card this read keeps.
        marker = await insertShop(db, owner, { name: 'Fernwhistle Marker', location: 'Glenmarker' })
        await searchable(`${api.url}/api/shops?search=fernwhistle`)
        expect(await flagOf('&limit=47')).toBe(true)
        // Another page size is another cached page: the card itself must not be kept past the spotlight's end,
        // which is over once the database's own clock has passed it.
        const utcNow = db.raw(db.client.config.client === 'better-sqlite3' ? 'CURRENT_TIMESTAMP' : 'UTC_TIMESTAMP()')
        const ended = async () => (await db('spotlight_requests').where('id', made).where('end_date', '<', utcNow).first()) !== undefined
        await expect.poll(ended, { timeout: 20_000, interval: 100 }).toBe(true)
        expect(await flagOf('&limit=49')).toBe(false)
      } finally {
        await db('spotlight_requests').where('id', made).delete()
        if (marker) await db('shops').where('id', marker).delete()
        await announce(db, { productIds: [ids.notebook], shopIds: marker ? [marker] : [] })
      }
    })

    it('filters by shop words, product words, category and location together', async () => {
      const byShop = (await products('search?shop=quillfeather')).body
      // The stationer's name matches; the deli only mentions the word in its description.
      expect(byShop.map((product) => product.id)).toEqual([ids.notebook, ids.pen, ids.salmon])
      expect((await products('search?shop=marrowbrook&product=salmon')).body.map((product) => product.id)).toEqual([ids.salmon])
      expect((await products('search?category=education&location=ballyquill')).body.map((product) => product.id).sort()).toEqual(
        [ids.pen, ids.notebook].sort(),
      )
      const inTown = (await products('search?product=pen&location=ballyquill')).body
      expect(inTown.map((product) => product.id)).toContain(ids.pen)
      for (const product of inTown) expect(product.shop?.location).toContain('Ballyquill')
      expect((await products('search?category=no-such-category')).body).toEqual([])
    })

    it('answers words too short for a full-text index', async () => {
      const ids2 = (await products('search?product=qu&location=ballyquill')).body.map((product) => product.id)
      expect(ids2).toEqual([ids.pen, ids.notebook])
    })

    it('ignores empty parameters', async () => {
      const all = await products('search')
      const empty = await products('search?shop=&product=&category=&location=')
      expect(empty.status).toBe(200)
      expect(empty.headers.get('x-total-count')).toBe(all.headers.get('x-total-count'))
      expect(all.body.length).toBe(50)
    })
  })

  describe('GET /api/products/browse', () => {
    it('lists the public products of a town with their shops', async () => {
      const { status, body, headers } = await products('browse?location=ballyquill')
      expect(status).toBe(200)
      expect(body.map((product) => product.id).sort()).toEqual([ids.pen, ids.notebook, ids.salmon].sort())
      expect(headers.get('x-total-count')).toBe('3')
      for (const product of body) expect(product.shop?.category?.slug).toBeTruthy()
    })

    it('without a location lists every public product, a page at a time', async () => {
      const { body, headers } = await products('browse?limit=100&page=1')
      const publicProducts = await db('products as p')
        .join('shops as s', 's.id', 'p.shop_id')
        .where({ 'p.is_active': true, 's.status': 'approved', 's.is_active': true })
        .whereNot('s.payment_status', 'suspended')
        .count('* as total')
        .first()
      expect(headers.get('x-total-count')).toBe(String(publicProducts?.total))
      expect(body).toHaveLength(100)
    })
  })

  describe('odd input', () => {
    const oddSearches = [
      "'; DROP TABLE shops; --",
      '%_%',
      '"quoted" +plus -minus *star* ~tilde <less> @at (paren)',
      'Café Ó Súilleabháin',
      '🧀🍞',
      '\\',
      'a b c d e f g h i j k l m n o p',
    ]

    it.each(oddSearches)('handles the search %j without an error', async (search) => {
      const encoded = encodeURIComponent(search)
      for (const url of [
        `/api/shops?search=${encoded}&location=${encoded}`,
        `/api/products/search?product=${encoded}&shop=${encoded}&location=${encoded}&category=${encoded}`,
        `/api/products/browse?location=${encoded}`,
      ]) {
        const { status, body } = await getJson(`${api.url}${url}`)
        expect(status, url).toBe(200)
        expect(Array.isArray(body)).toBe(true)
      }
      expect(Number((await db('shops').count('* as total').first())?.total)).toBeGreaterThan(0)
    })

    it('finds text with LIKE wildcards literally', async () => {
      expect((await shops('location=%25')).body).toEqual([])
      expect((await shops('location=_')).body).toEqual([])
    })

    it('refuses over-long text and malformed paging with 422 and field messages', async () => {
      const long = 'x'.repeat(201)
      for (const [url, field] of [
        [`/api/shops?search=${long}`, 'search'],
        [`/api/products/search?product=${long}`, 'product'],
        [`/api/products/browse?location=${long}`, 'location'],
        ['/api/shops?page=0', 'page'],
        ['/api/shops?page=abc', 'page'],
        ['/api/shops?limit=-5', 'limit'],
        ['/api/products/search?limit=1.5', 'limit'],
        ['/api/shops?search=a&search=b', 'search'],
        ['/api/shops?approved=maybe', 'approved'],
      ] as const) {
        const { status, body } = await getJson<{ message: string; errors: { field: string; message: string }[] }>(`${api.url}${url}`)
        expect(status, url).toBe(422)
        expect(
          body.errors.map((error) => error.field),
          url,
        ).toContain(field)
        expect(body).not.toHaveProperty('stack')
      }
    })
  })
})
