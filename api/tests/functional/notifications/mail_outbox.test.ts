import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTrader } from '../../../../scripts/testing/trader-fixture.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { createPayment } from '../../../../scripts/testing/payments.ts'
import { adminClient } from '../../support/admin_client.ts'
import { runInAppProcess } from '../../support/app_process.ts'
import { UNTHROTTLED } from '../auth/browser.ts'
import { OWNER, owner, shopOf, userId } from '../engagement/people.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const SCRIPT = fileURLToPath(new URL('./verify_script.ts', import.meta.url))
const sqlTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

/** confirmPayment in a process of its own, committed or rolled back after it. */
async function verifyInApp(env: Record<string, string>, id: number, outcome: 'commit' | 'rollback'): Promise<{ committed: boolean }> {
  const output = await runInAppProcess(SCRIPT, [String(id), outcome], env, 30_000)
  return JSON.parse(output.slice(output.lastIndexOf('{')))
}

describe(`notification mail outbox on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let second: RunningServer
  let db: Knex
  let sink: MailSink
  let sms: SmsSink
  let ownerId: number

  /** A notification row as `notify` writes it, waiting for its mail. */
  async function pendingRow(userIdValue: number, kind: string, shopName: string, claimedUntil: Date | null = null) {
    const [id] = await db('notifications').insert({
      user_id: userIdValue,
      kind,
      cause_key: `test:${shopName}`,
      details: JSON.stringify({ shopName }),
      link: '/shop-owner-dashboard',
      created_at: sqlTime(new Date()),
      mail_state: 'pending',
      mail_claimed_until: claimedUntil ? sqlTime(claimedUntil) : null,
      mail_attempts: claimedUntil ? 1 : 0,
    })
    return Number(id)
  }
  const mailsAbout = (text: string) => sink.messages().filter((mail) => mail.text.includes(text))
  /** Drains by hand; a drain that finds the job's lease held by another process has nothing to do (that one sends). */
  const drain = (env = api.env) =>
    runAce(['scheduler:run', 'notification_mail'], env).catch((error: unknown) => {
      if (!String(error).includes('is running in another process now')) throw error
      return ''
    })

  beforeAll(async () => {
    sink = await startMailSink()
    sms = await startSmsSink()
    // One key for the servers and the commands that drain: the unsubscribe links they sign must agree.
    const key = { APP_KEY: 'outbox-test-key-shared-by-every-process' }
    api = await startApi({ env: { ...sink.env, ...sms.env, ...UNTHROTTLED, ...key, NOTIFICATION_MAIL_CLAIM_MS: '1500' } })
    second = await startServer(api.env)
    db = api.database.connect()
    ownerId = await userId(db, OWNER.email)
  })

  afterAll(async () => {
    await db?.destroy()
    await second?.stop()
    await api?.stop()
    await sink?.stop()
    await sms?.stop()
  })

  it('sends each waiting mail once while two processes and two commands drain at the same time', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Outbox Shop ${index}`)
    for (const name of names) await pendingRow(ownerId, 'shop_approved', `${name}.`)
    // Both servers drain promptly after their own commits: give each one a commit that notifies.
    const admin = adminClient(api.url)
    const token = (await admin('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
    const shops = await Promise.all(
      ['Two Process A', 'Two Process B'].map(async (name) => {
        const [id] = await db('shops').insert({ owner_id: ownerId, name, location: 'Cork', status: 'pending', is_approved: false })
        await giveCheckedTrader(db, Number(id))
        return Number(id)
      }),
    )
    await Promise.all([
      admin('PUT', `/api/admin/shops/${shops[0]}/approve`, { token }),
      adminClient(second.url)('PUT', `/api/admin/shops/${shops[1]}/approve`, { token }),
      drain(),
      drain(),
    ])
    await drain()
    for (const name of [...names.map((n) => `${n}.`), 'Two Process A', 'Two Process B']) {
      await expect.poll(() => mailsAbout(name).length).toBe(1)
    }
    const states = await db('notifications')
      .where('user_id', ownerId)
      .where('cause_key', 'like', 'test:Outbox%')
      .select('mail_state', 'mailed_at')
    expect(states.every((row) => row.mail_state === 'sent' && row.mailed_at !== null)).toBe(true)
  })

  it('sends a mail left by a killed process once, after its claim runs out', async () => {
    // A process claimed the row and was killed before sending: nobody else may send while the claim holds.
    // The claim is far off so that a slow drain cannot outlive it; it then runs out by being moved into the past.
    const claimed = await pendingRow(ownerId, 'shop_approved', 'Claimed By The Dead', new Date(Date.now() + 3_600_000))
    await drain()
    expect(mailsAbout('Claimed By The Dead')).toHaveLength(0)
    expect((await db('notifications').where('id', claimed).first()).mail_state).toBe('pending')
    await db('notifications')
      .where('id', claimed)
      .update({ mail_claimed_until: sqlTime(new Date(Date.now() - 1000)) })
    await drain()
    await expect.poll(() => mailsAbout('Claimed By The Dead').length).toBe(1)
    await drain()
    expect(mailsAbout('Claimed By The Dead')).toHaveLength(1)

    // The API itself killed (SIGKILL) right after the row was written: the next drain anywhere sends it once.
    const [shopId] = await db('shops').insert({
      owner_id: ownerId,
      name: 'Killed Mid Send',
      location: 'Cork',
      status: 'pending',
      is_approved: false,
    })
    await giveCheckedTrader(db, shopId)
    const admin = adminClient(api.url)
    const token = (await admin('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
    expect((await admin('PUT', `/api/admin/shops/${shopId}/approve`, { token })).status).toBe(200)
    await api.crash()
    await expect
      .poll(
        async () => {
          await drain()
          return mailsAbout('Killed Mid Send').length
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1)
    await api.restart()
    await drain()
    expect(mailsAbout('Killed Mid Send')).toHaveLength(1)
  })

  it('tells nobody of a verification that rolled back, and the payer once of one that committed', async () => {
    const shopId = await shopOf(db, ownerId)
    const payment = await createPayment(db, api.env.UPLOADS_DIR, { userId: ownerId, shopId, amount: 39 })
    expect(await verifyInApp(api.env, payment.id, 'rollback')).toEqual({ committed: false })
    expect(await db('notifications').where({ user_id: ownerId, kind: 'payment_verified' })).toHaveLength(0)
    expect((await db('payment_transactions').where('id', payment.id).first()).payment_status).toBe('pending_verification')

    const results = await Promise.all([verifyInApp(api.env, payment.id, 'commit'), verifyInApp(api.env, payment.id, 'commit')])
    expect(results).toEqual([{ committed: true }, { committed: true }])
    const rows = await db('notifications').where({ user_id: ownerId, kind: 'payment_verified' })
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0].details)).toMatchObject({ paymentId: payment.id, reference: payment.reference, amount: '€39.00' })
    const mail = await sink.waitFor(OWNER.email, (sent) => sent.subject === 'Payment verified' && sent.text.includes(payment.reference))
    // Essential: no unsubscribe link.
    expect(mail.text).not.toContain('/api/notifications/unsubscribe')
    // The receipt of the money, numbered, rides along.
    const receipt = await db('payment_receipts').where({ payment_transaction_id: payment.id, kind: 'receipt' }).first()
    expect(mail.attachments).toHaveLength(1)
    expect(mail.attachments[0]).toMatchObject({ filename: `${receipt.number}.pdf`, contentType: 'application/pdf' })
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it('respects switched-off kinds, always sends essential ones, and texts phone-only accounts the essential ones', async () => {
    const browser = await owner(api.url)
    await browser.send('PUT', '/api/account/notification-preferences', {
      preferences: [
        { kind: 'review_new', mail: false },
        { kind: 'plan_suspended', mail: false },
      ],
    })
    const quiet = await pendingRow(ownerId, 'review_new', 'Quiet Review Shop')
    const loud = await pendingRow(ownerId, 'plan_suspended', 'Essential Shop')
    const [phoneOnly] = (
      await db('users').insert({ phone: '+353861234567', first_name: 'Pádraig', last_name: 'Ó Sé', role: 'shop_owner', city: 'Dingle' })
    ).map(Number)
    await pendingRow(phoneOnly, 'plan_suspended', 'Phone Shop')
    await pendingRow(phoneOnly, 'review_new', 'Phone Review Shop')
    await drain()
    await expect.poll(() => mailsAbout('Essential Shop').length).toBe(1)
    await expect.poll(() => sms.messages().filter((text) => text.body.includes('Phone Shop')).length).toBe(1)
    expect(mailsAbout('Quiet Review Shop')).toHaveLength(0)
    expect(sms.messages().filter((text) => text.body.includes('Phone Review Shop'))).toHaveLength(0)
    expect(sms.messages().find((text) => text.body.includes('Phone Shop'))?.to).toBe('+353861234567')
    expect((await db('notifications').where('id', quiet).first()).mail_state).toBe('skipped')
    expect((await db('notifications').where('id', loud).first()).mail_state).toBe('sent')
    expect((await db('notifications').where('user_id', phoneOnly).where('kind', 'plan_suspended').first()).mailed_by).toBe('sms')
  })

  it('unsubscribes one kind from the link in the mail, signed for one person', async () => {
    await pendingRow(ownerId, 'spotlight_ended', 'Unsubscribe Shop')
    await drain()
    const mail = await sink.waitFor(OWNER.email, (sent) => sent.text.includes('Unsubscribe Shop'))
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http.*\/api\/notifications\/unsubscribe\?token=.+>$/)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const link = /(\S+\/api\/notifications\/unsubscribe\?token=\S+)/.exec(mail.text)![1]
    const token = new URL(link).searchParams.get('token')!
    const page = await fetch(`${api.url}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(await page.text()).toContain('Spotlight ended')
    const oneClick = await fetch(`${api.url}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' })
    expect(oneClick.status).toBe(200)
    const stored = await db('notification_preferences').where({ user_id: ownerId, kind: 'spotlight_ended' }).first()
    expect(Boolean(stored.mail)).toBe(false)
    const forged = token.replace(/^\d+/, String(ownerId + 1))
    expect((await fetch(`${api.url}/api/notifications/unsubscribe?token=${encodeURIComponent(forged)}`)).status).toBe(404)
  })
})
