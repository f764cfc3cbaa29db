import { CATALOGUE_FALLBACKS } from '@shoplocal/shared/messages'
import { NO_RATING_LABEL, SHOP_DETAIL_LABELS } from '../../messages/index.ts'
import { formatEuro, formatRating, pictureSrcset, thumbnailUrl } from '@shoplocal/shared/rules'
import { PRODUCT_PLACEHOLDER_IMAGE, SHOP_PLACEHOLDER_IMAGE } from '../../lib/image-fallback.ts'
import { CATALOGUE_COPY } from './copy.ts'

/** Cards show a fallback name or description instead of an empty slot, so no card looks broken. */
const filled = (value: string | null | undefined): string | null => (value?.trim() ? value.trim() : null)

export const productName = (name: string | null | undefined): string => filled(name) ?? CATALOGUE_FALLBACKS.productName

export const productDescription = (description: string | null | undefined): string =>
  filled(description) ?? CATALOGUE_FALLBACKS.productDescription

export const shopName = (name: string | null | undefined): string => filled(name) ?? CATALOGUE_FALLBACKS.shopName

export const stockLabel = (isActive: boolean): string => (isActive ? SHOP_DETAIL_LABELS.inStock : SHOP_DETAIL_LABELS.outOfStock)

/** Prices may arrive as numbers or as DECIMAL strings; a broken one shows nothing rather than 'NaN'. */
export function priceLabel(price: number | string | null | undefined): string {
  if (price === null || price === undefined || price === '') return ''
  try {
    return formatEuro(price)
  } catch {
    return ''
  }
}

/** '4.5' or 'No ratings yet'. */
export const ratingLabel = (rating: number | string | null | undefined): string => formatRating(rating) ?? NO_RATING_LABEL

/** Images that 404 or fail to decode are swapped for the site's own stock pictures, never a hot link. */
export const productImage = (url: string | null | undefined): string => filled(url) ?? PRODUCT_PLACEHOLDER_IMAGE
/** Shop logos are small everywhere (96 px at most): an uploaded one is shown from its thumbnail. */
export const shopImage = (url: string | null | undefined): string => {
  const logo = filled(url)
  return logo ? thumbnailUrl(logo) : SHOP_PLACEHOLDER_IMAGE
}

/** The slot a product card's picture fills: the whole width on a phone, a grid column beyond. */
export const PRODUCT_CARD_SIZES = '(max-width: 600px) 100vw, 300px'

/** srcset of a product picture: an upload offers its thumbnail too; undefined for any other address. */
export const productSrcset = (url: string | null | undefined): string | undefined => pictureSrcset(productImage(url)) ?? undefined

/** '12.5 km away', 'In town' or (to a county's middle) 'About 12 km away' from a list asked near a place; null when the list gave no distance. */
export function distanceLabel(km: number | null | undefined, approximate = false): string | null {
  if (km === null || km === undefined || !Number.isFinite(km)) return null
  if (approximate) return CATALOGUE_COPY.aboutKmAway(Math.max(1, Math.round(km)).toLocaleString('en-IE'))
  if (km < 1) return CATALOGUE_COPY.inTown
  return CATALOGUE_COPY.kmAway(km.toLocaleString('en-IE', { maximumFractionDigits: 1 }))
}

export const countLabel = (count: number, one: string, many: string): string =>
  `${count.toLocaleString('en-IE')} ${count === 1 ? one : many}`
