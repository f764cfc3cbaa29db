import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'
import { buildSite, startStorefront, STOREFRONT_ROOT, type RunningServer } from './support.ts'

/*
 * The website's server as one process of a service: its health answers (ready only while it reaches a ready
 * API), the request id it hands to the API and returns, its JSON log lines, and its graceful stop.
 */
const OUT_DIR = join(STOREFRONT_ROOT, '.e2e-dist-service')
/** How long the stopping website keeps answering with its readiness at 503: long enough for the test to see it. */
const DRAIN_NOTICE_MS = 4000

let api: RunningApi | undefined
let site: RunningServer | undefined

beforeAll(async () => {
  const [startedApi] = await Promise.all([startApi({ env: { LOG_LEVEL: 'info', LOG_FORMAT: 'json' } }), buildSite(OUT_DIR)])
  api = startedApi
  site = await startStorefront(startedApi.url, { outDir: OUT_DIR, env: { DRAIN_NOTICE_MS: String(DRAIN_NOTICE_MS) } })
}, 300_000)

afterAll(async () => {
  await site?.stop()
  await api?.stop()
})

const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)

describe('the website as a service', () => {
  it('answers live, and ready while it reaches a ready API', async () => {
    const live = await fetch(`${site!.url}/health/live`)
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ status: 'live' })
    const ready = await fetch(`${site!.url}/health/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ ready: true, draining: false, api: 'ready' })
  })

  it('is not ready when its API cannot be reached', async () => {
    const alone = await startStorefront(`http://127.0.0.1:${await freePort()}`, { outDir: OUT_DIR })
    try {
      const ready = await fetch(`${alone.url}/health/ready`)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toEqual({ ready: false, draining: false, api: 'unreachable' })
      expect((await fetch(`${alone.url}/health/live`)).status).toBe(200)
    } finally {
      await alone.stop()
    }
  })

  it('passes the request id to the API, returns it, and logs it in both processes without the query', async () => {
    const own = `click-${randomUUID()}`
    const page = await fetch(`${site!.url}/browse-shops?search=private-words`, { headers: { 'x-request-id': own } })
    expect(page.status).toBe(200)
    expect(page.headers.get('x-request-id')).toBe(own)
    await expect.poll(() => logLines(api!.output()).some((line) => line.request_id === own)).toBe(true)
    await expect.poll(() => logLines(site!.output()).some((line) => line.requestId === own)).toBe(true)
    const webLine = logLines(site!.output()).find((line) => line.requestId === own)
    expect(webLine).toMatchObject({ method: 'GET', path: '/browse-shops', status: 200, msg: 'request completed' })
    expect(JSON.stringify(webLine)).not.toContain('private-words')

    // Through the /api proxy the API's own answer carries the id: it was handed on, not made anew.
    const proxied = await fetch(`${site!.url}/api/categories`, { headers: { 'x-request-id': own } })
    expect(proxied.headers.get('x-request-id')).toBe(own)
    const fresh = await fetch(`${site!.url}/api/categories`, { headers: { 'x-request-id': 'not one of ours' } })
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("never serves the API's metrics", async () => {
    expect((await fetch(`${site!.url}/metrics`)).status).toBe(404)
    expect((await fetch(`${site!.url}/api/metrics`)).status).toBe(404)
  })

  it('on SIGTERM turns unready, then stops taking connections and exits 0', async () => {
    process.kill(site!.pid, 'SIGTERM')
    await expect.poll(async () => (await fetch(`${site!.url}/health/ready`)).status, { timeout: DRAIN_NOTICE_MS, interval: 50 }).toBe(503)
    expect((await fetch(`${site!.url}/health/live`)).status).toBe(200)
    await site!.stop()
    expect(site!.exitCode()).toBe(0)
  })
})
