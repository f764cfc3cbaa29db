/*
 * Approved spotlights whose end date has passed become 'expired'. The public
 * reads already hide them by date; this makes the state say so (owner's
 * labels, console figures) and lets the product be spotlighted again. Run by
 * the scheduled billing lifecycle; safe to run twice or on two processes at
 * once (the update only matches rows still approved).
 */
import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { toSqlDateTime } from '#helpers/sql_values'
import { notifySpotlight } from '#services/notifications/spotlight_notices'

/** Expires every approved spotlight ended by `now`; returns how many changed. */
export async function expireEndedSpotlights(now: DateTime): Promise<number> {
  const cutoff = toSqlDateTime(now.toJSDate())
  return db.transaction(async (trx) => {
    // Written first, then read: on SQLite a transaction that reads before it writes fails when another process
    // wrote in between. The spotlights told are those expired at `now`.
    const changed = await trx
      .from('spotlight_requests')
      .where('status', 'approved')
      .where('end_date', '<=', cutoff)
      .update({ status: 'expired', updated_at: cutoff })
    // Lucid answers the affected row count as a number or a one-element list, depending on the driver.
    const count = Number(Array.isArray(changed) ? changed[0] : changed)
    if (count === 0) return 0
    const ended: { id: number; product_id: number }[] = await trx
      .from('spotlight_requests')
      .where('status', 'expired')
      .where('updated_at', cutoff)
      .select('id', 'product_id')
    await recordCatalogueChange({ productIds: [...new Set(ended.map((row) => Number(row.product_id)))] }, trx)
    for (const row of ended) await notifySpotlight(trx, Number(row.id), 'spotlight_ended')
    return count
  })
}
