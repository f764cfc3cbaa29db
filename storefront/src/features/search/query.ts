import { FIELD_LENGTHS, NEAR_DISTANCES_KM, SEARCH_TEXT_MAX_LENGTH } from '@shoplocal/shared/constants'
import { withQuery } from '@shoplocal/shared/rules'

const CATEGORY_MAX = FIELD_LENGTHS.category.slug

/**
 * A query parameter as text: trimmed, inner whitespace collapsed, cut to `max` (longer than the API
 * accepts by default, so an odd URL cannot make a refused request); '' when absent.
 */
function textParam(params: URLSearchParams, name: string, max: number = SEARCH_TEXT_MAX_LENGTH): string {
  return (params.get(name) ?? '').replace(/\s+/g, ' ').trim().slice(0, max)
}

/**
 * "Near me": nearest first and a distance, measured from the location box. Either makes the location
 * the place to measure from (the API's near) rather than a filter on the shop's town.
 */
export interface NearChoice {
  sort: '' | 'nearest'
  /** '' for any distance, else one of NEAR_DISTANCES_KM. */
  withinKm: string
  /** "Open now": only shops open at this moment (the address's openNow=1). */
  openNow: boolean
}

export const NO_NEAR_CHOICE: NearChoice = { sort: '', withinKm: '', openNow: false }

function parseNearChoice(params: URLSearchParams): NearChoice {
  const within = params.get('withinKm') ?? ''
  return {
    sort: params.get('sort') === 'nearest' ? 'nearest' : '',
    withinKm: NEAR_DISTANCES_KM.some((km) => String(km) === within) ? within : '',
    openNow: params.get('openNow') === '1',
  }
}

/** The address's form of a choice: nothing for the defaults. */
const nearParams = (choice: NearChoice) => ({
  sort: choice.sort || undefined,
  withinKm: choice.withinKm || undefined,
  openNow: choice.openNow ? '1' : undefined,
})

/** Whether the list is measured from the location (and so needs one). */
export const measuresDistance = (choice: NearChoice): boolean => choice.sort !== '' || choice.withinKm !== ''

export type HomeTab = 'shops' | 'products'

/** The home page's address: search, product, location, category, tab, sort and distance. */
export interface HomeQuery extends NearChoice {
  tab: HomeTab
  /** The text of the one search box: a shop name on the shops tab, a product name on the products tab. */
  text: string
  location: string
  category: string
}

export function parseHomeQuery(params: URLSearchParams): HomeQuery {
  const tab: HomeTab = params.get('tab') === 'products' ? 'products' : 'shops'
  const search = textParam(params, 'search')
  const product = textParam(params, 'product')
  return {
    tab,
    // Each tab reads its own parameter first; a link made for the other tab still fills the box.
    text: tab === 'products' ? product || search : search || product,
    location: textParam(params, 'location', SEARCH_TEXT_MAX_LENGTH),
    category: textParam(params, 'category', CATEGORY_MAX),
    ...parseNearChoice(params),
  }
}

export function homeHref(query: HomeQuery): string {
  const textKey = query.tab === 'products' ? 'product' : 'search'
  return withQuery('/', {
    [textKey]: query.text,
    location: query.location,
    category: query.category,
    tab: query.tab === 'products' ? 'products' : undefined,
    ...nearParams(query),
  })
}

/** The home query as the product list reads it: the search box is the product name there. */
export const asProductQuery = (query: HomeQuery): Omit<ProductQuery, 'viewAll'> => ({
  shop: '',
  product: query.text,
  location: query.location,
  category: query.category,
  sort: query.sort,
  withinKm: query.withinKm,
  openNow: query.openNow,
})

/** …and as the shop list reads it: the search box is the shop search. */
export const homeShopQuery = (query: HomeQuery): ShopQuery => ({
  search: query.text,
  location: query.location,
  category: query.category,
  sort: query.sort,
  withinKm: query.withinKm,
  openNow: query.openNow,
})

/** /browse and /browse-shops: search, location, category, sort and distance. */
export interface ShopQuery extends NearChoice {
  search: string
  location: string
  category: string
}

export function parseShopQuery(params: URLSearchParams): ShopQuery {
  return {
    search: textParam(params, 'search'),
    location: textParam(params, 'location', SEARCH_TEXT_MAX_LENGTH),
    category: textParam(params, 'category', CATEGORY_MAX),
    ...parseNearChoice(params),
  }
}

export const shopListHref = (path: string, query: ShopQuery): string =>
  withQuery(path, { search: query.search, location: query.location, category: query.category, ...nearParams(query) })

/** /browse-products: shop, product, location, category, sort, distance, view=all. */
export interface ProductQuery extends NearChoice {
  shop: string
  product: string
  location: string
  category: string
  viewAll: boolean
}

export function parseProductQuery(params: URLSearchParams): ProductQuery {
  return {
    shop: textParam(params, 'shop'),
    product: textParam(params, 'product'),
    location: textParam(params, 'location', SEARCH_TEXT_MAX_LENGTH),
    category: textParam(params, 'category', CATEGORY_MAX),
    viewAll: params.get('view') === 'all',
    ...parseNearChoice(params),
  }
}

export function productListHref(query: ProductQuery): string {
  const { viewAll, sort, withinKm, openNow, ...filters } = query
  return withQuery('/browse-products', { ...filters, ...nearParams({ sort, withinKm, openNow }), view: viewAll ? 'all' : undefined })
}

/**
 * A product list with a shop, product or category filter is a search; with at most a location it is
 * the browse call. The two fail with different words.
 */
export const isProductSearch = (query: Pick<ProductQuery, 'shop' | 'product' | 'category'>): boolean =>
  query.shop !== '' || query.product !== '' || query.category !== ''
