/*
 * This process's figures in Prometheus text format (prom-client), served on an internal port only
 * (start/metrics.ts): answers by route name and status, database pool and query times, the runtime's own
 * (event-loop delay, heap, RSS), the search index and its lag behind the change feeds, the work kept for later
 * (visit batch, mail outbox) and the scheduled jobs this process ran. docs/operations.md says how to read them.
 */
import db from '@adonisjs/lucid/services/db'
import type { Knex } from 'knex'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { waitingVisits } from '#services/catalogue/visit_batch'
import { searchFigures } from '#services/search/search_backend'

export const registry = new Registry()
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 })

/** Seconds: from a cached search (under 5 ms) to a slow upload or export. */
const ANSWER_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1]

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Answers given, by route name, method and status',
  labelNames: ['route', 'method', 'status'],
  registers: [registry],
})
const answerSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer, by route name, method and status',
  labelNames: ['route', 'method', 'status'],
  buckets: ANSWER_BUCKETS,
  registers: [registry],
})
const serverErrors = new Counter({
  name: 'http_server_errors_total',
  help: 'Answers with a 5xx status, by route name',
  labelNames: ['route'],
  registers: [registry],
})

/** One answer; `route` is the route's name (its pattern when unnamed, 'unmatched' for none), never the path. */
export function recordAnswer(route: string, method: string, status: number, seconds: number): void {
  const labels = { route, method, status: String(status) }
  requests.inc(labels)
  answerSeconds.observe(labels, seconds)
  if (status >= 500) serverErrors.inc({ route })
}

const jobRuns = new Counter({
  name: 'scheduler_job_runs_total',
  help: 'Scheduled job runs this process made, by job',
  labelNames: ['job'],
  registers: [registry],
})
const jobFailures = new Counter({
  name: 'scheduler_job_failures_total',
  help: 'Scheduled job runs that failed here, by job',
  labelNames: ['job'],
  registers: [registry],
})

export function recordJobRun(job: string, failed: boolean): void {
  jobRuns.inc({ job })
  if (failed) jobFailures.inc({ job })
}

const querySeconds = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time each database query took',
  labelNames: ['outcome'],
  buckets: QUERY_BUCKETS,
  registers: [registry],
})

type Pool = { numUsed(): number; numFree(): number; numPendingAcquires(): number; max: number }
const clients = (): Knex[] => {
  const connection = db.connection()
  return [...new Set([connection.getWriteClient(), connection.getReadClient()])]
}
const poolOf = (client: Knex): Pool | undefined => (client.client as { pool?: Pool }).pool

/** Times every query of the primary connection (knex's own query events). */
export function timeQueries(): void {
  const started = new Map<string, number>()
  for (const client of clients()) {
    client.on('query', (query: { __knexQueryUid: string }) => started.set(query.__knexQueryUid, performance.now()))
    const done = (outcome: string) => (_: unknown, query: { __knexQueryUid: string }) => {
      const at = started.get(query.__knexQueryUid)
      if (at === undefined) return
      started.delete(query.__knexQueryUid)
      querySeconds.observe({ outcome }, (performance.now() - at) / 1000)
    }
    client.on('query-response', done('ok'))
    client.on('query-error', done('error'))
  }
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database pool connections: in use, free, waited for, and the most allowed',
  labelNames: ['state'],
  registers: [registry],
  collect() {
    const pools = clients()
      .map(poolOf)
      .filter((pool): pool is Pool => pool !== undefined)
    const sum = (read: (pool: Pool) => number) => pools.reduce((total, pool) => total + read(pool), 0)
    this.set(
      { state: 'used' },
      sum((pool) => pool.numUsed()),
    )
    this.set(
      { state: 'free' },
      sum((pool) => pool.numFree()),
    )
    this.set(
      { state: 'pending' },
      sum((pool) => pool.numPendingAcquires()),
    )
    this.set(
      { state: 'max' },
      sum((pool) => pool.max),
    )
  },
})

new Gauge({
  name: 'search_index_documents',
  help: "Documents in this process's search index, by kind",
  labelNames: ['kind'],
  registers: [registry],
  collect() {
    const figures = searchFigures()
    this.set({ kind: 'shops' }, figures?.shops ?? 0)
    this.set({ kind: 'products' }, figures?.products ?? 0)
    this.set({ kind: 'users' }, figures?.users ?? 0)
  },
})

const feedHead = async (table: string) => Number((await db.from(table).max('id as head').first())?.head ?? 0)

new Gauge({
  name: 'search_feed_lag_changes',
  help: 'Changes in each change feed that this process has not yet read into its index',
  labelNames: ['feed'],
  registers: [registry],
  async collect() {
    const figures = searchFigures()
    if (!figures) return
    const [catalogue, users] = await Promise.all([feedHead('catalogue_changes'), feedHead('user_changes')])
    this.set({ feed: 'catalogue' }, Math.max(0, catalogue - figures.positions.catalogue))
    this.set({ feed: 'users' }, Math.max(0, users - figures.positions.users))
  },
})

new Gauge({
  name: 'visit_batch_waiting',
  help: 'Shop page views this process holds in memory, not yet counted',
  registers: [registry],
  collect() {
    this.set(waitingVisits())
  },
})

new Gauge({
  name: 'mail_outbox_pending',
  help: 'Notifications waiting to be mailed (all processes share the outbox)',
  registers: [registry],
  async collect() {
    const row = await db.from('notifications').where('mail_state', 'pending').count('* as pending').first()
    this.set(Number(row?.pending ?? 0))
  },
})
