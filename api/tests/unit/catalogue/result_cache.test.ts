import { describe, expect, it } from 'vitest'
import { cacheKey, LIST_CACHE_SECONDS, ResultCache } from '../../../app/services/catalogue/result_cache.ts'

describe('ResultCache', () => {
  it('shares one load between concurrent callers and reuses it until it expires', async () => {
    const cache = new ResultCache<number>()
    let loads = 0
    const load = async () => ++loads
    const [a, b] = await Promise.all([cache.get('k', load, 0), cache.get('k', load, 0)])
    expect([a, b, loads]).toEqual([1, 1, 1])
    expect(await cache.get('k', load, LIST_CACHE_SECONDS * 1000 - 1)).toBe(1)
    expect(await cache.get('k', load, LIST_CACHE_SECONDS * 1000)).toBe(2)
  })

  it('does not remember a failed load', async () => {
    const cache = new ResultCache<string>()
    await expect(cache.get('k', async () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down')
    expect(await cache.get('k', async () => 'up', 1)).toBe('up')
  })

  it('keys filters independently of their order', () => {
    expect(cacheKey({ location: 'cork', product: 'bread' })).toBe(cacheKey({ product: 'bread', location: 'cork' }))
    expect(cacheKey({ product: 'bread' })).not.toBe(cacheKey({ product: 'bread', page: 2 }))
  })
})
