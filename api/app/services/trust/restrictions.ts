/*
 * What a decision changes, and how a reversal puts it back. Applying a restriction returns its undo list
 * (kept as the statement's `restored`): each step names a row and the values it had, or an account to lift
 * the suspension of. Reversing writes those values back and tells the catalogue, the review figures and the
 * account what changed, so a reversed decision leaves exactly what was there before.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ReportDecisionAction } from '@shoplocal/shared/constants'
import { fromSqlDateTime, toSqlDateTime, type Row } from '#helpers/sql_values'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { recomputeReviewFigures } from '#services/engagement/reviews'
import { revokeAllAccess } from '#services/account_access'
import { switchBanned } from '#services/admin/user_admin_service'
import type { ResolvedTarget } from '#services/trust/report_targets'
import { trustErrors } from '#services/trust/trust_errors'

type UndoTable = 'products' | 'reviews' | 'chat_messages' | 'shops' | 'spotlight_requests'
export type UndoStep =
  | { table: UndoTable; id: number; values: Record<string, unknown> }
  | { liftSuspensionOf: number }
  /** A suspension from posting under the misuse rule (a `posting_bans` row). */
  | { liftPostingBanOf: number }

const HIDDEN_COLUMN: Partial<Record<ResolvedTarget['type'], UndoTable>> = {
  product: 'products',
  review: 'reviews',
  chat_message: 'chat_messages',
}

async function hide(trx: TransactionClientContract, target: ResolvedTarget, now: string): Promise<UndoStep[]> {
  if (target.type === 'spotlight') {
    const row: Row = await trx.from('spotlight_requests').where('id', target.id).select('status', 'end_date').first()
    await trx.from('spotlight_requests').where('id', target.id).update({ status: 'force_rejected', end_date: now })
    const endDate = row.end_date === null ? null : toSqlDateTime(fromSqlDateTime(row.end_date as Date | string))
    return [{ table: 'spotlight_requests', id: target.id, values: { status: row.status, end_date: endDate } }]
  }
  const table = HIDDEN_COLUMN[target.type]
  if (!table) throw trustErrors.actionNotPossible()
  await trx.from(table).where('id', target.id).update({ hidden_at: now })
  return [{ table, id: target.id, values: { hidden_at: null } }]
}

async function restrictShop(trx: TransactionClientContract, target: ResolvedTarget, now: string): Promise<UndoStep[]> {
  if (target.shopId === null) throw trustErrors.actionNotPossible()
  const row: Row = await trx.from('shops').where('id', target.shopId).select('restricted_at').first()
  if (row.restricted_at !== null) return []
  await trx.from('shops').where('id', target.shopId).update({ restricted_at: now })
  return [{ table: 'shops', id: target.shopId, values: { restricted_at: null } }]
}

async function suspendAccount(trx: TransactionClientContract, target: ResolvedTarget, explanation: string): Promise<UndoStep[]> {
  if (target.ownerUserId === null) throw trustErrors.actionNotPossible()
  const owner: Row | null = await trx.from('users').where('id', target.ownerUserId).select('banned', 'role', 'is_admin').first()
  // Staff accounts are not suspended from the reports desk.
  if (!owner || owner.role === 'admin' || Boolean(Number(owner.is_admin))) throw trustErrors.actionNotPossible()
  if (Number(owner.banned)) return []
  await switchBanned(trx, target.ownerUserId, true, 'account_suspended', explanation)
  await revokeAllAccess(target.ownerUserId, trx)
  return [{ liftSuspensionOf: target.ownerUserId }]
}

/** Applies a report decision's restriction to the item; no_action changes nothing. */
export async function applyRestriction(
  trx: TransactionClientContract,
  action: ReportDecisionAction,
  target: ResolvedTarget,
  explanation: string,
): Promise<UndoStep[]> {
  const now = toSqlDateTime(new Date())
  const steps =
    action === 'hide_item'
      ? await hide(trx, target, now)
      : action === 'restrict_shop'
        ? await restrictShop(trx, target, now)
        : action === 'suspend_account'
          ? await suspendAccount(trx, target, explanation)
          : []
  await afterChange(trx, steps)
  return steps
}

/** Puts back what a statement's restriction changed. */
export async function reverseRestriction(trx: TransactionClientContract, steps: UndoStep[]): Promise<void> {
  for (const step of steps) {
    if ('liftSuspensionOf' in step) {
      await switchBanned(trx, step.liftSuspensionOf, false, 'account_suspended', '')
      continue
    }
    if ('liftPostingBanOf' in step) {
      await trx
        .from('posting_bans')
        .where('id', step.liftPostingBanOf)
        .update({ lifted_at: toSqlDateTime(new Date()) })
      continue
    }
    await trx.from(step.table).where('id', step.id).update(step.values)
  }
  await afterChange(trx, steps)
}

/** What the search index and the review figures must hear after a row changed. */
async function afterChange(trx: TransactionClientContract, steps: UndoStep[]): Promise<void> {
  const rows = steps.filter((step) => 'table' in step)
  const spotlightIds = rows.filter((step) => step.table === 'spotlight_requests').map((step) => step.id)
  // A spotlight shows as a flag on its product's cards: hiding or restoring it changes that product in search.
  const spotlitProducts: number[] =
    spotlightIds.length === 0
      ? []
      : (await trx.from('spotlight_requests').whereIn('id', spotlightIds).select('product_id')).map((row: Row) => Number(row.product_id))
  const productIds = [...rows.filter((step) => step.table === 'products').map((step) => step.id), ...spotlitProducts]
  const shopIds = rows.filter((step) => step.table === 'shops').map((step) => step.id)
  if (productIds.length > 0 || shopIds.length > 0) await recordCatalogueChange({ productIds, shopIds }, trx)
  for (const step of rows) if (step.table === 'reviews') await recomputeReviewFigures(trx, step.id)
}
