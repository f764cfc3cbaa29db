import { describe, expect, it } from 'vitest'
import { formatEuro, formatEuro2, roundToCents } from '../src/rules/money.ts'

describe('formatEuro (whole euro, en-IE)', () => {
  it.each([
    [0, '€0'],
    [39, '€39'],
    [200, '€200'],
    [1609, '€1,609'],
    [1234567, '€1,234,567'],
  ])('formats %d as %s', (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected)
  })

  it('rounds cents away to the nearest euro', () => {
    expect(formatEuro(268.2)).toBe('€268')
    expect(formatEuro(804.6)).toBe('€805')
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
