/*
 * GET /api/shops: public shops matching a search (name, description, town),
 * a town and a category slug, ranked by relevance, one page at a time. The
 * search backend picks the page's ids and counts the matches; the cards are
 * those kept per process, the rest read by id (still only if public). A card
 * carries no contact details (shop_contact.ts).
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { CATALOGUE_PAGE_SIZE, SHOP_COLUMNS, wherePublicShop } from '#services/catalogue/public_scope'
import { onLocalCatalogueChange, type CatalogueChange } from '#services/catalogue/catalogue_changes'
import { CardRows, type Card } from '#services/catalogue/card_rows'
import { onSearchApplied, onShopViewCounts, searchBackend } from '#services/search/search_backend'
import { requestedWindow, type Page } from '#services/paging'
import type { ShopSearchQuery } from '#validators/catalogue'
import type { Row } from '#helpers/sql_values'
import { toShopListItem } from '#services/catalogue/serializers'
import { contactFor } from '#services/catalogue/shop_contact'
import { nearSearch, rowDistances } from '#services/catalogue/near_search'
import { JsonRow } from '#services/catalogue/json_row'
import { closuresOfShops } from '#services/reservations/shop_calendar'
import { dublinDateOf } from '@shoplocal/shared/rules'

/*
 * Shop cards kept per process, as product cards are (see card_rows.ts): a
 * change forgets the shops it names, a moved view count its shop. A card shows
 * its shop's product count as the index gave it when read, so a card whose
 * count the index no longer gives is read again.
 */
interface ShopCard {
  /** The JSON of `toShopListItem`'s ShopListItem. */
  json: JsonRow
  productCount: number
}
const shopCards = new CardRows<ShopCard>()

function publicShopQuery(): DatabaseQueryBuilderContract {
  const query = db.from('shops as s').leftJoin('categories as c', 'c.id', 's.category_id').select(SHOP_COLUMNS)
  wherePublicShop(query)
  return query
}

/** Reads the query's shops as cards, keeps them (unless a change came meanwhile) and gives them back by id. */
async function readShopCards(query: DatabaseQueryBuilderContract, productCounts: Map<number, number>): Promise<Map<number, ShopCard>> {
  const generation = shopCards.generation
  const rows: Row[] = await query
  const closures = await closuresOfShops(
    db,
    rows.map((row) => Number(row.id)),
    dublinDateOf(new Date()),
  )
  const shops = new Map<number, ShopCard>()
  const read = new Map<number, Card<ShopCard>>()
  for (const row of rows) {
    const item = toShopListItem(row, productCounts.get(Number(row.id)) ?? 0, closures.get(Number(row.id)) ?? [])
    const shop = contactFor(item, false)
    const card = { json: new JsonRow(shop.id, shop), productCount: shop.productCount }
    shops.set(shop.id, card)
    read.set(shop.id, { row: card, shopId: shop.id, viewCount: shop.viewCount, until: Infinity })
  }
  shopCards.put(read, generation)
  return shops
}

export async function searchShops(filters: ShopSearchQuery): Promise<Page<JsonRow>> {
  const { page, limit, offset } = requestedWindow(filters, CATALOGUE_PAGE_SIZE)
  const answer = await searchBackend().searchShops(
    {
      search: filters.search,
      location: filters.location,
      categorySlug: filters.category,
      openNow: filters.openNow === true,
      ...nearSearch(filters),
    },
    { offset, limit },
  )
  const { ids, total, productCounts, suggestion } = answer
  if (ids.length === 0) return { rows: [], total, page, limit, offset, suggestion }
  const counts = new Map(ids.map((id, at) => [id, productCounts[at]]))
  const { found, missing } = shopCards.take(ids)
  for (const [id, shop] of found) {
    if (shop.productCount === counts.get(id)) continue
    found.delete(id)
    missing.push(id)
  }
  if (missing.length > 0) {
    for (const [id, shop] of await readShopCards(publicShopQuery().whereIn('s.id', missing), counts)) found.set(id, shop)
  }
  const rows = ids.flatMap((id) => found.get(id)?.json ?? [])
  return { rows, distances: rowDistances(rows, ids, answer), total, page, limit, offset }
}

/** What a change means for shop cards: only the shops it names (product ids are another kind of id). */
const shopsOf = (change: CatalogueChange | null) => (change === null ? null : { shopIds: change.shopIds ?? [] })

/** Forgets kept cards when what they show changes; registered once by start/listeners.ts. */
export function followCatalogueForShopSearch() {
  onSearchApplied((change) => shopCards.forget(shopsOf(change)))
  // A write in this process is read back at once: no card it touches outlives it.
  onLocalCatalogueChange((change) => shopCards.forget(shopsOf(change)))
  onShopViewCounts((viewCounts) => shopCards.forgetMovedViewCounts(viewCounts))
}
