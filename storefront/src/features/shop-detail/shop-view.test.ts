import { describe, expect, it } from 'vitest'
import { shopMetaDescription, shopStatistics, websiteHref } from './shop-view.ts'
import { safeClientAddress, visitorHeaders } from './visitor-headers.ts'

describe('shop statistics', () => {
  it('counts products and shows member since as month and year, or Unknown', () => {
    const stats = shopStatistics({ products: [{} as never, {} as never], reviewCount: 4, viewCount: 120, createdAt: '2025-03-14T10:00:00Z' })
    expect(stats).toEqual({ products: 2, reviews: 4, views: 120, memberSince: 'March 2025' })
    expect(shopStatistics({ products: [], reviewCount: 0, viewCount: 0, createdAt: 'garbage' }).memberSince).toBe('Unknown')
  })
})

describe('website links and descriptions', () => {
  it('adds a scheme to bare domains and refuses other schemes', () => {
    expect(websiteHref('murphysbakery.ie')).toBe('https://murphysbakery.ie/')
    expect(websiteHref('http://x.ie/a')).toBe('http://x.ie/a')
    expect(websiteHref('javascript:alert(1)')).toBeNull()
    expect(websiteHref('')).toBeNull()
  })

  it('keeps descriptions within 160 characters', () => {
    expect(shopMetaDescription({ name: 'A', description: null, location: 'Cork' }, 'A')).toBe('A in Cork.')
    const long = shopMetaDescription({ name: 'A', description: 'word '.repeat(60), location: 'Cork' }, 'A')
    expect(long.length).toBeLessThanOrEqual(160)
    expect(long.endsWith('…')).toBe(true)
  })
})

describe('visitor headers', () => {
  it('forwards cookie, browser, referrer and the visitor address, nothing else', () => {
    const request = new Request('http://site/shops/1', {
      headers: { cookie: 'adonis-session=abc', 'user-agent': 'UA/1', referer: 'http://site/', authorization: 'x' },
    })
    expect(visitorHeaders(request, '203.0.113.9')).toEqual({
      cookie: 'adonis-session=abc',
      'user-agent': 'UA/1',
      referer: 'http://site/',
      'x-forwarded-for': '203.0.113.9',
    })
    expect(visitorHeaders(new Request('http://site/'), undefined)).toEqual({})
  })

  it('survives an adapter that cannot tell the client address', () => {
    expect(
      safeClientAddress(() => {
        throw new Error('no address')
      }),
    ).toBeUndefined()
    expect(safeClientAddress(() => '::1')).toBe('::1')
  })
})
