import db from '@adonisjs/lucid/services/db'
import type { AdminSystemMetrics } from '@shoplocal/shared/types'
import { AUDIT_ACTIONS } from '#services/auth/audit_trail'
import { toSqlDateTime } from '#helpers/sql_values'
import { KEPT_MINUTES, requestTimings } from '#services/system/request_timings'

const SIGN_IN_HOURS = 24
/** A client kept away from an account, or an account making strangers wait. */
const LOCK_ACTIONS = [AUDIT_ACTIONS.accountLocked, AUDIT_ACTIONS.accountThrottled]

/**
 * What the answering process measures about itself (uptime, memory, request rate and p95 over the last
 * 5 and 60 minutes), and the failed sign-ins and locks of the last day from the audit trail.
 */
export async function systemMetrics(now = new Date()): Promise<AdminSystemMetrics> {
  const since = toSqlDateTime(new Date(now.getTime() - SIGN_IN_HOURS * 60 * 60 * 1000))
  const rows: { action: string; total: number | string }[] = await db
    .from('audit_logs')
    .where('created_at', '>=', since)
    .whereIn('action', [AUDIT_ACTIONS.loginFailed, ...LOCK_ACTIONS])
    .groupBy('action')
    .select('action')
    .count('* as total')
  const count = (actions: readonly string[]) =>
    rows.filter((row) => actions.includes(row.action)).reduce((sum, row) => sum + Number(row.total), 0)
  const memory = process.memoryUsage()
  return {
    measuredAt: now.toISOString(),
    uptimeSeconds: Math.round(process.uptime()),
    memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
    requests: [5, KEPT_MINUTES].map((minutes) => requestTimings.figures(minutes, now.getTime())),
    signIns: { hours: SIGN_IN_HOURS, failed: count([AUDIT_ACTIONS.loginFailed]), locks: count(LOCK_ACTIONS) },
  }
}
