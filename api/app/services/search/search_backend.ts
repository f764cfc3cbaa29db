/*
 * The one door to search, the only module outside services/search/ may import
 * (eslint.config.js): the query types, the SearchBackend that answers which ids
 * fill a window and how many match, the news the card caches forget by, and
 * this process's backend's start and stop. A search server (docs/search.md)
 * would sit behind the same interface as the embedded one.
 */
import type { searchSettings } from '#config/search'
import type { CatalogueChange } from '#services/catalogue/catalogue_changes'
import type { Point } from '#services/catalogue/town_coordinates'
import type { EmbeddedBackend } from '#services/search/embedded_backend'
import { SEARCH_MESSAGES } from '#messages/index'
import { fail } from '#exceptions/api_error'

export type CatalogueSort = 'relevance' | 'nearest'

export interface Near extends Point {
  /** Only shops within this many km; null: every shop, ordered or labelled by distance. */
  withinKm: number | null
}

export interface ShopQuery {
  search?: string
  location?: string
  categorySlug?: string
  near?: Near
  sort?: CatalogueSort
  /** Only shops open at the engine's clock in Ireland, closures applied (a shop with no hours never is). */
  openNow?: boolean
}

export type ProductQuery = Omit<ShopQuery, 'search'> & { product?: string; shop?: string }

export type UserSortKey = 'createdAt' | 'firstName' | 'lastName' | 'email' | 'role'

/** A search word, or the forms one typed phone number may be stored in. */
export type SearchTerm = string | readonly string[]

export interface UserQuery {
  terms: SearchTerm[]
  /** A role, 'admin' (the role or the flag), or undefined for all. */
  role?: string
  banned?: boolean
  sortBy: UserSortKey
  descending: boolean
}

export type SearchWindow = { offset: number; limit: number }

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

export interface SearchNews {
  applied(change: CatalogueChange | null): void
  viewCounts(viewCounts: Map<number, number>): void
}

const applied = new Set<SearchNews['applied']>()
const viewCounts = new Set<SearchNews['viewCounts']>()
const news: SearchNews = {
  applied: (change) => applied.forEach((listener) => listener(change)),
  viewCounts: (counts) => viewCounts.forEach((listener) => listener(counts)),
}

/** Runs after each applied batch of catalogue changes (kept cards forget what it names; null: all). */
export const onSearchApplied = (listener: SearchNews['applied']) => void applied.add(listener)

/** Runs every viewsCheckMs with every shop's view count, which changes with no announcement. */
export const onShopViewCounts = (listener: SearchNews['viewCounts']) => void viewCounts.add(listener)

/** While a process builds its index: asked to come back in 5 s (a small catalogue takes a second or two). */
export const notReady = () => fail(SEARCH_MESSAGES.starting, 503, undefined, { 'Retry-After': '5' })

let current: SearchBackend | null = null
let running: EmbeddedBackend | null = null

/** For tests. */
export const useSearchBackend = (backend: SearchBackend | null) => void (current = backend)

/** The door. A process that serves no searches (a command) has none: 503 as while one starts. */
export function searchBackend(): SearchBackend {
  if (!current) throw notReady()
  return current
}

// The backend is imported when started, so a module that only searches never loads the database layer.
const embedded = async (settings: typeof searchSettings) =>
  new (await import('#services/search/embedded_backend')).EmbeddedBackend(settings, news)

/** Started by the web server (providers/search_provider.ts); searches answer 503 until it is ready. */
export async function startSearch(settings: typeof searchSettings) {
  await running?.stop()
  running = await embedded(settings)
  current = running
  return running.start()
}

export async function stopSearch() {
  await running?.stop()
  running = null
  current = null
}

export const searchReady = () => running?.ready ?? false
export const searchFigures = (): EmbeddedBackend['figures'] | null => running?.figures ?? null

/** The search_snapshot job: this process's index to disk, when it changed; a process holding none (a command) makes one first. */
export async function writeSearchSnapshot(settings: typeof searchSettings) {
  if (running) return running.writeSnapshot()
  const once = await embedded(settings)
  try {
    await once.start()
    await once.writeSnapshot()
  } finally {
    await once.stop()
  }
}
