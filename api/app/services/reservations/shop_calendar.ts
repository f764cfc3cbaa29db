import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/** The database or a transaction: both read. */
type Reader = Pick<QueryClientContract, 'from'>
import type { ShopCalendar } from '@shoplocal/shared/rules'
import type { ShopClosure } from '@shoplocal/shared/types'
import { openingHoursRows } from '#services/catalogue/serializers'
import type { Row } from '#helpers/sql_values'

export const toShopClosure = (row: Row): ShopClosure => ({
  id: Number(row.id),
  startsOn: String(row.starts_on),
  endsOn: String(row.ends_on),
  note: row.note === null || row.note === undefined ? null : String(row.note),
})

/** A shop's closures that have not ended before `from` ('YYYY-MM-DD'), earliest first. */
export async function closuresOf(client: Reader, shopId: number, from: string): Promise<ShopClosure[]> {
  const rows = await client.from('shop_closures').where('shop_id', shopId).where('ends_on', '>=', from).orderBy('starts_on').orderBy('id')
  return rows.map(toShopClosure)
}

/**
 * The closures not ended before `from` of several shops (cards, search documents), by shop, earliest first;
 * null: of every shop (a search build, without a list of thousands of ids).
 */
export async function closuresOfShops(client: Reader, shopIds: number[] | null, from: string): Promise<Map<number, ShopClosure[]>> {
  const byShop = new Map<number, ShopClosure[]>()
  if (shopIds?.length === 0) return byShop
  const query = client.from('shop_closures').where('ends_on', '>=', from).orderBy('starts_on').orderBy('id')
  if (shopIds) query.whereIn('shop_id', shopIds)
  const rows: Row[] = await query
  for (const row of rows) {
    const shopId = Number(row.shop_id)
    byShop.set(shopId, [...(byShop.get(shopId) ?? []), toShopClosure(row)])
  }
  return byShop
}

/** What decides the shop's open days, from its row (opening_hours, temporarily_closed) and its closures. */
export async function calendarOf(client: Reader, shop: Row, from: string): Promise<ShopCalendar> {
  return {
    openingHours: openingHoursRows(shop.opening_hours),
    closures: await closuresOf(client, Number(shop.id), from),
    temporarilyClosed: Boolean(shop.temporarily_closed),
  }
}
