import { useQuery } from '@tanstack/react-query'
import { ANALYTICS_LABELS, CONSOLE_LABELS, CONSOLE_TAB_LABELS, OVERVIEW_LABELS, VISIT_LABELS } from '../../messages/index'
import { formatDateTime, formatEuro2, fullName } from '@shoplocal/shared/rules'
import { ADMIN_QUERY_KEY, fetchLogs, useDetailedStats } from '../../api/admin'
import { useBridge } from '../../bridge/context'
import { ApiStatusPanel } from '../../components/ApiStatusPanel'
import { Panel } from '../../components/Panel'
import { StatCard } from '../../components/StatCard'
import { SystemFigures } from './SystemFigures'
import { TabError } from '../../components/TabState'
import { revenueSeries, visitSeries } from '../../lib/chart-data'
import { BarFigure } from '../../components/BarFigure'
import { actionLabel, logReason, targetLabel } from '../../lib/log-labels'
import { TopRevenueShopsTable, TopVisitedShopsTable } from '../../components/top-shops-tables'

/** How many of the latest admin actions the activity feed shows. */
const ACTIVITY_ITEMS = 6

/**
 * The API's measured health, requests and sign-in failures, its connection, top revenue shops and
 * visit analytics. Recent activity is the real latest admin actions from the log, not a sample.
 */
export function AnalyticsTab() {
  const bridge = useBridge()
  const stats = useDetailedStats()
  const activity = useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'logs', { page: 1, limit: ACTIVITY_ITEMS }],
    queryFn: () => fetchLogs(bridge, { page: 1, limit: ACTIVITY_ITEMS }),
  })
  if (stats.isError) return <TabError error={stats.error} onRetry={() => void stats.refetch()} />
  const data = stats.data
  return (
    <section className="tab tab-scroll" aria-label={CONSOLE_TAB_LABELS.analytics} aria-busy={stats.isFetching}>
      <div className="panel-grid panel-grid-4">
        <SystemFigures />
        <ApiStatusPanel />
      </div>
      {data ? (
        <div className="panel-grid">
          <Panel title={OVERVIEW_LABELS.visitAnalytics}>
            <div className="stat-row">
              <StatCard label={VISIT_LABELS.today} value={data.visitStats.daily.toLocaleString('en-IE')} />
              <StatCard label={VISIT_LABELS.thisWeek} value={data.visitStats.weekly.toLocaleString('en-IE')} />
              <StatCard label={VISIT_LABELS.thisMonth} value={data.visitStats.monthly.toLocaleString('en-IE')} />
              <StatCard label={VISIT_LABELS.thisYear} value={data.visitStats.yearly.toLocaleString('en-IE')} />
            </div>
            <BarFigure label={OVERVIEW_LABELS.visitAnalytics} points={visitSeries(data.visitStats)} height={140} />
          </Panel>
          <Panel title={OVERVIEW_LABELS.monthlyRevenue}>
            <BarFigure
              label={OVERVIEW_LABELS.monthlyRevenue}
              points={revenueSeries(data.revenueByMonth)}
              format={formatEuro2}
              height={210}
            />
          </Panel>
          <Panel title={ANALYTICS_LABELS.topRevenueShops}>
            <TopRevenueShopsTable shops={data.topRevenueShops} />
          </Panel>
          <Panel title={OVERVIEW_LABELS.topVisitedShops}>
            <TopVisitedShopsTable shops={data.topVisitedShops} />
          </Panel>
          <Panel title={OVERVIEW_LABELS.recentActivity} className="panel-wide">
            {activity.data && activity.data.logs.length > 0 ? (
              <ul className="activity">
                {activity.data.logs.map((log) => (
                  <li key={log.id}>
                    <strong>{actionLabel(log.action)}</strong> {targetLabel(log)}
                    {logReason(log) ? <span className="muted"> — {logReason(log)}</span> : null}
                    <span className="activity-meta">
                      {log.admin ? fullName(log.admin.firstName, log.admin.lastName) : ''} · {formatDateTime(log.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted empty-note">{activity.isPending ? CONSOLE_LABELS.loading : CONSOLE_LABELS.noLogs}</p>
            )}
          </Panel>
        </div>
      ) : null}
    </section>
  )
}
