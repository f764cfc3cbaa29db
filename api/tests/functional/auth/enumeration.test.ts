import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { accountLockedMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED, type JsonResponse } from './browser.ts'

/*
 * Nobody can learn whether an address has an account from the answers that deal with addresses: registration,
 * verification, code resends, password reset and sign-in code requests answer an existing account and an
 * unknown one with the same status and words; so do the answers that follow them: wrong passwords up to the
 * lockout and the wait, and wrong guesses at the code asked for. That they also take the same time is measured
 * by `npm run bench:enumeration` (scripts/bench/enumeration.ts), not here: a loaded machine makes times noise.
 */
const EXISTING = 'aoife.kelly@shoplocal.ie'
const ROUNDS = 3
const STRONG = 'Secret@123'
// Lower than the product's default (600 ms) to keep the suite quick; the rule is the same.
const EVEN_ANSWER_MS = 50

describe(`answers that do not tell whether an account exists, on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink
  let fresh = 0
  let db: Knex

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED, AUTH_EVEN_ANSWER_MS: String(EVEN_ANSWER_MS) } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  const unknownAddress = () => `nobody.${++fresh}.${Date.now()}@example.ie`

  /** The answer with the typed address taken out, so two addresses' answers can be compared. */
  const shape = (response: JsonResponse, address: string) => ({
    status: response.status,
    body: JSON.parse(JSON.stringify(response.body).replaceAll(address, '<address>')) as unknown,
  })

  /** Asks the same thing for the existing address and for unknown ones, in turns, and compares what came back. */
  async function compare(ask: (address: string) => Promise<JsonResponse>, unknown: () => string = unknownAddress) {
    for (let round = 0; round < ROUNDS; round++) {
      const known = await ask(EXISTING)
      const stranger = unknown()
      const other = await ask(stranger)
      expect(shape(known, EXISTING)).toEqual(shape(other, stranger))
    }
  }

  const person = (email: string) => ({ firstName: 'Aoife', lastName: 'Kelly', email, password: STRONG, city: 'Galway' })

  it('registration (each form) answers an existing e-mail as it answers a new one', async () => {
    await compare((email) => new Browser(api.url).post('/api/auth/register', person(email)))
    await compare((email) =>
      new Browser(api.url).post('/api/customer/register', {
        firstName: 'Aoife',
        lastName: 'Kelly',
        contact: email,
        city: 'Galway',
        password: STRONG,
      }),
    )
  })

  it('code resends, reset requests and sign-in code requests answer alike', async () => {
    await compare((email) => new Browser(api.url).post('/api/auth/resend-verification', { email }))
    await compare((email) => new Browser(api.url).post('/api/auth/request-password-reset', { email }))
    await compare((email) => new Browser(api.url).post('/api/auth/sign-in-code', { email }))
  })

  it('verification answers a verified address as it answers an unknown one when no code was asked for', async () => {
    // No resend went to this verified address (the guesses after a resend are compared below).
    const verified = 'ciaran.obrien@shoplocal.ie'
    const existing = await new Browser(api.url).post('/api/auth/verify-email', { email: verified, code: '123456' })
    const unknown = await new Browser(api.url).post('/api/auth/verify-email', { email: unknownAddress(), code: '123456' })
    expect(existing.status).toBe(410)
    expect(existing.body).toEqual(unknown.body)
  })

  /** A browser at its own address, as the trusted storefront proxy reports it. */
  let nextClient = 0
  const newClient = () => new Browser(api.url, { 'x-forwarded-for': `203.0.113.${++nextClient}` })
  const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

  /** A lockout answer with its moment taken out (both must be 15 minutes ahead and worded for that moment). */
  const lockShape = (response: JsonResponse) => {
    const { lockedUntil, message, ...rest } = response.body as { lockedUntil?: string; message: string }
    if (lockedUntil === undefined) return { status: response.status, body: response.body }
    const until = new Date(lockedUntil)
    expect(message).toBe(accountLockedMessage(until))
    expect(Math.abs(until.getTime() - Date.now() - 15 * 60_000)).toBeLessThan(60_000)
    return { status: response.status, body: { ...rest, lockedUntil: '<15 minutes ahead>' } }
  }

  it('wrong passwords lock a client out and then make every new client wait, whether or not the address has an account', async () => {
    const OWNER = 'ciaran.obrien@shoplocal.ie'
    const stranger = unknownAddress()
    const login = (browser: Browser, email: string, password = 'Wrong@1234') =>
      browser.post('/api/shop-owner/login', { emailOrPhone: email, password })

    // Two clients each fail five times on each address, in turns: 401 ×4 then 423, and 423 after.
    for (let pair = 0; pair < 2; pair++) {
      const [a, b] = [newClient(), newClient()]
      const answers = { known: [] as unknown[], unknown: [] as unknown[] }
      for (let attempt = 1; attempt <= 6; attempt++) {
        const known = await login(a, OWNER)
        const other = await login(b, stranger)
        answers.known.push(lockShape(known))
        answers.unknown.push(lockShape(other))
      }
      expect(answers.known.map((answer) => (answer as { status: number }).status)).toEqual([401, 401, 401, 401, 423, 423])
      expect(answers.unknown).toEqual(answers.known)
    }

    // Ten failures: a client new to either address now waits. The wait is stretched to a minute, as a longer
    // attack would, so the answers do not depend on how fast this machine is.
    const ahead = sqlTime(Date.now() + 60_000)
    await db('users').where({ email: OWNER }).update({ account_locked_until: ahead })
    await db('unknown_sign_in_throttles').whereNotNull('locked_until').where('client', '(contact wait)').update({ locked_until: ahead })
    const known = await login(newClient(), OWNER, 'Owner@2026')
    const other = await login(newClient(), stranger, 'Owner@2026')
    // A new client gets the code step (never a wait) for either address.
    expect(known.status).toBe(401)
    expect(known.body).toMatchObject({ codeRequired: true })
    expect(shape(other, stranger)).toEqual(shape(known, OWNER))
    expect(other.headers.get('retry-after')).toBe(known.headers.get('retry-after'))
    // No account was made for the unknown address.
    expect(await db('users').where({ email: stranger }).first()).toBeUndefined()
  })

  /**
   * Asks for a code for an address and then guesses wrong from one client until refused, then once more
   * from a second client after the code's ten minutes: the answers, in order.
   */
  async function guessSequence(
    email: string,
    ask: (browser: Browser) => Promise<JsonResponse>,
    guess: (browser: Browser, code: string) => Promise<JsonResponse>,
    expire: () => Promise<unknown>,
  ) {
    expect((await ask(new Browser(api.url))).status).toBe(200)
    // A live code that happens to be 000000 would make that guess right.
    const live = (table: string) => db(table).where({ code: '000000', is_used: false }).first()
    const wrong = (await live('verification_codes')) || (await live('password_reset_tokens')) ? '111111' : '000000'
    const guesser = newClient()
    const answers: unknown[] = []
    for (let attempt = 0; attempt < 6; attempt++) answers.push(shape(await guess(guesser, wrong), email))
    await expire()
    answers.push(shape(await guess(newClient(), wrong), email))
    return answers
  }

  const longAgo = () => sqlTime(Date.now() - 60_000)
  const expirePhantoms = (kind: string) => db('phantom_codes').where({ kind }).update({ expires_at: longAgo() })
  const idOf = async (email: string) => (await db('users').where({ email }).orderBy('id').first()).id as number

  it('a wrong guess at a reset or sign-in code counts down alike for an existing and an unknown address', async () => {
    const OWNER = 'siobhan.murphy@shoplocal.ie'
    const reset = (email: string) => ({
      ask: (browser: Browser) => browser.post('/api/auth/request-password-reset', { email }),
      guess: (browser: Browser, code: string) =>
        browser.post('/api/auth/reset-password', { email, code, newPassword: 'Brand@New2027', confirmPassword: 'Brand@New2027' }),
    })
    const stranger = unknownAddress()
    const ownerId = await idOf(OWNER)
    const known = await guessSequence(OWNER, reset(OWNER).ask, reset(OWNER).guess, () =>
      db('password_reset_tokens').where({ user_id: ownerId }).update({ expires_at: longAgo() }),
    )
    const unknown = await guessSequence(stranger, reset(stranger).ask, reset(stranger).guess, () => expirePhantoms('reset'))
    expect(known.map((answer) => (answer as { status: number }).status)).toEqual([422, 422, 422, 422, 429, 429, 410])
    expect(unknown).toEqual(known)

    const signIn = (email: string) => ({
      ask: (browser: Browser) => browser.post('/api/auth/sign-in-code', { email }),
      guess: (browser: Browser, code: string) => browser.post('/api/auth/code-login', { email, code, role: 'shop_owner' }),
    })
    const other = unknownAddress()
    const knownCodes = await guessSequence(OWNER, signIn(OWNER).ask, signIn(OWNER).guess, () =>
      db('verification_codes').where({ user_id: ownerId, type: 'sign_in' }).update({ expires_at: longAgo() }),
    )
    const unknownCodes = await guessSequence(other, signIn(other).ask, signIn(other).guess, () => expirePhantoms('sign_in'))
    expect(unknownCodes).toEqual(knownCodes)
    expect(knownCodes).toEqual(known)
  })

  it('a wrong verification code counts down alike for an account waiting for it, a verified one and an unknown address', async () => {
    const waiting = unknownAddress()
    expect((await new Browser(api.url).post('/api/auth/register', person(waiting))).status).toBe(201)
    const waitingId = await idOf(waiting)
    const verification = (email: string) => ({
      ask: (browser: Browser) => browser.post('/api/auth/resend-verification', { email }),
      guess: (browser: Browser, code: string) => browser.post('/api/auth/verify-email', { email, code }),
    })
    const sequences = []
    sequences.push(
      await guessSequence(waiting, verification(waiting).ask, verification(waiting).guess, () =>
        db('verification_codes').where({ user_id: waitingId }).update({ expires_at: longAgo() }),
      ),
    )
    for (const email of [EXISTING, unknownAddress()])
      sequences.push(await guessSequence(email, verification(email).ask, verification(email).guess, () => expirePhantoms('verification')))
    expect(sequences[0].map((answer) => (answer as { status: number }).status)).toEqual([422, 422, 422, 422, 429, 429, 410])
    expect(sequences[1]).toEqual(sequences[0])
    expect(sequences[2]).toEqual(sequences[0])
  })
})
