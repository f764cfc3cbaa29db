import { useQuery } from '@tanstack/react-query'
import { ANALYTICS_LABELS, megabytesLabel } from '../../messages/index'
import { serverMessage } from '@shoplocal/shared/rules'
import type { AdminSystemMetrics } from '@shoplocal/shared/types'
import { systemMetricsQuery } from '../../api/admin'
import { useBridge } from '../../bridge/context'
import { Panel } from '../../components/Panel'
import { StatCard } from '../../components/StatCard'
import { METRICS_COPY, millisecondsLabel, uptimeLabel } from '../../copy'
import { systemHealth } from '../../lib/chart-data'

const timeFormat = new Intl.DateTimeFormat('en-IE', { timeStyle: 'medium' })

function RequestWindows({ metrics }: { metrics: AdminSystemMetrics }) {
  return (
    <table className="summary-table" aria-label={METRICS_COPY.requests}>
      <thead>
        <tr>
          <th scope="col">{METRICS_COPY.window}</th>
          <th scope="col" className="num">
            {METRICS_COPY.count}
          </th>
          <th scope="col" className="num">
            {METRICS_COPY.perMinute}
          </th>
          <th scope="col" className="num">
            {METRICS_COPY.p95}
          </th>
        </tr>
      </thead>
      <tbody>
        {metrics.requests.map((window) => (
          <tr key={window.minutes}>
            <th scope="row">{METRICS_COPY.lastMinutes(window.minutes)}</th>
            <td className="num">{window.requests.toLocaleString('en-IE')}</td>
            <td className="num">{window.perMinute.toLocaleString('en-IE')}</td>
            <td className="num">{window.p95Ms === null ? METRICS_COPY.noRequests : millisecondsLabel(window.p95Ms)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * The cards an admin checks the API's health by: each figure is what the API process that answered
 * measured about itself when asked (Refresh All asks again), and the sign-in failures come from the
 * audit trail; nothing here is a fixed sentence.
 */
export function SystemFigures() {
  const metrics = useQuery(systemMetricsQuery(useBridge()))
  if (metrics.isError) {
    return (
      <Panel title={ANALYTICS_LABELS.systemHealth}>
        <div className="alert alert-error" role="alert">
          <strong>{METRICS_COPY.failed}</strong>
          <p>{serverMessage(metrics.error.message) ?? metrics.error.message}</p>
        </div>
      </Panel>
    )
  }
  const data = metrics.data
  const health = data ? systemHealth(data) : null
  return (
    <>
      <Panel title={ANALYTICS_LABELS.systemHealth}>
        <div className="stat-pair">
          <StatCard label={ANALYTICS_LABELS.memoryUsed} value={health ? megabytesLabel(health.memoryMb) : '…'} />
          <StatCard label={METRICS_COPY.heapUsed} value={health ? megabytesLabel(health.heapMb) : '…'} />
          <StatCard label={ANALYTICS_LABELS.uptime} value={health ? uptimeLabel(health.uptimeSeconds) : '…'} />
        </div>
        {data ? <p className="muted metrics-note">{METRICS_COPY.measuredAt(timeFormat.format(new Date(data.measuredAt)))}</p> : null}
      </Panel>
      <Panel title={METRICS_COPY.requests}>{data ? <RequestWindows metrics={data} /> : <p className="muted">…</p>}</Panel>
      <Panel title={METRICS_COPY.signIns(data?.signIns.hours ?? 24)}>
        <div className="stat-pair">
          <StatCard label={METRICS_COPY.failedSignIns} value={data ? data.signIns.failed.toLocaleString('en-IE') : '…'} />
          <StatCard label={METRICS_COPY.locks} value={data ? data.signIns.locks.toLocaleString('en-IE') : '…'} />
        </div>
      </Panel>
    </>
  )
}
