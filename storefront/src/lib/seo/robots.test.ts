import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots.ts'

describe('robotsTxt', () => {
  it('allows the public site, excludes private pages and names the sitemap at the site origin', () => {
    const text = robotsTxt('https://www.shoplocal.ie')
    expect(text.startsWith('User-agent: *\nAllow: /\n')).toBe(true)
    expect(text).toContain('Disallow: /api/\n')
    expect(text).toContain('Disallow: /dashboard\n')
    expect(text).toContain('Sitemap: https://www.shoplocal.ie/sitemap.xml\n')
  })
})
