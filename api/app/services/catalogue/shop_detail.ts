/*
 * GET /api/shops/{id}: one public shop with its category and active products.
 * A pending, rejected, removed or unknown shop is not found. `trader` is the public part of the trader details.
 */
import db from '@adonisjs/lucid/services/db'
import type { ShopDetail } from '@shoplocal/shared/types'
import {
  PRODUCT_COLUMNS,
  SHOP_COLUMNS,
  spotlightWindows,
  wherePublicProduct,
  withSponsorColumns,
  wherePublicShop,
} from '#services/catalogue/public_scope'
import type { Row } from '#helpers/sql_values'
import { toProduct, toShopDetail } from '#services/catalogue/serializers'
import { traderRowOf } from '#services/trader/trader_rows'
import { toPublicTrader } from '#services/trader/trader_presenters'
import { closuresOf } from '#services/reservations/shop_calendar'
import { dublinDateOf } from '@shoplocal/shared/rules'

/** The shop row, or null when the public may not see it. */
async function findPublicShopRow(id: number): Promise<Row | null> {
  const query = db.from('shops as s').leftJoin('categories as c', 'c.id', 's.category_id').select(SHOP_COLUMNS).where('s.id', id)
  wherePublicShop(query)
  return (await query.first()) ?? null
}

export async function findPublicShop(id: number, now = new Date()): Promise<ShopDetail | null> {
  const row = await findPublicShopRow(id)
  if (!row) return null
  const products = db.from('products as p').select(PRODUCT_COLUMNS).where('p.shop_id', id)
  wherePublicProduct(products)
  const productRows: Row[] = await products.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc')
  const windows = await spotlightWindows(
    productRows.map((product) => Number(product.id)),
    now,
  )
  const trader = await traderRowOf(id)
  return toShopDetail(
    row,
    productRows.map((product) => toProduct(withSponsorColumns(product, windows))),
    await closuresOf(db, id, dublinDateOf(now)),
    trader ? toPublicTrader(trader) : null,
  )
}
