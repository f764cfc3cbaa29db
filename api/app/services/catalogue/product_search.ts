/*
 * GET /api/products/search and GET /api/products/browse: public products of
 * public shops, each with its shop, filtered by product words, shop words,
 * category slug and town, ranked by relevance, one page at a time. The search
 * backend picks the page's ids and counts the matches; the cards are those
 * kept per process, the rest read by id (still only if public).
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  CATALOGUE_PAGE_SIZE,
  PRODUCT_COLUMNS,
  SHOP_SUMMARY_COLUMNS,
  withSpotlightFlag,
  wherePublicProduct,
  wherePublicShop,
} from '#services/catalogue/public_scope'
import { CardRows, type Card } from '#services/catalogue/card_rows'
import { warmCards } from '#services/catalogue/card_warming'
import { onLocalCatalogueChange } from '#services/catalogue/catalogue_changes'
import { onSearchApplied, onShopViewCounts, searchBackend } from '#services/search/search_backend'
import { requestedWindow, type Page } from '#services/paging'
import type { ProductSearchQuery } from '#validators/catalogue'
import { isoDate, type Row } from '#helpers/sql_values'
import { toProductWithShop } from '#services/catalogue/serializers'
import { nearSearch, rowDistances } from '#services/catalogue/near_search'
import { JsonRow } from '#services/catalogue/json_row'

/** Product cards already read (see card_rows.ts), as the JSON of `toProductWithShop`'s Product. */
const cardRows = new CardRows<JsonRow>()

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
async function readCards(query: DatabaseQueryBuilderContract): Promise<Map<number, JsonRow>> {
  const generation = cardRows.generation
  const rows: Row[] = await query
  const products = new Map<number, JsonRow>()
  const read = new Map<number, Card<JsonRow>>()
  for (const row of rows) {
    const product = toProductWithShop(row)
    const card = new JsonRow(product.id, product)
    products.set(product.id, card)
    read.set(product.id, {
      row: card,
      shopId: product.shopId,
      viewCount: Number(row.shop_view_count),
      until: row.spotlight_ends_at ? Date.parse(isoDate(row.spotlight_ends_at)) : Infinity,
    })
  }
  cardRows.put(read, generation)
  return products
}

/** The page's product cards by id, still only if public: those already read, and the rest in one query. */
async function productCards(ids: number[], now: Date): Promise<Map<number, JsonRow>> {
  const { found, missing } = cardRows.take(ids, now.getTime())
  if (missing.length === 0) return found
  for (const [id, product] of await readCards(cardQuery(now).whereIn('p.id', missing))) found.set(id, product)
  return found
}

/** Shops per warming batch: about 2,000 cards at the benchmark's 20 products a shop. */
const WARM_SHOPS = 100

/**
 * GET /api/products/search and /browse (its filters are a subset of search's).
 */
export async function searchProducts(filters: ProductSearchQuery, now = new Date()): Promise<Page<JsonRow>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const answer = await searchBackend().searchProducts(
    {
      product: filters.product,
      shop: filters.shop,
      location: filters.location,
      categorySlug: filters.category,
      openNow: filters.openNow === true,
      ...nearSearch(filters),
    },
    { offset, limit },
  )
  const { ids, total, suggestion } = answer
  if (ids.length === 0) return { rows: [], total, page, limit, offset, suggestion }
  const byId = await productCards(ids, now)
  const rows = ids.map((id) => byId.get(id)).filter((product) => product !== undefined)
  return { rows, distances: rowDistances(rows, ids, answer), total, page, limit, offset }
}

/** Forgets kept cards when what they show changes; registered once by start/listeners.ts. */
export function followCatalogueForProductSearch() {
  onSearchApplied((change) => {
    cardRows.forget(change)
    // After a build or a loaded snapshot every public card is read in the background.
    if (change === null) {
      warmCards('product cards', cardRows, WARM_SHOPS, (after, upTo) =>
        readCards(cardQuery(new Date()).where('s.id', '>', after).where('s.id', '<=', upTo)),
      )
    }
  })
  // A write in this process is read back at once: no card it touches outlives it.
  onLocalCatalogueChange((change) => cardRows.forget(change))
  onShopViewCounts((viewCounts) => cardRows.forgetMovedViewCounts(viewCounts))
}
