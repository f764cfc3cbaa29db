import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { freePort, runAce, startApi, startServer, type RunningApi } from '../../../../scripts/testing/start-api.ts'

/** How long a stopping process keeps answering with its readiness at 503: long enough for the test to see it. */
const DRAIN_NOTICE_MS = 4000
/** How long a request made during that notice takes (an answer held to a floor time): it is still under way when the port closes. */
const SLOW_ANSWER_MS = 7000

const visitsOf = async (db: Knex, shopId: number) =>
  Number((await db('shop_visits').where('shop_id', shopId).count('* as total').first())?.total)

/* Running as a service: health answers, the request id, and the graceful stop of a real process. */
describe(`the API as a service on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let shopId: number
  let metricsPort: number
  const metrics = async () => {
    const answer = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return answer.text()
  }
  /** A sample's value, e.g. sample(text, 'visit_batch_waiting'); NaN when absent. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((entry) => entry.startsWith(`${series} `))
    return line ? Number(line.slice(series.length + 1)) : Number.NaN
  }

  beforeAll(async () => {
    metricsPort = await freePort()
    api = await startApi({
      env: {
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        METRICS_PORT: String(metricsPort),
        // A job runs every second here, so its runs show in the metrics.
        BILLING_LIFECYCLE_INTERVAL_MS: '1000',
        SCHEDULER_CHECK_MS: '200',
      },
    })
    db = api.database.connect()
    shopId = Number((await db('shops').where('is_approved', true).where('is_active', true).first('id'))?.id)
  }, 180_000)

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('answers live, and ready once the database answers and the search index is loaded', async () => {
    const live = await fetch(`${api.url}/api/health/live`)
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'live' })
    const ready = await fetch(`${api.url}/api/health/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true, database: 'ok', search: 'ready', draining: false })
  })

  it('keeps a well-formed X-Request-Id, replaces any other, and logs it with the path and a truncated address', async () => {
    const own = `trace-${randomUUID()}`
    const kept = await fetch(`${api.url}/api/categories?search=private`, { headers: { 'x-request-id': own } })
    expect(kept.headers.get('x-request-id')).toBe(own)
    const forged = await fetch(`${api.url}/api/categories`, { headers: { 'x-request-id': 'bad id {"level":60}' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const fresh = await fetch(`${api.url}/api/categories`)
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)

    await expect.poll(() => api.output().includes(own)).toBe(true)
    const line = api
      .output()
      .split('\n')
      .find((entry) => entry.includes(own))!
    const logged = JSON.parse(line) as Record<string, unknown>
    expect(logged).toMatchObject({ request_id: own, url: '/api/categories', status: 200, ip: '127.0.0.0', msg: 'request completed' })
    expect(line).not.toContain('private')
    expect(line).not.toContain('127.0.0.1')
  })

  it('serves /metrics on its internal port only: answers by route and status, pool, queries, runtime, search, queues, jobs', async () => {
    expect((await fetch(`${api.url}/api/categories`)).status).toBe(200)
    expect((await fetch(`${api.url}/api/no-such-thing`)).status).toBe(404)
    await expect
      .poll(async () => sample(await metrics(), 'scheduler_job_runs_total{job="billing_lifecycle"}'), { timeout: 30_000 })
      .toBeGreaterThan(0)
    const text = await metrics()
    expect(sample(text, 'http_requests_total{route="categories.index",method="GET",status="200"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'http_requests_total{route="unmatched",method="GET",status="404"}')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'http_request_duration_seconds_count{route="categories.index",method="GET",status="200"}')).toBeGreaterThanOrEqual(
      1,
    )
    expect(text).toContain('# TYPE http_server_errors_total counter')
    expect(sample(text, 'db_pool_connections{state="max"}')).toBeGreaterThan(0)
    expect(sample(text, 'db_query_duration_seconds_count{outcome="ok"}')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(sample(text, 'search_index_documents{kind="shops"}')).toBeGreaterThan(0)
    expect(sample(text, 'search_index_documents{kind="products"}')).toBeGreaterThan(0)
    expect(sample(text, 'search_feed_lag_changes{feed="catalogue"}')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'visit_batch_waiting')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'mail_outbox_pending')).toBeGreaterThanOrEqual(0)
    expect(text).toContain('# TYPE scheduler_job_failures_total counter')
    // Never on the public port.
    expect((await fetch(`${api.url}/metrics`)).status).toBe(404)
  })

  it('stops with a message naming METRICS_PORT when that port is taken', async () => {
    const failure = await startServer({ ...api.env, METRICS_PORT: String(metricsPort) }).then(
      () => null,
      (error: Error) => error.message,
    )
    expect(failure).toContain(`METRICS_PORT: port ${metricsPort} on 127.0.0.1 is already in use`)
    expect(failure).not.toMatch(/^\s+at /m)
  })

  it('on SIGTERM: turns unready, finishes the request under way, ends live streams, writes its visits and exits 0', async () => {
    const stopping = await startServer({
      ...api.env,
      METRICS_PORT: String(await freePort()),
      DRAIN_NOTICE_MS: String(DRAIN_NOTICE_MS),
      AUTH_EVEN_ANSWER_MS: String(SLOW_ANSWER_MS),
      // Views are written only at the stop: a count seen afterwards was written by it.
      VISIT_FLUSH_MS: '600000',
      SCHEDULER_CHECK_MS: '100',
    })
    const visitsBefore = await visitsOf(db, shopId)
    expect((await fetch(`${stopping.url}/api/shops/${shopId}`)).status).toBe(200)

    const stream = await fetch(`${stopping.url}/api/__transmit/events?uid=${randomUUID()}`, { headers: { accept: 'text/event-stream' } })
    expect(stream.status).toBe(200)
    const streamEnded = (async () => {
      const reader = stream.body!.getReader()
      for (;;) if ((await reader.read()).done) return true
    })().catch(() => true)

    process.kill(stopping.pid, 'SIGTERM')
    await expect
      .poll(async () => (await fetch(`${stopping.url}/api/health/ready`)).status, { timeout: DRAIN_NOTICE_MS, interval: 50 })
      .toBe(503)
    const draining = (await (await fetch(`${stopping.url}/api/health/ready`)).json()) as { draining: boolean }
    expect(draining.draining).toBe(true)
    // Still live while it drains: nothing should restart it.
    expect((await fetch(`${stopping.url}/api/health/live`)).status).toBe(200)
    // Still under way when the port closes.
    const slow = fetch(`${stopping.url}/api/auth/sign-in-code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: 'nobody.at.all@example.ie' }),
    })

    expect((await slow).status).toBe(200)
    expect(await streamEnded).toBe(true)
    await stopping.stop()
    expect(stopping.exitCode()).toBe(0)
    expect(await visitsOf(db, shopId)).toBe(visitsBefore + 1)
    // No lease is left behind by the stopped process.
    const held = await db('scheduled_job_leases').where('holder', 'like', `%:${stopping.pid}:%`)
    expect(held).toEqual([])
  })

  it('exits 0 on SIGTERM after starting from a search snapshot', async () => {
    await runAce(['scheduler:run', 'search_snapshot'], api.env)
    await api.restart()
    expect(api.output()).toMatch(/"from":"snapshot".*"msg":"search ready"/)
    await api.terminate()
    expect(api.exitCode()).toBe(0)
    await api.restart()
  })
})
