import { describe, expect, it } from 'vitest'
import { PLANS } from '@shoplocal/shared/constants'
import type { BillingShop, Plan } from '@shoplocal/shared/types'
import { chosenPlanHref, chosenPlanRedirect, parsePayIntent } from './pay-intent.ts'
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
    expect(planAction(plan('pro'), null)).toEqual({ kind: 'signIn', href: '/shop-owner-auth?plan=pro' })
    expect(planAction(plan('pro'), [shop])).toEqual({ kind: 'submit' })
    expect(planAction(plan('free_trial'), [shop]).kind).toBe('link')
    expect(planAction(plan('spotlight'), [shop]).kind).toBe('link')
    expect(planAction(plan('starter'), []).kind).toBe('link')
  })
})

describe('a plan chosen before signing in', () => {
  it('is carried from the sign-in page to its pay step, paid plans only', () => {
    expect(planAction(plan('pro'), null)).toEqual({ kind: 'signIn', href: '/shop-owner-auth?plan=pro' })
    expect(planAction(plan('free_trial'), null)).toEqual({ kind: 'signIn', href: '/shop-owner-auth' })
    expect(chosenPlanHref('?plan=pro')).toBe('/pay?plan=pro')
    for (const search of ['', '?plan=free_trial', '?plan=spotlight', '?plan=gold', '?plan=']) expect(chosenPlanHref(search)).toBeNull()
  })

  it('pays for the only shop at once; with none or several, the plans page picks the shop', () => {
    const params = (query: string) => new URLSearchParams(query)
    expect(chosenPlanRedirect(params('plan=pro'), [{ id: 7 }])).toBe('/pay?shopId=7&plan=pro')
    expect(chosenPlanRedirect(params('plan=pro'), [{ id: 7 }, { id: 8 }])).toBe('/pricing?plan=pro')
    expect(chosenPlanRedirect(params('plan=pro'), [])).toBe('/pricing?plan=pro')
    expect(chosenPlanRedirect(params('plan=pro&shopId=8'), [{ id: 7 }])).toBeNull()
    expect(chosenPlanRedirect(params('plan=spotlight'), [{ id: 7 }])).toBeNull()
    expect(chosenPlanRedirect(params(''), [{ id: 7 }])).toBeNull()
  })
})
