import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { AUTH_MAIL } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'

/* The account group: a registration's code is an outbox row like every notice, in the one layout, and not the bell's. */
describe(`account mails through the outbox on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink
  let db: Knex

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED } })
    db = api.database.connect()
  }, 300_000)

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  it('mails the code word for word from an outbox row that forgets it once sent and never reaches the bell', async () => {
    const email = 'aoife.account.group@example.ie'
    const browser = new Browser(api.url)
    const since = new Date()
    await browser.post('/api/auth/register', { firstName: 'Aoife', lastName: 'Kelly', email, password: 'Secret@123', city: 'Cork' })
    const code = await sink.latestCode(email, since)
    const mail = await sink.waitFor(email, (candidate) => candidate.receivedAt >= since)
    expect(mail.subject).toBe(AUTH_MAIL.verificationSubject)
    expect(mail.text).toBe(`Hello Aoife,\n\n${AUTH_MAIL.verificationBody(code)}\n\nShopLocal Ireland`)

    const row = () => db('notifications').where({ kind: 'verification_code', recipient_email: email }).first()
    await expect.poll(async () => (await row())?.mail_state, { timeout: 20_000, interval: 100 }).toBe('sent')
    expect(await row()).toMatchObject({ user_id: null, details: '{}', mailed_by: 'mail' })

    expect((await browser.post('/api/auth/verify-email', { email, code })).status).toBe(200)
    expect((await browser.get('/api/notifications/unread-count')).body).toEqual({ count: 0 })
    expect((await browser.get('/api/notifications')).body).toEqual([])
  })
})
