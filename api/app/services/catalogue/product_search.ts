/*
 * GET /api/products/search and GET /api/products/browse: public products of
 * public shops, each with its shop, filtered by product words, shop words,
 * category slug and town, ranked by relevance, one page at a time.
 * The catalogue index (catalogue_index.ts) picks the page's ids once it is
 * built; until then, or with CATALOGUE_INDEX=off, SQL does it all.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { Product } from '@shoplocal/shared/types'
import {
  CATALOGUE_PAGE_SIZE,
  PRODUCT_COLUMNS,
  SHOP_SUMMARY_COLUMNS,
  withSpotlightFlag,
  spotlightedProductIds,
  wherePublicProduct,
  wherePublicShop,
} from '#services/catalogue/public_scope'
import { cacheKey, ResultCache } from '#services/catalogue/result_cache'
import { CardRows, type Card } from '#services/catalogue/card_rows'
import { warmCards } from '#services/catalogue/card_warming'
import { onLocalCatalogueChange } from '#services/catalogue/catalogue_changes'
import { indexAnswers, type CatalogueIndex } from '#services/catalogue/catalogue_index'
import { onCatalogueIndexApplied, onShopViewCounts, readyCatalogueIndex } from '#services/catalogue/search_index'
import { requestedWindow, type Page } from '#services/paging'
import type { ProductSearchQuery } from '#validators/catalogue'
import { searchWords } from '#services/catalogue/search_terms'
import { isoDate, type Row } from '#helpers/sql_values'
import { toProductWithShop } from '#services/catalogue/serializers'
import { boostedRatingSql, boostedRelevanceSql } from '#services/catalogue/new_shop_bonus'
import { applyTextMatch, whereContains, type RawSql } from '#services/catalogue/text_match'
import { ALL_MATCHES, nearFilter, nearWindow, withDistances, type NearFilter } from '#services/catalogue/near_search'
import { shopPlace } from '#services/catalogue/place_match'
import { suggestion } from '#services/catalogue/suggestion'

const PRODUCT_TEXT = { fulltext: ['p.name', 'p.description'], name: 'p.name' }
const SHOP_TEXT = { fulltext: ['s.name', 's.description'], name: 's.name' }

function filtered(filters: ProductSearchQuery): { query: DatabaseQueryBuilderContract; relevance: RawSql[] } {
  const query = db.from('products as p').join('shops as s', 's.id', 'p.shop_id')
  wherePublicProduct(query)
  wherePublicShop(query)
  const relevance = [
    applyTextMatch(query, PRODUCT_TEXT, searchWords(filters.product)),
    applyTextMatch(query, SHOP_TEXT, searchWords(filters.shop)),
  ].filter((part): part is RawSql => part !== null)
  whereContains(query, 's.location', filters.location)
  if (filters.category) {
    // An unknown slug matches no category and so gives an empty list.
    query.whereIn('s.category_id', db.from('categories').select('id').where('slug', filters.category))
  }
  return { query, relevance }
}

/** The matching products in list order: relevance (with the bonus), then rating, then id (newest first). */
function orderedProducts(filters: ProductSearchQuery, now: Date): DatabaseQueryBuilderContract {
  const { query, relevance } = filtered(filters)
  if (relevance.length > 0) {
    const boosted = boostedRelevanceSql(
      { sql: relevance.map((part) => part.sql).join(' + '), bindings: relevance.flatMap((part) => part.bindings) },
      now,
    )
    query.orderByRaw(`${boosted.sql} DESC`, boosted.bindings)
  }
  const rating = boostedRatingSql('p.rating', now)
  return query.orderByRaw(`${rating.sql} DESC`, rating.bindings).orderBy('p.id', 'desc')
}

async function sqlProductSearch(filters: ProductSearchQuery, now: Date, near: NearFilter | null): Promise<Page<Product>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  if (near) {
    // Every match with its shop's place, in list order, for near_search to filter and order.
    const places: Row[] = await orderedProducts(filters, now).select('p.id', 's.location')
    const placeById = new Map(places.map((row) => [Number(row.id), shopPlace(String(row.location))]))
    const found = nearWindow(placeById.keys(), (id) => placeById.get(id) ?? null, near, { offset, limit })
    const byId = await productCards(found.ids, now)
    const rows = found.ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined)
    return { rows: withDistances(rows, found.distances), total: found.total, page, limit, offset }
  }

  // Counted alongside on another connection; a window count would make MySQL carry
  // every matching row's columns through the sort (measured slower at scale).
  const counted = filtered(filters).query.count('* as total').first()
  const rowsQuery = orderedProducts(filters, now)
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([...PRODUCT_COLUMNS, ...SHOP_SUMMARY_COLUMNS])
    .limit(limit)
    .offset(offset)
  const [rows, total] = (await Promise.all([rowsQuery, counted])) as [Row[], Row | null]
  return { rows: await withSpotlights(rows, now), total: Number(total?.total ?? 0), page, limit, offset }
}

async function withSpotlights(rows: Row[], now: Date): Promise<Product[]> {
  const spotlighted = await spotlightedProductIds(
    rows.map((row) => Number(row.id)),
    now,
  )
  return rows.map((row) => toProductWithShop({ ...row, is_spotlighted: spotlighted.has(Number(row.id)) }))
}

/** Product cards already read (see card_rows.ts). */
const cardRows = new CardRows<Product>()

/** Public products with their shop summary and spotlight flag, as cards show them. */
function cardQuery(now: Date): DatabaseQueryBuilderContract {
  const query = db
    .from('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([...PRODUCT_COLUMNS, ...SHOP_SUMMARY_COLUMNS])
  withSpotlightFlag(query, now)
  wherePublicProduct(query)
  wherePublicShop(query)
  return query
}

/** Reads the query's cards, keeps them (unless a change came meanwhile) and gives them back by id. */
async function readCards(query: DatabaseQueryBuilderContract): Promise<Map<number, Product>> {
  const generation = cardRows.generation
  const rows: Row[] = await query
  const products = new Map<number, Product>()
  const read = new Map<number, Card<Product>>()
  for (const row of rows) {
    const product = toProductWithShop(row)
    products.set(product.id, product)
    read.set(product.id, {
      row: product,
      shopId: product.shopId,
      viewCount: Number(row.shop_view_count),
      until: row.spotlight_ends_at ? Date.parse(isoDate(row.spotlight_ends_at)) : Infinity,
    })
  }
  cardRows.put(read, generation)
  return products
}

/** The page's product cards by id, still only if public: those already read, and the rest in one query. */
async function productCards(ids: number[], now: Date): Promise<Map<number, Product>> {
  const { found, missing } = cardRows.take(ids, now.getTime())
  if (missing.length === 0) return found
  for (const [id, product] of await readCards(cardQuery(now).whereIn('p.id', missing))) found.set(id, product)
  return found
}

/** Shops per warming batch: about 2,000 cards at the benchmark's 20 products a shop. */
const WARM_SHOPS = 100

/** Reads every public product card into memory in the background (after the index is built or rebuilt). */
const startWarmingCards = () =>
  warmCards('product cards', cardRows, WARM_SHOPS, (after, upTo) =>
    readCards(cardQuery(new Date()).where('s.id', '>', after).where('s.id', '<=', upTo)),
  )

/** The index ranks and counts; the page's rows are read by id, still only if public. */
async function indexedProductSearch(
  index: CatalogueIndex,
  filters: ProductSearchQuery,
  now: Date,
  near: NearFilter | null,
): Promise<Page<Product>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const query = { product: filters.product, shop: filters.shop, location: filters.location, categorySlug: filters.category }
  const found = near
    ? nearWindow(index.searchProducts(query, ALL_MATCHES).ids, (id) => index.shopPlaceOf(id, 'product'), near, { offset, limit })
    : { ...index.searchProducts(query, { offset, limit }), distances: null }
  const { ids, total } = found
  if (ids.length === 0) return { rows: [], total, page, limit, offset }
  const byId = await productCards(ids, now)
  const rows = ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined)
  return { rows: found.distances ? withDistances(rows, found.distances) : rows, total, page, limit, offset }
}

async function runProductSearch(filters: ProductSearchQuery, now = new Date()): Promise<Page<Product>> {
  const near = nearFilter(filters)
  const index = readyCatalogueIndex()
  const page = await (index && indexAnswers(filters.product, filters.shop)
    ? indexedProductSearch(index, filters, now, near)
    : sqlProductSearch(filters, now, near))
  return page.total === 0 ? { ...page, suggestion: await suggestion(filters.product || filters.shop) } : page
}

const cache = new ResultCache<Page<Product>>()

/** Forgets kept pages and cards when what they show changes; registered once by start/listeners.ts. */
export function followCatalogueForProductSearch() {
  // A page or card kept before a change was applied must not outlive it.
  onCatalogueIndexApplied((change) => {
    cache.clear()
    cardRows.forget(change)
    if (change === null) startWarmingCards()
  })
  // A write in this process is read back at once: no kept page or card it touches outlives it.
  onLocalCatalogueChange((change) => {
    cache.clear()
    cardRows.forget(change)
  })
  onShopViewCounts((viewCounts) => cardRows.forgetMovedViewCounts(viewCounts))
}

/**
 * GET /api/products/search and /browse (its filters are a subset of search's),
 * shared by identical requests for a few seconds (see result_cache.ts).
 */
export function searchProducts(filters: ProductSearchQuery): Promise<Page<Product>> {
  return cache.get(cacheKey(filters), () => runProductSearch(filters))
}
