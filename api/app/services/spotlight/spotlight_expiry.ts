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
    const ended: { id: number; product_id: number }[] = await trx
      .from('spotlight_requests')
      .where('status', 'approved')
      .where('end_date', '<=', cutoff)
      .select('id', 'product_id')
      .forUpdate()
    if (ended.length === 0) return 0
    const changed = await trx
      .from('spotlight_requests')
      .whereIn(
        'id',
        ended.map((row) => row.id),
      )
      .where('status', 'approved')
      .update({ status: 'expired', updated_at: cutoff })
    await recordCatalogueChange({ productIds: [...new Set(ended.map((row) => Number(row.product_id)))] }, trx)
    for (const row of ended) await notifySpotlight(trx, Number(row.id), 'spotlight_ended')
    // Lucid answers the affected row count as a number or a one-element list, depending on the driver.
    return Number(Array.isArray(changed) ? changed[0] : changed)
  })
}
