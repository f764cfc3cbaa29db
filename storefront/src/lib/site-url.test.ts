import { describe, expect, it } from 'vitest'
import { siteHref, siteOrigin } from './site-url.ts'

describe('the public site address', () => {
  it('comes from PUBLIC_SITE_URL, reduced to its origin', () => {
    expect(siteOrigin({ PUBLIC_SITE_URL: 'https://www.shoplocal.ie/' })).toBe('https://www.shoplocal.ie')
    expect(siteHref('/shops/7?x=1', { PUBLIC_SITE_URL: 'https://www.shoplocal.ie' })).toBe('https://www.shoplocal.ie/shops/7?x=1')
  })

  it('falls back to localhost on the server port, never to a request header', () => {
    expect(siteOrigin({ PORT: '4420' })).toBe('http://localhost:4420')
    expect(siteOrigin({})).toBe('http://localhost:4321')
  })

  it('keeps absolute image URLs as they are', () => {
    expect(siteHref('https://cdn.example/x.png', { PUBLIC_SITE_URL: 'https://www.shoplocal.ie' })).toBe('https://cdn.example/x.png')
  })
})
