/*
 * Page-view counting for shop pages: a shop_visits row and one more shops.view_count, at most once per
 * visitor per shop per hour.
 *
 * A page view only queues itself (one insert into shop_visit_queue, no transaction, no lock), so a busy
 * database slows counting, not the page. countQueuedVisits, run every second in the background by one
 * process at a time, applies the once-an-hour rule in queue order and writes the counts. The queue is a
 * table rather than memory so views survive a crash or a restart: a 2xx page means its view is stored.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'
import type { Visitor } from '#services/catalogue/visitor'

/** A visitor's repeat views inside this window count once. */
export const VISIT_WINDOW_MS = 60 * 60 * 1000

/** Queued views counted per transaction: small enough to keep each transaction short. */
const BATCH_SIZE = 500

async function hasRecentVisit(client: QueryClientContract, shopId: number, visitor: Visitor, since: string) {
  const query = client.from('shop_visits').select('id').where('shop_id', shopId).where('visited_at', '>', since)
  if (visitor.userId !== null) query.where('user_id', visitor.userId)
  else if (visitor.guestSessionId !== null) query.where('guest_session_id', visitor.guestSessionId)
  else {
    query.whereNull('user_id').whereNull('guest_session_id').where('ip_address', visitor.ipAddress)
    if (visitor.userAgent === null) query.whereNull('user_agent')
    else query.where('user_agent', visitor.userAgent)
  }
  return Boolean(await query.first())
}

/**
 * Queues this page view unless the visitor was already counted within the hour; true when queued. The
 * check here only spares the queue most repeat views; countQueuedVisits decides.
 */
export async function queueShopVisit(shopId: number, visitor: Visitor, now = new Date()): Promise<boolean> {
  const since = toSqlDateTime(new Date(now.getTime() - VISIT_WINDOW_MS))
  if (await hasRecentVisit(db.connection(), shopId, visitor, since)) return false
  await db.table('shop_visit_queue').insert({
    shop_id: shopId,
    user_id: visitor.userId,
    guest_session_id: visitor.guestSessionId,
    ip_address: visitor.ipAddress,
    user_agent: visitor.userAgent,
    referrer: visitor.referrer,
    visited_at: toSqlDateTime(now),
  })
  return true
}

interface QueuedVisit {
  id: number | string
  shop_id: number
  user_id: number | null
  guest_session_id: number | null
  ip_address: string
  user_agent: string | null
  referrer: string | null
  visited_at: Date | string
}

const visitorOfRow = (row: QueuedVisit): Visitor => ({
  userId: row.user_id === null ? null : Number(row.user_id),
  guestSessionId: row.guest_session_id === null ? null : Number(row.guest_session_id),
  ipAddress: row.ip_address,
  userAgent: row.user_agent,
  referrer: row.referrer,
})

/** The same identity hasRecentVisit matches on: the account, else the guest session, else address and browser. */
function visitorKey(shopId: number, visitor: Visitor): string {
  if (visitor.userId !== null) return JSON.stringify([shopId, 'user', visitor.userId])
  if (visitor.guestSessionId !== null) return JSON.stringify([shopId, 'guest', visitor.guestSessionId])
  return JSON.stringify([shopId, 'browser', visitor.ipAddress, visitor.userAgent])
}

/**
 * Counts up to one batch of queued views, oldest first; returns how many queue rows it handled (0 when the
 * queue is empty). A second process calling it meanwhile waits for this one's commit.
 */
export async function countQueuedVisits(): Promise<number> {
  // Most ticks find nothing to do and write nothing.
  if (!(await db.from('shop_visit_queue').select('id').first())) return 0
  return db.transaction(async (trx) => {
    // One process counts at a time: the counting row stays locked until this transaction commits, so the
    // next process reads the queue only after this one's rows are gone and its visits are visible.
    await trx
      .from('shop_visit_counting')
      .where('id', 1)
      .update({ last_run_at: toSqlDateTime(new Date()) })
    const rows: QueuedVisit[] = await trx.from('shop_visit_queue').orderBy('id', 'asc').limit(BATCH_SIZE)
    if (rows.length === 0) return 0

    const countedAt = new Map<string, number>()
    const addedViews = new Map<number, number>()
    for (const row of rows) {
      const visitor = visitorOfRow(row)
      const shopId = Number(row.shop_id)
      const visitedAt = fromSqlDateTime(row.visited_at)
      const key = visitorKey(shopId, visitor)
      const earlier = countedAt.get(key)
      if (earlier !== undefined && visitedAt.getTime() - earlier < VISIT_WINDOW_MS) continue
      const since = toSqlDateTime(new Date(visitedAt.getTime() - VISIT_WINDOW_MS))
      if (earlier === undefined && (await hasRecentVisit(trx, shopId, visitor, since))) continue

      const at = DateTime.fromJSDate(visitedAt, { zone: 'utc' })
      await trx.table('shop_visits').insert({
        shop_id: shopId,
        user_id: visitor.userId,
        guest_session_id: visitor.guestSessionId,
        ip_address: visitor.ipAddress,
        user_agent: visitor.userAgent,
        referrer: visitor.referrer,
        visited_at: toSqlDateTime(visitedAt),
        year: at.year,
        month: at.month,
        week: at.weekNumber,
        day: at.day,
        created_at: toSqlDateTime(visitedAt),
      })
      countedAt.set(key, visitedAt.getTime())
      addedViews.set(shopId, (addedViews.get(shopId) ?? 0) + 1)
    }

    await trx
      .from('shop_visit_queue')
      .whereIn(
        'id',
        rows.map((row) => row.id),
      )
      .delete()
    // Last, so the shop rows (which page views' inserts check) stay locked only until the commit.
    for (const [shopId, views] of addedViews) {
      await trx.from('shops').where('id', shopId).increment('view_count', views)
    }
    return rows.length
  })
}

/** Counts every queued view, batch after batch. */
export async function countAllQueuedVisits(): Promise<void> {
  while ((await countQueuedVisits()) === BATCH_SIZE) {
    // The queue still had a full batch: go on.
  }
}
