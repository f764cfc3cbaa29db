import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, startServer, type RunningApi } from '../../../../scripts/testing/start-api.ts'

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

  beforeAll(async () => {
    api = await startApi({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } })
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

    await expect.poll(() => api.output().includes(own), { timeout: 10_000 }).toBe(true)
    const line = api
      .output()
      .split('\n')
      .find((entry) => entry.includes(own))!
    const logged = JSON.parse(line) as Record<string, unknown>
    expect(logged).toMatchObject({ request_id: own, url: '/api/categories', status: 200, ip: '127.0.0.0', msg: 'request completed' })
    expect(line).not.toContain('private')
    expect(line).not.toContain('127.0.0.1')
  })

  it('on SIGTERM: turns unready, finishes the request under way, ends live streams, writes its visits and exits 0', async () => {
    const stopping = await startServer({
      ...api.env,
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
