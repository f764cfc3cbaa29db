import { LOCALE, TIME_ZONE } from '@shoplocal/shared/constants'
import { VISIT_LABELS } from '../messages/index'
import { bytesToMegabytes } from '@shoplocal/shared/rules'
import type { AdminSystemMetrics, MonthlyRevenue, VisitCounts } from '@shoplocal/shared/types'

/** Pure shaping of detailed-stats for the charts and of system-metrics for the health card, tested without a browser. */

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'short', year: '2-digit', timeZone: TIME_ZONE })

/** '2026-11' → 'Nov 26'; anything else is shown as sent. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  if (!match) return month
  // Mid-month at noon UTC, so no time zone can move it into the neighbouring month.
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15, 12)))
}

export interface ChartPoint {
  label: string
  value: number
}

export const revenueSeries = (months: readonly MonthlyRevenue[]): ChartPoint[] =>
  months.map(({ month, revenue }) => ({ label: monthLabel(month), value: revenue }))

/** The four visit figures (day, week, month, year) as bars. */
export const visitSeries = (visits: VisitCounts): ChartPoint[] => [
  { label: VISIT_LABELS.today, value: visits.daily },
  { label: VISIT_LABELS.thisWeek, value: visits.weekly },
  { label: VISIT_LABELS.thisMonth, value: visits.monthly },
  { label: VISIT_LABELS.thisYear, value: visits.yearly },
]

/** The API's own health in the units an admin reads at a glance: memory in MB, uptime in seconds. */
export const systemHealth = (metrics: AdminSystemMetrics) => ({
  memoryMb: bytesToMegabytes(metrics.memory.rssBytes),
  heapMb: bytesToMegabytes(metrics.memory.heapUsedBytes),
  uptimeSeconds: metrics.uptimeSeconds,
})
