import { describe, expect, it } from 'vitest'
import { CatalogueEngine } from '../../../app/services/search/catalogue_engine.ts'
import type { ProductDocument, ShopDocument } from '../../../app/services/search/documents.ts'
import { boostedRating, boostedScore, bonusEndsAt, hasBonus } from '../../../app/services/catalogue/new_shop_bonus.ts'

const DAY = 86_400_000
const WINDOW = { offset: 0, limit: 10 }
const START = Date.UTC(2026, 0, 1)

const shop = (id: number, rating: number, approvedAt: number | null): ShopDocument => ({
  id,
  name: `Corrib Crafts ${id}`,
  description: '',
  location: 'Galway, Co. Galway',
  categoryId: null,
  rating,
  approvedAt,
})

describe('New Shop Bonus', () => {
  it('is +20%: the text score times 1.2 and one star on the rating, for 60 days from approval', () => {
    expect(boostedScore(10, true)).toBeCloseTo(12)
    expect(boostedScore(10, false)).toBe(10)
    expect(boostedRating(0, true)).toBe(1)
    expect(boostedRating(3.5, true)).toBe(4.5)
    expect(boostedRating(3.5, false)).toBe(3.5)
    expect(bonusEndsAt(START)).toBe(START + 60 * DAY)
    expect(bonusEndsAt(null)).toBeNull()
    expect(hasBonus(START + 60 * DAY, START + 60 * DAY - 1)).toBe(true)
    expect(hasBonus(START + 60 * DAY, START + 60 * DAY)).toBe(false)
    expect(hasBonus(null, START)).toBe(false)
  })

  it('reorders the index while it lasts and restores the plain order on the clock, with no catalogue change', () => {
    let now = START + 59 * DAY
    const index = new CatalogueEngine(() => now)
    const products: ProductDocument[] = [
      { id: 11, shopId: 1, name: 'Corrib Basket', description: '', rating: 4.8 },
      { id: 12, shopId: 2, name: 'Corrib Basket', description: '', rating: 4 },
    ]
    index.putShops([shop(1, 4.5, START - 400 * DAY), shop(2, 3.6, START), shop(3, 0, null)])
    index.putProducts(products)

    expect(index.searchShops({}, WINDOW).ids).toEqual([2, 1, 3])
    expect(index.searchProducts({}, WINDOW).ids).toEqual([12, 11])
    expect(index.searchShops({ search: 'corrib' }, WINDOW).ids[0]).toBe(2)
    expect(index.searchProducts({ product: 'basket' }, WINDOW).ids).toEqual([12, 11])

    now = START + 60 * DAY
    expect(index.searchShops({}, WINDOW).ids).toEqual([1, 2, 3])
    expect(index.searchProducts({}, WINDOW).ids).toEqual([11, 12])
    expect(index.searchProducts({ product: 'basket' }, WINDOW).ids).toEqual([11, 12])

    // A shop approved now (put through the feed) gets it; its products follow.
    index.putShops([shop(2, 3.6, now)])
    expect(index.searchShops({}, WINDOW).ids).toEqual([2, 1, 3])
    expect(index.searchProducts({}, WINDOW).ids).toEqual([12, 11])
    // A shop with no reviews yet still moves up among its peers.
    index.putShops([shop(3, 0, now)])
    index.putShops([shop(4, 0.5, null)])
    expect(index.searchShops({}, WINDOW).ids.slice(-2)).toEqual([3, 4])
  })
})
