/*
 * Page-view counting for shop pages: a shop_visits row and one more shops.view_count, at most once per
 * visitor per shop per hour.
 *
 * A page view touches no table: visit_batch.ts keeps it in memory and hands a batch to countVisits every
 * interval, which writes the whole batch in one short transaction (a few statements whatever its size), so
 * the database is held by counting for milliseconds a second, never by a page.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { RawQueryBindings } from '@adonisjs/lucid/types/querybuilder'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'
import type { Visitor } from '#services/catalogue/visitor'

/** A visitor's repeat views inside this window count once. */
export const VISIT_WINDOW_MS = 60 * 60 * 1000

/** Values per IN list and rows per insert: well under every dialect's bound-parameter limit. */
const CHUNK = 400

export interface PageView {
  shopId: number
  visitor: Visitor
  visitedAt: Date
}

/**
 * The identity the once-an-hour rule matches on: the account, else the guest session, else the day's hash of the
 * full address and browser (never the stored, truncated address: one network's visitors are many people).
 */
export function visitorKey(shopId: number, visitor: Pick<Visitor, 'userId' | 'guestSessionId' | 'visitorHash'>): string {
  if (visitor.userId !== null) return JSON.stringify([shopId, 'user', visitor.userId])
  if (visitor.guestSessionId !== null) return JSON.stringify([shopId, 'guest', visitor.guestSessionId])
  return JSON.stringify([shopId, 'browser', visitor.visitorHash])
}

interface CountedRow {
  shop_id: number
  user_id: number | null
  guest_session_id: number | null
  visitor_hash: string | null
  visited_at: Date | string
}

/** A shop_visits row's values, in VISIT_COLUMNS' order. */
type VisitValues = (string | number | null)[]
const VISIT_COLUMNS = [
  'shop_id',
  'user_id',
  'guest_session_id',
  'ip_address',
  'visitor_hash',
  'user_agent',
  'referrer',
  'visited_at',
  'year',
  'month',
  'week',
  'day',
  'created_at',
]

interface Calendar {
  year: number
  month: number
  week: number
  day: number
}

/** A visit's calendar columns (UTC; the ISO week), worked out once per day of the batch. */
function calendarOf(date: Date, days: Map<string, Calendar>): Calendar {
  const key = date.toISOString().slice(0, 10)
  let calendar = days.get(key)
  if (!calendar) {
    const at = DateTime.fromJSDate(date, { zone: 'utc' })
    calendar = { year: at.year, month: at.month, week: at.weekNumber, day: at.day }
    days.set(key, calendar)
  }
  return calendar
}

const chunks = <T>(items: T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK))

/**
 * The latest counted visit within the window of the batch's oldest view, per visitor key of the batch: three
 * indexed reads per few hundred visitors (accounts, guest sessions, browsers by their hash) instead of one per view.
 */
async function lastCountedVisits(trx: TransactionClientContract, views: PageView[]): Promise<Map<string, number>> {
  const oldest = Math.min(...views.map((view) => view.visitedAt.getTime()))
  const since = toSqlDateTime(new Date(oldest - VISIT_WINDOW_MS))
  const shopIds = [...new Set(views.map((view) => view.shopId))]
  const userIds = [...new Set(views.flatMap((view) => (view.visitor.userId === null ? [] : [view.visitor.userId])))]
  const guestIds = [
    ...new Set(
      views.flatMap((view) => (view.visitor.userId === null && view.visitor.guestSessionId !== null ? [view.visitor.guestSessionId] : [])),
    ),
  ]
  const hashes = [...new Set(views.flatMap((view) => (view.visitor.visitorHash === null ? [] : [view.visitor.visitorHash])))]
  const columns = ['shop_id', 'user_id', 'guest_session_id', 'visitor_hash', 'visited_at']
  const recent = () => trx.from('shop_visits').select(columns).where('visited_at', '>', since).whereIn('shop_id', shopIds)
  const rows: CountedRow[] = []
  for (const ids of chunks(userIds)) rows.push(...(await recent().whereIn('user_id', ids)))
  for (const ids of chunks(guestIds)) rows.push(...(await recent().whereNull('user_id').whereIn('guest_session_id', ids)))
  for (const some of chunks(hashes)) {
    rows.push(...(await recent().whereNull('user_id').whereNull('guest_session_id').whereIn('visitor_hash', some)))
  }

  const latest = new Map<string, number>()
  for (const row of rows) {
    const key = visitorKey(Number(row.shop_id), {
      userId: row.user_id === null ? null : Number(row.user_id),
      guestSessionId: row.guest_session_id === null ? null : Number(row.guest_session_id),
      visitorHash: row.visitor_hash,
    })
    const at = fromSqlDateTime(row.visited_at).getTime()
    latest.set(key, Math.max(latest.get(key) ?? at, at))
  }
  return latest
}

async function existingIds(trx: TransactionClientContract, table: string, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>()
  for (const chunk of chunks([...new Set(ids)])) {
    for (const row of await trx.from(table).select('id').whereIn('id', chunk)) found.add(Number(row.id))
  }
  return found
}

/**
 * The views whose shop, account and guest session still exist: one deleted since its view was seen would fail
 * the batch's foreign keys, and its visits would be deleted with it anyway.
 */
async function stillRecordable(trx: TransactionClientContract, views: PageView[]): Promise<PageView[]> {
  const shops = await existingIds(
    trx,
    'shops',
    views.map((view) => view.shopId),
  )
  const users = await existingIds(
    trx,
    'users',
    views.flatMap((view) => view.visitor.userId ?? []),
  )
  const guests = await existingIds(
    trx,
    'guest_sessions',
    views.flatMap((view) => view.visitor.guestSessionId ?? []),
  )
  return views.filter(
    ({ shopId, visitor }) =>
      shops.has(shopId) &&
      (visitor.userId === null || users.has(visitor.userId)) &&
      (visitor.guestSessionId === null || guests.has(visitor.guestSessionId)),
  )
}

/**
 * Counts a batch of page views in one transaction, in the order they were seen, and returns how many became
 * visits (inside the client's own transaction when it has one). Processes count one at a time: each first locks the single shop_visit_counting row, so the next one
 * reads the counted visits only after this one's commit and applies the once-an-hour rule across processes.
 */
export async function countVisits(views: PageView[], client: QueryClientContract = db.connection()): Promise<number> {
  if (views.length === 0) return 0
  return client.transaction(async (trx) => {
    // The lock comes first: on SQLite this write takes the database's write lock before anything is read.
    await trx
      .from('shop_visit_counting')
      .where('id', 1)
      .update({ last_run_at: toSqlDateTime(new Date()) })
    const recordable = await stillRecordable(trx, views)
    if (recordable.length === 0) return 0
    const counted = await lastCountedVisits(trx, recordable)

    const inserts: VisitValues[] = []
    const addedViews = new Map<number, number>()
    const days = new Map<string, Calendar>()
    const inOrder = recordable.sort((a, b) => a.visitedAt.getTime() - b.visitedAt.getTime())
    for (const { shopId, visitor, visitedAt } of inOrder) {
      const key = visitorKey(shopId, visitor)
      const earlier = counted.get(key)
      if (earlier !== undefined && visitedAt.getTime() - earlier < VISIT_WINDOW_MS) continue
      const { year, month, week, day } = calendarOf(visitedAt, days)
      const at = toSqlDateTime(visitedAt)
      inserts.push([
        shopId,
        visitor.userId,
        visitor.guestSessionId,
        visitor.ipAddress,
        visitor.visitorHash,
        visitor.userAgent,
        visitor.referrer,
        at,
        year,
        month,
        week,
        day,
        at,
      ])
      counted.set(key, visitedAt.getTime())
      addedViews.set(shopId, (addedViews.get(shopId) ?? 0) + 1)
    }

    // The shops' counts first, in id order: inserting visits takes a shared lock on each shop row (its foreign
    // key), and raising that to the update's exclusive lock deadlocks with anything else locking the shop
    // (a review, the plan lifecycle) on MySQL.
    for (const shops of chunks([...addedViews].sort(([a], [b]) => a - b))) {
      await trx.rawQuery(
        `update shops set view_count = view_count + case id ${shops.map(() => 'when ? then ?').join(' ')} end where id in (${shops.map(() => '?').join(', ')})`,
        [...shops.flat(), ...shops.map(([shopId]) => shopId)],
      )
    }
    // Plain statements: the query builder's compiling of a few hundred rows was most of a flush's time, and a
    // flush holds SQLite's one connection (and the API's event loop) for all of it.
    const row = `(${VISIT_COLUMNS.map(() => '?').join(', ')})`
    // A null binds SQL NULL (Lucid's binding type leaves null out).
    for (const rows of chunks(inserts)) {
      await trx.rawQuery(
        `insert into shop_visits (${VISIT_COLUMNS.join(', ')}) values ${rows.map(() => row).join(', ')}`,
        rows.flat() as RawQueryBindings,
      )
    }
    return inserts.length
  })
}
