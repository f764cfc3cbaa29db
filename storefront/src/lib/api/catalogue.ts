import type { ActiveSpotlight, Product, ShopDetail, ShopListItem, SpotlightPage } from '@shoplocal/shared/types'
import { withQuery, type QueryParams } from '@shoplocal/shared/rules'

/** Server-side reads must not hold the first paint hostage to a slow API. */
const REQUEST_TIMEOUT_MS = 5000

/** A read either gives its data, says the thing does not exist (404), or failed for another reason. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; notFound: boolean; status: number }

export interface ApiRequest {
  /** '' in the browser (same origin, through the storefront proxy); the API's address on the server. */
  base: string
  headers?: Record<string, string>
  signal?: AbortSignal
}

interface JsonAnswer<T> {
  body: T
  headers: Headers
}

async function request<T>(request: ApiRequest, path: string, params: QueryParams): Promise<ApiResult<JsonAnswer<T>>> {
  try {
    const response = await fetch(`${request.base}${withQuery(path, params)}`, {
      headers: { accept: 'application/json', ...request.headers },
      credentials: 'include',
      signal: request.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
    if (!response.ok) return { ok: false, notFound: response.status === 404, status: response.status }
    return { ok: true, data: { body: (await response.json()) as T, headers: response.headers } }
  } catch (error) {
    // A superseded browser request is not a failure anybody should see.
    if (request.signal?.aborted) throw error
    return { ok: false, notFound: false, status: 0 }
  }
}

async function getJson<T>(api: ApiRequest, path: string, params: QueryParams = {}): Promise<ApiResult<T>> {
  const result = await request<T>(api, path, params)
  return result.ok ? { ok: true, data: result.data.body } : result
}

/** The three catalogue lists answer with a plain array and put the number of all matches in X-Total-Count. */
export function totalOf(headers: Headers, rows: number): number {
  const total = Number(headers.get('x-total-count'))
  return Number.isInteger(total) && total >= rows ? total : rows
}

export interface Listing<T> {
  rows: T[]
  total: number
}

async function getListing<T>(api: ApiRequest, path: string, params: QueryParams): Promise<ApiResult<Listing<T>>> {
  const result = await request<unknown>(api, path, params)
  if (!result.ok) return result
  const rows = Array.isArray(result.data.body) ? (result.data.body as T[]) : []
  return { ok: true, data: { rows, total: totalOf(result.data.headers, rows.length) } }
}

/** Paging of the lists: from page 1, at most 100 rows a page (the API's cap). */
export const MAX_PAGE_SIZE = 100

export interface Paging {
  page?: number
  limit?: number
}

export interface ShopListQuery extends Paging {
  search?: string
  location?: string
  category?: string
}

/** GET /api/shops: only approved shops are asked for, as every public screen does. */
export const fetchShops = (request: ApiRequest, query: ShopListQuery): Promise<ApiResult<Listing<ShopListItem>>> =>
  getListing<ShopListItem>(request, '/api/shops', { ...query, approved: true })

export interface ProductListQuery extends Paging {
  shop?: string
  product?: string
  category?: string
  location?: string
}

export const searchProducts = (request: ApiRequest, query: ProductListQuery): Promise<ApiResult<Listing<Product>>> =>
  getListing<Product>(request, '/api/products/search', { ...query })

export const browseProducts = (request: ApiRequest, query: Pick<ProductListQuery, 'location' | 'page' | 'limit'>): Promise<ApiResult<Listing<Product>>> =>
  getListing<Product>(request, '/api/products/browse', { ...query })

/** GET /api/shops/{id}; `track: false` reads without counting a visit (sitemap, previews). */
export const fetchShop = (request: ApiRequest, id: string, track = true): Promise<ApiResult<ShopDetail>> =>
  getJson<ShopDetail>(request, `/api/shops/${encodeURIComponent(id)}`, track ? {} : { track: 0 })

export async function fetchActiveSpotlights(request: ApiRequest): Promise<ApiResult<ActiveSpotlight[]>> {
  const result = await getJson<unknown>(request, '/api/spotlight/active')
  return result.ok ? { ok: true, data: Array.isArray(result.data) ? (result.data as ActiveSpotlight[]) : [] } : result
}

export const fetchSpotlight = (request: ApiRequest, id: string): Promise<ApiResult<SpotlightPage>> =>
  getJson<SpotlightPage>(request, `/api/spotlight/${encodeURIComponent(id)}`)

/** Ids in paths are positive whole numbers; anything else is a 404 without asking the API. */
export const isNumericId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,15}$/.test(value)
