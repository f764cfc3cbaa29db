import db from '@adonisjs/lucid/services/db'
import { toSqlDateTime } from '#helpers/sql_values'

/** Rows deleted per statement, so a large backlog never holds long locks. */
const BATCH = 500

/**
 * Deletes guest sessions that have expired. What the guest left in public
 * view (reviews, shop visits, a chat conversation) stays, no longer tied to
 * a session nobody can resume; the guest's favourites go with the session
 * (the foreign key cascades), since only that guest could ever see them.
 * Resolves to the number of sessions deleted.
 */
export async function purgeExpiredGuestSessions(now: Date = new Date()): Promise<number> {
  const cutoff = toSqlDateTime(now)
  let purged = 0
  for (;;) {
    const ids = (await db.from('guest_sessions').where('expires_at', '<=', cutoff).orderBy('id').limit(BATCH).select('id')).map(
      (row: { id: number }) => row.id,
    )
    if (ids.length === 0) return purged
    await db.transaction(async (trx) => {
      for (const table of ['reviews', 'shop_visits', 'chat_conversations']) {
        await trx.from(table).whereIn('guest_session_id', ids).update({ guest_session_id: null })
      }
      await trx.from('guest_sessions').whereIn('id', ids).delete()
    })
    purged += ids.length
  }
}
