import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { AUTH_API_MESSAGES, AUTH_MAIL, accountLockedMessage, codeInvalidMessage, signInCodeStepMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, PAST, UNTHROTTLED, untilOutboxSent } from './browser.ts'

const OWNER = { email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const WRONG = 'Wrong@1234'

/** DATETIME values as the drivers return them (MySQL: Date; SQLite: UTC text) and as both accept them. */
const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(`${value.replace(' ', 'T')}Z`))
const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/** A browser at its own address, as the trusted storefront proxy reports it. */
const from = (api: RunningApi, address: string) => new Browser(api.url, { 'x-forwarded-for': address })

describe(`sign-in lockout per account and client, and the email-code sign-in, on ${requestedDatabase()}`, () => {
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

  const idOf = async (email: string, role: string) => (await db('users').where({ email, role }).first()).id as number
  const actions = async (id: number) => (await db('audit_logs').where('user_id', id).orderBy('id')).map((row) => row.action as string)
  const alerts = (email: string) => sink.messages().filter((mail) => mail.to.includes(email) && mail.subject === AUTH_MAIL.alertSubject)
  const ownerLogin = (browser: Browser, password: string) => browser.post('/api/shop-owner/login', { emailOrPhone: OWNER.email, password })
  /**
   * The wait the last failure set must lie ahead; it is then stretched to a minute, as a longer attack
   * would, so the refusals below do not depend on how fast this machine answers.
   */
  const stretchWait = async (id: number) => {
    const { account_locked_until: until } = await db('users').where('id', id).first()
    expect(asDate(until).getTime()).toBeGreaterThan(Date.now() - 2000)
    await db('users')
      .where('id', id)
      .update({ account_locked_until: sqlTime(Date.now() + 60_000) })
  }

  it('attackers from many addresses are locked out one by one and then throttled, but cannot stop the owner', async () => {
    const id = await idOf(OWNER.email, 'shop_owner')

    // The owner has signed in from home before: that address is proven.
    const home = from(api, '192.0.2.10')
    expect((await ownerLogin(home, OWNER.password)).status).toBe(200)

    // Two attacker addresses spend their five tries each: each is locked out on its own fifth.
    for (const address of ['203.0.113.1', '203.0.113.2']) {
      const attacker = from(api, address)
      const statuses: number[] = []
      for (let attempt = 1; attempt <= 5; attempt++) statuses.push((await ownerLogin(attacker, WRONG)).status)
      expect(statuses).toEqual([401, 401, 401, 401, 423])
      const again = await ownerLogin(attacker, OWNER.password)
      expect(again.status).toBe(423)
      expect(again.body.message).toBe(accountLockedMessage(new Date(again.body.lockedUntil as string)))
    }
    // Ten failures on the account from anywhere: an unproven client is asked for the code mailed to the
    // holder instead of a password check (never a wait), with the same answer for a right or wrong password.
    await stretchWait(id)
    const third = from(api, '203.0.113.3')
    const stepped = await third.post<{ message: string; codeRequired: boolean }>('/api/shop-owner/login', {
      emailOrPhone: OWNER.email,
      password: WRONG,
    })
    expect(stepped.status).toBe(401)
    expect(stepped.body).toEqual({ message: signInCodeStepMessage(true), codeRequired: true })
    expect(stepped.headers.get('retry-after')).toBeNull()
    const rightPassword = await ownerLogin(from(api, '203.0.113.33'), OWNER.password)
    expect(rightPassword.body).toEqual({ message: signInCodeStepMessage(false), codeRequired: true })
    const row = await db('users').where('id', id).first()
    expect(row.failed_login_attempts).toBe(10)
    expect(row.account_locked_until).toBeTruthy()

    // The owner at home goes straight through; the account as a whole was never locked.
    const atHome = await ownerLogin(from(api, '192.0.2.10'), OWNER.password)
    expect(atHome.status).toBe(200)

    // Both locks and the wait are audited; the owner was mailed once about them.
    expect((await actions(id)).filter((action) => action === 'account_locked')).toHaveLength(2)
    expect(await actions(id)).toContain('account_throttled')
    expect(await actions(id)).toContain('login_code_step')
    // The alert is sent after the answer (so that answer takes no longer than for an unknown address).
    await sink.waitFor(OWNER.email, (mail) => mail.subject === AUTH_MAIL.alertSubject)
    expect(alerts(OWNER.email)).toHaveLength(1)
    expect(alerts(OWNER.email)[0].text).toContain(AUTH_MAIL.alertBody)

    // The attackers stay locked out after the owner's sign-in.
    expect((await ownerLogin(from(api, '203.0.113.1'), OWNER.password)).status).toBe(423)
  })

  it('the owner on a new address, refused while the account is under attack, gets in with an emailed code', async () => {
    const id = await idOf(OWNER.email, 'shop_owner')
    // The attack goes on from a new address: the recent failures still count, so it waits after one guess.
    const attacker = from(api, '203.0.113.4')
    expect((await ownerLogin(attacker, WRONG)).status).toBe(401)
    await stretchWait(id)
    expect((await ownerLogin(attacker, OWNER.password)).body).toMatchObject({ codeRequired: true })

    const travelling = from(api, '198.51.100.20')
    const refused = await ownerLogin(travelling, OWNER.password)
    expect(refused).toMatchObject({ status: 401, body: { codeRequired: true } })

    // The refusals mailed codes of their own: once those have left, the next code mail is the one asked for below.
    await untilOutboxSent(db)
    const since = new Date()
    const asked = await travelling.post('/api/auth/sign-in-code', { email: OWNER.email })
    expect(asked).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.signInCodeAnswer } })
    const mail = await sink.waitFor(
      OWNER.email,
      (candidate) => candidate.subject === AUTH_MAIL.signInSubject && candidate.receivedAt >= since,
    )
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''

    const wrongRole = await travelling.post('/api/auth/code-login', {
      email: OWNER.email,
      code: code === '000000' ? '111111' : '000000',
      role: 'shop_owner',
    })
    expect(wrongRole.status).toBe(422)
    const signedIn = await travelling.post('/api/auth/code-login', { email: OWNER.email, code, role: 'shop_owner' })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body).toMatchObject({ role: 'shop_owner', user: { email: OWNER.email, role: 'shop_owner' } })
    expect((await travelling.get('/api/auth/user')).body).toMatchObject({ email: OWNER.email })
    expect(await actions(id)).toContain('account_unthrottled')

    // The code is single use; the attackers are still locked out or asked for a code.
    expect((await from(api, '198.51.100.21').post('/api/auth/code-login', { email: OWNER.email, code, role: 'shop_owner' })).status).toBe(
      410,
    )
    expect((await ownerLogin(from(api, '203.0.113.1'), OWNER.password)).status).toBe(423)
    expect((await ownerLogin(attacker, WRONG)).status).toBe(401)
    await stretchWait(id)
    expect((await ownerLogin(attacker, OWNER.password)).body).toMatchObject({ codeRequired: true })

    // The wait runs out on its own: the owner's new address signs in with the password.
    await db('users').where('id', id).update({ account_locked_until: PAST })
    expect((await ownerLogin(from(api, '198.51.100.22'), OWNER.password)).status).toBe(200)
    // No further alert: the owner is told once.
    expect(alerts(OWNER.email)).toHaveLength(1)
  })

  it('the emailed code also lifts this client’s own lock', async () => {
    const id = await idOf(ADMIN.email, 'admin')
    const clumsy = from(api, '198.51.100.30')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await clumsy.post('/api/auth/role-login', { email: ADMIN.email, password: WRONG, role: 'admin' })
    }
    expect((await clumsy.post('/api/auth/role-login', { ...ADMIN, role: 'admin' })).status).toBe(423)

    const since = new Date()
    await clumsy.post('/api/auth/sign-in-code', { email: ADMIN.email })
    const code = await sink.latestCode(ADMIN.email, since)
    const signedIn = await clumsy.post('/api/auth/code-login', { email: ADMIN.email, code, role: 'admin' })
    expect(signedIn).toMatchObject({ status: 200, body: { role: 'admin', user: { isAdmin: true } } })
    const unlocked = await db('audit_logs').where({ user_id: id, action: 'account_unlocked' }).orderBy('id', 'desc').first()
    expect(JSON.parse(unlocked.details)).toEqual({ reason: 'sign_in_code' })
    expect(await db('sign_in_throttles').where({ user_id: id, client: '198.51.100.30' }).first()).toMatchObject({
      failures: 0,
      locked_until: null,
    })
    expect((await from(api, '198.51.100.30').post('/api/auth/role-login', { ...ADMIN, role: 'admin' })).status).toBe(200)
  })

  it('a sign-in code request answers the same for an unknown email and mails nobody', async () => {
    const before = sink.messages().length
    const unknown = await new Browser(api.url).post('/api/auth/sign-in-code', { email: 'nobody@example.ie' })
    expect(unknown).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.signInCodeAnswer } })
    // A guess is answered as a guess at a live code would be (enumeration.test.ts compares the whole sequence).
    const code = await new Browser(api.url).post('/api/auth/code-login', { email: 'nobody@example.ie', code: '123456', role: 'customer' })
    expect(code.status).toBe(422)
    expect(code.body.message).toBe(codeInvalidMessage(4))
    expect(sink.messages().length).toBe(before)
    expect(await db('users').where({ email: 'nobody@example.ie' }).first()).toBeUndefined()
  })

  it('the scheduled sweep lifts locks that ran out, audits each unlock, and forgets stale counts', async () => {
    const id = await idOf('aoife.kelly@shoplocal.ie', 'customer')
    const guesser = from(api, '203.0.113.50')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await guesser.post('/api/customer/login', { contact: 'aoife.kelly@shoplocal.ie', password: WRONG })
    }
    await db('sign_in_throttles').where({ user_id: id, client: '203.0.113.50' }).update({ locked_until: PAST })
    await db('sign_in_throttles').insert({ user_id: id, client: '203.0.113.51', failures: 2, last_failure_at: PAST })
    // What is kept for addresses without an account goes too once it cannot matter; a live count stays.
    const [stale, live] = ['a'.repeat(64), 'b'.repeat(64)]
    await db('unknown_sign_in_throttles').insert([
      { contact_hash: stale, client: '203.0.113.52', failures: 5, locked_until: PAST, last_failure_at: PAST },
      { contact_hash: live, client: '203.0.113.52', failures: 1, last_failure_at: sqlTime(Date.now()) },
    ])
    await db('phantom_codes').insert({ contact_hash: stale, kind: 'reset', expires_at: PAST, attempts: 0, created_at: PAST })

    expect(await runAce(['sign-in-locks:sweep'], api.env)).toContain('Lifted 1 expired sign-in lock')
    expect(await db('sign_in_throttles').where({ user_id: id, client: '203.0.113.50' }).first()).toMatchObject({
      failures: 0,
      locked_until: null,
    })
    expect(await db('sign_in_throttles').where({ user_id: id, client: '203.0.113.51' })).toHaveLength(0)
    expect((await db('unknown_sign_in_throttles').whereIn('contact_hash', [stale, live])).map((row) => row.contact_hash)).toEqual([live])
    expect(await db('phantom_codes').where({ contact_hash: stale })).toHaveLength(0)
    const unlocked = await db('audit_logs').where({ user_id: id, action: 'account_unlocked', ip_address: '203.0.113.50' }).first()
    expect(JSON.parse(unlocked.details)).toEqual({ reason: 'expired' })
    expect(await runAce(['sign-in-locks:sweep'], api.env)).toContain('Lifted 0 expired sign-in locks')
  })
})
