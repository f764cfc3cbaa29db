/*
 * Trader details after the shop ends (called by the retention purge, config/retention.ts): a row whose shop is
 * gone is marked ended; six months after the owner's last shop ended, everything but what tax records need
 * (legal name, address, VAT number, the shop's name) is emptied and the identity document deleted; after the
 * tax period the row goes.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { retentionSettings } from '#config/retention'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import { deleteIdentityDocument } from '#services/trader/identity_document'

const DAY_MS = 24 * 60 * 60 * 1000
const BATCH = 500

const before = (now: Date, days: number) => toSqlDateTime(new Date(now.getTime() - days * DAY_MS))

export interface TraderPurge {
  emptied: number
  deleted: number
}

/** Rows past six months whose owner has no shop, and no other trader row ended since the cut-off. */
function emptiable(cutoff: string) {
  return db
    .from('shop_traders as t')
    .whereNull('t.personal_data_purged_at')
    .where('t.shop_ended_at', '<', cutoff)
    .where((owner) =>
      owner.whereNull('t.owner_id').orWhere((gone) =>
        gone
          .whereNotExists((shops) => shops.from('shops as s').whereRaw('s.owner_id = t.owner_id').select(db.raw('1')))
          .whereNotExists((recent) =>
            recent
              .from('shop_traders as r')
              .whereRaw('r.owner_id = t.owner_id')
              .where((live) => live.whereNotNull('r.shop_id').orWhere('r.shop_ended_at', '>=', cutoff))
              .select(db.raw('1')),
          ),
      ),
    )
    .orderBy('t.id')
    .limit(BATCH)
    .select('t.id', 't.identity_document_key')
}

export async function purgeTraderDetails(now: Date): Promise<TraderPurge> {
  const stamp = toSqlDateTime(now)
  // A deleted shop empties shop_id (ON DELETE SET NULL); its end is noticed here, at most a day late.
  await db.from('shop_traders').whereNull('shop_id').whereNull('shop_ended_at').update({ shop_ended_at: stamp })

  let emptied = 0
  for (;;) {
    const rows: Row[] = await emptiable(before(now, retentionSettings.traderDays))
    if (rows.length === 0) break
    for (const row of rows) {
      if (row.identity_document_key) {
        const key = String(row.identity_document_key)
        await deleteIdentityDocument(key).catch((error: unknown) =>
          logger.warn({ err: error, key }, 'could not delete an identity document'),
        )
      }
    }
    await db
      .from('shop_traders')
      .whereIn(
        'id',
        rows.map((row) => Number(row.id)),
      )
      .update({
        phone: null,
        email: null,
        register: null,
        register_number: null,
        iban: null,
        identity_document_key: null,
        identity_uploaded_at: null,
        checks: '{}',
        personal_data_purged_at: stamp,
      })
    emptied += rows.length
  }
  const deleted = Number(await db.from('shop_traders').where('shop_ended_at', '<', before(now, retentionSettings.traderTaxDays)).delete())
  return { emptied, deleted }
}
