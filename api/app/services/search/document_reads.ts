/*
 * The searchable rows, read for the indexer (documents.ts): public shops and
 * the active products of public shops (public_scope.ts, the catalogue's one
 * visibility rule; a shop restricted by moderation and its products are left out), every user, and the categories' slugs.
 */
import db from '@adonisjs/lucid/services/db'
import { wherePublicProduct, wherePublicShop, whereUnrestrictedShop } from '#services/catalogue/public_scope'
import type { Row } from '#helpers/sql_values'
import { dublinDateOf } from '@shoplocal/shared/rules'
import { closuresOfShops } from '#services/reservations/shop_calendar'
import {
  PRODUCT_COLUMNS,
  SHOP_COLUMNS,
  USER_COLUMNS,
  toProductDocument,
  toShopDocument,
  toUserDocument,
  type ShopDocument,
  type UserDocument,
} from '#services/search/documents'

/** Public shops, all or these. */
export async function readShops(ids?: number[]): Promise<ShopDocument[]> {
  const query = db.from('shops as s').select(SHOP_COLUMNS)
  wherePublicShop(query)
  whereUnrestrictedShop(query)
  if (ids) query.whereIn('s.id', ids)
  const rows = (await query) as Row[]
  const closures = await closuresOfShops(db, ids ? rows.map((row) => Number(row.id)) : null, dublinDateOf(new Date()))
  return rows.map((row) => toShopDocument(row, closures.get(Number(row.id))))
}

/** Public products of public shops: a batch after an id, or those of some shops, or some products. */
export async function readProducts(which: { after: number; limit: number } | { shopIds: number[] } | { ids: number[] }) {
  const query = db.from('products as p').join('shops as s', 's.id', 'p.shop_id').select(PRODUCT_COLUMNS)
  wherePublicProduct(query)
  wherePublicShop(query)
  whereUnrestrictedShop(query)
  if ('after' in which) query.where('p.id', '>', which.after).orderBy('p.id').limit(which.limit)
  else if ('shopIds' in which) query.whereIn('p.shop_id', which.shopIds)
  else query.whereIn('p.id', which.ids)
  return ((await query) as Row[]).map(toProductDocument)
}

/** Users: a batch after an id, or these. */
export async function readUsers(which: { after: number; limit: number } | { ids: number[] }): Promise<UserDocument[]> {
  const query = db.from('users').select(USER_COLUMNS)
  if ('after' in which) query.where('id', '>', which.after).orderBy('id').limit(which.limit)
  else query.whereIn('id', which.ids)
  return ((await query) as Row[]).map(toUserDocument)
}

/** Every category by slug, and a text that changes whenever any category does. */
export async function readCategories(): Promise<{ bySlug: Map<string, number>; version: string }> {
  const rows: Row[] = await db.from('categories').select('id', 'slug', 'name').orderBy('id')
  return {
    bySlug: new Map(rows.map((row) => [String(row.slug), Number(row.id)])),
    version: JSON.stringify(rows.map((row) => [row.id, row.slug, row.name])),
  }
}
