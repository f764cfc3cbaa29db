import type { ColDef } from 'ag-grid-community'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { ADMIN_COLUMN_LABELS, ADMIN_LABELS } from '../../messages/index'
import { formatDateTime, fullName } from '@shoplocal/shared/rules'
import type { AdminShopOwner } from '@shoplocal/shared/types'
import { Badge, TwoLine } from '../../components/cells'
import { csvDate, type CsvColumn } from '../../lib/csv-export'

const shopOwnerStatusLabel = (owner: Pick<AdminShopOwner, 'banned'>): string =>
  owner.banned ? COMMON_LABELS.suspended : COMMON_LABELS.active
const shopNameLabel = (owner: Pick<AdminShopOwner, 'shopName'>): string => owner.shopName ?? ADMIN_LABELS.noShop

/** Shop owner columns; colIds of sortable columns are the API's sortBy values. */
export const SHOP_OWNER_COLUMNS: ColDef<AdminShopOwner>[] = [
  {
    colId: 'name',
    headerName: ADMIN_COLUMN_LABELS.name,
    sortable: true,
    flex: 1.8,
    valueGetter: ({ data }) => (data ? fullName(data.firstName, data.lastName) : ''),
    cellRenderer: ({ data }: { data?: AdminShopOwner }) =>
      data ? <TwoLine primary={fullName(data.firstName, data.lastName) || '—'} secondary={`#${data.id}`} /> : null,
  },
  { colId: 'email', headerName: ADMIN_COLUMN_LABELS.email, sortable: true, flex: 2.2, valueGetter: ({ data }) => data?.email ?? '' },
  {
    colId: 'shopName',
    headerName: ADMIN_COLUMN_LABELS.shopName,
    sortable: true,
    flex: 1.8,
    valueGetter: ({ data }) => (data ? shopNameLabel(data) : ''),
    cellClassRules: { muted: ({ data }) => data?.shopName === null },
  },
  {
    colId: 'shopCount',
    headerName: ADMIN_COLUMN_LABELS.shopCount,
    flex: 0.7,
    type: 'rightAligned',
    valueGetter: ({ data }) => data?.shopCount ?? 0,
  },
  {
    colId: 'totalProducts',
    headerName: ADMIN_COLUMN_LABELS.productCount,
    flex: 0.8,
    type: 'rightAligned',
    valueGetter: ({ data }) => data?.totalProducts ?? 0,
  },
  {
    colId: 'createdAt',
    headerName: ADMIN_COLUMN_LABELS.registered,
    sortable: true,
    flex: 1.3,
    valueGetter: ({ data }) => (data ? formatDateTime(data.createdAt) : ''),
  },
  {
    colId: 'status',
    headerName: ADMIN_COLUMN_LABELS.status,
    flex: 0.9,
    valueGetter: ({ data }) => (data ? shopOwnerStatusLabel(data) : ''),
    cellRenderer: ({ data }: { data?: AdminShopOwner }) =>
      data ? <Badge tone={data.banned ? 'bad' : 'ok'}>{shopOwnerStatusLabel(data)}</Badge> : null,
  },
]

export const SHOP_OWNER_CSV_COLUMNS: CsvColumn<AdminShopOwner>[] = [
  { header: ADMIN_COLUMN_LABELS.id, value: (owner) => owner.id },
  { header: ADMIN_COLUMN_LABELS.firstName, value: (owner) => owner.firstName },
  { header: ADMIN_COLUMN_LABELS.lastName, value: (owner) => owner.lastName },
  { header: ADMIN_COLUMN_LABELS.email, value: (owner) => owner.email },
  { header: ADMIN_COLUMN_LABELS.shopName, value: shopNameLabel },
  { header: ADMIN_COLUMN_LABELS.shopCount, value: (owner) => owner.shopCount },
  { header: ADMIN_COLUMN_LABELS.productCount, value: (owner) => owner.totalProducts },
  { header: ADMIN_COLUMN_LABELS.registered, value: (owner) => csvDate(owner.createdAt) },
  { header: ADMIN_COLUMN_LABELS.status, value: shopOwnerStatusLabel },
]
