import type { ColDef } from 'ag-grid-community'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { ADMIN_COLUMN_LABELS } from '../../messages/index'
import { activeLabel, formatDate, fullName } from '@shoplocal/shared/rules'
import type { AdminShop } from '@shoplocal/shared/types'
import { Badge, TwoLine, type BadgeTone } from '../../components/cells'
import { csvDate, type CsvColumn } from '../../lib/csv-export'

/** The API's sort whitelist for shops (api/start/routes/admin.ts). */
export const SHOP_SORT_FIELDS = ['createdAt', 'name', 'location'] as const

/** Approved, Pending or Rejected: drives the status badge and which actions a shop row offers. */
export function moderationStatus(shop: Pick<AdminShop, 'isApproved' | 'status'>): 'approved' | 'pending' | 'rejected' {
  if (shop.isApproved || shop.status === 'approved') return 'approved'
  return shop.status === 'rejected' ? 'rejected' : 'pending'
}

const MODERATION_BADGES: Record<ReturnType<typeof moderationStatus>, { label: string; tone: BadgeTone }> = {
  approved: { label: COMMON_LABELS.approved, tone: 'ok' },
  pending: { label: COMMON_LABELS.pending, tone: 'warn' },
  rejected: { label: COMMON_LABELS.rejected, tone: 'bad' },
}

const moderationLabel = (shop: Pick<AdminShop, 'isApproved' | 'status'>): string => MODERATION_BADGES[moderationStatus(shop)].label
const ownerName = (shop: AdminShop): string => fullName(shop.owner.firstName, shop.owner.lastName)

export const SHOP_COLUMNS: ColDef<AdminShop>[] = [
  {
    colId: 'name',
    headerName: ADMIN_COLUMN_LABELS.shopDetails,
    sortable: true,
    flex: 2,
    valueGetter: ({ data }) => data?.name ?? '',
    cellRenderer: ({ data }: { data?: AdminShop }) => (data ? <TwoLine primary={data.name} secondary={data.location} /> : null),
  },
  {
    colId: 'owner',
    headerName: ADMIN_COLUMN_LABELS.owner,
    flex: 2,
    valueGetter: ({ data }) => (data ? ownerName(data) : ''),
    cellRenderer: ({ data }: { data?: AdminShop }) =>
      data ? <TwoLine primary={ownerName(data) || '—'} secondary={data.owner.email ?? ''} /> : null,
  },
  { colId: 'category', headerName: ADMIN_COLUMN_LABELS.category, flex: 1.2, valueGetter: ({ data }) => data?.category?.name ?? '' },
  {
    colId: 'totalProducts',
    headerName: ADMIN_COLUMN_LABELS.productCount,
    flex: 0.8,
    type: 'rightAligned',
    valueGetter: ({ data }) => data?.totalProducts ?? 0,
  },
  {
    colId: 'status',
    headerName: ADMIN_COLUMN_LABELS.status,
    flex: 1.4,
    valueGetter: ({ data }) => (data ? `${moderationLabel(data)} ${activeLabel(data.isActive)}` : ''),
    cellRenderer: ({ data }: { data?: AdminShop }) => {
      if (!data) return null
      const badge = MODERATION_BADGES[moderationStatus(data)]
      return (
        <span className="badges">
          <Badge tone={badge.tone}>{badge.label}</Badge>
          <Badge tone={data.isActive ? 'ok' : 'neutral'}>{activeLabel(data.isActive)}</Badge>
        </span>
      )
    },
  },
  {
    colId: 'createdAt',
    headerName: ADMIN_COLUMN_LABELS.created,
    sortable: true,
    flex: 1,
    valueGetter: ({ data }) => (data ? formatDate(data.createdAt) : ''),
  },
]

export const SHOP_CSV_COLUMNS: CsvColumn<AdminShop>[] = [
  { header: ADMIN_COLUMN_LABELS.id, value: (shop) => shop.id },
  { header: ADMIN_COLUMN_LABELS.shopName, value: (shop) => shop.name },
  { header: ADMIN_COLUMN_LABELS.location, value: (shop) => shop.location },
  { header: ADMIN_COLUMN_LABELS.owner, value: ownerName },
  { header: ADMIN_COLUMN_LABELS.ownerEmail, value: (shop) => shop.owner.email },
  { header: ADMIN_COLUMN_LABELS.category, value: (shop) => shop.category?.name ?? null },
  { header: ADMIN_COLUMN_LABELS.productCount, value: (shop) => shop.totalProducts },
  { header: ADMIN_COLUMN_LABELS.status, value: moderationLabel },
  { header: ADMIN_COLUMN_LABELS.active, value: (shop) => activeLabel(shop.isActive) },
  { header: ADMIN_COLUMN_LABELS.created, value: (shop) => csvDate(shop.createdAt) },
]
