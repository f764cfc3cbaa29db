import { describe, expect, it } from 'vitest'
import { lowestPriceBefore, NOT_REDUCED, reductionAfter, type PricePoint } from '#services/catalogue/prior_price'

const NOW = new Date('2026-11-28T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)
const point = (price: number, days: number): PricePoint => ({ price, startsAt: daysAgo(days) })

describe('the prior price of a reduction', () => {
  it('a price set 45 days ago, a rise 10 days ago, then a cut: the old price still counts, so no reduction is shown', () => {
    const history = [point(10, 45), point(15, 10)]
    expect(lowestPriceBefore(history, NOW)).toBe(10)
    expect(reductionAfter(history, NOT_REDUCED, 12, NOW)).toEqual(NOT_REDUCED)
    expect(reductionAfter(history, NOT_REDUCED, 9, NOW)).toEqual({ priorPrice: 10, reducedSince: NOW })
  })

  it('a price that ended before the 30 days does not count', () => {
    const history = [point(10, 60), point(15, 31)]
    expect(lowestPriceBefore(history, NOW)).toBe(15)
    expect(reductionAfter(history, NOT_REDUCED, 12, NOW)).toEqual({ priorPrice: 15, reducedSince: NOW })
  })

  it('successive cuts of one campaign keep the first prior price and start', () => {
    const first = reductionAfter([point(20, 90)], NOT_REDUCED, 15, daysAgo(10))
    expect(first).toEqual({ priorPrice: 20, reducedSince: daysAgo(10) })
    const history = [point(20, 90), point(15, 10)]
    expect(reductionAfter(history, first, 12, NOW)).toEqual(first)
    // A partial rise still below the prior price stays the same campaign.
    expect(reductionAfter([...history, point(12, 5)], first, 14, NOW)).toEqual(first)
  })

  it('back at or above the prior price, the reduction is over', () => {
    const campaign = { priorPrice: 20, reducedSince: daysAgo(10) }
    expect(reductionAfter([point(20, 90), point(15, 10)], campaign, 20, NOW)).toEqual(NOT_REDUCED)
    expect(reductionAfter([point(20, 90), point(15, 10)], campaign, 25, NOW)).toEqual(NOT_REDUCED)
  })

  it('a rise is never a reduction, and a first price has nothing before it', () => {
    expect(reductionAfter([point(10, 40)], NOT_REDUCED, 11, NOW)).toEqual(NOT_REDUCED)
    expect(reductionAfter([], NOT_REDUCED, 5, NOW)).toEqual(NOT_REDUCED)
  })
})
