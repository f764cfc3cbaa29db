import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'

interface JobStatus {
  name: string
  lastStartedAt: string | null
  lastError: string | null
  runs: number
  running: boolean
}

const EVERY_MS = 2000
const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

/* The periodic jobs under their leases: two web processes on one database, each looking every 50 ms. */
describe(`the scheduler on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let second: RunningServer | undefined
  let db: Knex

  const job = async (name: string): Promise<JobStatus> => {
    const body = (await (await fetch(`${api.url}/api/health`)).json()) as { jobs: JobStatus[] }
    const found = body.jobs.find((entry) => entry.name === name)
    if (!found) throw new Error(`${name} is not in /api/health`)
    return found
  }

  // Two API starts one after the other: on a loaded 2-core machine that can pass the default two minutes.
  beforeAll(async () => {
    api = await startApi({ env: { BILLING_LIFECYCLE_INTERVAL_MS: String(EVERY_MS), SCHEDULER_CHECK_MS: '50' } })
    second = await startServer(api.env)
    db = api.database.connect()
  }, 300_000)

  afterAll(async () => {
    await db?.destroy()
    await second?.stop()
    await api?.stop()
  })

  it('lists every job in /api/health with its last and next run', async () => {
    const body = (await (await fetch(`${api.url}/api/health`)).json()) as { jobs: { name: string; nextRunAt: string | null }[] }
    expect(body.jobs.map((entry) => entry.name).sort()).toEqual([
      'billing_lifecycle',
      'chat_reminders',
      'guest_session_purge',
      'notification_mail',
      'reservation_expiry',
      'retention_purge',
      'search_snapshot',
      'shop_removals',
      'sign_in_lock_sweep',
      'trader_deadline',
    ])
    for (const entry of body.jobs) expect(entry.nextRunAt, entry.name).not.toBeNull()
  })

  it('runs a job once per interval however many processes look for it', async () => {
    await expect.poll(async () => (await job('billing_lifecycle')).runs, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(1)
    const first = await job('billing_lifecycle')
    await expect
      .poll(async () => (await job('billing_lifecycle')).runs, { timeout: 30_000, interval: 100 })
      .toBeGreaterThanOrEqual(first.runs + 3)
    const last = await job('billing_lifecycle')
    // Each run starts an interval after the one before (times are kept to the second); two processes running
    // it on their own would have doubled the runs in the same time.
    const spanMs = Date.parse(String(last.lastStartedAt)) - Date.parse(String(first.lastStartedAt))
    expect(spanMs).toBeGreaterThanOrEqual((last.runs - first.runs) * EVERY_MS - 1000)
    expect(last.lastError).toBeNull()
  })

  it('takes over a job whose holder died once its lease has run out', async () => {
    const before = await job('guest_session_purge')
    const leaseEnds = new Date(Date.now() + 3000)
    // As a process killed in the middle of a run leaves the row: held, due, never finished.
    await db('scheduled_job_leases')
      .where('name', 'guest_session_purge')
      .update({ holder: 'killed-host:1234:dead', locked_until: sql(leaseEnds), next_run_at: sql(new Date(Date.now() - 60_000)) })
    expect((await job('guest_session_purge')).running).toBe(true)

    await expect.poll(async () => (await job('guest_session_purge')).runs, { timeout: 30_000, interval: 100 }).toBe(before.runs + 1)
    const after = await job('guest_session_purge')
    expect(Date.parse(String(after.lastStartedAt))).toBeGreaterThanOrEqual(Date.parse(sql(leaseEnds).replace(' ', 'T') + 'Z'))
    await expect.poll(async () => (await job('guest_session_purge')).running, { timeout: 10_000, interval: 100 }).toBe(false)
    expect((await job('guest_session_purge')).lastError).toBeNull()
  })

  it('runs a job by hand through ace under the same lease, and refuses an unknown one', async () => {
    const before = await job('sign_in_lock_sweep')
    await runAce(['scheduler:run', 'sign_in_lock_sweep'], api.env)
    const after = await job('sign_in_lock_sweep')
    expect(after.runs).toBe(before.runs + 1)
    expect(after.lastError).toBeNull()
    await expect(runAce(['scheduler:run', 'no_such_job'], api.env)).rejects.toThrow(/No job "no_such_job"/)
  })
})
