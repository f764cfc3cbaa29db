import type { ColDef } from 'ag-grid-community'
import { ADMIN_COLUMN_LABELS } from '../../messages/index'
import { formatDateTime, fullName } from '@shoplocal/shared/rules'
import type { AdminLog } from '@shoplocal/shared/types'
import { TwoLine } from '../../components/cells'
import { csvDate, type CsvColumn } from '../../lib/csv-export'
import { actionLabel, logReason, targetLabel } from '../../lib/log-labels'

const adminName = (log: AdminLog): string => (log.admin ? fullName(log.admin.firstName, log.admin.lastName) : '')

export const LOG_COLUMNS: ColDef<AdminLog>[] = [
  { colId: 'action', headerName: ADMIN_COLUMN_LABELS.action, flex: 1.2, valueGetter: ({ data }) => (data ? actionLabel(data.action) : '') },
  { colId: 'target', headerName: ADMIN_COLUMN_LABELS.target, flex: 2, valueGetter: ({ data }) => (data ? targetLabel(data) : '') },
  {
    colId: 'admin',
    headerName: ADMIN_COLUMN_LABELS.admin,
    flex: 1.8,
    valueGetter: ({ data }) => (data ? adminName(data) : ''),
    cellRenderer: ({ data }: { data?: AdminLog }) =>
      data ? <TwoLine primary={adminName(data) || '—'} secondary={data.admin?.email ?? ''} /> : null,
  },
  {
    colId: 'details',
    headerName: ADMIN_COLUMN_LABELS.details,
    flex: 2.4,
    valueGetter: ({ data }) => (data ? logReason(data) : ''),
    tooltip: ({ data }) => (data ? logReason(data) : ''),
  },
  {
    colId: 'createdAt',
    headerName: ADMIN_COLUMN_LABELS.date,
    flex: 1.2,
    valueGetter: ({ data }) => (data ? formatDateTime(data.createdAt) : ''),
  },
]

export const LOG_CSV_COLUMNS: CsvColumn<AdminLog>[] = [
  { header: ADMIN_COLUMN_LABELS.id, value: (log) => log.id },
  { header: ADMIN_COLUMN_LABELS.action, value: (log) => log.action },
  { header: ADMIN_COLUMN_LABELS.target, value: targetLabel },
  { header: ADMIN_COLUMN_LABELS.admin, value: adminName },
  { header: ADMIN_COLUMN_LABELS.adminEmail, value: (log) => log.admin?.email ?? null },
  { header: ADMIN_COLUMN_LABELS.details, value: logReason },
  { header: ADMIN_COLUMN_LABELS.date, value: (log) => csvDate(log.createdAt) },
]
