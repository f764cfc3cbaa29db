import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_SERVER_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser } from './browser.ts'

describe(`per-IP rate limits on ${requestedDatabase()}`, () => {
  let api: RunningApi

  beforeAll(async () => {
    api = await startApi({
      env: { AUTH_SIGN_IN_PER_MINUTE: '3', AUTH_REGISTER_PER_MINUTE: '2', AUTH_CODES_PER_MINUTE: '2', GUEST_SESSIONS_PER_MINUTE: '2' },
    })
  })

  afterAll(async () => {
    await api?.stop()
  })

  async function statuses(path: string, body: unknown, times: number) {
    const browser = new Browser(api.url)
    const results: number[] = []
    let last: { message?: string } = {}
    for (let i = 0; i < times; i++) {
      const response = await browser.post<{ message?: string }>(path, body)
      results.push(response.status)
      last = response.body
    }
    return { results, last }
  }

  it('sign-in answers 429 with a message once the allowance is spent', async () => {
    const { results, last } = await statuses('/api/customer/login', { contact: 'nobody@example.ie', password: 'x' }, 4)
    expect(results).toEqual([401, 401, 401, 429])
    expect(last.message).toBe(AUTH_SERVER_MESSAGES.rateLimited)
    // The allowance is per IP, shared by every sign-in endpoint of the same limiter.
    expect((await new Browser(api.url).post('/api/shop-owner/login', { emailOrPhone: 'nobody@example.ie', password: 'x' })).status).toBe(
      429,
    )
    // The refusal says when to come back.
    const refused = await fetch(`${api.url}/api/customer/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ contact: 'nobody@example.ie', password: 'x' }),
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('registration, reset requests and resends are limited too', async () => {
    const registration = await statuses('/api/auth/register', {}, 3)
    expect(registration.results).toEqual([422, 422, 429])
    const codes = await statuses('/api/auth/request-password-reset', { email: 'nobody@example.ie' }, 3)
    expect(codes.results).toEqual([200, 200, 429])
    expect((await new Browser(api.url).post('/api/auth/resend-verification', { email: 'nobody@example.ie' })).status).toBe(429)
    expect((await new Browser(api.url).post('/api/auth/sign-in-code', { email: 'nobody@example.ie' })).status).toBe(429)
  })

  it('new guest sessions are limited per address, and each address has its own allowance', async () => {
    const guests = await statuses('/api/guest-session', { email: 'guest@example.ie' }, 3)
    expect(guests.results).toEqual([201, 201, 429])
    expect(guests.last.message).toBe(AUTH_SERVER_MESSAGES.rateLimited)
    const elsewhere = new Browser(api.url, { 'x-forwarded-for': '198.51.100.9' })
    expect((await elsewhere.post('/api/guest-session', { email: 'guest@example.ie' })).status).toBe(201)
  })

  it('a different client address (through the trusted proxy) has its own allowance', async () => {
    const other = new Browser(api.url, { 'x-forwarded-for': '198.51.100.7' })
    expect((await other.post('/api/customer/login', { contact: 'nobody@example.ie', password: 'x' })).status).toBe(401)
  })
})
