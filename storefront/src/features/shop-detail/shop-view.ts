import type { Shop } from '@shoplocal/shared/types'
import { memberSince } from '@shoplocal/shared/rules'

/** The Shop Statistics card: products, reviews, total views and member since. */
export function shopStatistics(shop: Pick<Shop, 'products' | 'reviewCount' | 'viewCount' | 'createdAt'>) {
  return {
    products: shop.products.length,
    reviews: shop.reviewCount,
    views: shop.viewCount,
    memberSince: memberSince(shop.createdAt),
  }
}

/** Websites are stored as typed; a bare domain still has to open as a link. */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim()
  if (!value) return null
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withScheme)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** A search-engine description of at most 160 characters, from the shop's own words when it has any. */
export function shopMetaDescription(shop: Pick<Shop, 'name' | 'description' | 'location'>, fallbackName: string): string {
  const text = shop.description?.replace(/\s+/g, ' ').trim() || `${fallbackName} in ${shop.location}.`
  return text.length <= 160 ? text : `${text.slice(0, 157).trimEnd()}…`
}
