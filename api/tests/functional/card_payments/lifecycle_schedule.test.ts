import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { UNTHROTTLED } from '../auth/browser.ts'

const HOUR = 60 * 60 * 1000
const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')
const OWNER_EMAIL = 'scheduled.owner@example.ie'

/* The API runs the lifecycle by itself: two web processes on one database, each ticking every second. */
describe(`the scheduled lifecycle on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let second: RunningServer | undefined
  let db: Knex
  let sink: MailSink

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED, BILLING_LIFECYCLE_INTERVAL_MS: '1000', SCHEDULER_CHECK_MS: '200' } })
    second = await startServer(api.env)
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await second?.stop()
    await api?.stop()
    await sink?.stop()
  })

  it('starts grace periods and mails each reminder once, whichever process takes the turn', async () => {
    const [ownerId] = (await db('users').insert({ email: OWNER_EMAIL, first_name: 'Tadhg', role: 'shop_owner', city: 'Cobh' })).map(Number)
    const shop = async (name: string, due: Date) =>
      (
        await db('shops').insert({
          owner_id: ownerId,
          name,
          location: 'Cobh, Co. Cork',
          status: 'approved',
          is_approved: true,
          is_active: true,
          current_plan: 'starter',
          payment_status: 'paid',
          next_payment_due: sql(due),
          created_at: sql(new Date()),
          updated_at: sql(new Date()),
        })
      ).map(Number)[0]
    const overdue = await shop('Overdue Oysters', new Date(Date.now() - HOUR))
    await shop('Tomorrow Tackle', new Date(Date.now() + 20 * HOUR))

    await expect
      .poll(async () => (await db('shops').where('id', overdue).first()).payment_status, { timeout: 20_000, interval: 250 })
      .toBe('grace_period')
    await sink.waitFor(OWNER_EMAIL, (mail) => mail.subject === 'Tomorrow Tackle: your ShopLocal plan is due tomorrow')
    // Several more turns (each takes the job's lease anew, whichever process it is) send nothing again.
    const runs = async () => Number((await db('scheduled_job_leases').where('name', 'billing_lifecycle').first())?.runs ?? 0)
    const before = await runs()
    await expect.poll(runs, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(before + 3)
    // The owner hears of the reminder once, and of the grace period once (a notification, mailed too).
    expect(
      sink.messages().filter((mail) => mail.to.includes(OWNER_EMAIL) && mail.subject.includes('your ShopLocal plan is due')),
    ).toHaveLength(1)
    expect(await db('notifications').where({ user_id: ownerId, kind: 'grace_period_started' })).toHaveLength(1)
  })
})
