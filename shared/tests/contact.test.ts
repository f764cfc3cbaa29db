import { describe, expect, it } from 'vitest'
import { detectContact, isValidEmail, normalizeEmail, phoneHasMinDigits } from '../src/rules/contact.ts'

describe('detectContact', () => {
  it("reads anything with '@' as an email, lower-cased and trimmed", () => {
    expect(detectContact(' Mary@Example.IE ')).toEqual({ kind: 'email', value: 'mary@example.ie' })
  })

  it('reads everything else as a phone number', () => {
    expect(detectContact('087 123 4567')).toEqual({ kind: 'phone', value: '087 123 4567' })
    expect(detectContact('+353871234567')).toEqual({ kind: 'phone', value: '+353871234567' })
  })

  it("still calls a broken address with '@' an email, leaving the format check to isValidEmail", () => {
    expect(detectContact('mary@').kind).toBe('email')
  })
})

describe('isValidEmail (simple x@y.z)', () => {
  it.each(['a@b.ie', 'mary.murphy@shop.example.com', ' padded@x.ie '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(['', 'mary', 'mary@', 'mary@shop', '@shop.ie', 'ma ry@shop.ie', 'a@b@c.ie'])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false)
  })
})

describe('phone digits', () => {
  it('counts digits only, not spaces or punctuation', () => {
    expect(phoneHasMinDigits('(087) 123-4567')).toBe(true)
    expect(phoneHasMinDigits('(087) 123-456 -')).toBe(false)
  })

  it('needs at least 10 digits', () => {
    expect(phoneHasMinDigits('087 123 4567')).toBe(true)
    expect(phoneHasMinDigits('087 123 456')).toBe(false)
  })
})

describe('normalizeEmail', () => {
  it('lower-cases and trims', () => {
    expect(normalizeEmail('  Owner@Shop.IE')).toBe('owner@shop.ie')
  })
})
