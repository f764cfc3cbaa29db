import type { NearChoice, ProductQuery, ShopQuery } from './query.ts'
import { isProductSearch, measuresDistance } from './query.ts'
import { CATALOGUE_ERRORS } from '../../messages/index.ts'
import { browseProducts, fetchShops, MAX_PAGE_SIZE, searchProducts, type NearParams } from '../../lib/api/catalogue.ts'
import type { ApiClient } from '../../lib/api/client.ts'

/**
 * The list reads shared by the pages' first paint (server client) and the islands (browser client), so
 * both ask the API the same question.
 */

/** Shops per request on the shop list; 'Show more shops' asks for the next page. */
const SHOPS_PAGE_SIZE = 24

export interface PageOptions {
  limit?: number
  /** An island's newer load aborts the older one. */
  signal?: AbortSignal
}

/**
 * The location box as the API reads it: a filter on the shop's town, or, with a sort or distance chosen,
 * the place distances are measured from. Without a place the choice is dropped (a hand-made address).
 */
export function placeParams(query: { location: string } & NearChoice): NearParams & { location?: string } {
  const openNow = query.openNow ? ({ openNow: 1 } as const) : {}
  if (!measuresDistance(query) || query.location === '') return { location: query.location, ...openNow }
  return { near: query.location, withinKm: query.withinKm ? Number(query.withinKm) : undefined, sort: query.sort || undefined, ...openNow }
}

export const shopPage = (api: ApiClient, query: ShopQuery, page: number, { limit = SHOPS_PAGE_SIZE, signal }: PageOptions = {}) =>
  fetchShops(api, { search: query.search, category: query.category, ...placeParams(query), page, limit }, signal)

/** A page of products as big as the API allows, so the preview and 'View All' share the first one. */
export function productPage(
  api: ApiClient,
  query: Omit<ProductQuery, 'viewAll'>,
  page: number,
  { limit = MAX_PAGE_SIZE, signal }: PageOptions = {},
) {
  const paging = { page, limit }
  return isProductSearch(query)
    ? searchProducts(api, { shop: query.shop, product: query.product, category: query.category, ...placeParams(query), ...paging }, signal)
    : browseProducts(api, { ...placeParams(query), ...paging }, signal)
}

/** 'Failed to search products' or 'Failed to browse products', after the call that was made. */
export const productFailure = (query: Omit<ProductQuery, 'viewAll'>): string =>
  isProductSearch(query) ? CATALOGUE_ERRORS.searchFailed : CATALOGUE_ERRORS.browseFailed
