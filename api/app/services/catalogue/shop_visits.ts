/*
 * Page-view counting for shop pages: a shop_visits row and one more
 * shops.view_count, at most once per visitor per shop per hour.
 */
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { toSqlDateTime } from '#services/sql_datetime'
import { isMysql } from '#services/catalogue/text_match'
import type { Visitor } from '#services/catalogue/visitor'

/** A visitor's repeat views inside this window count once. */
export const VISIT_WINDOW_MS = 60 * 60 * 1000

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

/** Records the visit unless this visitor was counted within the hour; true when it counted. */
export async function recordShopVisit(shopId: number, visitor: Visitor, now = new Date()): Promise<boolean> {
  const since = toSqlDateTime(new Date(now.getTime() - VISIT_WINDOW_MS))
  // Most repeat views end here, without a transaction or a lock.
  if (await hasRecentVisit(db.connection(), shopId, visitor, since)) return false

  return db.transaction(async (trx) => {
    // Locking the shop row makes two simultaneous first views of one visitor count once
    // (MySQL; SQLite runs one write transaction at a time anyway).
    const shop = trx.from('shops').select('id').where('id', shopId)
    if (isMysql()) shop.forUpdate()
    if (!(await shop.first())) return false
    if (await hasRecentVisit(trx, shopId, visitor, since)) return false

    const at = DateTime.fromJSDate(now, { zone: 'utc' })
    await trx.table('shop_visits').insert({
      shop_id: shopId,
      user_id: visitor.userId,
      guest_session_id: visitor.guestSessionId,
      ip_address: visitor.ipAddress,
      user_agent: visitor.userAgent,
      referrer: visitor.referrer,
      visited_at: toSqlDateTime(now),
      year: at.year,
      month: at.month,
      week: at.weekNumber,
      day: at.day,
      created_at: toSqlDateTime(now),
    })
    await trx.from('shops').where('id', shopId).increment('view_count', 1)
    return true
  })
}
