import type { ProductDetail, Shop, SpotlightPage } from '@shoplocal/shared/types'
import { CURRENCY } from '@shoplocal/shared/constants'

type JsonLd = Record<string, unknown>

const absolute = (path: string | null | undefined, origin: string): string | undefined => (path ? new URL(path, origin).href : undefined)

const ratingOf = (rating: number | null | undefined, count: number): JsonLd | undefined =>
  rating !== null && rating !== undefined && Number(rating) > 0 && count > 0
    ? { '@type': 'AggregateRating', ratingValue: Number(rating).toFixed(1), reviewCount: count, bestRating: 5, worstRating: 1 }
    : undefined

/** Drops undefined members so the script holds only what is known. */
const compact = (value: JsonLd): JsonLd => JSON.parse(JSON.stringify(value)) as JsonLd

/**
 * schema.org LocalBusiness for a shop page. Phone and email are left out on purpose: the page shows
 * them only to signed-in visitors, so the markup must not hand them to everyone.
 */
export function localBusiness(shop: Shop, name: string, url: string): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    name,
    url,
    description: shop.description ?? undefined,
    image: absolute(shop.profileImageUrl, url),
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address ?? undefined,
      addressLocality: shop.location,
      addressCountry: 'IE',
    },
    aggregateRating: ratingOf(shop.averageRating ?? shop.rating, shop.reviewCount),
  })
}

/** schema.org Product for a spotlight page, offered by the shop, in euro. */
export function spotlightProduct(spotlight: SpotlightPage, name: string, images: string[], url: string, shopUrl: string): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    url,
    description: spotlight.product.description ?? undefined,
    image: images.map((image) => absolute(image, url)),
    aggregateRating: ratingOf(spotlight.product.rating, spotlight.product.reviewCount),
    offers: {
      '@type': 'Offer',
      price: Number(spotlight.product.price).toFixed(2),
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url,
      seller: { '@type': 'LocalBusiness', name: spotlight.shop.name, url: shopUrl },
    },
  })
}

/** schema.org Product for a product page: its price and stock as the offer of its shop, and its own rating. */
export function catalogueProduct(product: ProductDetail, name: string, url: string, shopUrl: string): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    url,
    description: product.description ?? undefined,
    image: absolute(product.imageUrl, url),
    aggregateRating: ratingOf(product.rating, product.reviewCount),
    offers: {
      '@type': 'Offer',
      price: Number(product.price).toFixed(2),
      priceCurrency: CURRENCY,
      availability: product.inStock === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      url,
      seller: { '@type': 'LocalBusiness', name: product.shop.name, url: shopUrl },
    },
  })
}

/** JSON for a <script> element: '<' escaped so no text in the data can close the element early. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
