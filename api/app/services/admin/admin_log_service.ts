import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DEFAULT_REJECT_REASON } from '@shoplocal/shared/messages'
import AdminLog from '#models/admin_log'
import type { SignedInActor } from '#services/actor'

export interface AdminAction {
  action: string
  targetType:
    | 'user'
    | 'shop_owner'
    | 'shop'
    | 'customer'
    | 'spotlight'
    | 'payment'
    | 'report'
    | 'appeal'
    | 'product'
    | 'review'
    | 'chat_message'
    | 'account'
  targetId: number
  targetName: string | null
  reason?: string
}

/**
 * The reason a moderation action records. The console sends what the admin
 * typed, which may be nothing; the default is decided here, once, for every
 * suspension, deletion, rejection and removal.
 */
export function moderationReason(typed: string | null | undefined): string {
  return typed?.trim() || DEFAULT_REJECT_REASON
}

/** Writes the admin_logs row every admin action leaves behind, so moderation can be reviewed later. */
export async function recordAdminAction(actor: SignedInActor, action: AdminAction, trx?: TransactionClientContract) {
  const log = new AdminLog()
  if (trx) log.useTransaction(trx)
  log.merge({
    adminId: actor.user.id,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    targetName: action.targetName,
    details: { reason: action.reason },
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
  })
  await log.save()
  return log
}

/** What the platform did on its own about money (an automatic refund): logged like an admin's action, with no admin. */
export async function recordSystemAction(action: AdminAction, trx: TransactionClientContract) {
  const log = new AdminLog()
  log.useTransaction(trx)
  log.merge({
    adminId: null,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    targetName: action.targetName,
    details: { reason: action.reason },
    ipAddress: null,
    userAgent: null,
  })
  await log.save()
  return log
}
