/** Stand-ins for broken images: a stock picture for products, an icon for shop logos. */
export const PRODUCT_PLACEHOLDER_IMAGE = '/images/placeholder-product.svg'
export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-icon.svg'
