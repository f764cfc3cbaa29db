import { describe, expect, it } from 'vitest'
import { shownReduction } from '../src/rules/reduction.ts'

describe('shownReduction', () => {
  it('announces only a price below its prior price, with the percent off rounded down', () => {
    expect(shownReduction(15, 20)).toEqual({ priorPrice: 20, percentOff: 25 })
    expect(shownReduction(6.5, 9.99)).toEqual({ priorPrice: 9.99, percentOff: 34 })
    expect(shownReduction(12, 15)).toEqual({ priorPrice: 15, percentOff: 20 })
  })

  it('announces nothing without a prior price, or when the price is not below it', () => {
    expect(shownReduction(15, null)).toBeNull()
    expect(shownReduction(15, undefined)).toBeNull()
    expect(shownReduction(20, 20)).toBeNull()
    expect(shownReduction(25, 20)).toBeNull()
  })
})
