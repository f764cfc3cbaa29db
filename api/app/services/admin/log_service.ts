import { ADMIN_LOGS_PAGE_SIZE } from '@shoplocal/shared/constants'
import type { AdminLogsPage } from '@shoplocal/shared/types'
import AdminLog from '#models/admin_log'
import { adminPage, type SortRule } from '#services/paging'
import type { LogListQuery } from '#validators/admin'

/** Logs are always newest first; the console offers no other order. */
const NEWEST_FIRST: SortRule<'createdAt'> = { columns: { createdAt: 'created_at' }, defaultKey: 'createdAt', tieBreaker: 'id' }

/** GET /api/admin/logs: newest first, 50 a page, with the acting admin's name and e-mail. */
export async function listAdminLogs(query: LogListQuery): Promise<AdminLogsPage> {
  const page = await adminPage(AdminLog.query(), query, {
    sort: NEWEST_FIRST,
    defaultLimit: ADMIN_LOGS_PAGE_SIZE,
    decorate: (rows) => rows.preload('admin'),
  })
  return {
    totalCount: page.totalCount,
    logs: page.rows.map((log) => ({
      id: log.id,
      action: log.action,
      targetType: log.targetType,
      targetId: log.targetId,
      targetName: log.targetName,
      admin: log.admin ? { firstName: log.admin.firstName, lastName: log.admin.lastName, email: log.admin.email } : null,
      details: log.details ?? null,
      createdAt: log.createdAt.toISO()!,
    })),
  }
}
