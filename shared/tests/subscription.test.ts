import { describe, expect, it } from 'vitest'
import { subscriptionDisplayStatus } from '../src/rules/subscription.ts'

const now = new Date('2026-11-21T12:00:00Z')
const inDays = (days: number): string => new Date(now.getTime() + days * 86_400_000).toISOString()

describe('subscriptionDisplayStatus', () => {
  const paid = { paymentStatus: 'paid', currentPlan: 'pro', nextPaymentDue: inDays(30) } as const

  it('is active for a paid plan that is not due soon', () => {
    expect(subscriptionDisplayStatus(paid, now)).toBe('active')
  })

  it('is expiring when due within the window, overdue or in grace', () => {
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(0.5) }, now)).toBe('expiring')
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(3) }, now)).toBe('expiring')
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(-2) }, now)).toBe('expiring')
    expect(subscriptionDisplayStatus({ ...paid, paymentStatus: 'grace_period' }, now)).toBe('expiring')
  })

  it('counts the 7th day into the window and the 8th out of it', () => {
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(7) }, now)).toBe('expiring')
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: inDays(8) }, now)).toBe('active')
  })

  it('stays active with no next-due date or an unreadable one', () => {
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: null }, now)).toBe('active')
    expect(subscriptionDisplayStatus({ ...paid, nextPaymentDue: 'nonsense' }, now)).toBe('active')
  })

  it('is trial on the free trial or with no plan', () => {
    expect(subscriptionDisplayStatus({ ...paid, currentPlan: 'free_trial' }, now)).toBe('trial')
    expect(subscriptionDisplayStatus({ ...paid, currentPlan: null }, now)).toBe('trial')
  })

  it('is suspended when suspended or expired, whatever the plan', () => {
    expect(subscriptionDisplayStatus({ ...paid, paymentStatus: 'suspended' }, now)).toBe('suspended')
    expect(subscriptionDisplayStatus({ ...paid, currentPlan: 'free_trial', paymentStatus: 'expired' }, now)).toBe('suspended')
  })
})
