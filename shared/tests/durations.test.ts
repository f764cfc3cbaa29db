import { describe, expect, it } from 'vitest'
import { durationLabel } from '../src/rules/durations.ts'

describe('durationLabel', () => {
  it.each([
    [30, 'month'],
    [90, '3 months'],
    [180, '6 months'],
    [365, 'year'],
  ])('labels %d days as %s', (days, label) => {
    expect(durationLabel(days)).toBe(label)
  })

  it('falls back to a number of days', () => {
    expect(durationLabel(14)).toBe('14 days')
    expect(durationLabel(1)).toBe('1 day')
  })
})
