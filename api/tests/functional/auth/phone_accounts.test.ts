import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CODES_PER_HOUR } from '@shoplocal/shared/constants'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { Browser, UNTHROTTLED, fieldMessages } from './browser.ts'

const PASSWORD = 'Phone@2026'
const NEW_PASSWORD = 'Phone@2027'
const PERSON = { firstName: 'Niamh', lastName: 'Byrne', city: 'Galway' }

describe(`accounts by phone on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sms: SmsSink
  let mail: MailSink
  let db: Knex

  beforeAll(async () => {
    sms = await startSmsSink()
    mail = await startMailSink()
    api = await startApi({ env: { ...sms.env, ...mail.env, ...UNTHROTTLED } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sms?.stop()
    await mail?.stop()
  })

  it('registers by phone in E.164, signs in at once, and signs back in by any way of writing the number', async () => {
    const browser = new Browser(api.url)
    const created = await browser.post('/api/customer/register', { ...PERSON, contact: '087 555 0101', password: PASSWORD })
    expect(created).toMatchObject({ status: 201, body: { requiresVerification: false } })
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true })
    expect(await db('users').where({ phone: '+353875550101' }).first()).toMatchObject({ role: 'customer', email: null })

    for (const typed of ['0875550101', '+353 87 555 0101', '00353875550101']) {
      const signIn = await new Browser(api.url).post('/api/auth/role-login', { email: typed, password: PASSWORD, role: 'customer' })
      expect(signIn.status, typed).toBe(200)
    }
    const wrong = await new Browser(api.url).post('/api/auth/role-login', { email: '0875550101', password: 'Wrong@2026', role: 'customer' })
    expect(wrong.status).toBe(401)
    const short = await new Browser(api.url).post('/api/auth/role-login', { email: '087 55', password: PASSWORD, role: 'customer' })
    expect(fieldMessages(short.body)).toEqual({ email: M.phoneTooShort })
  })

  it('finds an account whose number was stored before numbers were normalised', async () => {
    await new Browser(api.url).post('/api/customer/register', { ...PERSON, contact: '0875550199', password: PASSWORD })
    await db('users').where({ phone: '+353875550199' }).update({ phone: '0875550199' })
    const signIn = await new Browser(api.url).post('/api/customer/login', { contact: '087 555 0199', password: PASSWORD })
    expect(signIn.status).toBe(200)
  })

  it('texts a reset code to a phone account (no mail), resets with it, and the code works once', async () => {
    await new Browser(api.url).post('/api/customer/register', { ...PERSON, contact: '0875550102', password: PASSWORD })
    const since = new Date()
    const asked = await new Browser(api.url).post('/api/auth/request-password-reset', { email: '087 555 0102' })
    expect(asked).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.resetRequestAnswer } })
    const code = await sms.latestCode('+353875550102', since)
    expect((await sms.waitFor('+353875550102')).body).toContain('password reset code')
    expect(mail.messages()).toHaveLength(0)

    const body = { email: '+353875550102', code, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    const reset = await new Browser(api.url).post('/api/auth/reset-password', body)
    expect(reset).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.passwordReset } })
    expect(Boolean((await db('users').where({ phone: '+353875550102' }).first()).is_phone_verified)).toBe(true)

    expect((await new Browser(api.url).post('/api/customer/login', { contact: '0875550102', password: PASSWORD })).status).toBe(401)
    expect((await new Browser(api.url).post('/api/customer/login', { contact: '0875550102', password: NEW_PASSWORD })).status).toBe(200)
    expect((await new Browser(api.url).post('/api/auth/reset-password', body)).status).toBe(410)
  })

  it('signs a phone account in with a texted code, and texts nothing for an unknown number', async () => {
    await new Browser(api.url).post('/api/customer/register', { ...PERSON, contact: '0875550103', password: PASSWORD })
    const since = new Date()
    const unknown = await new Browser(api.url).post('/api/auth/sign-in-code', { email: '0875550999' })
    const known = await new Browser(api.url).post('/api/auth/sign-in-code', { email: '0875550103' })
    expect(unknown.body).toEqual(known.body)
    const code = await sms.latestCode('0875550103', since)
    expect(sms.messages().some((text) => text.to === '+353875550999')).toBe(false)

    const browser = new Browser(api.url)
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect((await browser.post('/api/auth/code-login', { email: '0875550103', code: wrongCode, role: 'customer' })).status).toBe(422)
    const signedIn = await browser.post('/api/auth/code-login', { email: '+353 87 555 0103', code, role: 'customer' })
    expect(signedIn.status).toBe(200)
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true })
  })

  it('texts a phone account no more codes an hour than a mailbox gets', async () => {
    await new Browser(api.url).post('/api/customer/register', { ...PERSON, contact: '0875550104', password: PASSWORD })
    for (let ask = 0; ask <= CODES_PER_HOUR; ask += 1) {
      expect((await new Browser(api.url).post('/api/auth/request-password-reset', { email: '0875550104' })).status).toBe(200)
    }
    // Each answer comes after its text was handed to the sink, so the count is final here.
    expect(sms.messages().filter((text) => text.to === '+353875550104')).toHaveLength(CODES_PER_HOUR)
  })

  it('registration enforces the contact rule: the chosen method needs its contact', async () => {
    const base = { ...PERSON, password: PASSWORD, role: 'customer' }
    const noPhone = await new Browser(api.url).post('/api/auth/register', { ...base, contactMethod: 'phone', email: 'x@example.ie' })
    expect(noPhone.status).toBe(422)
    expect(fieldMessages(noPhone.body)).toEqual({ phone: M.contactForMethodRequired })
    const noEmail = await new Browser(api.url).post('/api/auth/register', { ...base, contactMethod: 'email', phone: '0875550105' })
    expect(fieldMessages(noEmail.body)).toEqual({ email: M.contactForMethodRequired })
    const neither = await new Browser(api.url).post('/api/auth/register', base)
    expect(fieldMessages(neither.body)).toEqual({ email: M.contactForMethodRequired })

    const browser = new Browser(api.url)
    const byPhone = await browser.post('/api/auth/register', { ...base, contactMethod: 'phone', phone: '087 555 0105' })
    expect(byPhone).toMatchObject({ status: 201, body: { requiresVerification: false } })
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true })
    const again = await new Browser(api.url).post('/api/auth/register', { ...base, contactMethod: 'phone', phone: '+353875550105' })
    expect(again.status).toBe(409)
  })
})
