import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { DEFAULT_PLAN_NAME } from '@shoplocal/shared/constants'
import { subscriptionDisplayStatus, fullName, roundToCents } from '@shoplocal/shared/rules'
import type { DetailedAdminStats, ShopPaymentRow, ShopPaymentStatus } from '@shoplocal/shared/types'
import { countOf, fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/** Rows the overview's payment table shows at most: the shops whose payment falls due first. */
const SHOP_PAYMENT_ROWS = 100

const sql = (date: DateTime) => toSqlDateTime(date.toJSDate())

/** Revenue is what was actually received: verified plan/registration payments and paid yearly subscriptions. */
export async function revenueSince(since: DateTime | null) {
  const transactions = db.from('payment_transactions').where('payment_status', 'verified')
  const subscriptions = db.from('subscriptions').whereIn('status', ['active', 'expired'])
  if (since) {
    transactions.where('created_at', '>=', sql(since))
    subscriptions.where('start_date', '>=', sql(since))
  }
  const [paid, subscribed] = await Promise.all([
    transactions.sum('amount_paid as total').first(),
    subscriptions.sum('amount as total').first(),
  ])
  return roundToCents(countOf(paid) + countOf(subscribed))
}

async function revenueByMonth(now: DateTime) {
  const start = now.startOf('month').minus({ months: 11 })
  const [paid, subscribed] = await Promise.all([
    db
      .from('payment_transactions')
      .where('payment_status', 'verified')
      .where('created_at', '>=', sql(start))
      .select('amount_paid as amount', 'created_at as at'),
    db
      .from('subscriptions')
      .whereIn('status', ['active', 'expired'])
      .where('start_date', '>=', sql(start))
      .select('amount', 'start_date as at'),
  ])
  const months = new Map<string, number>()
  for (let index = 0; index < 12; index++) months.set(start.plus({ months: index }).toFormat('yyyy-LL'), 0)
  for (const row of [...paid, ...subscribed]) {
    const key = DateTime.fromJSDate(fromSqlDateTime(row.at), { zone: 'utc' }).toFormat('yyyy-LL')
    if (months.has(key)) months.set(key, months.get(key)! + Number(row.amount ?? 0))
  }
  return [...months].map(([month, revenue]) => ({ month, revenue: roundToCents(revenue) }))
}

export async function visitCounts(now: DateTime) {
  const count = (since: DateTime) => db.from('shop_visits').where('visited_at', '>=', sql(since)).count('* as total').first()
  const [daily, weekly, monthly, yearly] = await Promise.all([
    count(now.startOf('day')),
    count(now.minus({ days: 7 })),
    count(now.startOf('month')),
    count(now.startOf('year')),
  ])
  return { daily: countOf(daily), weekly: countOf(weekly), monthly: countOf(monthly), yearly: countOf(yearly) }
}

async function shopPayments(now: DateTime): Promise<ShopPaymentRow[]> {
  const rows = await db
    .from('shops')
    .where('status', 'approved')
    .whereNull('removed_at')
    .orderByRaw('next_payment_due is null, next_payment_due asc')
    .limit(SHOP_PAYMENT_ROWS)
    .select(
      'id',
      'owner_id',
      'name',
      'current_plan',
      'max_products',
      'payment_status',
      'last_payment_date',
      'next_payment_due',
      db.raw('(select count(*) from products where products.shop_id = shops.id) as products_used'),
    )
  const iso = (value: Date | string | null) => (value ? fromSqlDateTime(value).toISOString() : null)
  return rows.map((row) => ({
    id: Number(row.id),
    shopOwnerId: Number(row.owner_id),
    shopName: row.name,
    planName: row.current_plan === DEFAULT_PLAN_NAME ? null : row.current_plan,
    productsUsed: Number(row.products_used),
    productsAllowed: row.max_products === null ? null : Number(row.max_products),
    status: subscriptionDisplayStatus(
      { paymentStatus: row.payment_status as ShopPaymentStatus, currentPlan: row.current_plan, nextPaymentDue: iso(row.next_payment_due) },
      now.toJSDate(),
    ),
    lastPaymentDate: iso(row.last_payment_date),
    nextPaymentDue: iso(row.next_payment_due),
  }))
}

async function topRevenueShops() {
  const rows = await db
    .from('payment_transactions')
    .join('shops', 'shops.id', 'payment_transactions.shop_id')
    .join('users', 'users.id', 'shops.owner_id')
    .where('payment_transactions.payment_status', 'verified')
    .groupBy('shops.id', 'shops.name', 'users.first_name', 'users.last_name')
    .select('shops.id', 'shops.name', 'users.first_name', 'users.last_name')
    .sum('payment_transactions.amount_paid as revenue')
    .orderBy('revenue', 'desc')
    .limit(5)
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    owner: fullName(row.first_name, row.last_name),
    revenue: roundToCents(Number(row.revenue)),
  }))
}

/** GET /api/admin/detailed-stats: the console's overview and analytics figures. */
export async function detailedStats(now = DateTime.utc()): Promise<DetailedAdminStats> {
  const monthStart = now.startOf('month')
  const soon = now.plus({ days: 7 })
  const [
    shops,
    activeShops,
    users,
    activeUsers,
    products,
    revenue,
    revenueThisMonth,
    newUsers,
    newShops,
    visits,
    payments,
    paymentRows,
    topShops,
    monthly,
    visited,
  ] = await Promise.all([
    db.from('shops').whereNull('removed_at').count('* as total').first(),
    db.from('shops').where('status', 'approved').where('is_active', true).whereNull('removed_at').count('* as total').first(),
    db.from('users').count('* as total').first(),
    db.from('users').where('banned', false).count('* as total').first(),
    db.from('products').count('* as total').first(),
    revenueSince(null),
    revenueSince(monthStart),
    db.from('users').where('created_at', '>=', sql(monthStart)).count('* as total').first(),
    db.from('shops').where('created_at', '>=', sql(monthStart)).whereNull('removed_at').count('* as total').first(),
    visitCounts(now),
    db
      .from('shops')
      .where('status', 'approved')
      .select(
        db.raw(
          "sum(case when payment_status = 'paid' and (next_payment_due is null or next_payment_due > ?) then 1 else 0 end) as active",
          [sql(soon)],
        ),
        db.raw(
          "sum(case when payment_status = 'grace_period' or (payment_status = 'paid' and next_payment_due <= ?) then 1 else 0 end) as expiring",
          [sql(soon)],
        ),
        db.raw("sum(case when payment_status in ('suspended', 'expired') then 1 else 0 end) as suspended"),
      )
      .first(),
    shopPayments(now),
    topRevenueShops(),
    revenueByMonth(now),
    db
      .from('shops')
      .whereNull('removed_at')
      .orderBy('view_count', 'desc')
      .orderBy('id', 'asc')
      .limit(10)
      .select('id', 'name', 'view_count'),
  ])
  return {
    totalShops: countOf(shops),
    activeShops: countOf(activeShops),
    totalUsers: countOf(users),
    activeUsers: countOf(activeUsers),
    totalProducts: countOf(products),
    totalRevenue: revenue,
    revenueThisMonth,
    newUsersThisMonth: countOf(newUsers),
    newShopsThisMonth: countOf(newShops),
    visitStats: visits,
    paymentStats: {
      active: countOf(payments, 'active'),
      expiringSoon: countOf(payments, 'expiring'),
      suspended: countOf(payments, 'suspended'),
      monthlyRevenue: revenueThisMonth,
    },
    shopPayments: paymentRows,
    topRevenueShops: topShops,
    systemMetrics: {
      memoryUsage: { used: process.memoryUsage().rss },
      serverUptime: Math.round(process.uptime()),
    },
    revenueByMonth: monthly,
    topVisitedShops: visited.map((row) => ({ id: Number(row.id), name: row.name, visitCount: Number(row.view_count) })),
  }
}
