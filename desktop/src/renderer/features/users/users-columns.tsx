import type { ColDef } from 'ag-grid-community'
import { ADMIN_COLUMN_LABELS, ROLE_LABELS } from '../../messages/index'
import { formatDate, fullName } from '@shoplocal/shared/rules'
import type { AdminUser } from '@shoplocal/shared/types'
import { Badge, TwoLine } from '../../components/cells'
import { accountStatusLabel, isVerifiedAccount, verifiedLabel } from '../../lib/account-labels'
import { csvDate, type CsvColumn } from '../../lib/csv-export'

/** The API's sort whitelist for users (api/start/routes/admin.ts). */
export const USER_SORT_FIELDS = ['createdAt', 'firstName', 'lastName', 'email', 'role'] as const

/** Grid columns; colIds of sortable columns are the API's sortBy values. */
export const USER_COLUMNS: ColDef<AdminUser>[] = [
  {
    colId: 'firstName',
    headerName: ADMIN_COLUMN_LABELS.userDetails,
    sortable: true,
    flex: 2,
    valueGetter: ({ data }) => (data ? fullName(data.firstName, data.lastName) : ''),
    cellRenderer: ({ data }: { data?: AdminUser }) =>
      data ? <TwoLine primary={fullName(data.firstName, data.lastName) || '—'} secondary={`#${data.id}`} /> : null,
  },
  {
    colId: 'email',
    headerName: ADMIN_COLUMN_LABELS.contact,
    sortable: true,
    flex: 2.4,
    valueGetter: ({ data }) => data?.email ?? '',
    cellRenderer: ({ data }: { data?: AdminUser }) => (data ? <TwoLine primary={data.email ?? '—'} secondary={data.phone ?? ''} /> : null),
  },
  {
    colId: 'role',
    headerName: ADMIN_COLUMN_LABELS.role,
    sortable: true,
    flex: 1,
    valueGetter: ({ data }) => (data ? ROLE_LABELS[data.role] : ''),
  },
  {
    colId: 'status',
    headerName: ADMIN_COLUMN_LABELS.status,
    flex: 0.9,
    valueGetter: ({ data }) => (data ? accountStatusLabel(data) : ''),
    cellRenderer: ({ data }: { data?: AdminUser }) =>
      data ? <Badge tone={data.banned ? 'bad' : 'ok'}>{accountStatusLabel(data)}</Badge> : null,
  },
  {
    colId: 'verified',
    headerName: ADMIN_COLUMN_LABELS.verified,
    flex: 0.9,
    // Wide enough for the 'Not verified' badge whole.
    minWidth: 112,
    valueGetter: ({ data }) => (data ? verifiedLabel(data) : ''),
    cellRenderer: ({ data }: { data?: AdminUser }) =>
      data ? <Badge tone={isVerifiedAccount(data) ? 'ok' : 'neutral'}>{verifiedLabel(data)}</Badge> : null,
  },
  {
    colId: 'createdAt',
    headerName: ADMIN_COLUMN_LABELS.joined,
    sortable: true,
    flex: 1,
    valueGetter: ({ data }) => (data ? formatDate(data.createdAt) : ''),
  },
]

/** The users export: every column of the grid, contact split into its parts. */
export const USER_CSV_COLUMNS: CsvColumn<AdminUser>[] = [
  { header: ADMIN_COLUMN_LABELS.id, value: (user) => user.id },
  { header: ADMIN_COLUMN_LABELS.firstName, value: (user) => user.firstName },
  { header: ADMIN_COLUMN_LABELS.lastName, value: (user) => user.lastName },
  { header: ADMIN_COLUMN_LABELS.email, value: (user) => user.email },
  { header: ADMIN_COLUMN_LABELS.phone, value: (user) => user.phone },
  { header: ADMIN_COLUMN_LABELS.role, value: (user) => ROLE_LABELS[user.role] },
  { header: ADMIN_COLUMN_LABELS.status, value: accountStatusLabel },
  { header: ADMIN_COLUMN_LABELS.verified, value: (user) => verifiedLabel(user) },
  { header: ADMIN_COLUMN_LABELS.joined, value: (user) => csvDate(user.createdAt) },
]
