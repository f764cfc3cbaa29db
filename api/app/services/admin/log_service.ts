import { ADMIN_LOGS_PAGE_SIZE } from '@shoplocal/shared/constants'
import type { AdminLogsPage } from '@shoplocal/shared/types'
import AdminLog from '#models/admin_log'
import { resolvePage } from '#services/admin/paging'

/** GET /api/admin/logs: newest first, 50 a page, with the acting admin's name and e-mail. */
export async function listAdminLogs(query: { page?: number; limit?: number }): Promise<AdminLogsPage> {
  const totalCount = Number((await AdminLog.query().count('* as total').first())?.$extras.total ?? 0)
  const page = resolvePage(totalCount, query, ADMIN_LOGS_PAGE_SIZE)
  const logs = await AdminLog.query()
    .preload('admin')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
  return {
    totalCount,
    logs: logs.map((log) => ({
      id: log.id,
      action: log.action,
      targetType: log.targetType,
      targetId: log.targetId,
      targetName: log.targetName,
      admin: log.admin
        ? { firstName: log.admin.firstName, lastName: log.admin.lastName, email: log.admin.email }
        : null,
      details: log.details ?? null,
      createdAt: log.createdAt.toISO()!,
    })),
  }
}
