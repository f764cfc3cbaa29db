import { describe, expect, it } from 'vitest'
import { applyAnswer, toggleRequest, viewFromServer } from './favourite-state.ts'

describe('favourite state', () => {
  const view = viewFromServer(
    [{ id: 7 } as never],
    [
      { productId: 7, count: 3 },
      { productId: 8, count: 0 },
    ],
  )

  it('reads the saved products and counts from the server', () => {
    expect([...view.saved]).toEqual([7])
    expect(view.counts.get(7)).toBe(3)
  })

  it('changes only to what the server answered, never below zero', () => {
    const removed = applyAnswer(view, { shopId: 1, productId: 7, isFavorite: false, count: 2 })
    expect(removed.saved.has(7)).toBe(false)
    expect(removed.counts.get(7)).toBe(2)
    const odd = applyAnswer(view, { shopId: 1, productId: 8, isFavorite: false, count: -1 })
    expect(odd.counts.get(8)).toBe(0)
    expect(view.saved.has(7)).toBe(true)
  })

  it('adds what is not saved and removes what is', () => {
    expect(toggleRequest(view, 1, 8)).toEqual({ method: 'POST', path: '/api/customer/favorites', body: { shopId: 1, productId: 8 } })
    expect(toggleRequest(view, 1, 7)).toEqual({ method: 'DELETE', path: '/api/customer/favorites/1?productId=7' })
  })
})
