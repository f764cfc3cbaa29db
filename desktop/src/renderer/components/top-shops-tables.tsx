import { ADMIN_COLUMN_LABELS, ANALYTICS_LABELS, OVERVIEW_LABELS } from '../messages/index'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type { DetailedAdminStats, ShopVisitCount } from '@shoplocal/shared/types'
import { SummaryTable, summaryColumnHelper } from './SummaryTable'

type RevenueShop = DetailedAdminStats['topRevenueShops'][number]

const revenueHelper = summaryColumnHelper<RevenueShop>()
const revenueColumns = revenueHelper.columns([
  revenueHelper.accessor('name', { header: ADMIN_COLUMN_LABELS.shop }),
  revenueHelper.accessor('owner', { header: ADMIN_COLUMN_LABELS.owner }),
  revenueHelper.accessor('revenue', { header: ADMIN_COLUMN_LABELS.revenue, cell: (info) => formatEuro2(info.getValue()) }),
])

const visitsHelper = summaryColumnHelper<ShopVisitCount>()
const visitColumns = visitsHelper.columns([
  visitsHelper.accessor('name', { header: ADMIN_COLUMN_LABELS.shop }),
  visitsHelper.accessor('visitCount', { header: ADMIN_COLUMN_LABELS.visits, cell: (info) => info.getValue().toLocaleString('en-IE') }),
])

export function TopRevenueShopsTable({ shops }: { shops: RevenueShop[] }) {
  return (
    <SummaryTable
      label={ANALYTICS_LABELS.topRevenueShops}
      columns={revenueColumns}
      rows={shops}
      emptyText={OVERVIEW_LABELS.noRevenue}
      numericColumns={['revenue']}
    />
  )
}

export function TopVisitedShopsTable({ shops }: { shops: ShopVisitCount[] }) {
  return (
    <SummaryTable
      label={OVERVIEW_LABELS.topVisitedShops}
      columns={visitColumns}
      rows={shops}
      emptyText={OVERVIEW_LABELS.noVisits}
      numericColumns={['visitCount']}
    />
  )
}
