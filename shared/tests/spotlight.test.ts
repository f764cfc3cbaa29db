import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '../src/messages/validation.ts'
import { showsPriorityBadge, spotlightTotal } from '../src/rules/spotlight.ts'

describe('spotlightTotal', () => {
  it.each([
    [1, 149],
    [2, 268],
    [3, 402],
    [6, 805],
    [12, 1609],
  ])('%d month(s) cost %d euro', (months, total) => {
    expect(spotlightTotal(months)).toBe(total)
  })

  it('gives no discount for one month and 10% for every longer booking', () => {
    expect(spotlightTotal(1)).toBe(149)
    expect(spotlightTotal(4)).toBe(536)
    expect(spotlightTotal(11)).toBe(1475)
  })

  it.each([0, 13, -1, 1.5, Number.NaN])('refuses %d months', (months) => {
    expect(() => spotlightTotal(months)).toThrow(VALIDATION_MESSAGES.spotlightDurationRange)
  })
})

describe('priority badge', () => {
  it('shows only above priority 5', () => {
    expect(showsPriorityBadge(5)).toBe(false)
    expect(showsPriorityBadge(6)).toBe(true)
  })
})
