import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { AUTH_MAIL } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED } from './browser.ts'

const OWNER = { email: 'ciaran.obrien@shoplocal.ie', password: 'Owner@2026' }
const ATTACKERS = 50
const HOLDER_ROUNDS = 3
const sqlTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/*
 * The probe's lockout loop: wrong passwords and wrong sign-in codes from 50
 * addresses, without pause, while the account's holder signs in by code from
 * a new address each time. Nothing the attackers do may cost the holder a try.
 */
describe(`nobody can keep an owner out, on ${requestedDatabase()}`, () => {
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

  it('the holder signs in by a freshly sent code on the first try every time while 50 addresses guess, and is told someone is trying', async () => {
    const attackers = Array.from({ length: ATTACKERS }, (_, index) => new Browser(api.url, { 'x-forwarded-for': `203.0.113.${index + 1}` }))
    // As the probe did: the attacker first has two sign-in codes mailed (to the holder), then guesses.
    for (const attacker of attackers.slice(0, 2))
      expect((await attacker.post('/api/auth/sign-in-code', { email: OWNER.email })).status).toBe(200)

    let attacking = true
    const statuses = new Map<number, number>()
    const attack = async (attacker: Browser, index: number) => {
      for (let round = 0; attacking; round++) {
        const password = await attacker.post('/api/shop-owner/login', { emailOrPhone: OWNER.email, password: `Wrong@${index}${round}` })
        const guess = String((index * 7919 + round * 104_729) % 1_000_000).padStart(6, '0')
        const code = await attacker.post('/api/auth/code-login', { email: OWNER.email, code: guess, role: 'shop_owner' })
        for (const status of [password.status, code.status]) statuses.set(status, (statuses.get(status) ?? 0) + 1)
      }
    }
    const attackDone = Promise.all(attackers.map(attack))

    try {
      // Let the attack reach the account-wide wait and spend several clients' code tries first.
      const deadline = Date.now() + 60_000
      while ((statuses.get(429) ?? 0) < ATTACKERS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
      expect(statuses.get(429) ?? 0).toBeGreaterThanOrEqual(ATTACKERS)

      for (let round = 1; round <= HOLDER_ROUNDS; round++) {
        // Each round stands for the next hour: the codes mailed so far leave the hourly allowance (3 an hour).
        await db('verification_codes')
          .where('type', 'sign_in')
          .update({ created_at: sqlTime(Date.now() - round * 61 * 60_000) })
        const holder = new Browser(api.url, { 'x-forwarded-for': `198.51.100.${100 + round}` })
        const since = new Date()
        expect((await holder.post('/api/auth/sign-in-code', { email: OWNER.email })).status).toBe(200)
        const mail = await sink.waitFor(
          OWNER.email,
          (candidate) => candidate.subject === AUTH_MAIL.signInSubject && candidate.receivedAt >= since,
        )
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''
        const signedIn = await holder.post('/api/auth/code-login', { email: OWNER.email, code, role: 'shop_owner' })
        expect(signedIn.status).toBe(200)
        expect((await holder.get('/api/auth/user')).body).toMatchObject({ email: OWNER.email })
      }
    } finally {
      attacking = false
      await attackDone
    }

    // The attackers got refusals only, never a server error.
    expect([...statuses.keys()].filter((status) => status >= 500 && status !== 503)).toEqual([])
    expect(statuses.get(200) ?? 0).toBe(0)
    // The alert is sent after the answer that tripped it: wait for it, then make sure it came once.
    await sink.waitFor(OWNER.email, (mail) => mail.subject === AUTH_MAIL.alertSubject)
    const alerts = sink.messages().filter((mail) => mail.to.includes(OWNER.email) && mail.subject === AUTH_MAIL.alertSubject)
    expect(alerts).toHaveLength(1)
  }, 240_000)
})
