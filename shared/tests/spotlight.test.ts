import { describe, expect, it } from 'vitest'
import { VALIDATION_MESSAGES } from '../src/messages/validation.ts'
import {
  isValidSpotlightMonths,
  isValidSpotlightPriority,
  showsPriorityBadge,
  spotlightDaysLeft,
  spotlightImagesError,
  spotlightTotal,
} from '../src/rules/spotlight.ts'

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

describe('spotlight limits', () => {
  it('allows 1 to 12 whole months', () => {
    expect(isValidSpotlightMonths(1)).toBe(true)
    expect(isValidSpotlightMonths(12)).toBe(true)
    expect(isValidSpotlightMonths(0)).toBe(false)
    expect(isValidSpotlightMonths(13)).toBe(false)
  })

  it('allows 1 to 8 images and names the limit otherwise', () => {
    expect(spotlightImagesError(0)).toBe('Please upload at least 1 image for the spotlight.')
    expect(spotlightImagesError(1)).toBeNull()
    expect(spotlightImagesError(8)).toBeNull()
    expect(spotlightImagesError(9)).toBe('You can upload a maximum of 8 images.')
  })

  it('allows priorities 0 to 10 and shows the badge only above 5', () => {
    expect(isValidSpotlightPriority(0)).toBe(true)
    expect(isValidSpotlightPriority(10)).toBe(true)
    expect(isValidSpotlightPriority(11)).toBe(false)
    expect(isValidSpotlightPriority(-1)).toBe(false)
    expect(showsPriorityBadge(5)).toBe(false)
    expect(showsPriorityBadge(6)).toBe(true)
  })
})

describe('spotlightDaysLeft', () => {
  const now = new Date('2026-11-21T12:00:00Z')

  it('counts only approved requests', () => {
    const endDate = '2026-11-23T12:00:00Z'
    expect(spotlightDaysLeft({ status: 'approved', endDate }, now)).toBe(2)
    expect(spotlightDaysLeft({ status: 'pending', endDate }, now)).toBeNull()
    expect(spotlightDaysLeft({ status: 'approved', endDate: null }, now)).toBeNull()
  })
})
