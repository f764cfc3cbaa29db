import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { CUSTOMER, userId } from '../engagement/people.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS)

/* The retention purge (the scheduled `retention_purge` job) with its default periods: 90, 365, 400, 2 and 180 days. */
describe(`the retention purge on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('deletes ended sign-ins, account log entries, visits, one-time codes and notifications past their periods, and keeps the rest and every payment record', async () => {
    const user = await userId(db, CUSTOMER.email)
    const shop = Number((await db('shops').orderBy('id').first('id')).id)
    const signIn = (token: string, created: Date, active: boolean, expires: Date) =>
      db('login_sessions').insert({
        user_id: user,
        token,
        ip_address: '192.0.2.0',
        is_active: active,
        expires_at: sql(expires),
        last_used_at: sql(created),
        created_at: sql(created),
      })
    await signIn('retention-old-ended', daysAgo(91), false, daysAgo(84))
    await signIn('retention-old-expired', daysAgo(120), true, daysAgo(113))
    await signIn('retention-old-still-active', daysAgo(91), true, new Date(Date.now() + DAY_MS))
    await signIn('retention-recent-ended', daysAgo(89), false, daysAgo(82))
    const audit = (action: string, created: Date) =>
      db('audit_logs').insert({ user_id: user, action, resource: 'retention-test', success: true, created_at: sql(created) })
    await audit('retention_old', daysAgo(366))
    await audit('retention_recent', daysAgo(364))
    const visit = (visited: Date, userAgent: string) =>
      db('shop_visits').insert({
        shop_id: shop,
        user_id: user,
        ip_address: '192.0.2.0',
        user_agent: userAgent,
        visited_at: sql(visited),
        year: visited.getUTCFullYear(),
        month: visited.getUTCMonth() + 1,
        week: 1,
        day: visited.getUTCDate(),
        created_at: sql(visited),
      })
    await visit(daysAgo(401), 'retention-old')
    await visit(daysAgo(399), 'retention-recent')
    // One-time codes are kept two days past their expiry (the limits on them look back one day).
    const code = (table: 'verification_codes' | 'password_reset_tokens', marker: string, expires: Date) =>
      db(table).insert({
        user_id: user,
        code: marker,
        ...(table === 'verification_codes' ? { type: 'email' } : { token: `retention-${marker}` }),
        expires_at: sql(expires),
        created_at: sql(new Date(expires.getTime() - 10 * 60 * 1000)),
      })
    await code('verification_codes', '900001', daysAgo(3))
    await code('verification_codes', '900002', daysAgo(1))
    await code('password_reset_tokens', '900003', daysAgo(3))
    await code('password_reset_tokens', '900004', daysAgo(1))
    const guess = (codeId: number, created: Date) =>
      db('code_guesses').insert({
        user_id: user,
        code_table: 'verification_codes',
        code_id: codeId,
        client: 'retention',
        wrong: 1,
        created_at: sql(created),
      })
    await guess(900001, daysAgo(3))
    await guess(900002, daysAgo(1))
    // Notifications (read or not, mailed or not) are kept 180 days from when they were made.
    const notice = (cause: string, created: Date) =>
      db('notifications').insert({
        user_id: user,
        kind: 'review_reply',
        cause_key: cause,
        details: '{}',
        created_at: sql(created),
        mail_state: 'sent',
        mail_attempts: 0,
      })
    await notice('retention:old', daysAgo(181))
    await notice('retention:recent', daysAgo(179))
    const payments = await db('payment_transactions').count('* as total').first()
    const receipts = await db('payment_receipts').count('* as total').first()
    // Payment records as old as any of them: the purge must leave them.
    await db('payment_transactions').update({ created_at: sql(daysAgo(800)) })

    await runAce(['scheduler:run', 'retention_purge'], api.env)

    const tokens = (await db('login_sessions').where('token', 'like', 'retention-%').orderBy('token').select('token')).map(
      (row) => row.token,
    )
    expect(tokens).toEqual(['retention-old-still-active', 'retention-recent-ended'])
    expect((await db('audit_logs').where('resource', 'retention-test').select('action')).map((row) => row.action)).toEqual([
      'retention_recent',
    ])
    expect((await db('shop_visits').where('user_agent', 'like', 'retention-%').select('user_agent')).map((row) => row.user_agent)).toEqual([
      'retention-recent',
    ])
    const codesLeft = async (table: string) =>
      (await db(table).where('code', 'like', '90000%').orderBy('code').select('code')).map((row) => row.code)
    expect(await codesLeft('verification_codes')).toEqual(['900002'])
    expect(await codesLeft('password_reset_tokens')).toEqual(['900004'])
    expect((await db('code_guesses').where('client', 'retention').select('code_id')).map((row) => Number(row.code_id))).toEqual([900002])
    expect((await db('notifications').where('cause_key', 'like', 'retention:%').select('cause_key')).map((row) => row.cause_key)).toEqual([
      'retention:recent',
    ])
    expect(await db('payment_transactions').count('* as total').first()).toEqual(payments)
    expect(await db('payment_receipts').count('* as total').first()).toEqual(receipts)
    const health = (await (await fetch(`${api.url}/api/health`)).json()) as {
      jobs: { name: string; runs: number; lastError: string | null }[]
    }
    expect(health.jobs.find((job) => job.name === 'retention_purge')).toMatchObject({ runs: 1, lastError: null })
  })
})
