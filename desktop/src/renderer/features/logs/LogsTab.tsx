import { useQuery } from '@tanstack/react-query'
import { ADMIN_LOGS_PAGE_SIZE, ALL_FILTER } from '@shoplocal/shared/constants'
import { ADMIN_CSV_PREFIXES, CONSOLE_LABELS, CONSOLE_TAB_LABELS } from '../../messages/index'
import { hasNextLogsPage, pageCount } from '@shoplocal/shared/rules'
import type { AdminLog, AdminLogFacets, AdminLogsPage } from '@shoplocal/shared/types'
import { useMemo } from 'react'
import { fetchLogs } from '../../api/admin'
import { useBridge } from '../../bridge/context'
import type { AdminListConfig } from '../../components/admin-list/admin-list-config'
import { AdminListTab } from '../../components/admin-list/AdminListTab'
import { LOG_FILTER_COPY } from '../../copy-details'
import { actionLabel } from '../../lib/log-labels'
import { LOG_COLUMNS, LOG_CSV_COLUMNS } from './logs-columns'
import { logFacetsQuery } from './log-facets-api'

const NO_FACETS: AdminLogFacets = { actions: [], admins: [] }

/**
 * Admin activity, 50 a page, newest first: searched by target, action or reason, filtered by action,
 * admin and days (the choices are what the log holds); Next is offered only while a page comes back
 * full; the export holds every matching row.
 */
export function logsList(facets: AdminLogFacets): AdminListConfig<AdminLog, AdminLogsPage> {
  return {
    key: 'logs',
    label: CONSOLE_TAB_LABELS.logs,
    emptyText: CONSOLE_LABELS.noLogs,
    pageSize: ADMIN_LOGS_PAGE_SIZE,
    fetchPage: fetchLogs,
    rowsOf: (page) => page.logs,
    totalPagesOf: (page, limit) => pageCount(page.totalCount, limit),
    hasNext: (page) => hasNextLogsPage(page.logs.length),
    rowId: (log) => String(log.id),
    search: LOG_FILTER_COPY.search,
    filters: [
      {
        name: 'action',
        label: LOG_FILTER_COPY.action,
        options: [
          { value: ALL_FILTER, label: LOG_FILTER_COPY.anyAction },
          ...facets.actions.map((action) => ({ value: action, label: actionLabel(action) })),
        ],
        initial: ALL_FILTER,
      },
      {
        name: 'adminId',
        label: LOG_FILTER_COPY.admin,
        options: [
          { value: ALL_FILTER, label: LOG_FILTER_COPY.anyAdmin },
          ...facets.admins.map((admin) => ({ value: String(admin.id), label: admin.name })),
        ],
        initial: ALL_FILTER,
      },
      { name: 'from', label: LOG_FILTER_COPY.from, type: 'date', initial: '' },
      { name: 'to', label: LOG_FILTER_COPY.to, type: 'date', initial: '' },
    ],
    columns: LOG_COLUMNS,
    csv: { prefix: ADMIN_CSV_PREFIXES.logs, columns: LOG_CSV_COLUMNS },
  }
}

export function LogsTab() {
  const facets = useQuery(logFacetsQuery(useBridge())).data ?? NO_FACETS
  const config = useMemo(() => logsList(facets), [facets])
  return <AdminListTab config={config} />
}
