import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { NEAR_MESSAGES } from '@shoplocal/shared/messages'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { distanceKm } from '../../../app/services/catalogue/nearest_town.ts'
import { TOWN_COORDINATES } from '../../../app/services/catalogue/town_coordinates.ts'
import { COUNTY_CENTRES } from '../../../app/services/catalogue/place_coordinates.ts'
import { getJson, insertOwner, insertProduct, insertShop, searchable } from './fixtures.ts'

/*
 * "Near me" on GET /api/shops, /api/products/search and /browse: shops with a
 * made-up word ("zorvex") in towns at known distances from Tralee, one with a
 * location no table knows, and the "did you mean" suggestion of a search that
 * finds nothing.
 */
const km = (from: keyof typeof TOWN_COORDINATES, to: keyof typeof TOWN_COORDINATES) =>
  Math.round(distanceKm(TOWN_COORDINATES[from], TOWN_COORDINATES[to]) * 10) / 10

describe(`near me on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<string, number>

  const shops = (query: string) => getJson<ShopListItem[]>(`${api.url}/api/shops?${query}`)
  const products = (path: string) => getJson<Product[]>(`${api.url}/api/products/${path}`)
  const refused = async (url: string) => {
    const response = await fetch(`${api.url}${url}`)
    const body = (await response.json()) as { errors?: { field: string; message: string }[] }
    return { status: response.status, errors: body.errors ?? [] }
  }

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
    const owner = await insertOwner(db, 'zorvex.owner@example.ie')
    // Inserted best-rated first from the farthest, so relevance order and nearest order differ.
    ids.galway = await insertShop(db, owner, { name: 'Zorvex Galway', location: 'Galway, Co. Galway', rating: 5 })
    ids.unknown = await insertShop(db, owner, { name: 'Zorvex Nowhere', location: 'Nowhereville', rating: 4.5 })
    ids.dingle = await insertShop(db, owner, { name: 'Zorvex Dingle', location: 'Dingle, Co. Kerry', rating: 4 })
    ids.killarney = await insertShop(db, owner, { name: 'Zorvex Killarney', location: 'Killarney, Co. Kerry', rating: 3 })
    ids.tralee = await insertShop(db, owner, { name: 'Zorvex Tralee', location: 'Tralee, Co. Kerry', rating: 2 })
    for (const town of ['galway', 'unknown', 'dingle', 'killarney', 'tralee']) {
      ids[`${town}Product`] = await insertProduct(db, ids[town], { name: `Zorvex Lamp ${town}`, rating: 3 })
    }
    await searchable(`${api.url}/api/products/search?product=zorvex`)
    await searchable(`${api.url}/api/shops?search=zorvex`)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  describe('GET /api/shops', () => {
    it('sorts nearest first from a town, each card with its distance, unknown places last', async () => {
      const { status, body, headers } = await shops('search=zorvex&near=Tralee&sort=nearest')
      expect(status).toBe(200)
      expect(body.map((shop) => shop.id)).toEqual([ids.tralee, ids.killarney, ids.dingle, ids.galway, ids.unknown])
      expect(body.map((shop) => shop.distanceKm)).toEqual([
        0,
        km('Tralee', 'Killarney'),
        km('Tralee', 'Dingle'),
        km('Tralee', 'Galway'),
        null,
      ])
      expect(headers.get('x-total-count')).toBe('5')
    })

    it('keeps the relevance order without sort=nearest, still with distances', async () => {
      const { body } = await shops('search=zorvex&near=Tralee')
      expect(body.map((shop) => shop.id)).toEqual([ids.galway, ids.unknown, ids.dingle, ids.killarney, ids.tralee])
      expect(body[0].distanceKm).toBe(km('Tralee', 'Galway'))
    })

    it('filters by distance, counting only what is within it', async () => {
      // Killarney is about 27 km from Tralee, Dingle about 41.
      const within25 = await shops('search=zorvex&near=Tralee&withinKm=25&sort=nearest')
      expect(within25.body.map((shop) => shop.id)).toEqual([ids.tralee])
      expect(within25.headers.get('x-total-count')).toBe('1')
      const within50 = await shops('search=zorvex&near=Tralee&withinKm=50')
      expect(within50.body.map((shop) => shop.id)).toEqual([ids.dingle, ids.killarney, ids.tralee])
      const paged = await shops('search=zorvex&near=Tralee&withinKm=50&sort=nearest&limit=1&page=2')
      expect(paged.body.map((shop) => shop.id)).toEqual([ids.killarney])
      expect(paged.headers.get('x-total-count')).toBe('3')
    })

    it('measures from a routing key, an Eircode, a county, a "lat,lng" place and a position', async () => {
      const nearest = async (query: string) => (await shops(`search=zorvex&sort=nearest&${query}`)).body[0]?.id
      expect(await nearest('near=V92')).toBe(ids.tralee)
      expect(await nearest('near=V93%20X2Y3')).toBe(ids.killarney)
      expect(await nearest('near=Co.%20Galway')).toBe(ids.galway)
      expect(await nearest('near=52.14,-10.27')).toBe(ids.dingle)
      expect(await nearest('lat=53.2743&lng=-9.0491')).toBe(ids.galway)
      const { body } = await shops('search=zorvex&lat=52.2713&lng=-9.6999&withinKm=5')
      expect(body.map((shop) => [shop.id, shop.distanceKm])).toEqual([[ids.tralee, 0]])
    })

    it('sends no distance when no place is given', async () => {
      const { body } = await shops('search=zorvex')
      expect(body).toHaveLength(5)
      expect(body.every((shop) => !('distanceKm' in shop))).toBe(true)
    })
  })

  describe("a shop whose town is not in the place data: its county's middle, said to be approximate", () => {
    it('gives every shop and product card a distance, approximate where only the county is known', async () => {
      const owner = await insertOwner(db, 'vellamy.owner@example.ie')
      const tralee = await insertShop(db, owner, { name: 'Vellamy Tralee', location: 'Tralee, Co. Kerry', rating: 1 })
      const ballyquill = await insertShop(db, owner, { name: 'Vellamy Ballyquill', location: 'Ballyquill, Kerry', rating: 5 })
      const county = await insertShop(db, owner, { name: 'Vellamy Kerry', location: 'Co. Kerry', rating: 4 })
      for (const shopId of [tralee, ballyquill, county]) await insertProduct(db, shopId, { name: `Vellamy Teapot ${shopId}` })
      await searchable(`${api.url}/api/products/search?product=vellamy%20teapot%20${county}`)
      const toKerry = Math.round(distanceKm(TOWN_COORDINATES.Tralee, COUNTY_CENTRES.Kerry) * 10) / 10
      expect(toKerry).toBeGreaterThan(5)

      const { body } = await shops('search=vellamy&near=Tralee&sort=nearest')
      expect(body.map((shop) => [shop.id, shop.distanceKm, shop.distanceApproximate])).toEqual([
        [tralee, 0, false],
        [ballyquill, toKerry, true],
        [county, toKerry, true],
      ])
      const cards = (await products('search?product=vellamy&near=Tralee&sort=nearest')).body
      expect(cards.map((card) => [card.distanceKm, card.distanceApproximate])).toEqual([
        [0, false],
        [toKerry, true],
        [toKerry, true],
      ])
      // Without a point, no distance at all.
      expect((await shops('search=vellamy')).body[0]).not.toHaveProperty('distanceApproximate')
    })
  })

  describe('GET /api/products/search and /browse', () => {
    it('sorts products nearest first by their shop, with distances', async () => {
      const { status, body } = await products('search?product=zorvex&near=Killarney&sort=nearest')
      expect(status).toBe(200)
      expect(body.map((product) => product.id)).toEqual([
        ids.killarneyProduct,
        ids.traleeProduct,
        ids.dingleProduct,
        ids.galwayProduct,
        ids.unknownProduct,
      ])
      expect(body[0].distanceKm).toBe(0)
      expect(body[1].distanceKm).toBe(km('Killarney', 'Tralee'))
    })

    it('filters products by distance, also on a short word the database answers', async () => {
      const { body, headers } = await products('search?product=zorvex&near=Tralee&withinKm=10')
      expect(body.map((product) => product.id)).toEqual([ids.traleeProduct])
      expect(headers.get('x-total-count')).toBe('1')
      const short = await products('search?shop=zo&near=Tralee&withinKm=50&sort=nearest')
      expect(short.body.map((product) => product.id)).toEqual([ids.traleeProduct, ids.killarneyProduct, ids.dingleProduct])
    })

    it('browses nearest first around a place', async () => {
      const { status, body } = await products('browse?near=Dingle&withinKm=5&sort=nearest&limit=100')
      expect(status).toBe(200)
      expect(body.map((product) => product.id)).toContain(ids.dingleProduct)
      expect(body.every((product) => product.distanceKm !== null && product.distanceKm! <= 5)).toBe(true)
      expect(body.map((product) => product.distanceKm)).toEqual([...body.map((product) => product.distanceKm)].sort((a, b) => a! - b!))
    })
  })

  describe('refusals', () => {
    it.each([
      ['/api/shops?sort=nearest', 'sort', NEAR_MESSAGES.nearestNeedsPlace],
      ['/api/shops?withinKm=10', 'withinKm', NEAR_MESSAGES.withinNeedsPlace],
      ['/api/shops?near=Tralee&withinKm=7', 'withinKm', NEAR_MESSAGES.withinKm],
      ['/api/shops?near=Tralee&withinKm=far', 'withinKm', NEAR_MESSAGES.withinKm],
      ['/api/shops?near=Tralee&sort=closest', 'sort', NEAR_MESSAGES.sort],
      ['/api/shops?near=Atlantis', 'near', NEAR_MESSAGES.unknownPlace],
      ['/api/shops?lat=52.2', 'lng', NEAR_MESSAGES.positionHalf],
      ['/api/shops?lat=100&lng=-9', 'lat', NEAR_MESSAGES.latitude],
      ['/api/shops?near=Tralee&lat=52&lng=-9', 'near', NEAR_MESSAGES.placeOrPosition],
      ['/api/products/search?product=zorvex&sort=nearest', 'sort', NEAR_MESSAGES.nearestNeedsPlace],
      ['/api/products/search?product=zorvex&near=Z99', 'near', NEAR_MESSAGES.unknownPlace],
      ['/api/products/browse?lng=500&lat=1', 'lng', NEAR_MESSAGES.longitude],
    ])('%s is 422 on %s', async (url, field, message) => {
      const { status, errors } = await refused(url)
      expect(status).toBe(422)
      expect(errors[0]).toEqual(expect.objectContaining({ field, message }))
    })
  })

  describe('did you mean', () => {
    it('suggests the index words a search would have found (two edits away: one typo is found as it is)', async () => {
      const shop = await shops('search=zorvexqq')
      expect(shop.body).toEqual([])
      expect(decodeURIComponent(shop.headers.get('x-search-suggestion') ?? '')).toBe('zorvex')
      const typo = await products('search?product=zorvexqq%20lamp')
      expect(decodeURIComponent(typo.headers.get('x-search-suggestion') ?? '')).toBe('zorvex lamp')
    })

    it('suggests nothing when the search finds something, or only the filters find nothing', async () => {
      expect((await shops('search=zorvex')).headers.get('x-search-suggestion')).toBeNull()
      const filtered = await shops('search=zorvex&near=Tralee&withinKm=5&category=electronics')
      expect(filtered.body).toEqual([])
      expect(filtered.headers.get('x-search-suggestion')).toBeNull()
    })
  })
})
