/*
 * GET /api/products/{id}: one public product (active, of a public shop) with its shop, the shop's opening
 * hours and a few more of the shop's public products. Anything else is not found, as a hidden shop is.
 */
import db from '@adonisjs/lucid/services/db'
import { PRODUCT_PAGE_MORE_FROM_SHOP } from '@shoplocal/shared/constants'
import type { ProductDetail } from '@shoplocal/shared/types'
import {
  PRODUCT_COLUMNS,
  SHOP_SUMMARY_COLUMNS,
  spotlightWindows,
  withSponsorColumns,
  wherePublicProduct,
  wherePublicShop,
} from '#services/catalogue/public_scope'
import { openingHoursRows, toProduct, toProductWithShop } from '#services/catalogue/serializers'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import type { Row } from '#helpers/sql_values'
import { dublinDateOf, pickupDays, type ShopCalendar } from '@shoplocal/shared/rules'
import { closuresOf } from '#services/reservations/shop_calendar'

/** The days the reserve form offers: none for a product whose stock is not counted or has none left. */
function productPickupDays(row: Row, calendar: ShopCalendar, now: Date): string[] {
  if (!row.stock || Number(row.stock) - Number(row.held_stock) <= 0) return []
  return pickupDays(calendar, now)
}

export async function findPublicProduct(id: number, now = new Date()): Promise<ProductDetail> {
  const query = db
    .from('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .leftJoin('categories as c', 'c.id', 's.category_id')
    .select([
      ...PRODUCT_COLUMNS,
      ...SHOP_SUMMARY_COLUMNS,
      's.opening_hours as shop_opening_hours',
      's.temporarily_closed as shop_temporarily_closed',
    ])
    .where('p.id', id)
  wherePublicProduct(query)
  wherePublicShop(query)
  const row: Row | null = (await query.first()) ?? null
  if (!row) throw catalogueErrors.productNotFound()

  const others = db.from('products as p').select(PRODUCT_COLUMNS).where('p.shop_id', Number(row.shop_id)).whereNot('p.id', id)
  wherePublicProduct(others)
  const otherRows: Row[] = await others.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(PRODUCT_PAGE_MORE_FROM_SHOP)
  const windows = await spotlightWindows([id, ...otherRows.map((other) => Number(other.id))], now)
  const flagged = (product: Row) => withSponsorColumns(product, windows)
  const product = toProductWithShop(flagged(row))
  const closures = await closuresOf(db, Number(row.shop_id), dublinDateOf(now))
  const temporarilyClosed = Boolean(Number(row.shop_temporarily_closed ?? 0))
  const calendar = { openingHours: openingHoursRows(row.shop_opening_hours), closures, temporarilyClosed }
  return {
    ...product,
    shop: product.shop!,
    shopOpeningHours: openingHoursRows(row.shop_opening_hours),
    shopTemporarilyClosed: temporarilyClosed,
    shopClosures: closures,
    moreFromShop: otherRows.map((other) => toProduct(flagged(other))),
    pickupDays: productPickupDays(row, calendar, now),
  }
}
