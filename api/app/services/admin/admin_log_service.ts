import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AdminLog from '#models/admin_log'
import type User from '#models/user'

export interface AdminAction {
  action: string
  targetType: 'user' | 'shop_owner' | 'shop' | 'customer' | 'spotlight' | 'payment'
  targetId: number
  targetName: string | null
  reason?: string | null
}

/** Writes the admin_logs row every admin action leaves behind (design.md). */
export async function recordAdminAction(
  admin: User,
  request: HttpContext['request'],
  action: AdminAction,
  trx?: TransactionClientContract
) {
  const log = new AdminLog()
  if (trx) log.useTransaction(trx)
  log.merge({
    adminId: admin.id,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    targetName: action.targetName,
    details: { reason: action.reason ?? undefined },
    ipAddress: request.ip(),
    userAgent: request.header('user-agent') ?? null,
  })
  await log.save()
  return log
}
