import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ADMIN_LOGS_PAGE_SIZE } from '@shoplocal/shared/constants'
import { ADMIN_CSV_PREFIXES, CONSOLE_LABELS, ENHANCED_TAB_LABELS } from '@shoplocal/shared/messages'
import { hasNextLogsPage, pageCount } from '@shoplocal/shared/rules'
import { useState } from 'react'
import { ADMIN_QUERY_KEY, fetchLogs } from '../../api/admin'
import { useBridge } from '../../bridge/context'
import { ExportButton } from '../../components/ExportButton'
import { PagedGrid } from '../../components/PagedGrid'
import { EXPORT_PAGE_SIZE } from '../../lib/csv-export'
import { LOG_COLUMNS, LOG_CSV_COLUMNS } from './logs-columns'

/** Spec 2 §2 Logs: admin activity, 50 per page, Next disabled when a page comes back short. */
export function LogsTab() {
  const bridge = useBridge()
  const [page, setPage] = useState(1)
  const params = { page, limit: ADMIN_LOGS_PAGE_SIZE }
  const logs = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'logs', params],
    queryFn: () => fetchLogs(bridge, params),
    placeholderData: keepPreviousData,
  })

  return (
    <section className="tab">
      <div className="toolbar">
        <span className="toolbar-spacer" />
        <ExportButton
          prefix={ADMIN_CSV_PREFIXES.logs}
          columns={LOG_CSV_COLUMNS}
          fetchPage={async (exportPage) => {
            const result = await fetchLogs(bridge, { page: exportPage, limit: EXPORT_PAGE_SIZE })
            return { rows: result.logs, totalPages: pageCount(result.totalCount, EXPORT_PAGE_SIZE) }
          }}
        />
      </div>
      <PagedGrid
        label={ENHANCED_TAB_LABELS.logs}
        result={logs}
        rowsOf={(data) => data.logs}
        totalPagesOf={(data) => pageCount(data.totalCount, ADMIN_LOGS_PAGE_SIZE)}
        hasNext={(data) => hasNextLogsPage(data.logs.length)}
        requestedPage={page}
        columns={LOG_COLUMNS}
        emptyText={CONSOLE_LABELS.noLogs}
        rowId={(log) => String(log.id)}
        onPage={setPage}
      />
    </section>
  )
}
