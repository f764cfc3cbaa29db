import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { ProductDetail } from '@shoplocal/shared/types'
import { ENGAGEMENT_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import { PRODUCT_PAGE_MORE_FROM_SHOP } from '@shoplocal/shared/constants'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { DAY, getJson, insertOwner, insertProduct, insertShop, insertSpotlight } from './fixtures.ts'

/* GET /api/products/{id}: the data of the product page. */
describe(`product page on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<string, number>

  const product = (id: number | string) => getJson<ProductDetail & { message?: string }>(`${api.url}/api/products/${id}`)

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
    ids.owner = await insertOwner(db, 'product.page.owner@example.ie')
    const town = 'Dunmoran, Co. Testmeath'
    ids.shop = await insertShop(db, ids.owner, {
      name: 'Dunmoran Crafts',
      location: town,
      categorySlug: 'fashion',
      rating: 4.5,
      reviewCount: 2,
    })
    ids.pending = await insertShop(db, ids.owner, { name: 'Dunmoran Pending', location: town, status: 'pending' })
    ids.jug = await insertProduct(db, ids.shop, {
      name: 'Stoneware Jug',
      price: 42.5,
      inStock: false,
      rating: 4.25,
      reviewCount: 4,
      description: 'Glazed by hand.',
    })
    for (let n = 1; n <= PRODUCT_PAGE_MORE_FROM_SHOP + 1; n++) ids[`other${n}`] = await insertProduct(db, ids.shop, { name: `Mug ${n}` })
    ids.hidden = await insertProduct(db, ids.shop, { name: 'Hidden Bowl', isActive: false })
    ids.ofPending = await insertProduct(db, ids.pending, { name: 'Pending Plate' })
    await insertSpotlight(db, {
      productId: ids.jug,
      shopId: ids.shop,
      ownerId: ids.owner,
      status: 'approved',
      priority: 1,
      startOffsetMs: -DAY,
      endOffsetMs: DAY,
    })
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('answers the product with its own figures, its shop, the shop hours and more of its products', async () => {
    const { status, body } = await product(ids.jug)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      id: ids.jug,
      shopId: ids.shop,
      name: 'Stoneware Jug',
      description: 'Glazed by hand.',
      price: 42.5,
      inStock: false,
      rating: 4.25,
      reviewCount: 4,
      isSpotlighted: true,
      shop: { id: ids.shop, name: 'Dunmoran Crafts', location: 'Dunmoran, Co. Testmeath', rating: 4.5, reviewCount: 2 },
      shopOpeningHours: [
        { day: 'Monday', opens: '09:00', closes: '17:30' },
        { day: 'Sunday', opens: null, closes: null },
      ],
    })
    expect(body.shop.category?.slug).toBe('fashion')
    // The "Sponsored" label's window: the live spotlight's own dates, a day either side of now.
    const { from, until } = body.sponsored!
    expect(Date.now() - Date.parse(from)).toBeGreaterThan(DAY / 2)
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(DAY / 2)
    // Newest first, never the product itself nor a hidden one, at most the page's number.
    const newest = [5, 4, 3, 2].map((n) => ids[`other${n}`])
    expect(body.moreFromShop.map((other) => other.id)).toEqual(newest)
    expect(body.moreFromShop[0]).toMatchObject({ name: 'Mug 5', isSpotlighted: false, sponsored: null, inStock: true })
  })

  it('is not found for a hidden product, a product of a shop the public may not see, an unknown or odd id', async () => {
    for (const id of [ids.hidden, ids.ofPending, 999_999]) {
      const { status, body } = await product(id)
      expect(status).toBe(404)
      expect(body.message).toBe(ENGAGEMENT_SERVER_MESSAGES.productNotFound)
    }
    expect((await fetch(`${api.url}/api/products/abc`)).status).toBe(404)
  })

  it('still serves the search and browse lists beside the id route', async () => {
    expect((await fetch(`${api.url}/api/products/search?product=mug`)).status).toBe(200)
    expect((await fetch(`${api.url}/api/products/browse`)).status).toBe(200)
  })
})
