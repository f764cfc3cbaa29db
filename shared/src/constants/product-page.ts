/** The page of one product: /products/{id}. */
export const productPath = (id: number | string): string => `/products/${id}`

/** How many other products of the same shop the product page shows under "More from this shop". */
export const PRODUCT_PAGE_MORE_FROM_SHOP = 4
