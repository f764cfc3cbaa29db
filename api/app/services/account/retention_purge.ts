import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { ACCOUNT_NOTIFICATION_KINDS } from '@shoplocal/shared/constants'
import { retentionSettings } from '#config/retention'
import { toSqlDateTime } from '#helpers/sql_values'
import { purgeTraderDetails, type TraderPurge } from '#services/trader/trader_retention'

/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 500
const DAY_MS = 24 * 60 * 60 * 1000

export interface RetentionPurged {
  signInRecords: number
  auditEntries: number
  visits: number
  codes: number
  /** Outbox rows of the account group (codes, account mails): they name an address, so they go with the codes. */
  accountNotices: number
  notifications: number
  traders: TraderPurge
}

/** Deletes the rows `narrow` picks from `table`, BATCH ids at a time; resolves to how many went. */
async function purge(table: string, narrow: (query: DatabaseQueryBuilderContract) => void): Promise<number> {
  let purged = 0
  for (;;) {
    const query = db.from(table)
    narrow(query)
    const ids = (await query.orderBy('id').limit(BATCH).select('id')).map((row: { id: number }) => row.id)
    if (ids.length === 0) return purged
    await db.from(table).whereIn('id', ids).delete()
    purged += ids.length
  }
}

const before = (now: Date, days: number) => toSqlDateTime(new Date(now.getTime() - days * DAY_MS))

/**
 * The retention purge: sign-in records that have ended, account log entries and shop visit rows older than
 * their periods, notifications older than theirs, one-time codes with the wrong guesses at them and the account group's outbox
 * rows (codes and account mails) past theirs, and trader details past theirs (config/retention.ts, trader_retention.ts). A sign-in still active is kept whatever its age; the shops' view
 * counts are kept in `shops.view_count` and do not shrink.
 */
export async function purgeExpiredRecords(now: Date = new Date()): Promise<RetentionPurged> {
  const { signInRecordDays, auditLogDays, visitDays, codeDays, notificationDays } = retentionSettings
  const signInRecords = await purge('login_sessions', (query) =>
    query
      .where('created_at', '<', before(now, signInRecordDays))
      .where((ended) => ended.where('is_active', false).orWhere('expires_at', '<=', toSqlDateTime(now))),
  )
  const auditEntries = await purge('audit_logs', (query) => query.where('created_at', '<', before(now, auditLogDays)))
  const visits = await purge('shop_visits', (query) => query.where('visited_at', '<', before(now, visitDays)))
  let codes = 0
  for (const table of ['verification_codes', 'password_reset_tokens'])
    codes += await purge(table, (query) => query.where('expires_at', '<', before(now, codeDays)))
  await purge('code_guesses', (query) => query.where('created_at', '<', before(now, codeDays)))
  const accountNotices = await purge('notifications', (query) =>
    query.whereIn('kind', [...ACCOUNT_NOTIFICATION_KINDS]).where('created_at', '<', before(now, codeDays)),
  )
  const notifications = await purge('notifications', (query) => query.where('created_at', '<', before(now, notificationDays)))
  const traders = await purgeTraderDetails(now)
  return { signInRecords, auditEntries, visits, codes, accountNotices, notifications, traders }
}
