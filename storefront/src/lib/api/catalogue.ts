import type { ActiveSpotlight, Category, Product, ProductDetail, ShopDetail, ShopListItem, SpotlightPage } from '@shoplocal/shared/types'
import type { CatalogueSort } from '@shoplocal/shared/constants'
import type { ApiClient } from './client.ts'
import type { ApiResult, Listing } from './result.ts'

/**
 * The public catalogue reads, shared by pages (with the server client) and islands (with the browser
 * client), so both ask the API the same question.
 */

/** Paging of the lists: from page 1, at most 100 rows a page (the API's cap). */
export const MAX_PAGE_SIZE = 100

interface Paging {
  page?: number
  limit?: number
}

/** Where a list is measured from (a town, county or Eircode), how far, and whether nearest first. */
export interface NearParams {
  near?: string
  withinKm?: number
  sort?: CatalogueSort
  /** 1: only shops open at this moment in Ireland (and their products). */
  openNow?: 1
}

interface ShopListQuery extends Paging, NearParams {
  search?: string
  location?: string
  category?: string
}

/** GET /api/shops lists approved shops only; the API decides that, not the caller. */
export const fetchShops = (api: ApiClient, query: ShopListQuery, signal?: AbortSignal): Promise<ApiResult<Listing<ShopListItem>>> =>
  api.getList<ShopListItem>('/api/shops', { params: { ...query }, signal })

interface ProductListQuery extends Paging, NearParams {
  shop?: string
  product?: string
  category?: string
  location?: string
}

export const searchProducts = (api: ApiClient, query: ProductListQuery, signal?: AbortSignal): Promise<ApiResult<Listing<Product>>> =>
  api.getList<Product>('/api/products/search', { params: { ...query }, signal })

export const browseProducts = (
  api: ApiClient,
  query: Pick<ProductListQuery, 'location' | 'page' | 'limit' | keyof NearParams>,
  signal?: AbortSignal,
): Promise<ApiResult<Listing<Product>>> => api.getList<Product>('/api/products/browse', { params: { ...query }, signal })

/** GET /api/shops/{id}; `track: false` reads without counting a visit (sitemap, previews). */
export const fetchShop = (api: ApiClient, id: string, track = true): Promise<ApiResult<ShopDetail>> =>
  api.get<ShopDetail>(`/api/shops/${encodeURIComponent(id)}`, { params: track ? {} : { track: 0 } })

/** GET /api/products/{id}: the product page's product, its shop and more from the shop; counts no view. */
export const fetchProduct = (api: ApiClient, id: string): Promise<ApiResult<ProductDetail>> =>
  api.get<ProductDetail>(`/api/products/${encodeURIComponent(id)}`)

export async function fetchActiveSpotlights(api: ApiClient): Promise<ApiResult<ActiveSpotlight[]>> {
  const result = await api.get<unknown>('/api/spotlight/active')
  return result.ok ? { ok: true, data: Array.isArray(result.data) ? (result.data as ActiveSpotlight[]) : [] } : result
}

export const fetchSpotlight = (api: ApiClient, id: string): Promise<ApiResult<SpotlightPage>> =>
  api.get<SpotlightPage>(`/api/spotlight/${encodeURIComponent(id)}`)

/** GET /api/categories, keeping the well-formed entries only. */
export async function fetchCategories(api: ApiClient): Promise<ApiResult<Category[]>> {
  const result = await api.get<unknown>('/api/categories')
  if (!result.ok) return result
  try {
    return { ok: true, data: parseCategories(result.data) }
  } catch (error) {
    return { ok: false, status: 0, notFound: false, error }
  }
}

/** Anything but an array means the API broke its contract. */
export function parseCategories(json: unknown): Category[] {
  if (!Array.isArray(json)) throw new Error('GET /api/categories did not return an array')
  return json.filter(isCategory).map((item) => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    icon: typeof item.icon === 'string' && item.icon !== '' ? item.icon : null,
    description: typeof item.description === 'string' && item.description !== '' ? item.description : null,
  }))
}

function isCategory(value: unknown): value is Category {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.id === 'number' && typeof record.name === 'string' && typeof record.slug === 'string'
}

/** Ids in paths are positive whole numbers; anything else is a 404 without asking the API. */
export const isNumericId = (value: string | undefined): value is string => value !== undefined && /^[1-9]\d{0,15}$/.test(value)
