import { describe, expect, it } from 'vitest'
import { CardRows, type Card } from '../../../app/services/catalogue/card_rows.ts'

type Row = { id: number; name: string }

/** Cards of products 1…n: product id in shop `shopOf(id)`, each shop seen 10 times. */
const cards = (ids: number[], shopOf = (id: number) => id * 10, until = new Map<number, number>()) =>
  new Map<number, Card<Row>>(
    ids.map((id) => [id, { row: { id, name: `Product ${id}` }, shopId: shopOf(id), viewCount: 10, until: until.get(id) ?? Infinity }]),
  )

describe('CardRows', () => {
  it('gives back the cards kept and names the rest to read', () => {
    const kept = new CardRows<Row>()
    kept.put(cards([1, 2]), kept.generation)
    const { found, missing } = kept.take([2, 3, 1], Date.now() + 3_600_000)
    expect([...found.keys()]).toEqual([2, 1])
    expect(found.get(2)).toEqual({ id: 2, name: 'Product 2' })
    expect(missing).toEqual([3])
  })

  it('keeps a card no later than its own end when one is given', () => {
    const kept = new CardRows<Row>()
    kept.put(cards([1, 2], undefined, new Map([[1, 3_000]])), kept.generation)
    expect(kept.take([1, 2], 2_999).missing).toEqual([])
    expect(kept.take([1, 2], 3_000).missing).toEqual([1])
  })

  it('forgets the products a change names and every card of the shops it names', () => {
    const kept = new CardRows<Row>()
    // Products 1 and 2 in shop 7, product 3 in shop 8, product 4 in shop 9.
    kept.put(
      cards([1, 2, 3, 4], (id) => (id <= 2 ? 7 : id + 5)),
      kept.generation,
    )
    kept.forget({ productIds: [4] })
    expect(kept.take([1, 2, 3, 4]).missing).toEqual([4])
    kept.forget({ shopIds: [7], productIds: [] })
    expect(kept.take([1, 2, 3]).missing).toEqual([1, 2])
    kept.forget(null)
    expect(kept.size).toBe(0)
  })

  it('keeps no card read across a change', () => {
    const kept = new CardRows<Row>()
    const before = kept.generation
    kept.forget({ productIds: [99] })
    // A read that started before the change ends after it: its cards may be stale.
    kept.put(cards([1]), before)
    expect(kept.take([1]).missing).toEqual([1])
    kept.put(cards([1]), kept.generation)
    expect(kept.take([1]).missing).toEqual([])
  })

  it('forgets the cards whose shop was visited since they were read', () => {
    const kept = new CardRows<Row>()
    kept.put(cards([1, 2, 3]), kept.generation)
    // Shop 10 unchanged, shop 20 visited, shop 30 gone.
    kept.forgetMovedViewCounts(
      new Map([
        [10, 10],
        [20, 11],
      ]),
    )
    expect(kept.take([1, 2, 3]).missing).toEqual([2, 3])
  })
})
