import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CODE_MAX_ATTEMPTS, CODES_PER_HOUR } from '@shoplocal/shared/constants'
import { UNVERIFIED_SIGN_IN, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES, AUTH_SMS, codeInvalidMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { Browser, UNTHROTTLED, fieldMessages, untilOutboxSent } from './browser.ts'

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

  /** Registers by phone and signs in with the texted code, as the website's code step does. */
  async function registerVerified(contact: string, e164: string): Promise<Browser> {
    const browser = new Browser(api.url)
    const since = new Date()
    const created = await browser.post('/api/customer/register', { ...PERSON, contact, password: PASSWORD })
    expect(created).toMatchObject({ status: 201, body: { requiresVerification: true } })
    const code = await sms.latestCode(e164, since)
    expect((await browser.post('/api/auth/verify-phone', { phone: contact, code })).status).toBe(200)
    return browser
  }

  it('registers by phone in E.164, texts a code and signs in only with it; signs back in by any way of writing the number', async () => {
    const browser = new Browser(api.url)
    const since = new Date()
    const created = await browser.post('/api/customer/register', { ...PERSON, contact: '087 555 0101', password: PASSWORD })
    expect(created).toMatchObject({
      status: 201,
      body: { requiresVerification: true, customer: { phone: '+353875550101', email: null, firstName: 'Niamh' } },
    })
    expect((await browser.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null })
    expect(await db('users').where({ phone: '+353875550101' }).first()).toMatchObject({ role: 'customer', email: null })
    const code = await sms.latestCode('+353875550101', since)
    expect((await sms.waitFor('+353875550101')).body).toBe(AUTH_SMS.verification(code))
    expect(mail.messages()).toHaveLength(0)

    // Until the code comes back the password signs nobody in: it says why and texts a fresh code.
    const beforeSignIn = new Date()
    const early = await new Browser(api.url).post('/api/auth/role-login', { email: '0875550101', password: PASSWORD, role: 'customer' })
    expect(early).toMatchObject({
      status: 200,
      body: { requiresVerification: true, message: UNVERIFIED_SIGN_IN.notice('+353875550101'), user: { phone: '+353875550101' } },
    })
    const fresh = await sms.latestCode('+353875550101', beforeSignIn)
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: false })

    const wrongCode = String((Number(fresh) + 1) % 1_000_000).padStart(6, '0')
    const wrong = await browser.post('/api/auth/verify-phone', { phone: '+353 87 555 0101', code: wrongCode })
    expect(wrong).toMatchObject({ status: 422, body: { message: codeInvalidMessage(CODE_MAX_ATTEMPTS - 1) } })
    const verified = await browser.post('/api/auth/verify-phone', { phone: '+353 87 555 0101', code: fresh })
    expect(verified).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.phoneVerified, user: { phone: '+353875550101' } } })
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true })
    expect(Boolean((await db('users').where({ phone: '+353875550101' }).first()).is_phone_verified)).toBe(true)
    expect((await new Browser(api.url).post('/api/auth/verify-phone', { phone: '0875550101', code: fresh })).status).toBe(410)
    const audit = await db('audit_logs').where({ action: 'phone_verified' }).count('* as total').first()
    expect(Number(audit?.total)).toBeGreaterThan(0)

    for (const typed of ['0875550101', '+353 87 555 0101', '00353875550101']) {
      const signIn = await new Browser(api.url).post('/api/auth/role-login', { email: typed, password: PASSWORD, role: 'customer' })
      expect(signIn.status, typed).toBe(200)
      expect(signIn.body, typed).not.toHaveProperty('requiresVerification')
    }
    const wrongPassword = await new Browser(api.url).post('/api/auth/role-login', {
      email: '0875550101',
      password: 'Wrong@2026',
      role: 'customer',
    })
    expect(wrongPassword.status).toBe(401)
    const short = await new Browser(api.url).post('/api/auth/role-login', { email: '087 55', password: PASSWORD, role: 'customer' })
    expect(fieldMessages(short.body)).toEqual({ email: M.phoneTooShort })
  })

  it('answers a taken number as a new one and texts its holder; a number nobody registered answers codes as a waiting one would', async () => {
    await registerVerified('0875550110', '+353875550110')
    const since = new Date()
    const again = await new Browser(api.url).post('/api/customer/register', { ...PERSON, contact: '087 555 0110', password: PASSWORD })
    expect(again).toMatchObject({ status: 201, body: { requiresVerification: true, customer: { phone: '+353875550110' } } })
    expect((await sms.waitFor('+353875550110', (text) => text.receivedAt >= since)).body).toBe(AUTH_SMS.accountExists)
    expect(await db('users').where({ phone: '+353875550110' }).count('* as total').first()).toMatchObject({ total: 1 })
    const guess = await new Browser(api.url).post('/api/auth/verify-phone', { phone: '0875550110', code: '123456' })
    expect(guess).toMatchObject({ status: 422, body: { message: codeInvalidMessage(CODE_MAX_ATTEMPTS - 1) } })
    const nobody = await new Browser(api.url).post('/api/auth/verify-phone', { phone: '0875550111', code: '123456' })
    expect(nobody.status).toBe(410)

    const resent = await new Browser(api.url).post('/api/auth/resend-verification', { email: '0875550111' })
    expect(resent).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.resendAnswer } })
    const bad = await new Browser(api.url).post('/api/auth/verify-phone', { phone: '087', code: '12' })
    expect(fieldMessages(bad.body)).toEqual({ phone: M.phoneTooShort, code: M.codeLength })
  })

  it('resends a waiting phone account its code by text, and only the newest code works', async () => {
    const since = new Date()
    await new Browser(api.url).post('/api/customer/register', { ...PERSON, contact: '0875550112', password: PASSWORD })
    const first = await sms.latestCode('+353875550112', since)
    const later = new Date()
    expect((await new Browser(api.url).post('/api/auth/resend-verification', { email: '087 555 0112' })).status).toBe(200)
    const second = await sms.latestCode('+353875550112', later)
    const browser = new Browser(api.url)
    // The older code was replaced by the resend: typing it says so.
    if (first !== second) expect((await browser.post('/api/auth/verify-phone', { phone: '0875550112', code: first })).status).toBe(410)
    expect((await browser.post('/api/auth/verify-phone', { phone: '0875550112', code: second })).status).toBe(200)
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true })
  })

  it('finds an account whose number was stored before numbers were normalised', async () => {
    await registerVerified('0875550199', '+353875550199')
    await db('users').where({ phone: '+353875550199' }).update({ phone: '0875550199' })
    const signIn = await new Browser(api.url).post('/api/customer/login', { contact: '087 555 0199', password: PASSWORD })
    expect(signIn.status).toBe(200)
  })

  it('texts a reset code to a phone account (no mail), resets with it, and the code works once', async () => {
    await registerVerified('0875550102', '+353875550102')
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
    await registerVerified('0875550103', '+353875550103')
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
    await registerVerified('0875550104', '+353875550104')
    for (let ask = 0; ask <= CODES_PER_HOUR; ask += 1) {
      expect((await new Browser(api.url).post('/api/auth/request-password-reset', { email: '0875550104' })).status).toBe(200)
    }
    // The texts leave through the outbox after the answers: counted once it holds nothing still to send.
    await untilOutboxSent(db)
    const resets = sms.messages().filter((text) => text.to === '+353875550104' && text.body.includes('password reset code'))
    expect(resets).toHaveLength(CODES_PER_HOUR)
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
    const since = new Date()
    const byPhone = await browser.post('/api/auth/register', { ...base, contactMethod: 'phone', phone: '087 555 0105' })
    expect(byPhone).toMatchObject({ status: 201, body: { requiresVerification: true, user: { phone: '+353875550105' } } })
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: false })
    const code = await sms.latestCode('+353875550105', since)
    expect((await browser.post('/api/auth/verify-phone', { phone: '0875550105', code })).status).toBe(200)
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true })

    // The shop-owner form says which contact it sends, and answers the same when they disagree.
    const owner = { ...PERSON, password: PASSWORD, city: 'Ennis' }
    const ownerNoPhone = await new Browser(api.url).post('/api/shop-owner/register', {
      ...owner,
      contactMethod: 'phone',
      email: 'o@example.ie',
    })
    expect([ownerNoPhone.status, fieldMessages(ownerNoPhone.body)]).toEqual([422, { phone: M.contactForMethodRequired }])
    const ownerNoEmail = await new Browser(api.url).post('/api/shop-owner/register', {
      ...owner,
      contactMethod: 'email',
      phone: '0875550106',
    })
    expect([ownerNoEmail.status, fieldMessages(ownerNoEmail.body)]).toEqual([422, { email: M.contactForMethodRequired }])
    expect(await db('users').where({ phone: '+353875550106' }).first()).toBeUndefined()
  })
})
