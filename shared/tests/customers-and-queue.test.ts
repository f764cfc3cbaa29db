import { describe, expect, it } from 'vitest'
import { accountAgeDays, messagesPerUser, monthlyGrowthPercent } from '../src/rules/index.ts'

describe('customers tab figures', () => {
  it('gives monthly growth as a percentage with one decimal, 0 with no customers', () => {
    expect(monthlyGrowthPercent(5, 40)).toBe(12.5)
    expect(monthlyGrowthPercent(1, 3)).toBe(33.3)
    expect(monthlyGrowthPercent(0, 0)).toBe(0)
  })

  it('gives engagement as messages per customer with one decimal', () => {
    expect(messagesPerUser(7, 2)).toBe(3.5)
    expect(messagesPerUser(3, 0)).toBe(0)
  })

  it('counts an account age in whole days, never negative, 0 for a broken date', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(accountAgeDays('2026-11-20T12:00:01Z', now)).toBe(2)
    expect(accountAgeDays('2026-11-23T11:00:00Z', now)).toBe(0)
    expect(accountAgeDays('2026-11-24T00:00:00Z', now)).toBe(0)
    expect(accountAgeDays('not a date', now)).toBe(0)
  })
})
