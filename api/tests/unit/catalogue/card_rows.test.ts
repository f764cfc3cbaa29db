import { describe, expect, it } from 'vitest'
import { CardRows } from '../../../app/services/catalogue/card_rows.ts'
import { LIST_CACHE_SECONDS } from '../../../app/services/catalogue/result_cache.ts'

const rows = (...ids: number[]) => new Map(ids.map((id) => [id, { id, name: `Product ${id}` }]))

describe('CardRows', () => {
  it('gives back rows read in the last few seconds and names the rest to read', () => {
    const cards = new CardRows<{ id: number; name: string }>()
    cards.put(rows(1, 2), cards.generation, 1_000)
    const { found, missing } = cards.take([2, 3, 1], 1_000 + LIST_CACHE_SECONDS * 1000 - 1)
    expect([...found.keys()]).toEqual([2, 1])
    expect(missing).toEqual([3])
    expect(cards.take([1], 1_000 + LIST_CACHE_SECONDS * 1000).missing).toEqual([1])
  })

  it('forgets every row at a change, and keeps none read across one', () => {
    const cards = new CardRows<{ id: number; name: string }>()
    cards.put(rows(1), cards.generation, 0)
    const before = cards.generation
    cards.clear()
    expect(cards.take([1], 0).missing).toEqual([1])
    // A read that started before the change ends after it: its rows may be stale.
    cards.put(rows(1), before, 0)
    expect(cards.take([1], 0).missing).toEqual([1])
    cards.put(rows(1), cards.generation, 0)
    expect(cards.take([1], 0).missing).toEqual([])
  })
})
