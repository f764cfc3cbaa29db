import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_DENIED, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const CUSTOMER = 'aoife.kelly@shoplocal.ie'

/*
 * The console's way in that failed passwords cannot close: a code mailed to the admin's address is exchanged
 * for a token, whatever wrong passwords from other addresses have done to the password sign-in.
 */
describe(`the console's sign-in by code, on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED } })
  })

  afterAll(async () => {
    await api?.stop()
    await sink?.stop()
  })

  const client = (address: string) => new Browser(api.url, { 'x-forwarded-for': address })

  async function mailedCode(email: string, from: Browser): Promise<string> {
    const since = new Date()
    expect((await from.post('/api/auth/sign-in-code', { email })).status).toBe(200)
    return sink.latestCode(email, since)
  }

  it('gives the admin a token by code from a new address while the password sign-in makes strangers wait', async () => {
    // Wrong passwords from twelve addresses: the account now makes every address it does not know wait.
    for (let index = 1; index <= 12; index++) {
      await client(`198.51.100.${index}`).post('/api/admin/auth/token', { email: ADMIN.email, password: `Wrong@${index}` })
    }
    const holder = client('192.0.2.200')
    const byPassword = await holder.post('/api/admin/auth/token', ADMIN)
    expect(byPassword.status).toBe(429)

    const wrong = await holder.post('/api/admin/auth/code-token', { email: ADMIN.email, code: '000000' })
    const code = await mailedCode(ADMIN.email, holder)
    const signedIn = await holder.post<{ token: string; user: { email: string } }>('/api/admin/auth/code-token', {
      email: ADMIN.email,
      code,
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.user.email).toBe(ADMIN.email)
    const me = await new Browser(api.url, { authorization: `Bearer ${signedIn.body.token}` }).get('/api/admin/auth/me')
    expect(me.status).toBe(200)

    // The wrong code before asking for one found no code to count against.
    expect(wrong.status).toBe(410)
    const used = await holder.post('/api/admin/auth/code-token', { email: ADMIN.email, code })
    expect(used.status).toBe(410)
    expect(used.body.message).toBe(AUTH_API_MESSAGES.codeUsed)
  })

  it('counts wrong codes, and refuses an account without admin rights with Access Denied', async () => {
    const guesser = client('192.0.2.201')
    await mailedCode(ADMIN.email, guesser)
    const wrong = await guesser.post('/api/admin/auth/code-token', { email: ADMIN.email, code: '999999' })
    expect(wrong.status).toBe(422)
    const malformed = await guesser.post('/api/admin/auth/code-token', { email: ADMIN.email, code: '12ab' })
    expect(fieldMessages(malformed.body).code).toBe(M.codeLength)

    const customer = client('192.0.2.202')
    const code = await mailedCode(CUSTOMER, customer)
    const denied = await customer.post('/api/admin/auth/code-token', { email: CUSTOMER, code })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe(ACCESS_DENIED.enhanced)
  })
})
