import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED, type JsonResponse } from './browser.ts'

/*
 * Nobody can learn whether an address has an account from the answers that deal with addresses: registration,
 * verification, code resends, password reset and sign-in code requests answer an existing account and an
 * unknown one with the same status and words, after the same time (medians within 20 %).
 */
const EXISTING = 'aoife.kelly@shoplocal.ie'
const ROUNDS = 3
const STRONG = 'Secret@123'
// Lower than the product's default (600 ms) to keep the suite quick; the rule is the same.
const EVEN_ANSWER_MS = 300

describe(`answers that do not tell whether an account exists, on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink
  let fresh = 0

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED, AUTH_EVEN_ANSWER_MS: String(EVEN_ANSWER_MS) } })
  })

  afterAll(async () => {
    await api?.stop()
    await sink?.stop()
  })

  const unknownAddress = () => `nobody.${++fresh}.${Date.now()}@example.ie`

  /** The answer with the typed address taken out, so two addresses' answers can be compared. */
  const shape = (response: JsonResponse, address: string) => ({
    status: response.status,
    body: JSON.parse(JSON.stringify(response.body).replaceAll(address, '<address>')) as unknown,
  })

  async function timed(call: () => Promise<JsonResponse>): Promise<{ response: JsonResponse; ms: number }> {
    const started = performance.now()
    const response = await call()
    return { response, ms: performance.now() - started }
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

  /**
   * Asks the same thing for the existing address and for unknown ones, in turns, and compares what came back
   * and how long it took.
   */
  async function compare(ask: (address: string) => Promise<JsonResponse>, unknown: () => string = unknownAddress) {
    const existingTimes: number[] = []
    const unknownTimes: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const known = await timed(() => ask(EXISTING))
      const stranger = unknown()
      const other = await timed(() => ask(stranger))
      expect(shape(known.response, EXISTING)).toEqual(shape(other.response, stranger))
      existingTimes.push(known.ms)
      unknownTimes.push(other.ms)
    }
    const [a, b] = [median(existingTimes), median(unknownTimes)]
    expect(Math.abs(a - b) / Math.max(a, b), `medians ${a.toFixed(0)} ms and ${b.toFixed(0)} ms`).toBeLessThanOrEqual(0.2)
    expect(Math.min(a, b)).toBeGreaterThanOrEqual(EVEN_ANSWER_MS * 0.95)
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

  it('verification answers a verified address as it answers an unknown one', async () => {
    const existing = await new Browser(api.url).post('/api/auth/verify-email', { email: EXISTING, code: '123456' })
    const unknown = await new Browser(api.url).post('/api/auth/verify-email', { email: unknownAddress(), code: '123456' })
    expect(existing.status).toBe(410)
    expect(existing.body).toEqual(unknown.body)
  })
})
