/*
 * The `trader_deadline` job. Shops approved before the trader checks keep working; their owners are asked once
 * (bell and mail) for the details, and after the deadline (config/trader.ts) a shop still without complete
 * details is hidden, with a statement of reasons, until the owner completes them (trader_visibility.ts).
 */
import db from '@adonisjs/lucid/services/db'
import { formatDate } from '@shoplocal/shared/rules'
import { traderSettings } from '#config/trader'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import { TRADER_HIDING } from '#messages/index'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { notify } from '#services/notifications/notify'
import { issueStatement } from '#services/trust/statements'

/** Shops read per query. */
const BATCH = 200

/**
 * Approved, still shown, and the owner's part of the trader details not done; after `afterId`, in id order. A shop
 * whose hiding for missing details was reversed on appeal stays shown: the appeal decided that hiding, and the job
 * hiding it again at its next run would overturn the decision.
 */
function incompleteShops(afterId: number) {
  return db
    .from('shops as s')
    .leftJoin('shop_traders as t', 't.shop_id', 's.id')
    .where('s.status', 'approved')
    .where('s.id', '>', afterId)
    .whereNull('s.trader_hidden_at')
    .where((missing) =>
      missing.whereNull('t.id').orWhereNull('t.identity_document_key').orWhereNull('t.self_certified_at').orWhereNull('t.iban'),
    )
    .whereNotExists((reversed) =>
      reversed
        .from('statements as st')
        .where('st.target_type', 'shop')
        .whereColumn('st.target_id', 's.id')
        .where('st.action', 'hide_shop')
        .where('st.ground_detail', TRADER_HIDING.groundDetail)
        .whereNotNull('st.reversed_at'),
    )
    .select('s.id', 's.name', 's.owner_id')
    .orderBy('s.id')
    .limit(BATCH)
}

interface TraderDeadlineRun {
  asked: number
  hidden: number
}

/** Asks the owner (once) and, past the deadline, hides the shop with its statement; in one transaction. */
async function askOrHide(shop: Row, deadline: string, hiding: boolean, now: Date): Promise<TraderDeadlineRun> {
  const shopId = Number(shop.id)
  return db.transaction(async (trx) => {
    // The unique (user, kind, cause) index makes this once per shop, however often the job runs.
    const sent = await notify(trx, {
      userId: Number(shop.owner_id),
      kind: 'trader_details_requested',
      cause: `shop:${shopId}:trader-details-requested`,
      details: { shopId, shopName: String(shop.name), date: deadline },
    })
    const asked = sent ? 1 : 0
    if (!hiding) return { asked, hidden: 0 }
    const changed = await trx
      .from('shops')
      .where('id', shopId)
      .whereNull('trader_hidden_at')
      .update({ trader_hidden_at: toSqlDateTime(now) })
    if (Number(changed) === 0) return { asked, hidden: 0 }
    await issueStatement(trx, {
      affectedUserId: Number(shop.owner_id),
      target: { type: 'shop', id: shopId, name: String(shop.name) },
      action: 'hide_shop',
      ground: 'law',
      groundDetail: TRADER_HIDING.groundDetail,
      explanation: TRADER_HIDING.explanation(deadline),
      decidedBy: null,
      restored: [{ table: 'shops', id: shopId, values: { trader_hidden_at: null } }],
    })
    await recordCatalogueChange({ shopIds: [shopId] }, trx)
    return { asked, hidden: 1 }
  })
}

export async function enforceTraderDeadline(now: Date = new Date()): Promise<TraderDeadlineRun> {
  const deadline = formatDate(traderSettings.deadline)
  const hiding = now >= traderSettings.hideFrom
  const total: TraderDeadlineRun = { asked: 0, hidden: 0 }
  let afterId = 0
  for (;;) {
    const shops: Row[] = await incompleteShops(afterId)
    if (shops.length === 0) return total
    afterId = Number(shops.at(-1)!.id)
    for (const shop of shops) {
      const done = await askOrHide(shop, deadline, hiding, now)
      total.asked += done.asked
      total.hidden += done.hidden
    }
  }
}
