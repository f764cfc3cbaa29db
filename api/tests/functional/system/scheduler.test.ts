import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'

interface JobStatus {
  name: string
  lastStartedAt: string | null
  nextRunAt: string | null
  lastError: string | null
  runs: number
  running: boolean
}

/** Long enough that billing_lifecycle runs only when a test makes it due. */
const EVERY_MS = 60 * 60 * 1000
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

  it('runs a due job once however many processes look for it, and next an interval after that run began', async () => {
    for (let round = 1; round <= 3; round++) {
      const before = await job('billing_lifecycle')
      // Due now: both processes find it so within 50 ms; only the one whose update takes the lease runs it.
      await db('scheduled_job_leases')
        .where('name', 'billing_lifecycle')
        .update({ next_run_at: sql(new Date(Date.now() - 1000)) })
      await expect
        .poll(
          async () => {
            const now = await job('billing_lifecycle')
            return now.runs > before.runs && !now.running
          },
          { timeout: 30_000, interval: 50 },
        )
        .toBe(true)
      const after = await job('billing_lifecycle')
      // A second process running it too would have counted a second run before the lease was free again.
      expect(after.runs, `round ${round}`).toBe(before.runs + 1)
      expect(Date.parse(String(after.nextRunAt))).toBe(Date.parse(String(after.lastStartedAt)) + EVERY_MS)
      expect(after.lastError).toBeNull()
    }
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
    await expect.poll(async () => (await job('guest_session_purge')).running, { timeout: 20_000, interval: 100 }).toBe(false)
    expect((await job('guest_session_purge')).lastError).toBeNull()
  })

  it('runs a job by hand through ace under the same lease, and refuses an unknown one', async () => {
    const before = await job('sign_in_lock_sweep')
    // Two commands of their own, side by side: the unknown job touches no lease.
    const [, unknown] = await Promise.all([
      runAce(['scheduler:run', 'sign_in_lock_sweep'], api.env),
      runAce(['scheduler:run', 'no_such_job'], api.env).then(
        () => 'ran',
        (error: Error) => error.message,
      ),
    ])
    const after = await job('sign_in_lock_sweep')
    expect(after.runs).toBe(before.runs + 1)
    expect(after.lastError).toBeNull()
    expect(unknown).toMatch(/No job "no_such_job"/)
  })

  // Each command that runs a job (or a step of one) takes that job's lease, so it never runs beside a holder.
  it.each([
    ['chat:remind-unanswered', 'chat_reminders'],
    ['guest-sessions:purge', 'guest_session_purge'],
    ['sign-in-locks:sweep', 'sign_in_lock_sweep'],
    ['billing:lifecycle', 'billing_lifecycle'],
    ['spotlights:expire', 'billing_lifecycle'],
  ])('%s runs under the lease of %s: refused while another process holds it', async (command, name) => {
    const held = { holder: 'other-host:42:busy', locked_until: sql(new Date(Date.now() + 600_000)) }
    await db('scheduled_job_leases').where('name', name).update(held)
    const before = await job(name)
    await expect(runAce([command], { ...api.env, SCHEDULER_HAND_WAIT_MS: '0' })).rejects.toThrow(/running in another process now/)
    expect((await job(name)).runs).toBe(before.runs)
    expect((await db('scheduled_job_leases').where('name', name).first()).holder).toBe(held.holder)

    // Free, and not due for the web processes: the command takes it.
    const notDue = sql(new Date(Date.now() + 600_000))
    await db('scheduled_job_leases').where('name', name).update({ holder: null, locked_until: null, next_run_at: notDue })
    await runAce([command], api.env)
    expect((await job(name)).runs).toBeGreaterThan(before.runs)
  })
})
