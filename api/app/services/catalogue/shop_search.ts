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
import { onCatalogueIndexApplied, onShopViewCounts, readyCatalogueIndex } from '#services/catalogue/search_index'
import { CardRows, type Card } from '#services/catalogue/card_rows'
import { warmCards } from '#services/catalogue/card_warming'
import type { CatalogueChange } from '#services/catalogue/catalogue_changes'
import { requestedWindow, type Page } from '#services/paging'
import type { ShopSearchQuery } from '#validators/catalogue'
import { searchWords } from '#services/catalogue/search_terms'
import type { Row } from '#helpers/sql_values'
import { toShopListItem } from '#services/catalogue/serializers'
import { boostedRatingSql, boostedRelevanceSql } from '#services/catalogue/new_shop_bonus'
import { applyTextMatch, whereContains, type RawSql } from '#services/catalogue/text_match'
import { ALL_MATCHES, nearFilter, nearWindow, withDistances, type NearFilter } from '#services/catalogue/near_search'
import { shopPlace } from '#services/catalogue/place_match'
import { suggestion } from '#services/catalogue/suggestion'

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

/** The matching shops in list order: relevance (with the bonus), then rating, then id. */
function orderedShops(filters: ShopSearchQuery, now: Date): DatabaseQueryBuilderContract {
  const { query, relevance } = filtered(filters)
  if (relevance) {
    const boosted = boostedRelevanceSql(relevance, now)
    query.orderByRaw(`${boosted.sql} DESC`, boosted.bindings)
  }
  const rating = boostedRatingSql('s.rating', now)
  return query.orderByRaw(`${rating.sql} DESC`, rating.bindings).orderBy('s.id', 'asc')
}

async function sqlShopSearch(filters: ShopSearchQuery, near: NearFilter | null): Promise<Page<ShopListItem>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const now = new Date()
  if (near) {
    // Every match's place, in list order, for near_search to filter and order.
    const places: Row[] = await orderedShops(filters, now).select('s.id', 's.location')
    const placeById = new Map(places.map((row) => [Number(row.id), shopPlace(String(row.location))]))
    const found = nearWindow(placeById.keys(), (id) => placeById.get(id) ?? null, near, { offset, limit })
    const rows: Row[] = found.ids.length > 0 ? await publicShopQuery().whereIn('s.id', found.ids) : []
    const counts = await productCounts(found.ids)
    const byId = new Map(rows.map((row) => [Number(row.id), toShopListItem(row, counts.get(Number(row.id)) ?? 0)]))
    const shops = found.ids.map((id) => byId.get(id)).filter((shop): shop is ShopListItem => shop !== undefined)
    return { rows: withDistances(shops, found.distances), total: found.total, page, limit, offset }
  }

  // Counted alongside on another connection (see product_search.ts).
  const counted = filtered(filters).query.count('* as total').first()
  const rowsQuery = orderedShops(filters, now)
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select(SHOP_COLUMNS)
    .limit(limit)
    .offset(offset)
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

/*
 * Shop cards kept per process, as product cards are (see card_rows.ts): a
 * change forgets the shops it names, a moved view count its shop. A card's
 * product count is the index's when it was read, so a card whose count the
 * index no longer gives is read again.
 */
const shopCards = new CardRows<ShopListItem>()

function publicShopQuery(): DatabaseQueryBuilderContract {
  const query = db.from('shops as s').leftJoin('categories as c', 'c.id', 's.category_id').select(SHOP_COLUMNS)
  wherePublicShop(query)
  return query
}

/** Reads the query's shops as cards, keeps them (unless a change came meanwhile) and gives them back by id. */
async function readShopCards(index: CatalogueIndex, query: DatabaseQueryBuilderContract): Promise<Map<number, ShopListItem>> {
  const generation = shopCards.generation
  const rows: Row[] = await query
  const shops = new Map<number, ShopListItem>()
  const read = new Map<number, Card<ShopListItem>>()
  for (const row of rows) {
    const shop = toShopListItem(row, index.productCountOf(Number(row.id)))
    shops.set(shop.id, shop)
    read.set(shop.id, { row: shop, shopId: shop.id, viewCount: shop.viewCount, until: Infinity })
  }
  shopCards.put(read, generation)
  return shops
}

/** The index ranks and counts; the page's shops are those kept, and the rest read by id, still only if public. */
async function indexedShopSearch(index: CatalogueIndex, filters: ShopSearchQuery, near: NearFilter | null): Promise<Page<ShopListItem>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const query = { search: filters.search, location: filters.location, categorySlug: filters.category }
  const found = near
    ? nearWindow(index.searchShops(query, ALL_MATCHES).ids, (id) => index.shopPlaceOf(id, 'shop'), near, { offset, limit })
    : { ...index.searchShops(query, { offset, limit }), distances: null }
  const { ids, total } = found
  if (ids.length === 0) return { rows: [], total, page, limit, offset }
  const { found: kept, missing } = shopCards.take(ids)
  // The index holds exactly each public shop's active products, so it counts them without a query.
  for (const [id, shop] of kept) {
    if (shop.productCount === index.productCountOf(id)) continue
    kept.delete(id)
    missing.push(id)
  }
  if (missing.length > 0) {
    for (const [id, shop] of await readShopCards(index, publicShopQuery().whereIn('s.id', missing))) kept.set(id, shop)
  }
  const rows = ids.map((id) => kept.get(id)).filter((shop): shop is ShopListItem => shop !== undefined)
  return { rows: found.distances ? withDistances(rows, found.distances) : rows, total, page, limit, offset }
}

const WARM_SHOPS = 1000

/** Reads every public shop card into memory in the background (after the index is built or rebuilt). */
function startWarmingShopCards() {
  const index = readyCatalogueIndex()
  if (!index) return
  warmCards('shop cards', shopCards, WARM_SHOPS, (after, upTo) =>
    readShopCards(index, publicShopQuery().where('s.id', '>', after).where('s.id', '<=', upTo)),
  )
}

/** What a change means for shop cards: only the shops it names (product ids are another kind of id). */
const shopsOf = (change: CatalogueChange | null) => (change === null ? null : { shopIds: change.shopIds ?? [] })

async function runShopSearch(filters: ShopSearchQuery): Promise<Page<ShopListItem>> {
  const near = nearFilter(filters)
  const index = readyCatalogueIndex()
  const page = await (index && indexAnswers(filters.search) ? indexedShopSearch(index, filters, near) : sqlShopSearch(filters, near))
  return page.total === 0 ? { ...page, suggestion: await suggestion(filters.search) } : page
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

/** Forgets kept pages and cards when what they show changes; registered once by start/listeners.ts. */
export function followCatalogueForShopSearch() {
  // A page cached before a change was applied must not outlive it.
  onCatalogueIndexApplied((change) => {
    cache.clear()
    shopCards.forget(shopsOf(change))
    if (change === null) startWarmingShopCards()
  })
  // A write in this process is read back at once: no cached page or card it touches outlives it.
  onLocalCatalogueChange((change) => {
    cache.clear()
    shopCards.forget(shopsOf(change))
  })
  onShopViewCounts((viewCounts) => shopCards.forgetMovedViewCounts(viewCounts))
}

/** GET /api/shops, shared by identical requests for a few seconds (see result_cache.ts). */
export function searchShops(filters: ShopSearchQuery): Promise<Page<ShopListItem>> {
  return cache.get(cacheKey(filters), () => runShopSearch(filters))
}
