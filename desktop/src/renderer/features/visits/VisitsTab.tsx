import { ADMIN_LABELS, VISIT_LABELS } from '../../messages/index'
import { formatDateTime } from '@shoplocal/shared/rules'
import type { RecentVisit, VisitSource } from '@shoplocal/shared/types'
import { useRecentVisits, useVisitStats } from '../../api/visits'
import { BarFigure } from '../../components/BarFigure'
import { Panel } from '../../components/Panel'
import { StatCard } from '../../components/StatCard'
import { SummaryTable, summaryColumnHelper } from '../../components/SummaryTable'
import { TabError } from '../../components/TabState'
import { TopVisitedShopsTable } from '../../components/top-shops-tables'
import { visitSeries } from '../../lib/chart-data'
import './visits.css'

const count = (value: number) => value.toLocaleString('en-IE')

const recentHelper = summaryColumnHelper<RecentVisit>()
const recentColumns = recentHelper.columns([
  recentHelper.accessor('visitedAt', { header: VISIT_LABELS.when, cell: (info) => formatDateTime(info.getValue()) }),
  recentHelper.accessor((visit) => visit.customerUser?.firstName ?? VISIT_LABELS.anonymousVisitor, {
    id: 'visitor',
    header: VISIT_LABELS.visitor,
  }),
  recentHelper.accessor((visit) => `${visit.shop.name} · ${visit.shop.location}`, { id: 'shop', header: VISIT_LABELS.shop }),
  recentHelper.accessor('ipAddress', { header: VISIT_LABELS.ipAddress, cell: (info) => info.getValue() ?? '—' }),
  recentHelper.accessor('visitType', { header: VISIT_LABELS.type }),
])

const sourcePoints = (sources: VisitSource[]) => sources.map((source) => ({ label: source.name, value: source.count }))

/** Customer Visits: the four period counts, charts of periods, sources and shops, and the latest visits. */
export function VisitsTab() {
  const stats = useVisitStats()
  const recent = useRecentVisits()
  const failed = stats.error ?? recent.error
  if (failed) {
    return (
      <TabError
        error={failed}
        onRetry={() => {
          void stats.refetch()
          void recent.refetch()
        }}
      />
    )
  }
  const data = stats.data
  const value = (figure: (s: NonNullable<typeof data>) => number) => (data ? count(figure(data)) : '…')
  return (
    <section className="tab tab-scroll" aria-label={ADMIN_LABELS.customerVisits} aria-busy={stats.isFetching || recent.isFetching}>
      <div className="stat-grid">
        <StatCard label={VISIT_LABELS.today} value={value((s) => s.daily)} />
        <StatCard label={VISIT_LABELS.thisWeek} value={value((s) => s.weekly)} />
        <StatCard label={VISIT_LABELS.thisMonth} value={value((s) => s.monthly)} />
        <StatCard label={VISIT_LABELS.thisYear} value={value((s) => s.yearly)} />
      </div>
      {data ? (
        <div className="panel-grid visits-panels">
          <Panel title={VISIT_LABELS.visitCounts}>
            <BarFigure label={VISIT_LABELS.visitCounts} points={visitSeries(data)} />
          </Panel>
          <Panel title={VISIT_LABELS.sources}>
            <BarFigure label={VISIT_LABELS.sources} points={sourcePoints(data.sources)} />
          </Panel>
          <Panel title={VISIT_LABELS.mostVisited}>
            <TopVisitedShopsTable shops={data.topShops} />
          </Panel>
          <Panel title={VISIT_LABELS.recentVisits} className="panel-wide">
            <SummaryTable
              label={VISIT_LABELS.recentVisits}
              columns={recentColumns}
              rows={recent.data ?? []}
              emptyText={VISIT_LABELS.noRecentVisits}
            />
          </Panel>
        </div>
      ) : null}
    </section>
  )
}
