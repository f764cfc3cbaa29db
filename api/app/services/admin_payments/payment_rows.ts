import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import { DEFAULT_PLAN_NAME } from '@shoplocal/shared/constants'
import { EXPIRING_WINDOW_DAYS } from '@shoplocal/shared/constants'
import { subscriptionDisplayStatus } from '@shoplocal/shared/rules'
import type { ShopPaymentRow, ShopPaymentStatus, SubscriptionDisplayStatus } from '@shoplocal/shared/types'
import { isoDate, toSqlDateTime, type Row } from '#helpers/sql_values'

/*
 * The payments table's rows: approved shops with their subscription state. The status filter and the stat
 * cards are SQL conditions that say in SQL what subscriptionDisplayStatus says in code (suspended wins, then
 * the free trial, then "expiring" when due within the window, overdue or in grace), so a filtered page shows
 * exactly the rows whose badge reads that status; the rows' badges themselves come from the shared rule.
 */

type Query = DatabaseQueryBuilderContract

const SUSPENDED = "shops.payment_status in ('suspended', 'expired')"
const TRIAL = `(shops.current_plan is null or shops.current_plan = '${DEFAULT_PLAN_NAME}')`
const DUE_SOON = "(shops.payment_status = 'grace_period' or (shops.next_payment_due is not null and shops.next_payment_due <= ?))"

/** The SQL condition of one display status, with its bindings, at `now`. */
export function displayStatusCondition(status: SubscriptionDisplayStatus, now: DateTime): { sql: string; bindings: string[] } {
  const soon = [toSqlDateTime(now.plus({ days: EXPIRING_WINDOW_DAYS }).toJSDate())]
  switch (status) {
    case 'suspended':
      return { sql: SUSPENDED, bindings: [] }
    case 'trial':
      return { sql: `not ${SUSPENDED} and ${TRIAL}`, bindings: [] }
    case 'expiring':
      return { sql: `not ${SUSPENDED} and not ${TRIAL} and ${DUE_SOON}`, bindings: soon }
    case 'active':
      return { sql: `not ${SUSPENDED} and not ${TRIAL} and not ${DUE_SOON}`, bindings: soon }
  }
}

export function approvedShops(client: QueryClientContract = db.connection()): Query {
  return client.from('shops').where('shops.status', 'approved')
}

/** A DATETIME column that may be empty, as ISO text or null. */
const iso = (value: unknown) => (value ? isoDate(value) : null)

/** Reads the table's columns for the shops the query selects. */
export function selectPaymentColumns(query: Query): Query {
  return query.select(
    'shops.id',
    'shops.owner_id',
    'shops.name',
    'shops.current_plan',
    'shops.max_products',
    'shops.payment_status',
    'shops.last_payment_date',
    'shops.next_payment_due',
    db.raw('(select count(*) from products where products.shop_id = shops.id) as products_used'),
  )
}

export function toShopPaymentRow(row: Row, now: DateTime): ShopPaymentRow {
  const currentPlan = (row.current_plan as string | null) ?? null
  const nextPaymentDue = iso(row.next_payment_due)
  return {
    id: Number(row.id),
    shopOwnerId: Number(row.owner_id),
    shopName: String(row.name),
    planName: currentPlan === DEFAULT_PLAN_NAME ? null : currentPlan,
    productsUsed: Number(row.products_used),
    productsAllowed: row.max_products === null || row.max_products === undefined ? null : Number(row.max_products),
    status: subscriptionDisplayStatus(
      { paymentStatus: row.payment_status as ShopPaymentStatus, currentPlan, nextPaymentDue },
      now.toJSDate(),
    ),
    lastPaymentDate: iso(row.last_payment_date),
    nextPaymentDue,
  }
}

/** The rows of one owner's approved shops, as the payments table shows them. */
export async function ownerPaymentRows(
  ownerId: number,
  now: DateTime,
  client: QueryClientContract = db.connection(),
): Promise<ShopPaymentRow[]> {
  const rows = await selectPaymentColumns(approvedShops(client).where('shops.owner_id', ownerId)).orderBy('shops.id')
  return rows.map((row: Row) => toShopPaymentRow(row, now))
}
