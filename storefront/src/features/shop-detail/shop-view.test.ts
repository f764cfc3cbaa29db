import { describe, expect, it } from 'vitest'
import { shopMetaDescription, shopStatistics, websiteHref } from './shop-view.ts'

describe('shop statistics', () => {
  it('counts products and shows member since as month and year, or Unknown', () => {
    const stats = shopStatistics({
      products: [{} as never, {} as never],
      reviewCount: 4,
      viewCount: 120,
      createdAt: '2025-03-14T10:00:00Z',
    })
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
