import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { AdminSystemMetrics } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { mintAccessToken } from '../../support/access_tokens.ts'
import { adminClient } from '../../support/admin_client.ts'
import { UNTHROTTLED } from '../auth/browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }

describe(`GET /api/admin/system-metrics on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string

  const metrics = async () => {
    const reply = await call<AdminSystemMetrics>('GET', '/api/admin/system-metrics', { token })
    expect(reply.status).toBe(200)
    return reply.body
  }

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    call = adminClient(api.url)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
  }, 180_000)

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/system-metrics')).status).toBe(401)
    const customer = await db('users').where('email', CUSTOMER.email).first()
    const customerToken = await mintAccessToken(db, Number(customer.id))
    expect((await call('GET', '/api/admin/system-metrics', { token: customerToken })).status).toBe(403)
  })

  it("reports the process's uptime, memory and its own request timings, which move with traffic", async () => {
    const before = await metrics()
    expect(before.uptimeSeconds).toBeGreaterThanOrEqual(0)
    expect(before.memory.rssBytes).toBeGreaterThan(before.memory.heapUsedBytes)
    expect(before.requests.map((window) => window.minutes)).toEqual([5, 60])
    for (let n = 0; n < 20; n++) await call('GET', '/api/health')
    const after = await metrics()
    const [fiveBefore, fiveAfter] = [before.requests[0], after.requests[0]]
    // The 20 health checks and the first metrics call itself have been timed since.
    expect(fiveAfter.requests - fiveBefore.requests).toBeGreaterThanOrEqual(21)
    expect(fiveAfter.perMinute).toBeGreaterThan(0)
    expect(fiveAfter.p95Ms).toBeGreaterThan(0)
    expect(after.requests[1].requests).toBeGreaterThanOrEqual(fiveAfter.requests)
    expect(Date.parse(after.measuredAt)).toBeGreaterThanOrEqual(Date.parse(before.measuredAt))
  })

  it('counts failed sign-ins and locks of the last 24 hours from the audit trail', async () => {
    const before = await metrics()
    expect(before.signIns.hours).toBe(24)
    const statuses: number[] = []
    for (let n = 0; n < 5; n++) {
      statuses.push((await call('POST', '/api/admin/auth/token', { body: { email: CUSTOMER.email, password: 'wrong-password-1' } })).status)
    }
    expect(statuses.at(-1)).toBe(423)
    const after = await metrics()
    expect(after.signIns.failed - before.signIns.failed).toBeGreaterThanOrEqual(4)
    expect(after.signIns.locks - before.signIns.locks).toBe(1)
  })
})
