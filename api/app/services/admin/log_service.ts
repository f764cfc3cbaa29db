import db from '@adonisjs/lucid/services/db'
import { ADMIN_LOGS_PAGE_SIZE, ALL_FILTER } from '@shoplocal/shared/constants'
import { fullName } from '@shoplocal/shared/rules'
import type { AdminLog as AdminLogShape, AdminLogFacets, AdminLogsPage } from '@shoplocal/shared/types'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import AdminLog from '#models/admin_log'
import { containsPattern, likeSql } from '#services/like'
import { adminPage, type SortRule } from '#services/paging'
import type { LogListQuery } from '#validators/admin'

/** Logs are always newest first; the console offers no other order. */
const NEWEST_FIRST: SortRule<'createdAt'> = { columns: { createdAt: 'created_at' }, defaultKey: 'createdAt', tieBreaker: 'id' }

/** One log row as the console shows it, with the acting admin's name and e-mail (preloaded). */
export function toAdminLog(log: AdminLog): AdminLogShape {
  return {
    id: log.id,
    action: log.action,
    targetType: log.targetType,
    targetId: log.targetId,
    targetName: log.targetName,
    admin: log.admin ? { firstName: log.admin.firstName, lastName: log.admin.lastName, email: log.admin.email } : null,
    details: log.details ?? null,
    createdAt: log.createdAt.toISO()!,
  }
}

const set = (value: string | undefined) => (value && value !== ALL_FILTER ? value : undefined)

/**
 * The filters of the Logs tab: text anywhere in the target's name, the action or the details (the
 * reason), one action, one admin, one target type, and whole UTC days from and to (both included).
 */
function filtered(query: ModelQueryBuilderContract<typeof AdminLog>, filters: LogListQuery) {
  const action = set(filters.action)
  const adminId = set(filters.adminId)
  const targetType = set(filters.targetType)
  if (action) query.where('action', action)
  if (adminId) query.where('admin_id', Number(adminId))
  if (targetType) query.where('target_type', targetType)
  if (filters.from) query.where('created_at', '>=', `${filters.from} 00:00:00`)
  if (filters.to) query.where('created_at', '<=', `${filters.to} 23:59:59`)
  const text = filters.search?.trim()
  if (text) {
    const pattern = containsPattern(text)
    query.where((inner) =>
      inner.whereRaw(likeSql('target_name'), [pattern]).orWhereRaw(likeSql('action'), [pattern]).orWhereRaw(likeSql('details'), [pattern]),
    )
  }
  return query
}

/** GET /api/admin/logs: newest first, 50 a page, filtered as above. */
export async function listAdminLogs(filters: LogListQuery): Promise<AdminLogsPage> {
  const page = await adminPage(filtered(AdminLog.query(), filters), filters, {
    sort: NEWEST_FIRST,
    defaultLimit: ADMIN_LOGS_PAGE_SIZE,
    decorate: (rows) => rows.preload('admin'),
  })
  return { totalCount: page.totalCount, logs: page.rows.map(toAdminLog) }
}

/** GET /api/admin/logs/facets: the actions and the admins the log holds, for the filters' choices. */
export async function adminLogFacets(): Promise<AdminLogFacets> {
  const [actions, admins] = await Promise.all([
    db.from('admin_logs').distinct('action').orderBy('action', 'asc'),
    db
      .from('users')
      .whereIn('id', db.from('admin_logs').whereNotNull('admin_id').distinct('admin_id'))
      .select('id', 'first_name', 'last_name', 'email')
      .orderBy('first_name', 'asc')
      .orderBy('id', 'asc'),
  ])
  return {
    actions: actions.map((row) => String(row.action)),
    admins: admins.map((row) => ({
      id: Number(row.id),
      name: fullName(row.first_name, row.last_name) || String(row.email ?? `#${row.id}`),
    })),
  }
}
