import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CODES_PER_DAY, CODES_PER_HOUR, WRONG_CODE_TRIES_PER_DAY } from '@shoplocal/shared/constants'
import { AUTH_API_MESSAGES, AUTH_MAIL, AUTH_SERVER_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED, untilOutboxSent, type JsonResponse } from './browser.ts'

const CUSTOMER = 'aoife.kelly@shoplocal.ie'
const OWNER = 'siobhan.murphy@shoplocal.ie'
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ')

describe(`code allowances per account and client on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink
  let db: Knex

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  /** Codes leave through the outbox after the answer: counted once it holds nothing still to send. */
  const mailsTo = async (email: string, subject: string) => {
    await untilOutboxSent(db)
    return sink.messages().filter((mail) => mail.to.includes(email) && mail.subject === subject).length
  }
  const fromAddresses = (count: number, path: string, email: string) =>
    Promise.all(
      Array.from({ length: count }, (_, index) =>
        new Browser(api.url, { 'x-forwarded-for': `203.0.113.${index + 1}` }).post(path, { email }),
      ),
    )

  it('12 reset requests from 12 addresses at once mail 3 codes, with the answer an unknown email gets', async () => {
    const answers = await fromAddresses(12, '/api/auth/request-password-reset', CUSTOMER)
    const unknown = await fromAddresses(12, '/api/auth/request-password-reset', 'nobody@example.ie')
    // Three were sent; the rest say a code was sent recently and is still good, for an unknown e-mail too.
    const tally = (list: JsonResponse[]) => list.map((answer) => `${answer.status} ${String(answer.body.message)}`).sort()
    expect(tally(answers)).toEqual(tally(unknown))
    expect(tally(answers)).toEqual(
      [
        ...Array(CODES_PER_HOUR).fill(`200 ${AUTH_API_MESSAGES.resetRequestAnswer}`),
        ...Array(12 - CODES_PER_HOUR).fill(`200 ${AUTH_API_MESSAGES.resetRequestRecentAnswer}`),
      ].sort(),
    )
    expect(await mailsTo(CUSTOMER, AUTH_MAIL.resetSubject)).toBe(CODES_PER_HOUR)
    const user = await db('users').where({ email: CUSTOMER }).first()
    expect(await db('audit_logs').where({ user_id: user.id, action: 'code_quota_reached' })).toHaveLength(12 - CODES_PER_HOUR)
  })

  it('allows 10 codes a day however the hours are spread', async () => {
    const user = await db('users').where({ email: CUSTOMER }).first()
    for (let round = 0; round < 4; round++) {
      // Move the codes so far out of the last hour: only the daily allowance still counts them.
      await db('password_reset_tokens').where('user_id', user.id).update({ created_at: TWO_HOURS_AGO() })
      await fromAddresses(CODES_PER_HOUR, '/api/auth/request-password-reset', CUSTOMER)
    }
    expect(await mailsTo(CUSTOMER, AUTH_MAIL.resetSubject)).toBe(CODES_PER_DAY)
  })

  it('limits verification resends the same way, with one answer whether or not an account waits', async () => {
    const email = 'new.person@example.ie'
    const registered = await new Browser(api.url).post('/api/auth/register', {
      firstName: 'Niamh',
      lastName: 'Byrne',
      email,
      password: 'Strong@2026',
      city: 'Cork',
    })
    expect(registered.status).toBe(201)
    const answers = await fromAddresses(6, '/api/auth/resend-verification', email)
    const unknown = await new Browser(api.url).post('/api/auth/resend-verification', { email: 'nobody@example.ie' })
    for (const answer of answers) expect(answer.body).toEqual(unknown.body)
    expect(unknown.body).toEqual({ message: AUTH_API_MESSAGES.resendAnswer })
    // The registration's own code counts: three in all this hour.
    expect(await mailsTo(email, AUTH_MAIL.verificationSubject)).toBe(CODES_PER_HOUR)
  })

  it(`allows a client ${WRONG_CODE_TRIES_PER_DAY} wrong tries a day across all of an account's codes, then refuses it even the right code, and nobody else`, async () => {
    const reset = { email: OWNER, newPassword: 'Brand@New2027', confirmPassword: 'Brand@New2027' }
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000')
    const browser = new Browser(api.url)

    let since = new Date()
    await browser.post('/api/auth/request-password-reset', { email: OWNER })
    let code = await sink.latestCode(OWNER, since)
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await browser.post('/api/auth/reset-password', { ...reset, code: wrong(code) })).status).toBe(422)

    since = new Date()
    await browser.post('/api/auth/request-password-reset', { email: OWNER })
    code = await sink.latestCode(OWNER, since)
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await browser.post('/api/auth/reset-password', { ...reset, code: wrong(code) })).status).toBe(422)

    since = new Date()
    await browser.post('/api/auth/sign-in-code', { email: OWNER })
    const signInCode = await sink.latestCode(OWNER, since)
    const login = (typed: string) => browser.post('/api/auth/code-login', { email: OWNER, code: typed, role: 'shop_owner' })
    expect((await login(wrong(signInCode))).status).toBe(422)
    expect((await login(wrong(signInCode))).status).toBe(422)

    const refused = await login(signInCode)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toBe(AUTH_SERVER_MESSAGES.codeTriesExhausted)
    const exhausted = await browser.post('/api/auth/reset-password', { ...reset, code })
    expect(exhausted.status).toBe(429)
    expect((await browser.get('/api/auth/user')).status).toBe(401)

    // The allowance was that client's: the holder on another address signs in with the same code.
    const holder = new Browser(api.url, { 'x-forwarded-for': '198.51.100.78' })
    expect((await holder.post('/api/auth/code-login', { email: OWNER, code: signInCode, role: 'shop_owner' })).status).toBe(200)
  })
})
