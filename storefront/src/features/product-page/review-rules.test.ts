import { describe, expect, it } from 'vitest'
import { pageCount, reviewerFields, reviewerKind, reviewsPage } from './review-rules.ts'

describe('product page review rules', () => {
  it('asks only a visitor without an account or guest session for a name and an e-mail', () => {
    expect(reviewerKind('guest', false)).toBe('visitor')
    expect(reviewerKind('guest', true)).toBe('guestSession')
    expect(reviewerKind('customer', false)).toBe('customer')
    expect(reviewerKind('owner', false)).toBe('owner')
    expect(reviewerFields('visitor')).toBe(true)
    expect(reviewerFields('guestSession')).toBe(false)
  })

  it('reads the reviews page from the address and counts pages', () => {
    expect(reviewsPage(new URLSearchParams('page=3'))).toBe(3)
    for (const odd of ['', 'page=0', 'page=-1', 'page=1.5', 'page=abc']) expect(reviewsPage(new URLSearchParams(odd))).toBe(1)
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })
})
