import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api/result.ts'
import { PENDING_RATING_KEY, postPendingRating, readPendingRating, savePendingRating, takePendingRating } from './pending-rating.ts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  }
}

const rating = { shopId: 7, shopName: 'Galway Books', rating: 5, comment: 'Lovely shop' }

describe('pending rating', () => {
  it('does nothing without a saved rating', async () => {
    await expect(postPendingRating(memoryStorage(), async () => null)).resolves.toEqual({ status: 'none' })
  })

  it('hands a guest the rating of this shop only, taking it out of storage', () => {
    const storage = memoryStorage()
    savePendingRating(storage, rating)
    expect(takePendingRating(storage, 8)).toBeNull()
    expect(storage.data.has(PENDING_RATING_KEY)).toBe(true)
    expect(takePendingRating(storage, 7)).toEqual(rating)
    expect(storage.data.has(PENDING_RATING_KEY)).toBe(false)
  })

  it('posts {rating, comment} to the shop and forgets it once accepted', async () => {
    const storage = memoryStorage()
    savePendingRating(storage, rating)
    const posted: [string, unknown][] = []
    const result = await postPendingRating(storage, async (path, body) => posted.push([path, body]))
    expect(result).toEqual({ status: 'posted', shopId: 7 })
    expect(posted).toEqual([['/api/shops/7/reviews', { rating: 5, comment: 'Lovely shop' }]])
    expect(storage.data.has(PENDING_RATING_KEY)).toBe(false)
  })

  it("keeps it saved when the post fails and says 'Failed to submit your rating. Please try again.'", async () => {
    const storage = memoryStorage()
    savePendingRating(storage, rating)
    const result = await postPendingRating(storage, async () => {
      throw new ApiError(404, '{"message":"Not found"}', 'Not Found')
    })
    expect(result).toEqual({ status: 'failed', message: 'Failed to submit your rating. Please try again.' })
    expect(readPendingRating(storage)).toEqual(rating)
  })

  it('ignores a broken saved value', () => {
    const storage = memoryStorage()
    storage.setItem(PENDING_RATING_KEY, '{"shopId":"x"}')
    expect(readPendingRating(storage)).toBeNull()
  })
})
