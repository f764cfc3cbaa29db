import { describe, expect, it } from 'vitest'
import { formatEuro, formatEuro2, fromCents, roundToCents, toCents } from '../src/rules/money.ts'

describe('formatEuro (prices, en-IE)', () => {
  it.each([
    [0, '€0'],
    [39, '€39'],
    [200, '€200'],
    [1609, '€1,609'],
    [1234567, '€1,234,567'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected)
  })

  it.each([
    [6.5, '€6.50'],
    [6.95, '€6.95'],
    [4.2, '€4.20'],
    [12.5, '€12.50'],
    [0.99, '€0.99'],
    [45, '€45'],
    [1609, '€1,609'],
    ['6.50', '€6.50'],
    ['45.00', '€45'],
  ])('never rounds a price: %s reads %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected)
  })

  it('shows cents noise from sums as the cents they are', () => {
    expect(formatEuro(0.1 + 0.2)).toBe('€0.30')
    expect(formatEuro(44.999999)).toBe('€45')
  })

  it('accepts DECIMAL columns delivered as strings', () => {
    expect(formatEuro('1609.00')).toBe('€1,609')
  })

  it('refuses values that are not amounts', () => {
    expect(() => formatEuro('abc')).toThrow(RangeError)
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError)
  })
})

describe('formatEuro2 (two decimals)', () => {
  it.each([
    [268, '€268.00'],
    [1609.5, '€1,609.50'],
    [0, '€0.00'],
    [12345.678, '€12,345.68'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatEuro2(amount)).toBe(expected)
  })
})

describe('roundToCents', () => {
  it('removes binary noise from sums', () => {
    expect(roundToCents(0.1 + 0.2)).toBe(0.3)
    expect(roundToCents(24.916666)).toBe(24.92)
  })
})

describe('cents conversion', () => {
  it('converts euro amounts and DECIMAL strings to whole cents and back', () => {
    expect(toCents(6.95)).toBe(695)
    expect(toCents('1609.00')).toBe(160900)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(fromCents(695)).toBe(6.95)
  })
})
