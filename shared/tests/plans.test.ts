import { describe, expect, it } from 'vitest'
import { PLAN_NAMES } from '../src/constants/enumerations.ts'
import { PLANS } from '../src/constants/plans.ts'

/** The published plans, column for column: a change here is a price change customers see. */
const SPEC_TABLE = [
  { name: 'free_trial', price: 0, duration: 30, maxProducts: 10 },
  { name: 'starter', price: 39, duration: 30, maxProducts: 50 },
  { name: 'pro', price: 99, duration: 90, maxProducts: 150 },
  { name: 'business', price: 299, duration: 365, maxProducts: 500 },
  { name: 'enterprise', price: 499, duration: 365, maxProducts: 1000 },
  { name: 'spotlight', price: 149, duration: 30, maxProducts: 1 },
]

const byName = (name: string) => {
  const plan = PLANS.find((candidate) => candidate.name === name)
  if (!plan) throw new Error(`no plan ${name}`)
  return plan
}

describe('PLANS', () => {
  it('has exactly the published rows, in order, with their price, days and product limit', () => {
    expect(PLANS.map(({ name, price, duration, maxProducts }) => ({ name, price, duration, maxProducts }))).toEqual(SPEC_TABLE)
  })

  it('covers every plan name once', () => {
    expect(PLANS.map((plan) => plan.name)).toEqual([...PLAN_NAMES])
  })

  it('marks pro as the popular plan and records the savings', () => {
    expect(PLANS.filter((plan) => plan.isPopular).map((plan) => plan.name)).toEqual(['pro'])
    expect(byName('pro').savings).toBe(15)
    expect(byName('business').savings).toBe(25)
    expect(byName('enterprise').savings).toBe(30)
    expect(byName('starter').savings).toBeNull()
  })

  it("carries the starter plan's extra-products note", () => {
    expect(byName('starter').note).toBe('Extra 10 products for €5 a month')
  })

  it('prices spotlight bookings of 1, 2, 3, 6 and 12 months', () => {
    expect(byName('spotlight').multiMonthPricing).toEqual({ 1: 149, 2: 268, 3: 402, 6: 805, 12: 1609 })
    expect(PLANS.filter((plan) => plan.multiMonthPricing).map((plan) => plan.name)).toEqual(['spotlight'])
  })

  it('derives the per-month price', () => {
    expect(PLANS.map((plan) => plan.monthlyEquivalent)).toEqual([0, 39, 33, 24.92, 41.58, 149])
  })

  it('gives every plan a display name, description and features to seed', () => {
    for (const plan of PLANS) {
      expect(plan.displayName).not.toBe('')
      expect(plan.description).not.toBe('')
      expect(plan.features.length).toBeGreaterThanOrEqual(3)
    }
    expect(byName('enterprise').features[0]).toBe('Up to 1,000 products')
  })
})
