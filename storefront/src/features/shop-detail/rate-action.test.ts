import { describe, expect, it } from 'vitest'
import { asksToRate, withoutRateAction } from './rate-action.ts'

describe('action=rate', () => {
  it('is recognised only with the exact value', () => {
    expect(asksToRate('?action=rate')).toBe(true)
    expect(asksToRate('?action=share')).toBe(false)
    expect(asksToRate('')).toBe(false)
  })

  it('is removed from the address, keeping everything else', () => {
    expect(withoutRateAction('/shops/3', '?action=rate')).toBe('/shops/3')
    expect(withoutRateAction('/shops/3', '?ref=mail&action=rate', '#reviews')).toBe('/shops/3?ref=mail#reviews')
  })
})
