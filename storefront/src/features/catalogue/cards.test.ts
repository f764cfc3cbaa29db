import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ProductCard } from './ProductCard.tsx'
import { ShopCard } from './ShopCard.tsx'
import { Skeletons } from './Skeletons.tsx'

const product: Product = {
  id: 4,
  shopId: 2,
  name: '',
  description: null,
  price: 12,
  imageUrl: null,
  rating: 4.25,
  reviewCount: 3,
  isActive: true,
  isSpotlighted: true,
  sponsored: { from: '2026-11-01T00:00:00.000Z', until: '2026-12-01T00:00:00.000Z' },
  inStock: false,
  priorPrice: 15,
  reducedSince: '2026-11-20T10:00:00.000Z',
  shop: { id: 2, name: 'Kelly’s', location: 'Sligo', profileImageUrl: null, rating: null, reviewCount: 0, viewCount: 1 },
}

describe('ProductCard', () => {
  it('shows the fallbacks, the stock badge, the Sponsored label with who paid and when, both prices and the rating', () => {
    const html = renderToStaticMarkup(createElement(ProductCard, { product }))
    expect(html).toContain('Premium Product')
    expect(html).toContain('High quality product from a trusted local shop.')
    expect(html).toContain('Out of Stock')
    expect(html).toContain('>Sponsored<')
    expect(html).toContain('<summary class="sponsored__summary">')
    expect(html).toContain('Why am I seeing this?')
    expect(html).toContain('Kelly’s paid to spotlight this product from 01/11/2026 to 01/12/2026.')
    expect(html).toContain('href="/how-we-rank"')
    expect(html).toContain('€12')
    expect(html).toMatch(
      /<s class="product-card__original"[^>]*><span class="visually-hidden">Lowest price in the 30 days before the reduction: <\/span>€15<\/s>/,
    )
    expect(html).toContain('−20%')
    expect(html).toContain('4.3')
    expect(html).toContain('src="/images/placeholder-product.svg"')
    expect(html).toContain('href="/shops/2"')
    expect(html).toContain('<a class="product-card__link" href="/products/4">Premium Product</a>')
  })

  it('leaves out the Sponsored label, the shop line and a higher original price when they do not apply', () => {
    const html = renderToStaticMarkup(
      createElement(ProductCard, {
        product: { ...product, isSpotlighted: false, sponsored: null, inStock: true, priorPrice: 10 },
        showShop: false,
      }),
    )
    expect(html).toContain('In Stock')
    expect(html).not.toContain('Sponsored')
    expect(html).not.toContain('product-card__original')
    expect(html).not.toContain('/shops/2')
  })
})

describe('ShopCard and skeletons', () => {
  it('links the shop and falls back to the shop icon and the Local Shop name', () => {
    const shop = {
      id: 9,
      name: ' ',
      location: 'Cork',
      profileImageUrl: null,
      averageRating: null,
      rating: null,
      reviewCount: 0,
      viewCount: 1,
      productCount: 1,
      category: null,
    } as unknown as ShopListItem
    const html = renderToStaticMarkup(createElement(ShopCard, { shop }))
    expect(html).toContain('href="/shops/9"')
    expect(html).toContain('Local Shop')
    expect(html).toContain('data-fallback="/images/shop-icon.svg"')
    expect(html).toContain('1 product')
    expect(html).toContain('No ratings yet')
  })

  it('draws as many skeletons as asked', () => {
    expect(renderToStaticMarkup(createElement(Skeletons, { kind: 'product', count: 12 })).match(/skeleton--product/g)).toHaveLength(12)
  })
})
