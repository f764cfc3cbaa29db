import type { ColDef } from 'ag-grid-community'
import { DEFAULT_MAX_PRODUCTS, PLANS } from '@shoplocal/shared/constants'
import { SUBSCRIPTION_STATUS_LABELS } from '@shoplocal/shared/messages'
import { PAYMENTS_TAB_LABELS } from '../../messages/index'
import { formatDate, nextDueUrgency } from '@shoplocal/shared/rules'
import type { ShopPaymentRow, SubscriptionDisplayStatus } from '@shoplocal/shared/types'
import { Badge, type BadgeTone } from '../../components/cells'
import { csvDate, type CsvColumn } from '../../lib/csv-export'

const STATUS_TONES: Record<SubscriptionDisplayStatus, BadgeTone> = { active: 'ok', trial: 'neutral', expiring: 'warn', suspended: 'bad' }

/** The plan's display name; a blank plan is the free trial. */
const planLabel = (row: Pick<ShopPaymentRow, 'planName'>): string =>
  row.planName === null ? PAYMENTS_TAB_LABELS.freeTrial : (PLANS.find((plan) => plan.name === row.planName)?.displayName ?? row.planName)
/** Products used / allowed, the allowance shown as 30 when the shop has none recorded. */
const productsLabel = (row: Pick<ShopPaymentRow, 'productsUsed' | 'productsAllowed'>): string =>
  `${row.productsUsed}/${row.productsAllowed ?? DEFAULT_MAX_PRODUCTS}`

function NextDue({ date }: { date: string | null }) {
  const urgency = nextDueUrgency(date)
  if (!date) return <span>—</span>
  const title = urgency === 'overdue' ? PAYMENTS_TAB_LABELS.overdue : urgency === 'soon' ? PAYMENTS_TAB_LABELS.dueSoon : undefined
  return (
    <span className={urgency ? `due due-${urgency}` : 'due'} title={title}>
      {formatDate(date)}
      {title ? <span className="visually-hidden"> ({title})</span> : null}
    </span>
  )
}

export const PAYMENT_COLUMNS: ColDef<ShopPaymentRow>[] = [
  { colId: 'shopName', headerName: PAYMENTS_TAB_LABELS.shopName, flex: 2, valueGetter: ({ data }) => data?.shopName ?? '' },
  { colId: 'plan', headerName: PAYMENTS_TAB_LABELS.plan, flex: 1, valueGetter: ({ data }) => (data ? planLabel(data) : '') },
  { colId: 'products', headerName: PAYMENTS_TAB_LABELS.products, flex: 0.9, valueGetter: ({ data }) => (data ? productsLabel(data) : '') },
  {
    colId: 'status',
    headerName: PAYMENTS_TAB_LABELS.status,
    flex: 1,
    valueGetter: ({ data }) => (data ? SUBSCRIPTION_STATUS_LABELS[data.status] : ''),
    cellRenderer: ({ data }: { data?: ShopPaymentRow }) =>
      data ? <Badge tone={STATUS_TONES[data.status]}>{SUBSCRIPTION_STATUS_LABELS[data.status]}</Badge> : null,
  },
  {
    colId: 'lastPaymentDate',
    headerName: PAYMENTS_TAB_LABELS.lastPayment,
    flex: 1,
    valueGetter: ({ data }) => (data?.lastPaymentDate ? formatDate(data.lastPaymentDate) : '—'),
  },
  {
    colId: 'nextPaymentDue',
    headerName: PAYMENTS_TAB_LABELS.nextDue,
    flex: 1,
    valueGetter: ({ data }) => (data?.nextPaymentDue ? formatDate(data.nextPaymentDue) : '—'),
    cellRenderer: ({ data }: { data?: ShopPaymentRow }) => (data ? <NextDue date={data.nextPaymentDue} /> : null),
  },
]

export const PAYMENT_CSV_COLUMNS: CsvColumn<ShopPaymentRow>[] = [
  { header: PAYMENTS_TAB_LABELS.shopName, value: (row) => row.shopName },
  { header: PAYMENTS_TAB_LABELS.plan, value: planLabel },
  { header: PAYMENTS_TAB_LABELS.products, value: productsLabel },
  { header: PAYMENTS_TAB_LABELS.status, value: (row) => SUBSCRIPTION_STATUS_LABELS[row.status] },
  { header: PAYMENTS_TAB_LABELS.lastPayment, value: (row) => csvDate(row.lastPaymentDate) },
  { header: PAYMENTS_TAB_LABELS.nextDue, value: (row) => csvDate(row.nextPaymentDue) },
]
