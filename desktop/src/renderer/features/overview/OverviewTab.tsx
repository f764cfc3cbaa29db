import { activeCountLabel, CONSOLE_TAB_LABELS, OVERVIEW_LABELS, thisMonthLabel, ANALYTICS_LABELS } from '../../messages/index'
import { formatEuro2 } from '@shoplocal/shared/rules'
import { useDetailedStats } from '../../api/admin'
import { Panel } from '../../components/Panel'
import { StatCard } from '../../components/StatCard'
import { TabError } from '../../components/TabState'
import { revenueSeries, visitSeries } from '../../lib/chart-data'
import { BarFigure } from '../../components/BarFigure'
import { TopRevenueShopsTable, TopVisitedShopsTable } from '../../components/top-shops-tables'

const count = (value: number) => value.toLocaleString('en-IE')

/** The first screen: the eight figure cards, monthly revenue and visit charts, and the two top-shop tables. */
export function OverviewTab() {
  const stats = useDetailedStats()
  if (stats.isError) return <TabError error={stats.error} onRetry={() => void stats.refetch()} />
  const data = stats.data
  const value = (figure: (s: NonNullable<typeof data>) => string) => (data ? figure(data) : '…')
  return (
    <section className="tab tab-scroll" aria-label={CONSOLE_TAB_LABELS.overview} aria-busy={stats.isFetching}>
      <div className="stat-grid">
        <StatCard
          label={OVERVIEW_LABELS.totalShops}
          value={value((s) => count(s.totalShops))}
          detail={data && activeCountLabel(data.activeShops)}
        />
        <StatCard
          label={OVERVIEW_LABELS.totalUsers}
          value={value((s) => count(s.totalUsers))}
          detail={data && activeCountLabel(data.activeUsers)}
        />
        <StatCard label={OVERVIEW_LABELS.totalProducts} value={value((s) => count(s.totalProducts))} />
        <StatCard
          label={OVERVIEW_LABELS.totalRevenue}
          value={value((s) => formatEuro2(s.totalRevenue))}
          detail={data && thisMonthLabel(formatEuro2(data.revenueThisMonth))}
        />
        <StatCard label={OVERVIEW_LABELS.newUsersThisMonth} value={value((s) => count(s.newUsersThisMonth))} />
        <StatCard label={OVERVIEW_LABELS.newShopsThisMonth} value={value((s) => count(s.newShopsThisMonth))} />
        <StatCard label={OVERVIEW_LABELS.dailyVisits} value={value((s) => count(s.visitStats.daily))} />
        <StatCard label={OVERVIEW_LABELS.monthlyVisits} value={value((s) => count(s.visitStats.monthly))} />
      </div>
      {data ? (
        <div className="panel-grid">
          <Panel title={OVERVIEW_LABELS.monthlyRevenue}>
            <BarFigure label={OVERVIEW_LABELS.monthlyRevenue} points={revenueSeries(data.revenueByMonth)} format={formatEuro2} />
          </Panel>
          <Panel title={OVERVIEW_LABELS.visitAnalytics}>
            <BarFigure label={OVERVIEW_LABELS.visitAnalytics} points={visitSeries(data.visitStats)} />
          </Panel>
          <Panel title={ANALYTICS_LABELS.topRevenueShops}>
            <TopRevenueShopsTable shops={data.topRevenueShops} />
          </Panel>
          <Panel title={OVERVIEW_LABELS.topVisitedShops}>
            <TopVisitedShopsTable shops={data.topVisitedShops} />
          </Panel>
        </div>
      ) : null}
    </section>
  )
}
