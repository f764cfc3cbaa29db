/*
 * The one door to search: the catalogue lists and the admin users list ask the
 * SearchBackend which ids fill a window and how many match, and read the rows
 * by id. The embedded backend (embedded_backend.ts) answers inside the API
 * process; a search server (docs/search.md) would sit behind this same
 * interface, fed from the same change feeds.
 */
import type { ProductQuery, ShopQuery } from '#services/search/catalogue_engine'
import type { UserQuery } from '#services/search/users_engine'
import { searchErrors } from '#services/search/search_errors'

export type { ProductQuery, ShopQuery } from '#services/search/catalogue_engine'
export type { UserQuery } from '#services/search/users_engine'
export type { Near } from '#services/search/near'

export type CatalogueSort = 'relevance' | 'nearest'

export interface SearchWindow {
  offset: number
  limit: number
}

export interface SearchAnswer {
  ids: number[]
  total: number
  /** With a query point: each id's distance in km (null when its town has no known point). */
  distanceKm?: (number | null)[]
  /** With a query point: whether each id's distance is measured to its county's middle (its town is not known). */
  distanceApproximate?: boolean[]
  /** With words and no match at all: a search made of the index's own words that finds something. */
  suggestion?: string | null
}

export interface ShopAnswer extends SearchAnswer {
  /** Each shop's number of public products, as the index holds them. */
  productCounts: number[]
}

export interface SearchBackend {
  searchShops(query: ShopQuery, window: SearchWindow): Promise<ShopAnswer>
  searchProducts(query: ProductQuery, window: SearchWindow): Promise<SearchAnswer>
  searchUsers(query: UserQuery, window: SearchWindow): Promise<SearchAnswer>
}

let current: SearchBackend | null = null

export function useSearchBackend(backend: SearchBackend | null) {
  current = backend
}

/** The door. A process that serves no searches (a command) has none: 503 as while one starts. */
export function searchBackend(): SearchBackend {
  if (!current) throw searchErrors.notReady()
  return current
}
