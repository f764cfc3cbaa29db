import { describe, expect, it } from 'vitest'
import { PLANS } from '@shoplocal/shared/constants'
import type { BillingShop, Plan } from '@shoplocal/shared/types'
import { parsePayIntent } from './pay-intent.ts'
import { planAction } from './plan-choice.ts'

const intent = (query: string) => parsePayIntent(new URLSearchParams(query))
const plan = (name: string): Plan => ({ ...PLANS.find((each) => each.name === name)!, id: 1 })

describe('what /pay was opened for', () => {
  it('reads a plan for a shop, a reactivation, a spotlight request or an existing payment', () => {
    expect(intent('plan=pro&shopId=12')).toEqual({
      kind: 'checkout',
      payload: { purpose: 'plan', shopId: 12, planName: 'pro', paymentMethod: 'bank_transfer' },
    })
    expect(intent('reactivate=4')).toEqual({
      kind: 'checkout',
      payload: { purpose: 'reactivation', shopId: 4, paymentMethod: 'bank_transfer' },
    })
    expect(intent('spotlightRequestId=9')).toEqual({
      kind: 'checkout',
      payload: { purpose: 'spotlight', spotlightRequestId: 9, paymentMethod: 'bank_transfer' },
    })
    expect(intent('payment=31&plan=pro&shopId=2')).toEqual({ kind: 'payment', paymentId: 31 })
  })

  it('ignores missing, negative, fractional and oversized ids', () => {
    for (const query of [
      '',
      'plan=pro',
      'shopId=3',
      'plan=pro&shopId=-1',
      'plan=pro&shopId=1.5',
      'reactivate=0',
      'payment=12345678901',
      'payment=abc',
    ]) {
      expect(intent(query), query).toEqual({ kind: 'none' })
    }
  })
})

describe('choosing a plan', () => {
  const shop = { id: 3 } as BillingShop
  it('sends a visitor to the owner sign-in, and an owner with a shop to pay for a paid plan', () => {
    expect(planAction(plan('pro'), null)).toEqual({ kind: 'signIn', href: '/shop-owner-auth' })
    expect(planAction(plan('pro'), [shop])).toEqual({ kind: 'submit' })
    expect(planAction(plan('free_trial'), [shop]).kind).toBe('link')
    expect(planAction(plan('spotlight'), [shop]).kind).toBe('link')
    expect(planAction(plan('starter'), []).kind).toBe('link')
  })
})
