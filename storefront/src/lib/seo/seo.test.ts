import type { ProductDetail, Shop, SpotlightPage } from '@shoplocal/shared/types'
import { describe, expect, it } from 'vitest'
import { productEntries, shopEntries, sitemapXml, STATIC_SITEMAP_PATHS } from './sitemap.ts'
import { catalogueProduct, jsonForScript, localBusiness, spotlightProduct } from './structured-data.ts'

const shop = {
  id: 7,
  name: 'Murphy’s Bakery',
  description: 'Bread </script><script>alert(1)</script>',
  location: 'Cork',
  address: '12 Oliver Plunkett St',
  phone: '021 123 4567',
  email: 'hi@murphy.ie',
  profileImageUrl: '/uploads/seed/shop.svg',
  averageRating: 4.25,
  rating: 4.25,
  reviewCount: 8,
} as unknown as Shop

describe('structured data', () => {
  it('describes a product page as a Product offered by its shop, with its stock and own rating', () => {
    const product = {
      id: 3,
      name: 'Jug',
      description: null,
      price: 42.5,
      imageUrl: '/uploads/seed/jug.svg',
      rating: 4.25,
      reviewCount: 4,
      inStock: false,
      shop: { id: 7, name: 'Murphy’s Bakery' },
    } as unknown as ProductDetail
    expect(catalogueProduct(product, 'Jug', 'https://shoplocal.ie/products/3', 'https://shoplocal.ie/shops/7')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Jug',
      url: 'https://shoplocal.ie/products/3',
      image: 'https://shoplocal.ie/uploads/seed/jug.svg',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 4, bestRating: 5, worstRating: 1 },
      offers: {
        '@type': 'Offer',
        price: '42.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
        url: 'https://shoplocal.ie/products/3',
        seller: { '@type': 'LocalBusiness', name: 'Murphy’s Bakery', url: 'https://shoplocal.ie/shops/7' },
      },
    })
  })

  it('describes a shop as a LocalBusiness without the sign-in-only contact details', () => {
    const data = localBusiness(shop, shop.name, 'https://shoplocal.ie/shops/7')
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Murphy’s Bakery',
      image: 'https://shoplocal.ie/uploads/seed/shop.svg',
      address: { addressLocality: 'Cork', streetAddress: '12 Oliver Plunkett St', addressCountry: 'IE' },
      aggregateRating: { ratingValue: '4.3', reviewCount: 8 },
    })
    expect(JSON.stringify(data)).not.toContain('021 123 4567')
    expect(JSON.stringify(data)).not.toContain('hi@murphy.ie')
  })

  it('leaves out a rating nobody gave', () => {
    expect(localBusiness({ ...shop, averageRating: null, rating: null, reviewCount: 0 }, 'A', 'https://x/').aggregateRating).toBeUndefined()
  })

  it('describes a spotlight as a Product with a euro offer', () => {
    const spotlight = {
      id: 1,
      images: ['/uploads/a.png'],
      startDate: '2026-11-01T00:00:00Z',
      endDate: '2026-12-01T00:00:00Z',
      product: {
        name: 'Cake',
        price: 25,
        priorPrice: 30,
        reducedSince: null,
        rating: 5,
        reviewCount: 2,
        description: 'Nice',
        imageUrl: null,
      },
      shop: { id: 7, name: 'Murphy’s', location: 'Cork', address: null, phone: null, email: null, openingHours: null },
    } as SpotlightPage
    expect(spotlightProduct(spotlight, 'Cake', ['/uploads/a.png'], 'https://x/spotlight/1', 'https://x/shops/7')).toMatchObject({
      '@type': 'Product',
      image: ['https://x/uploads/a.png'],
      offers: { price: '25.00', priceCurrency: 'EUR', seller: { name: 'Murphy’s' } },
    })
  })

  it('cannot be broken out of its script element', () => {
    expect(jsonForScript(localBusiness(shop, shop.name, 'https://x/shops/7'))).not.toContain('</script>')
  })
})

describe('sitemap', () => {
  it('lists the public pages and each shop with its last change', () => {
    const xml = sitemapXml('https://shoplocal.ie', [
      ...STATIC_SITEMAP_PATHS.map((path) => ({ path })),
      ...shopEntries([{ id: 3, updatedAt: '2026-11-20T08:00:00Z' }, { id: 4 }]),
      ...productEntries([{ id: 12, createdAt: '2026-10-02T08:00:00Z' }]),
    ])
    expect(xml).toContain('<url><loc>https://shoplocal.ie/products/12</loc><lastmod>2026-10-02</lastmod></url>')
    expect(xml).toContain('<loc>https://shoplocal.ie/browse-shops</loc>')
    expect(xml).toContain('<url><loc>https://shoplocal.ie/shops/3</loc><lastmod>2026-11-20</lastmod></url>')
    expect(xml).toContain('<url><loc>https://shoplocal.ie/shops/4</loc></url>')
    expect(xml.startsWith('<?xml')).toBe(true)
  })
})
