import { describe, expect, it } from 'vitest'
import {
  canMarkPaid,
  canSuspend,
  nextDueTone,
  planDisplayName,
  productsAllowedDisplay,
  subscriptionDisplayStatus,
} from '../src/rules/subscription.ts'

const now = new Date('2026-11-21T12:00:00Z')
const inDays = (days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString()

describe('nextDueTone', () => {
  it('is overdue (red) once the date has passed', () => {
    expect(nextDueTone(inDays(-1), now)).toBe('overdue')
  })

  it('is soon (yellow) within 7 days, boundary included', () => {
    expect(nextDueTone(inDays(0.5), now)).toBe('soon')
    expect(nextDueTone(inDays(7), now)).toBe('soon')
  })

  it('is normal further out or with no date', () => {
    expect(nextDueTone(inDays(8), now)).toBe('normal')
    expect(nextDueTone(null, now)).toBe('normal')
    expect(nextDueTone('nonsense', now)).toBe('normal')
  })
})

describe('subscriptionDisplayStatus', () => {
  const paid = { paymentStatus: 'paid', currentPlan: 'pro', nextPaymentDue: inDays(30) } as const

  it('is active for a paid plan that is not due soon', () => {
    expect(subscriptionDisplayStatus(paid, now)).toBe('active')
  })

  it('is expiring when due within the window, overdue or in grace', () => {
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(3) }, now)).toBe('expiring')
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(-2) }, now)).toBe('expiring')
    expect(subscriptionDisplayStatus({ ...paid, paymentStatus: 'grace_period' }, now)).toBe('expiring')
  })

  it('is trial on the free trial or with no plan', () => {
    expect(subscriptionDisplayStatus({ ...paid, currentPlan: 'free_trial' }, now)).toBe('trial')
    expect(subscriptionDisplayStatus({ ...paid, currentPlan: null }, now)).toBe('trial')
  })

  it('is suspended when suspended or expired, whatever the plan', () => {
    expect(subscriptionDisplayStatus({ ...paid, paymentStatus: 'suspended' }, now)).toBe('suspended')
    expect(subscriptionDisplayStatus({ ...paid, currentPlan: 'free_trial', paymentStatus: 'expired' }, now)).toBe(
      'suspended',
    )
  })
})

describe('payment row actions and fallbacks', () => {
  it('disables Mark Paid when active and Suspend when suspended', () => {
    expect(canMarkPaid('active')).toBe(false)
    expect(canMarkPaid('expiring')).toBe(true)
    expect(canSuspend('suspended')).toBe(false)
    expect(canSuspend('trial')).toBe(true)
  })

  it('shows a blank plan as Free Trial and missing allowance as 30', () => {
    expect(planDisplayName('')).toBe('Free Trial')
    expect(planDisplayName(null)).toBe('Free Trial')
    expect(planDisplayName('Pro')).toBe('Pro')
    expect(productsAllowedDisplay(null)).toBe(30)
    expect(productsAllowedDisplay(150)).toBe(150)
  })
})
