import { ADMIN_LOGS_PAGE_SIZE } from '@shoplocal/shared/constants'
import { ADMIN_CSV_PREFIXES, CONSOLE_LABELS, ENHANCED_TAB_LABELS } from '@shoplocal/shared/messages'
import { hasNextLogsPage, pageCount } from '@shoplocal/shared/rules'
import type { AdminLog, AdminLogsPage } from '@shoplocal/shared/types'
import { fetchLogs } from '../../api/admin'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { LOG_COLUMNS, LOG_CSV_COLUMNS } from './logs-columns'

/** Admin activity, 50 a page, no search or filters; Next is offered only while a page comes back full. */
export const LOGS_LIST: AdminListConfig<AdminLog, AdminLogsPage> = {
  key: 'logs',
  label: ENHANCED_TAB_LABELS.logs,
  emptyText: CONSOLE_LABELS.noLogs,
  pageSize: ADMIN_LOGS_PAGE_SIZE,
  fetchPage: fetchLogs,
  rowsOf: (page) => page.logs,
  totalPagesOf: (page, limit) => pageCount(page.totalCount, limit),
  hasNext: (page) => hasNextLogsPage(page.logs.length),
  rowId: (log) => String(log.id),
  columns: LOG_COLUMNS,
  csv: { prefix: ADMIN_CSV_PREFIXES.logs, columns: LOG_CSV_COLUMNS },
}

export function LogsTab() {
  return <AdminListTab config={LOGS_LIST} />
}
