/*
 * GET /api/shops: public shops matching a search (name, description, town),
 * a town and a category slug, ranked by relevance, one page at a time.
 * The catalogue index (catalogue_index.ts) picks the page's ids once it is
 * built; until then, or with CATALOGUE_INDEX=off, SQL does it all.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import type { ShopListItem } from '@shoplocal/shared/types'
import { CATALOGUE_PAGE_SIZE, SHOP_COLUMNS, wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import { cacheKey, ResultCache } from '#services/catalogue/result_cache'
import { onLocalCatalogueChange } from '#services/catalogue/catalogue_changes'
import { indexAnswers, type CatalogueIndex } from '#services/catalogue/catalogue_index'
import { onCatalogueIndexApplied, readyCatalogueIndex } from '#services/catalogue/search_index'
import { requestedWindow, type Page } from '#services/paging'
import type { ShopSearchQuery } from '#validators/catalogue'
import { searchWords } from '#services/catalogue/search_terms'
import { toShopListItem, type Row } from '#services/catalogue/serializers'
import { boostedRatingSql, boostedRelevanceSql } from '#services/catalogue/new_shop_bonus'
import { applyTextMatch, whereContains, type RawSql } from '#services/catalogue/text_match'

/** MySQL's FULLTEXT index over these three (migration 0030); SQLite matches them with LIKE. */
const SHOP_TEXT = { fulltext: ['s.name', 's.description', 's.location'], name: 's.name' }

function filtered(filters: ShopSearchQuery): { query: DatabaseQueryBuilderContract; relevance: RawSql | null } {
  const query = db.from('shops as s')
  wherePublicShop(query)
  const relevance = applyTextMatch(query, SHOP_TEXT, searchWords(filters.search))
  whereContains(query, 's.location', filters.location)
  if (filters.category) {
    // An unknown slug matches no category and so gives an empty list.
    query.whereIn('s.category_id', db.from('categories').select('id').where('slug', filters.category))
  }
  return { query, relevance }
}

async function sqlShopSearch(filters: ShopSearchQuery): Promise<Page<ShopListItem>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const { query, relevance } = filtered(filters)

  // Counted alongside on another connection (see product_search.ts).
  const counted = filtered(filters).query.count('* as total').first()
  query.leftJoin('categories as c', 'c.id', 's.category_id').select(SHOP_COLUMNS)
  const now = new Date()
  if (relevance) {
    const boosted = boostedRelevanceSql(relevance, now)
    query.orderByRaw(`${boosted.sql} DESC`, boosted.bindings)
  }
  const rating = boostedRatingSql('s.rating', now)
  const rowsQuery = query.orderByRaw(`${rating.sql} DESC`, rating.bindings).orderBy('s.id', 'asc').limit(limit).offset(offset)
  const [rows, total] = (await Promise.all([rowsQuery, counted])) as [Row[], Row | null]
  const counts = await productCounts(rows.map((row) => Number(row.id)))
  return {
    rows: rows.map((row) => toShopListItem(row, counts.get(Number(row.id)) ?? 0)),
    total: Number(total?.total ?? 0),
    page,
    limit,
    offset,
  }
}

/** The index ranks and counts; the page's rows are read by id, still only if public. */
async function indexedShopSearch(index: CatalogueIndex, filters: ShopSearchQuery): Promise<Page<ShopListItem>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const { ids, total } = index.searchShops(
    { search: filters.search, location: filters.location, categorySlug: filters.category },
    { offset, limit },
  )
  if (ids.length === 0) return { rows: [], total, page, limit, offset }
  const query = db.from('shops as s').leftJoin('categories as c', 'c.id', 's.category_id').select(SHOP_COLUMNS).whereIn('s.id', ids)
  wherePublicShop(query)
  const rows: Row[] = await query
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const ordered = ids.map((id) => byId.get(id)).filter((row): row is Row => row !== undefined)
  // The index holds exactly each public shop's active products, so it counts them without a query.
  return { rows: ordered.map((row) => toShopListItem(row, index.productCountOf(Number(row.id)))), total, page, limit, offset }
}

function runShopSearch(filters: ShopSearchQuery): Promise<Page<ShopListItem>> {
  const index = readyCatalogueIndex()
  return index && indexAnswers(filters.search) ? indexedShopSearch(index, filters) : sqlShopSearch(filters)
}

/** Public product counts of one page of shops, in one grouped query. */
async function productCounts(shopIds: number[]): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map()
  const query = db.from('products as p').select('p.shop_id').count('* as total').whereIn('p.shop_id', shopIds)
  wherePublicProduct(query)
  const rows: Row[] = await query.groupBy('p.shop_id')
  return new Map(rows.map((row) => [Number(row.shop_id), Number(row.total)]))
}

const cache = new ResultCache<Page<ShopListItem>>()
// A page cached before a change was applied must not outlive it.
onCatalogueIndexApplied(() => cache.clear())
// A write in this process is read back at once: no cached page outlives it, and rows are read by id.
onLocalCatalogueChange(() => cache.clear())

/** GET /api/shops, shared by identical requests for a few seconds (see result_cache.ts). */
export function searchShops(filters: ShopSearchQuery): Promise<Page<ShopListItem>> {
  return cache.get(cacheKey(filters), () => runShopSearch(filters))
}
