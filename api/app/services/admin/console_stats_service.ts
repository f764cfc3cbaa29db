/* The console's figures: the four headline cards above Pending Approvals and the Customer Visits tab. */
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import { RECENT_VISITS_LIMIT, VISIT_SOURCES_SHOWN } from '@shoplocal/shared/constants'
import { DEFAULT_VISIT_TYPE, DIRECT_VISIT_SOURCE, OTHER_VISIT_SOURCE } from '#messages/index'
import type { AdminHeadlineStats, RecentVisit, VisitSource, VisitStats } from '@shoplocal/shared/types'
import { revenueSince, visitCounts } from '#services/admin/stats_service'
import { countOf, fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/** Most visited shops the Visits tab lists. */
const TOP_SHOPS = 5

/** The site a referrer names: its host without "www.", or Direct when there is none or it is not a URL. */
function visitSourceName(referrer: string | null | undefined): string {
  if (!referrer?.trim()) return DIRECT_VISIT_SOURCE
  try {
    const host = new URL(referrer.trim()).hostname.toLowerCase()
    return host.replace(/^www\./, '') || DIRECT_VISIT_SOURCE
  } catch {
    return DIRECT_VISIT_SOURCE
  }
}

/**
 * Referrers grouped by site for the year so far. SQL groups by the whole referrer (the two dialects
 * cannot take a URL's host apart alike); the hosts are folded here, biggest first, and the tail beyond
 * what the tab lists is added up under Other so the counts still sum to the year's visits.
 */
async function visitSources(since: DateTime): Promise<VisitSource[]> {
  const rows = await db
    .from('shop_visits')
    .where('visited_at', '>=', toSqlDateTime(since.toJSDate()))
    .groupBy('referrer')
    .select('referrer')
    .count('* as total')
  const bySource = new Map<string, number>()
  for (const row of rows) {
    const name = visitSourceName(row.referrer)
    bySource.set(name, (bySource.get(name) ?? 0) + Number(row.total))
  }
  const sorted = [...bySource].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
  if (sorted.length <= VISIT_SOURCES_SHOWN) return sorted
  const shown = sorted.slice(0, VISIT_SOURCES_SHOWN - 1)
  const rest = sorted.slice(VISIT_SOURCES_SHOWN - 1).reduce((sum, source) => sum + source.count, 0)
  return [...shown, { name: OTHER_VISIT_SOURCE, count: rest }]
}

/** GET /api/admin/visit-stats: visits today, in the last 7 days, this month and this year, top shops, sources. */
export async function visitStats(now = DateTime.utc()): Promise<VisitStats> {
  const [counts, topShops, sources] = await Promise.all([
    visitCounts(now),
    db
      .from('shops')
      .whereNull('removed_at')
      .orderBy('view_count', 'desc')
      .orderBy('id', 'asc')
      .limit(TOP_SHOPS)
      .select('id', 'name', 'view_count'),
    visitSources(now.startOf('year')),
  ])
  return {
    ...counts,
    topShops: topShops.map((row) => ({ id: Number(row.id), name: row.name, visitCount: Number(row.view_count) })),
    sources,
  }
}

/** GET /api/admin/recent-visits: the latest visits, newest first, with the visitor's first name when signed in. */
export async function recentVisits(): Promise<RecentVisit[]> {
  const rows = await db
    .from('shop_visits')
    .join('shops', 'shops.id', 'shop_visits.shop_id')
    .leftJoin('users', 'users.id', 'shop_visits.user_id')
    .orderBy('shop_visits.visited_at', 'desc')
    .orderBy('shop_visits.id', 'desc')
    .limit(RECENT_VISITS_LIMIT)
    .select(
      'shop_visits.id',
      'shop_visits.visited_at',
      'shop_visits.ip_address',
      'shop_visits.user_id',
      'users.first_name',
      'shops.name as shop_name',
      'shops.location as shop_location',
    )
  return rows.map((row) => ({
    id: Number(row.id),
    customerUser: row.user_id === null ? null : { firstName: row.first_name ?? null },
    shop: { name: row.shop_name, location: row.shop_location },
    visitedAt: fromSqlDateTime(row.visited_at).toISOString(),
    ipAddress: row.ip_address ?? null,
    // Visits record no type; every one is a shop page view.
    visitType: DEFAULT_VISIT_TYPE,
  }))
}

/** GET /api/admin/stats: the four headline cards. Active users are accounts that are not banned. */
export async function headlineStats(): Promise<AdminHeadlineStats> {
  const [shops, activeUsers, revenue, pending] = await Promise.all([
    db.from('shops').whereNull('removed_at').count('* as total').first(),
    db.from('users').where('banned', false).count('* as total').first(),
    revenueSince(null),
    db.from('shops').where('status', 'pending').whereNull('removed_at').count('* as total').first(),
  ])
  return {
    totalShops: countOf(shops),
    activeUsers: countOf(activeUsers),
    totalRevenue: revenue,
    pendingApprovals: countOf(pending),
  }
}
