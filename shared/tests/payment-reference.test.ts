import { describe, expect, it } from 'vitest'
import {
  findPaymentReferences,
  formatIban,
  issuedPaymentReferencePattern,
  makePaymentReference,
  normalizePaymentReference,
} from '../src/rules/payment-reference.ts'

describe('payment references', () => {
  it('are short, grouped, unambiguous and different for every invoice', () => {
    const references = new Set(Array.from({ length: 5000 }, (_, index) => makePaymentReference(index + 1)))
    expect(references.size).toBe(5000)
    for (const reference of references) expect(reference).toMatch(/^SL-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]$/)
    expect(makePaymentReference(1)).toMatch(/^SL-00001-.$/)
  })

  it('read back through spacing, case, hyphens and letters that look like digits', () => {
    const reference = makePaymentReference(123456)
    const [, body, check] = reference.split('-')
    expect(normalizePaymentReference(reference)).toBe(reference)
    expect(normalizePaymentReference(` sl ${body.toLowerCase()} ${check} `)).toBe(reference)
    expect(normalizePaymentReference(`SL${body}${check}`)).toBe(reference)
    const first = makePaymentReference(1)
    const firstCheck = first.at(-1)
    expect(normalizePaymentReference(`sl-oooOi-${firstCheck}`)).toBe(first)
    expect(normalizePaymentReference(`S1-0000l-${firstCheck}`)).toBe(first)
  })

  it('refuse a mistyped or swapped character', () => {
    expect(normalizePaymentReference(makePaymentReference(1).replace(/.$/, (check) => (check === '3' ? '4' : '3')))).toBeNull()
    const reference = makePaymentReference(4242)
    const [, body, check] = reference.split('-')
    const swapped = body[1] + body[0] + body.slice(2)
    if (swapped !== body) expect(normalizePaymentReference(`SL-${swapped}-${check}`)).toBeNull()
    expect(normalizePaymentReference('hello')).toBeNull()
  })

  it('are found inside a bank statement description', () => {
    const first = makePaymentReference(77)
    const second = makePaymentReference(78)
    expect(findPaymentReferences(`SEPA CREDIT MURPHY'S BAKERY ${first.toLowerCase()} thanks`)).toEqual([first])
    expect(findPaymentReferences(`${first.replaceAll('-', ' ')} / ${second} / ${first}`)).toEqual([first, second])
    expect(findPaymentReferences('TRANSFER SLANEY STORES 12345')).toEqual([])
  })

  it('refuse numbers outside the five-character range', () => {
    expect(() => makePaymentReference(0)).toThrow(RangeError)
    expect(() => makePaymentReference(32 ** 5)).toThrow(RangeError)
  })
})

describe('issuedPaymentReferencePattern', () => {
  it('finds references exactly as issued, and nothing rewritten', () => {
    const issued = makePaymentReference(4242)
    const text = `BOI ${issued} and ${issued.toLowerCase()} and ${issued.replace(/-/g, ' ')}`
    expect([...text.matchAll(issuedPaymentReferencePattern())].map((found) => found[0])).toEqual([issued])
  })
})

describe('IBAN', () => {
  it('reads in groups of four from the start, whatever spacing it was stored with', () => {
    expect(formatIban('IE29AIBK93115212345678')).toBe('IE29 AIBK 9311 5212 3456 78')
    expect(formatIban(' ie29 aibk 9311 52123456 78 ')).toBe('IE29 AIBK 9311 5212 3456 78')
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00')
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00')
  })
})
