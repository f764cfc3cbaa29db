/*
 * The admin's side: the checklist of a shop's trader, each item ticked by the admin who checked it, and the gate
 * approval passes through (an incomplete checklist refuses it with what is missing).
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { TraderCheckItem } from '@shoplocal/shared/constants'
import type { AdminTraderChecklist } from '@shoplocal/shared/types'
import { fullName, traderItemsDue } from '@shoplocal/shared/rules'
import type { Row } from '#helpers/sql_values'
import type Shop from '#models/shop'
import type { SignedInActor } from '#services/actor'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { checkBasis, dueItems, storedChecks, toCheckMap, toTraderDetails, type StoredChecks } from '#services/trader/trader_presenters'
import { traderErrors } from '#services/trader/trader_errors'
import { identityUrlOf, traderRowOf } from '#services/trader/trader_rows'

function toChecklist(shopId: number, row: Row | null): AdminTraderChecklist {
  const checks = row ? storedChecks(row) : {}
  const due = row ? dueItems(row) : traderItemsDue({ register: null, vatNumber: null, hasIdentityDocument: false })
  return {
    trader: row ? toTraderDetails(row, identityUrlOf(shopId)) : null,
    checks: toCheckMap(checks),
    due,
    missing: due.filter((item) => !checks[item]),
  }
}

export async function traderChecklist(shop: Shop): Promise<AdminTraderChecklist> {
  return toChecklist(shop.id, await traderRowOf(shop.id))
}

/** PUT: `items` is the whole ticked set. A newly ticked item is signed by this admin now; one kept keeps its signer. */
export async function saveTraderChecks(actor: SignedInActor, shop: Shop, items: TraderCheckItem[]): Promise<AdminTraderChecklist> {
  const row = await db.transaction(async (trx) => {
    const locked = await traderRowOf(shop.id, trx)
    if (!locked) throw traderErrors.noDetailsToCheck()
    const due = traderItemsDue(checkBasis(locked))
    const notDue = items.find((item) => !due.includes(item))
    if (notDue) throw traderErrors.notApplicable(notDue)
    const before = storedChecks(locked)
    const signer = {
      by: actor.user.id,
      byName: fullName(actor.user.firstName, actor.user.lastName) || actor.user.email || `#${actor.user.id}`,
    }
    const at = new Date().toISOString()
    const checks: StoredChecks = Object.fromEntries(items.map((item) => [item, before[item] ?? { ...signer, at }]))
    await trx
      .from('shop_traders')
      .where('id', Number(locked.id))
      .update({ checks: JSON.stringify(checks) })
    const ticked = items.filter((item) => !before[item])
    const unticked = due.filter((item) => before[item] && !items.includes(item))
    if (ticked.length > 0 || unticked.length > 0) {
      await recordAdminAction(
        actor,
        {
          action: 'check_trader',
          targetType: 'shop',
          targetId: shop.id,
          targetName: shop.name,
          reason: `ticked: ${ticked.join(', ') || '-'}; unticked: ${unticked.join(', ') || '-'}`,
        },
        trx,
      )
    }
    return (await traderRowOf(shop.id, trx))!
  })
  return toChecklist(shop.id, row)
}

/** Inside the approval's transaction: refuses (422) while the owner has given nothing or an item is unticked. */
export async function assertTraderChecked(trx: TransactionClientContract, shopId: number): Promise<void> {
  const row = await traderRowOf(shopId, trx)
  if (!row) throw traderErrors.noTraderDetails()
  const checks = storedChecks(row)
  const missing = dueItems(row).filter((item) => !checks[item])
  if (missing.length > 0) throw traderErrors.checksIncomplete(missing)
}
