/*
 * Ending a shop. For a serious breach it is taken down at once; for anything else (P2B Art. 4) the owner gets
 * SHOP_ENDING_NOTICE_DAYS days' notice: the decision and its statement of reasons now, the shop still listed, and
 * the `shop_removals` job takes it down when the day comes, unless an appeal reversed the decision (its undo
 * clears the day). Either way the shop is kept (removed_at), so a successful appeal can restore it.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { SHOP_ENDING_NOTICE_DAYS } from '@shoplocal/shared/constants'
import { addDays, formatDate } from '@shoplocal/shared/rules'
import type Shop from '#models/shop'
import { ADMIN_SERVER_MESSAGES as M } from '#messages/index'
import { toSqlDateTime, type Row } from '#helpers/sql_values'
import type { SignedInActor } from '#services/actor'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { cancelShopInvoices, type InvoiceNotice } from '#services/billing/shop_invoices'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { notify } from '#services/notifications/notify'
import { issueShopStatement } from '#services/trust/statements'
import type { RemoveShopInput, RestrictionInput } from '#validators/admin'

/**
 * Takes a shop off the marketplace: out of every page, list and search, its unpaid invoices cancelled, its owner's
 * bell told (`mail` false when a statement of reasons is the owner's one mail about it). 404 when already down.
 */
async function takeShopDown(
  trx: TransactionClientContract,
  shop: { id: number; name: string; ownerId: number },
  reason: string,
  mail: boolean,
): Promise<InvoiceNotice> {
  // Two removals at once: only the one that finds the shop still there removes it.
  const changed = await trx
    .from('shops')
    .where('id', shop.id)
    .whereNull('removed_at')
    .update({ removed_at: toSqlDateTime(new Date()) })
  if (Number(changed) === 0) throw new lucidErrors.E_ROW_NOT_FOUND()
  const invoices = await cancelShopInvoices(trx, shop)
  await notify(trx, {
    userId: shop.ownerId,
    kind: 'shop_removed',
    cause: `shop:${shop.id}:removed:${Date.now()}`,
    details: { shopName: shop.name, reason, ...invoices },
    mail,
  })
  const products: Row[] = await trx.from('products').where('shop_id', shop.id).select('id')
  await recordCatalogueChange({ shopIds: [shop.id], productIds: products.map((row) => Number(row.id)) }, trx)
  return invoices
}

/** The decision for a serious breach: down at once, the statement of reasons its owner's one mail about it. */
export async function removeShop(actor: SignedInActor, shop: Shop, restriction: RestrictionInput) {
  const reason = moderationReason(restriction.reason)
  await db.transaction(async (trx) => {
    const invoices = await takeShopDown(trx, shop, reason, false)
    await recordAdminAction(actor, { action: 'remove_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name, reason }, trx)
    await issueShopStatement(
      trx,
      actor,
      shop,
      'remove_shop',
      { ...restriction, reason },
      [{ table: 'shops', id: shop.id, values: { removed_at: null, removal_due_at: null } }],
      invoices,
    )
  })
}

/**
 * DELETE /api/admin/shops/:id: at once for a serious breach, else with notice (`notice: true`); answers the day a
 * noticed shop comes down, or null when it is down already.
 */
export async function endShop(actor: SignedInActor, shop: Shop, input: RemoveShopInput): Promise<Date | null> {
  const { notice, ...restriction } = input
  if (!notice) {
    await removeShop(actor, shop, restriction)
    return null
  }
  return endShopWithNotice(actor, shop, restriction)
}

/** The decision with notice: the statement now, the removal on the day; answers that day. */
export async function endShopWithNotice(actor: SignedInActor, shop: Shop, restriction: RestrictionInput, now = new Date()): Promise<Date> {
  const reason = moderationReason(restriction.reason)
  const dueAt = addDays(now, SHOP_ENDING_NOTICE_DAYS)
  await db.transaction(async (trx) => {
    const changed = await trx
      .from('shops')
      .where('id', shop.id)
      .whereNull('removed_at')
      .whereNull('removal_due_at')
      .update({ removal_due_at: toSqlDateTime(dueAt) })
    if (Number(changed) === 0) throw new lucidErrors.E_ROW_NOT_FOUND()
    await recordAdminAction(actor, { action: 'remove_shop', targetType: 'shop', targetId: shop.id, targetName: shop.name, reason }, trx)
    await issueShopStatement(
      trx,
      actor,
      shop,
      'remove_shop',
      { ...restriction, reason: M.shopEndingExplanation(reason, formatDate(dueAt)) },
      [{ table: 'shops', id: shop.id, values: { removal_due_at: null, removed_at: null } }],
    )
  })
  return dueAt
}

/** The `shop_removals` job: every shop whose notice has run out is taken down, each in its own transaction. */
export async function removeDueShops(now = new Date()): Promise<number> {
  const due: Row[] = await db
    .from('shops')
    .where('removal_due_at', '<=', toSqlDateTime(now))
    .whereNull('removed_at')
    .select('id', 'name', 'owner_id')
  let removed = 0
  for (const shop of due) {
    await db.transaction(async (trx) => {
      const still = await trx
        .from('shops')
        .where('id', Number(shop.id))
        .where('removal_due_at', '<=', toSqlDateTime(now))
        .whereNull('removed_at')
        .first()
      if (!still) return
      // The owner's notice on the day repeats the reasons the statement gave when notice was given.
      const statement = await trx
        .from('statements')
        .where({ target_type: 'shop', target_id: Number(shop.id), action: 'remove_shop' })
        .orderBy('id', 'desc')
        .select('explanation')
        .first()
      const reason = statement ? String(statement.explanation) : ''
      await takeShopDown(trx, { id: Number(shop.id), name: String(shop.name), ownerId: Number(shop.owner_id) }, reason, true)
      removed++
    })
  }
  return removed
}
