import { describe, expect, it } from 'vitest'
import { nextDueUrgency, shopCannotGoLive } from '../src/rules/admin-payments.ts'

describe('next due urgency', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  it('is red when overdue, yellow within 7 days, plain later or without a date', () => {
    expect(nextDueUrgency('2026-11-23T11:59:00Z', now)).toBe('overdue')
    expect(nextDueUrgency('2026-11-23T12:00:00Z', now)).toBe('soon')
    expect(nextDueUrgency('2026-11-30T12:00:00Z', now)).toBe('soon')
    expect(nextDueUrgency('2026-11-30T12:00:01Z', now)).toBeNull()
    expect(nextDueUrgency(null, now)).toBeNull()
    expect(nextDueUrgency('not a date', now)).toBeNull()
  })
})

describe('a payment of a shop that cannot go live', () => {
  it('is one of a rejected or removed shop; pending, approved and no shop can go live', () => {
    expect(shopCannotGoLive('rejected')).toBe(true)
    expect(shopCannotGoLive('removed')).toBe(true)
    expect(shopCannotGoLive('pending')).toBe(false)
    expect(shopCannotGoLive('approved')).toBe(false)
    expect(shopCannotGoLive(null)).toBe(false)
  })
})
