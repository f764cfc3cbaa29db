import { describe, expect, it } from 'vitest'
import { headerLinks, isCurrentLink } from './header-links.ts'

const labels = (links: ReturnType<typeof headerLinks>) => links.map((link) => link.label)

describe('headerLinks', () => {
  it('gives a guest Home, Browse Shops, Browse Products and Favorites (kept with a guest session)', () => {
    expect(headerLinks('guest')).toEqual([
      { key: 'home', label: 'Home', href: '/' },
      { key: 'browseShops', label: 'Browse Shops', href: '/browse-shops' },
      { key: 'browseProducts', label: 'Browse Products', href: '/browse-products' },
      { key: 'favorites', label: 'Favorites', href: '/favorites' },
    ])
  })

  it('adds Favorites and My Account for a customer', () => {
    expect(headerLinks('customer')).toEqual([
      { key: 'home', label: 'Home', href: '/' },
      { key: 'browseShops', label: 'Browse Shops', href: '/browse-shops' },
      { key: 'browseProducts', label: 'Browse Products', href: '/browse-products' },
      { key: 'favorites', label: 'Favorites', href: '/favorites' },
      { key: 'myAccount', label: 'My Account', href: '/customer-profile' },
    ])
  })

  it('adds Dashboard for a shop owner, without the customer-only links', () => {
    expect(labels(headerLinks('owner'))).toEqual(['Home', 'Browse Shops', 'Browse Products', 'Dashboard'])
    expect(headerLinks('owner').at(-1)?.href).toBe('/dashboard')
  })

  it('adds Dashboard and Admin for an admin', () => {
    expect(labels(headerLinks('admin'))).toEqual(['Home', 'Browse Shops', 'Browse Products', 'Dashboard', 'Admin'])
    expect(headerLinks('admin').at(-1)?.href).toBe('/admin')
  })

  it('shows Admin to an owner only when the admin flag is set', () => {
    expect(labels(headerLinks('owner', { isAdmin: true }))).toEqual(['Home', 'Browse Shops', 'Browse Products', 'Dashboard', 'Admin'])
    expect(labels(headerLinks('owner', { isAdmin: false }))).not.toContain('Admin')
  })
})

describe('isCurrentLink', () => {
  it('matches Home only on the home page', () => {
    expect(isCurrentLink('/', '/')).toBe(true)
    expect(isCurrentLink('/', '/browse-products')).toBe(false)
  })

  it('matches a section and its sub-pages but not a longer sibling', () => {
    expect(isCurrentLink('/admin', '/admin')).toBe(true)
    expect(isCurrentLink('/admin', '/admin/enhanced')).toBe(true)
    expect(isCurrentLink('/admin', '/administrators')).toBe(false)
  })
})
