import { COMMON_LABELS } from './common.ts'

export const CATALOGUE_EMPTY = {
  noProducts: 'No products found',
  noShops: 'No shops found',
  shopNotFound: 'Shop Not Found',
  noShopProductsTitle: 'No products listed yet',
  noShopProductsText: "This shop hasn't added any products or services yet.",
} as const

/** What a card shows when the data lacks a value. */
export const CATALOGUE_FALLBACKS = {
  productName: 'Premium Product',
  productDescription: 'High quality product from a trusted local shop.',
  shopName: 'Local Shop',
  memberSince: COMMON_LABELS.unknown,
} as const
