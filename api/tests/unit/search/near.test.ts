import { describe, expect, it } from 'vitest'
import { CatalogueEngine } from '../../../app/services/search/catalogue_engine.ts'
import type { ShopDocument } from '../../../app/services/search/documents.ts'
import { TOWN_COORDINATES } from '../../../app/services/catalogue/town_coordinates.ts'

const shop = (id: number, location: string, rating: number): ShopDocument => ({
  id,
  name: `Corrib Crafts ${id}`,
  description: '',
  location,
  categoryId: null,
  rating,
})

/*
 * "Near me" inside the engine: a query point filters by distance and orders
 * by it; shops of one town share its point, so ties keep their rating (or
 * relevance) order; a shop whose town has no known point is never "within"
 * a distance and comes last when sorted by it.
 */
describe('near me in the catalogue engine', () => {
  const engine = new CatalogueEngine()
  engine.putShops([
    shop(1, 'Galway, Co. Galway', 3),
    shop(2, 'Tuam, Co. Galway', 5),
    shop(3, 'Tralee, Co. Kerry', 4),
    shop(4, 'Dublin, Co. Dublin', 4.5),
    shop(5, 'Galway, Co. Galway', 4),
    shop(6, 'Ballyquill, Co. Testmeath', 5),
  ])
  engine.putProducts([
    { id: 11, shopId: 1, name: 'Corrib Basket', description: '', rating: 5 },
    { id: 12, shopId: 3, name: 'Corrib Basket', description: '', rating: 5 },
    { id: 13, shopId: 2, name: 'Corrib Basket', description: '', rating: 1 },
    { id: 14, shopId: 5, name: 'Corrib Basket', description: '', rating: 4 },
  ])
  const galway = TOWN_COORDINATES.Galway
  const window = { offset: 0, limit: 10 }

  it('filters by distance and gives each shown shop its distance', () => {
    const answer = engine.searchShops({ near: { ...galway, withinKm: 50 } }, window)
    // Rating order, as without a point: Tuam (5), then the two Galway shops (4, 3).
    expect(answer.ids).toEqual([2, 5, 1])
    expect(answer.total).toBe(3)
    expect(answer.distanceKm?.[1]).toBe(0)
    expect(answer.distanceKm?.[0]).toBeGreaterThan(25)
    expect(answer.distanceKm?.[0]).toBeLessThan(50)
  })

  it('sorts by distance, ties (one town) in rating order, unknown towns last', () => {
    const answer = engine.searchShops({ near: { ...galway, withinKm: null }, sort: 'nearest' }, window)
    expect(answer.ids).toEqual([5, 1, 2, 3, 4, 6])
    expect(answer.distanceKm?.at(-1)).toBeNull()
    const distances = answer.distanceKm!.slice(0, -1) as number[]
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('does the same for products, with words, and pages through the sorted list', () => {
    const nearest = engine.searchProducts({ product: 'basket', near: { ...galway, withinKm: null }, sort: 'nearest' }, window)
    expect(nearest.ids).toEqual([11, 14, 13, 12])
    const second = engine.searchProducts(
      { product: 'basket', near: { ...galway, withinKm: null }, sort: 'nearest' },
      { offset: 2, limit: 1 },
    )
    expect(second).toMatchObject({ ids: [13], total: 4 })
    const within = engine.searchProducts({ product: 'basket', near: { ...galway, withinKm: 5 } }, window)
    expect(within.ids).toEqual([11, 14])
    expect(within.distanceKm).toEqual([0, 0])
  })

  it('keeps matches found only through a typo after those found as typed, each in distance order', () => {
    const typos = new CatalogueEngine()
    typos.putShops([
      { ...shop(1, 'Galway, Co. Galway', 5), name: 'Quay Street Antiques', description: 'Find us on Broad Street.' },
      { ...shop(2, 'Dublin, Co. Dublin', 1), name: 'Liffey Bakery', description: 'Sourdough.' },
      { ...shop(3, 'Tralee, Co. Kerry', 1), name: 'Kingdom Bread Co', description: '' },
      { ...shop(4, 'Tuam, Co. Galway', 1), name: 'Broad Lane Books', description: '' },
    ])
    const nearest = typos.searchShops({ search: 'bread', near: { ...galway, withinKm: null }, sort: 'nearest' }, window)
    // Tralee is nearer Galway than Dublin; the two "broad" shops (Galway, Tuam) come after both bakeries.
    expect(nearest.ids).toEqual([3, 2, 1, 4])
  })

  it("measures a shop whose town is unknown to its county's middle, and says so", () => {
    const counties = new CatalogueEngine()
    counties.putShops([shop(1, 'Tralee, Co. Kerry', 1), shop(2, 'Ballyquill, Kerry', 5), shop(3, 'Ballyquill', 5)])
    const tralee = TOWN_COORDINATES.Tralee
    const answer = counties.searchShops({ near: { ...tralee, withinKm: null }, sort: 'nearest' }, window)
    expect(answer.ids).toEqual([1, 2, 3])
    expect(answer.distanceKm?.[0]).toBe(0)
    expect(answer.distanceKm?.[1]).toBeGreaterThan(0)
    expect(answer.distanceKm?.[2]).toBeNull()
    expect(answer.distanceApproximate).toEqual([false, true, false])
  })
})
