/*
 * The owner's analytics of reserve and collect over the last 90 days: the share of reservations that ended in a
 * collection rather than a no-show (declined and cancelled ones are neither), and the most reserved products.
 */
import db from '@adonisjs/lucid/services/db'
import type { OwnerInsights } from '@shoplocal/shared/types'
import { toSqlDateTime } from '#helpers/sql_values'

const WINDOW_DAYS = 90
const TOP_PRODUCTS = 10

export async function reservationInsights(shopIds: number[], now: Date): Promise<OwnerInsights['reservations']> {
  const since = toSqlDateTime(new Date(now.getTime() - WINDOW_DAYS * 24 * 60 * 60 * 1000))
  const outcomes: { status: string; total: unknown }[] = await db
    .from('reservations')
    .whereIn('shop_id', shopIds)
    .whereIn('status', ['collected', 'uncollected'])
    .where('closed_at', '>=', since)
    .groupBy('status')
    .select('status')
    .count('* as total')
  const count = (status: string) => Number(outcomes.find((row) => row.status === status)?.total ?? 0)
  const [collected, uncollected] = [count('collected'), count('uncollected')]
  const rows = await db
    .from('reservations as r')
    .join('products as p', 'p.id', 'r.product_id')
    .join('shops as s', 's.id', 'r.shop_id')
    .whereIn('r.shop_id', shopIds)
    .where('r.created_at', '>=', since)
    .groupBy('r.product_id', 'p.name', 's.name')
    .select('r.product_id', 'p.name', 's.name as shop_name')
    .count('* as total')
    .orderBy('total', 'desc')
    .orderBy('r.product_id', 'asc')
    .limit(TOP_PRODUCTS)
  return {
    collected,
    uncollected,
    collectionRate: collected + uncollected === 0 ? null : Math.round((collected / (collected + uncollected)) * 100),
    perProduct: rows.map((row) => ({
      productId: Number(row.product_id),
      name: String(row.name),
      shopName: String(row.shop_name),
      reservations: Number(row.total),
    })),
  }
}
