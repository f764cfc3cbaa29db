import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES, AUTH_SERVER_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, PAST, UNTHROTTLED, fieldMessages } from './browser.ts'

const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }
const NEW_PASSWORD = 'Brand@New2027'

describe(`password reset on ${requestedDatabase()}`, () => {
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

  it('answers a reset request the same whether or not the account exists, and mails a code only to a real one', async () => {
    const browser = new Browser(api.url)
    const unknown = await browser.post('/api/auth/request-password-reset', { email: 'nobody@example.ie' })
    const known = await browser.post('/api/auth/request-password-reset', { email: 'Aoife.Kelly@shoplocal.ie' })
    expect(unknown).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.resetRequestAnswer } })
    expect(known.status).toBe(200)
    expect(known.body).toEqual(unknown.body)
    const mail = await sink.waitFor(CUSTOMER.email)
    expect(mail.subject).toBe('Your ShopLocal password reset code')
    expect(sink.messages().some((message) => message.to.includes('nobody@example.ie'))).toBe(false)

    const invalid = await browser.post('/api/auth/request-password-reset', { email: 'nope' })
    expect(fieldMessages(invalid.body)).toEqual({ email: M.phoneTooShort })
  })

  it('validates the reset form with its own messages and leaves the password alone', async () => {
    const before = (await db('users').where({ email: CUSTOMER.email }).first()).password
    const response = await new Browser(api.url).post('/api/auth/reset-password', {
      email: CUSTOMER.email,
      code: '12345',
      newPassword: 'weakpass',
      confirmPassword: 'different',
    })
    expect(response.status).toBe(422)
    expect(fieldMessages(response.body)).toEqual({
      code: M.codeLength,
      newPassword: M.passwordComplexity,
      confirmPassword: M.passwordsDontMatch,
    })
    expect((await db('users').where({ email: CUSTOMER.email }).first()).password).toBe(before)
  })

  it('resets with the mailed code, ends every session of the user, and refuses the code again', async () => {
    const signedIn = new Browser(api.url)
    await signedIn.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })
    const elsewhere = new Browser(api.url)
    await elsewhere.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })
    expect((await signedIn.get('/api/auth/user')).status).toBe(200)

    const since = new Date()
    await new Browser(api.url).post('/api/auth/request-password-reset', { email: CUSTOMER.email })
    const code = await sink.latestCode(CUSTOMER.email, since)

    const browser = new Browser(api.url)
    const reset = await browser.post('/api/auth/reset-password', {
      email: CUSTOMER.email,
      code,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(reset).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.passwordReset } })

    expect((await signedIn.get('/api/auth/user')).status).toBe(401)
    expect((await elsewhere.get('/api/auth/user')).status).toBe(401)
    const user = await db('users').where({ email: CUSTOMER.email }).first()
    expect(await db('sessions').where('user_id', user.id)).toHaveLength(0)
    expect(await db('login_sessions').where({ user_id: user.id, is_active: true })).toHaveLength(0)
    expect(user.password_changed_at).toBeTruthy()
    const audit = await db('audit_logs').where({ user_id: user.id, action: 'password_reset' }).first()
    expect(audit).toMatchObject({ ip_address: '127.0.0.1' })

    const old = await browser.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })
    expect(old.status).toBe(401)
    const fresh = await browser.post('/api/customer/login', { contact: CUSTOMER.email, password: NEW_PASSWORD })
    expect(fresh.status).toBe(200)

    const reused = await new Browser(api.url).post('/api/auth/reset-password', {
      email: CUSTOMER.email,
      code,
      newPassword: 'Other@Pass1',
      confirmPassword: 'Other@Pass1',
    })
    expect(reused.status).toBe(410)
    expect(reused.body.message).toBe(AUTH_API_MESSAGES.codeUsed)
  })

  it('refuses an expired reset code, and answers a guess for an address without an account alike', async () => {
    const since = new Date()
    await new Browser(api.url).post('/api/auth/request-password-reset', { email: CUSTOMER.email })
    const code = await sink.latestCode(CUSTOMER.email, since)
    const user = await db('users').where({ email: CUSTOMER.email }).first()
    await db('password_reset_tokens').where('user_id', user.id).update({ expires_at: PAST })

    const body = { email: CUSTOMER.email, code, newPassword: 'Other@Pass1', confirmPassword: 'Other@Pass1' }
    const expired = await new Browser(api.url).post('/api/auth/reset-password', body)
    expect(expired.status).toBe(410)
    expect(expired.body.message).toBe(AUTH_SERVER_MESSAGES.codeExpired)

    // nobody@example.ie asked for a code above: its stand-in expires as the real one did.
    await db('phantom_codes').update({ expires_at: PAST })
    const nobody = await new Browser(api.url).post('/api/auth/reset-password', { ...body, email: 'nobody@example.ie' })
    expect(nobody.status).toBe(410)
    expect(nobody.body).toEqual(expired.body)
    expect((await db('users').where({ email: CUSTOMER.email }).first()).password).toBe(user.password)
  })
})
