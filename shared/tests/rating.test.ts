import { describe, expect, it } from 'vitest'
import { formatRating, normalizeComment } from '../src/rules/rating.ts'

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0')
    expect(formatRating(4.25)).toBe('4.3')
    expect(formatRating(3.14159)).toBe('3.1')
    expect(formatRating('4.50')).toBe('4.5')
  })

  it('gives null when there is no rating to show', () => {
    expect(formatRating(null)).toBeNull()
    expect(formatRating(undefined)).toBeNull()
    expect(formatRating('')).toBeNull()
    expect(formatRating('n/a')).toBeNull()
  })
})

describe('normalizeComment', () => {
  it('trims, and turns an empty comment into null', () => {
    expect(normalizeComment('  Lovely shop ')).toBe('Lovely shop')
    expect(normalizeComment('   ')).toBeNull()
    expect(normalizeComment(undefined)).toBeNull()
  })
})
