import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES, AUTH_MAIL, AUTH_SERVER_MESSAGES, codeInvalidMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, PAST, UNTHROTTLED, fieldMessages } from './browser.ts'

const STRONG = 'Secret@123'

describe(`registration and email verification on ${requestedDatabase()}`, () => {
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

  const person = (email: string) => ({ firstName: 'Niamh', lastName: 'Byrne', email, password: STRONG, city: 'Sligo' })
  const auditActions = async (userId: number) =>
    (await db('audit_logs').where('user_id', userId).orderBy('id')).map((row: { action: string }) => row.action)

  it('POST /api/auth/register answers every schema rule with the form’s words', async () => {
    const browser = new Browser(api.url)
    const tooShort = await browser.post('/api/auth/register', {
      firstName: 'N',
      lastName: 'B',
      email: 'nope',
      password: 'short',
      city: 'S',
      role: 'boss',
    })
    expect(tooShort.status).toBe(422)
    expect(fieldMessages(tooShort.body)).toEqual({
      firstName: M.firstNameTooShort,
      lastName: M.lastNameTooShort,
      email: M.emailInvalid,
      password: M.passwordTooShort,
      city: M.cityTooShort,
      role: M.roleInvalid,
    })

    const tooLong = await browser.post('/api/auth/register', {
      ...person('long@example.ie'),
      firstName: 'x'.repeat(51),
      lastName: 'y'.repeat(51),
      city: 'z'.repeat(101),
      phone: '12345',
      password: 'alllowercase1',
    })
    expect(fieldMessages(tooLong.body)).toEqual({
      firstName: M.firstNameTooLong,
      lastName: M.lastNameTooLong,
      city: M.cityTooLong,
      phone: M.phoneTooShort,
      password: M.passwordComplexity,
    })
    expect(await db('users').where('email', 'long@example.ie').first()).toBeUndefined()
  })

  it('registers with an email: lower-cased, hashed, not signed in, a real 6-digit code mailed', async () => {
    const browser = new Browser(api.url)
    const response = await browser.post('/api/auth/register', { ...person('Niamh.Byrne@Example.IE'), role: 'shop_owner' })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({
      requiresVerification: true,
      user: { email: 'niamh.byrne@example.ie', firstName: 'Niamh', role: 'shop_owner' },
    })

    const row = await db('users').where({ email: 'niamh.byrne@example.ie', role: 'shop_owner' }).first()
    expect(row.password).not.toBe(STRONG)
    expect(row.password).toMatch(/^\$argon2id\$/)
    expect(Boolean(row.is_email_verified)).toBe(false)
    expect((await browser.get('/api/auth/user')).status).toBe(401)

    const mail = await sink.waitFor('niamh.byrne@example.ie')
    expect(mail.subject).toBe('Your ShopLocal verification code')
    expect(mail.text).toMatch(/\b\d{6}\b/)
    expect(await auditActions(row.id)).toEqual(['register', 'verification_sent'])
  })

  it('answers a second registration of the same email and role like a new one, mails the holder, creates nothing; refuses admin self-registration', async () => {
    const browser = new Browser(api.url)
    const since = new Date()
    const before = await db('users').where({ email: 'niamh.byrne@example.ie' }).count('* as total').first()
    const duplicate = await browser.post('/api/auth/register', {
      ...person('niamh.byrne@example.ie'),
      firstName: 'Someone',
      role: 'shop_owner',
    })
    expect(duplicate.status).toBe(201)
    expect(duplicate.body).toEqual({
      requiresVerification: true,
      user: { email: 'niamh.byrne@example.ie', phone: null, firstName: 'Someone', role: 'shop_owner' },
    })
    expect(await db('users').where({ email: 'niamh.byrne@example.ie' }).count('* as total').first()).toEqual(before)
    const notice = await sink.waitFor('niamh.byrne@example.ie', (mail) => mail.receivedAt >= since)
    expect(notice.subject).toBe(AUTH_MAIL.accountExistsSubject)
    expect(notice.text).toContain('Hello Niamh,')
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
    const holder = await db('users').where({ email: 'niamh.byrne@example.ie', role: 'shop_owner' }).first()
    expect((await auditActions(holder.id)).at(-1)).toBe('register_existing')

    // The same email as a customer is a different account (email + role is unique).
    expect((await browser.post('/api/auth/register', person('niamh.byrne@example.ie'))).status).toBe(201)

    const admin = await browser.post('/api/auth/register', { ...person('boss@example.ie'), role: 'admin' })
    expect(admin.status).toBe(403)
    expect(admin.body.message).toBe(AUTH_API_MESSAGES.adminRegistrationClosed)
    expect(await db('users').where('email', 'boss@example.ie').first()).toBeUndefined()
  })

  it('verifies with the mailed code, signs in, and refuses the code a second time', async () => {
    const email = 'verify.me@example.ie'
    const browser = new Browser(api.url)
    const since = new Date()
    await browser.post('/api/auth/register', person(email))
    const code = await sink.latestCode(email, since)

    const bad = await browser.post('/api/auth/verify-email', { email, code: '12ab' })
    expect(bad.status).toBe(422)
    expect(fieldMessages(bad.body).code).toBe(M.codeLength)

    const verified = await browser.post('/api/auth/verify-email', { email, code })
    expect(verified.status).toBe(200)
    expect(verified.body).toMatchObject({ message: AUTH_API_MESSAGES.emailVerified, user: { email, firstName: 'Niamh', role: 'customer' } })

    const me = await browser.get('/api/auth/user')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ email, isEmailVerified: true, role: 'customer' })
    expect((await browser.get('/api/customer/auth')).body).toMatchObject({ authenticated: true, customer: { email } })

    // A verified address answers like one that has no account at all.
    const again = await new Browser(api.url).post('/api/auth/verify-email', { email, code })
    const unknown = await new Browser(api.url).post('/api/auth/verify-email', { email: 'nobody.here@example.ie', code })
    expect(again.status).toBe(410)
    expect(again.body).toEqual(unknown.body)

    const user = await db('users').where({ email }).first()
    expect(await auditActions(user.id)).toEqual(['register', 'verification_sent', 'email_verified', 'login'])
    const login = await db('login_sessions').where('user_id', user.id).first()
    expect(login).toMatchObject({ ip_address: '127.0.0.1' })
    expect(Boolean(login.is_active)).toBe(true)
  })

  it('resend voids the old code; wrong codes count down per client, the 5th shuts that client out, and the code still works from elsewhere', async () => {
    const email = 'resend.me@example.ie'
    const browser = new Browser(api.url)
    await browser.post('/api/auth/register', person(email))
    const first = await sink.latestCode(email)

    const since = new Date()
    const resent = await browser.post('/api/auth/resend-verification', { email })
    expect(resent.status).toBe(200)
    expect(resent.body.message).toBe(AUTH_API_MESSAGES.resendAnswer)
    const second = await sink.latestCode(email, since)

    // Whether or not the account exists, the answer is the same.
    const unknown = await browser.post('/api/auth/resend-verification', { email: 'nobody@example.ie' })
    expect(unknown).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.resendAnswer } })

    // The old code was replaced by the resend: typing it says so, and is not counted as a guess.
    expect(first).not.toBe(second)
    const old = await browser.post('/api/auth/verify-email', { email, code: first })
    expect(old.status).toBe(410)
    expect(old.body.message).toBe(AUTH_API_MESSAGES.codeReplaced)

    const wrong = [first, second].includes('000000') ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await browser.post('/api/auth/verify-email', { email, code: wrong })
      expect(response.status).toBe(422)
      expect(response.body.message).toBe(codeInvalidMessage(5 - attempt))
    }
    const fifth = await browser.post('/api/auth/verify-email', { email, code: wrong })
    expect(fifth.status).toBe(429)
    expect(fifth.body.message).toBe(AUTH_SERVER_MESSAGES.codeAttemptsExceeded)
    // Even the right code is refused to this client now...
    const right = await browser.post('/api/auth/verify-email', { email, code: second })
    expect(right.status).toBe(429)
    expect(Boolean((await db('users').where({ email }).first()).is_email_verified)).toBe(false)
    // ...but the guesses were this client's, not the code's: its holder on another address still verifies.
    const holder = new Browser(api.url, { 'x-forwarded-for': '198.51.100.77' })
    expect((await holder.post('/api/auth/verify-email', { email, code: second })).status).toBe(200)
    expect(Boolean((await db('users').where({ email }).first()).is_email_verified)).toBe(true)
  })

  it('refuses an expired code with 410', async () => {
    const email = 'late@example.ie'
    const browser = new Browser(api.url)
    await browser.post('/api/auth/register', person(email))
    const code = await sink.latestCode(email)
    const user = await db('users').where({ email }).first()
    await db('verification_codes').where('user_id', user.id).update({ expires_at: PAST })

    const response = await browser.post('/api/auth/verify-email', { email, code })
    expect(response.status).toBe(410)
    expect(response.body.message).toBe(AUTH_SERVER_MESSAGES.codeExpired)
  })

  it('sign-in of an unverified email account mails a new code instead of signing in', async () => {
    const email = 'unverified@example.ie'
    const browser = new Browser(api.url)
    await browser.post('/api/auth/register', person(email))
    const since = new Date()
    const response = await browser.post('/api/auth/role-login', { email, password: STRONG, role: 'customer' })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ requiresVerification: true, user: { email, firstName: 'Niamh' } })
    expect((await browser.get('/api/auth/user')).status).toBe(401)
    expect(await sink.latestCode(email, since)).toMatch(/^\d{6}$/)
  })

  /** The newest code texted to a phone sign-up (this suite has no SMS sink; phone_accounts reads the texts). */
  const phoneCode = async (phone: string): Promise<string> =>
    (
      await db('verification_codes as v')
        .join('users as u', 'u.id', 'v.user_id')
        .where({ 'u.phone': phone, 'v.type': 'phone_verification' })
        .orderBy('v.id', 'desc')
        .first('v.code')
    ).code

  it('POST /api/customer/register: phone and email alike wait for the code', async () => {
    const byPhone = new Browser(api.url)
    const phone = await byPhone.post('/api/customer/register', {
      firstName: 'Cian',
      lastName: 'Walsh',
      contact: '087 765 4321',
      city: 'Tralee',
      password: STRONG,
    })
    expect(phone.status).toBe(201)
    expect(phone.body).toEqual({
      requiresVerification: true,
      customer: { firstName: 'Cian', phone: '+353877654321', email: null, role: 'customer' },
    })
    expect((await byPhone.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null })

    const samePhone = await new Browser(api.url).post('/api/customer/register', {
      firstName: 'Cian',
      lastName: 'Walsh',
      contact: '0877654321',
      city: 'Tralee',
      password: STRONG,
    })
    // A taken number answers as a new one: the form tells nobody who has an account.
    expect(samePhone.status).toBe(201)
    expect(samePhone.body).toEqual(phone.body)

    const byEmail = new Browser(api.url)
    const email = await byEmail.post('/api/customer/register', {
      firstName: 'Cian',
      lastName: 'Walsh',
      contact: 'Cian@Example.ie',
      city: 'Tralee',
      password: STRONG,
    })
    expect(email.status).toBe(201)
    expect(email.body).toMatchObject({ requiresVerification: true, customer: { firstName: 'Cian', email: 'cian@example.ie' } })
    expect((await byEmail.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null })

    const missing = await byEmail.post('/api/customer/register', {})
    expect(missing.status).toBe(422)
    expect(fieldMessages(missing.body)).toEqual({
      firstName: M.requiredFieldsMissing,
      lastName: M.requiredFieldsMissing,
      contact: M.requiredFieldsMissing,
      city: M.requiredFieldsMissing,
      password: M.requiredFieldsMissing,
    })
    const badContact = await byEmail.post('/api/customer/register', {
      firstName: 'Cian',
      lastName: 'Walsh',
      contact: '12345',
      city: 'Tralee',
      password: STRONG,
    })
    expect(fieldMessages(badContact.body)).toEqual({ contact: M.phoneTooShort })
    const badEmail = await byEmail.post('/api/customer/register', {
      firstName: 'Cian',
      lastName: 'Walsh',
      contact: 'a@b',
      city: 'Tralee',
      password: STRONG,
    })
    expect(fieldMessages(badEmail.body)).toEqual({ contact: M.emailInvalid })
  })

  it('POST /api/shop-owner/register by phone signs in as an owner after the texted code; the contact must match the method', async () => {
    const browser = new Browser(api.url)
    const response = await browser.post('/api/shop-owner/register', {
      firstName: 'Róisín',
      lastName: 'Daly',
      email: null,
      phone: '0861112223',
      city: 'Ennis',
      password: STRONG,
      contactMethod: 'phone',
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      requiresVerification: true,
      user: { firstName: 'Róisín', role: 'shop_owner', phone: '+353861112223', email: null },
    })
    expect((await browser.get('/api/shop-owner/profile')).status).toBe(401)
    const verified = await browser.post('/api/auth/verify-phone', { phone: '0861112223', code: await phoneCode('+353861112223') })
    expect(verified.status).toBe(200)
    const profile = await browser.get('/api/shop-owner/profile')
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({ firstName: 'Róisín', role: 'shop_owner', shopCount: 0, isAdmin: false })

    const noEmail = await browser.post('/api/shop-owner/register', {
      firstName: 'Róisín',
      lastName: 'Daly',
      email: null,
      phone: null,
      city: 'Ennis',
      password: STRONG,
      contactMethod: 'email',
    })
    expect(noEmail.status).toBe(422)
    expect(fieldMessages(noEmail.body)).toEqual({ email: M.contactForMethodRequired })

    const byEmail = await new Browser(api.url).post('/api/shop-owner/register', {
      firstName: 'Róisín',
      lastName: 'Daly',
      email: 'roisin@example.ie',
      phone: null,
      city: 'Ennis',
      password: STRONG,
      contactMethod: 'email',
    })
    expect(byEmail.status).toBe(201)
    expect(byEmail.body).toMatchObject({ requiresVerification: true, user: { email: 'roisin@example.ie' } })
  })
})
