import type { ProductQuery, ShopQuery } from './query.ts'
import { isProductSearch } from './query.ts'
import { CATALOGUE_ERRORS } from '@shoplocal/shared/messages'
import { browseProducts, fetchShops, MAX_PAGE_SIZE, searchProducts, type ApiRequest } from '../../lib/api/catalogue.ts'

/**
 * The list reads shared by the pages' first paint (on the server) and the islands (in the browser), so
 * both ask the API the same question.
 */

/** Shops per request on the shop list; 'Show more shops' asks for the next page. */
export const SHOPS_PAGE_SIZE = 24

export const shopPage = (api: ApiRequest, query: ShopQuery, page: number, limit: number = SHOPS_PAGE_SIZE) =>
  fetchShops(api, { ...query, page, limit })

/** A page of products as big as the API allows, so the preview and 'View All' share the first one. */
export function productPage(api: ApiRequest, query: Omit<ProductQuery, 'viewAll'>, page: number, limit: number = MAX_PAGE_SIZE) {
  const paging = { page, limit }
  return isProductSearch(query)
    ? searchProducts(api, { shop: query.shop, product: query.product, location: query.location, category: query.category, ...paging })
    : browseProducts(api, { location: query.location, ...paging })
}

/** 'Failed to search products' or 'Failed to browse products', after the call that was made. */
export const productFailure = (query: Omit<ProductQuery, 'viewAll'>): string =>
  isProductSearch(query) ? CATALOGUE_ERRORS.searchFailed : CATALOGUE_ERRORS.browseFailed
