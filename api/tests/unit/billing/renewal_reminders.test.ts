import { describe, expect, it } from 'vitest'
import { reminderDay } from '../../../app/services/billing/renewal_moments.ts'
import { subscriptionStatusOf } from '../../../app/services/billing/subscription_status.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

describe('renewal reminder moments', () => {
  it('picks the 7-day reminder inside a week, the 1-day one inside a day, none otherwise', () => {
    expect(reminderDay(8 * DAY)).toBeNull()
    expect(reminderDay(7 * DAY)).toBe(7)
    expect(reminderDay(DAY + HOUR)).toBe(7)
    expect(reminderDay(DAY)).toBe(1)
    expect(reminderDay(HOUR)).toBe(1)
    expect(reminderDay(0)).toBeNull()
    expect(reminderDay(-HOUR)).toBeNull()
  })
})

describe('subscription statuses as the page knows them', () => {
  it("maps Stripe's statuses and a missing subscription", () => {
    expect(subscriptionStatusOf(null)).toBe('none')
    expect(subscriptionStatusOf('trialing')).toBe('active')
    expect(subscriptionStatusOf('active')).toBe('active')
    expect(subscriptionStatusOf('unpaid')).toBe('past_due')
    expect(subscriptionStatusOf('incomplete_expired')).toBe('canceled')
    expect(subscriptionStatusOf('incomplete')).toBe('incomplete')
    expect(subscriptionStatusOf('pending')).toBe('incomplete')
  })
})
