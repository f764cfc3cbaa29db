import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { Scrypt } from '@adonisjs/core/hash/drivers/scrypt'
import { AUTH_SERVER_MESSAGES } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, UNTHROTTLED } from './browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }
const OWNER = { email: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const IDLE_SECONDS = 4
/*
 * The idle rule is about real time passing in the API process, so this file alone waits for time (lint's one
 * exception): the admin's last use is kept in the session, which a test cannot move back.
 */
// eslint-disable-next-line no-restricted-syntax
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))

describe(`admin idle timeout and password hashing on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex

  beforeAll(async () => {
    // One hash at a time and no queue, so a burst of sign-ins shows the gate's refusals.
    api = await startApi({ env: { ...UNTHROTTLED, ADMIN_IDLE_TIMEOUT: `${IDLE_SECONDS}s`, HASH_CONCURRENCY: '1', HASH_QUEUE: '0' } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('an admin’s website session and desktop token stop working when left idle; a customer’s session does not', async () => {
    const call = adminClient(api.url)
    const customer = new Browser(api.url)
    expect((await customer.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })).status).toBe(200)
    // An owner given admin rights after signing in: the first admin request starts the idle clock.
    const promoted = new Browser(api.url)
    expect((await promoted.post('/api/shop-owner/login', { emailOrPhone: OWNER.email, password: OWNER.password })).status).toBe(200)
    await db('users').where({ email: OWNER.email, role: 'shop_owner' }).update({ is_admin: true })
    expect((await promoted.get('/api/admin/users')).status).toBe(200)
    // The admin's session and token are made last, so slow sign-ins above do not eat into their idle time.
    const admin = new Browser(api.url)
    expect((await admin.post('/api/auth/role-login', { ...ADMIN, role: 'admin' })).status).toBe(200)
    let sessionUsedAt = Date.now()
    const { body } = await call('POST', '/api/admin/auth/token', { body: ADMIN })
    let tokenUsedAt = Date.now()

    // Used within the timeout: both keep working, and each use restarts the clock. Each wait is measured from
    // the last use, so a slow answer on a busy machine does not add up across steps.
    const quarter = (IDLE_SECONDS * 1000) / 4
    for (let step = 0; step < 2; step++) {
      await later(sessionUsedAt + quarter - Date.now())
      expect((await admin.get('/api/auth/user')).status).toBe(200)
      sessionUsedAt = Date.now()
      await later(tokenUsedAt + quarter - Date.now())
      expect((await call('GET', '/api/admin/auth/me', { token: body.token })).status).toBe(200)
      tokenUsedAt = Date.now()
    }

    await later(IDLE_SECONDS * 1000 + 1500)
    expect((await admin.get('/api/auth/user')).status).toBe(401)
    expect((await admin.get('/api/admin/users')).status).toBe(401)
    expect((await call('GET', '/api/admin/auth/me', { token: body.token })).status).toBe(401)
    expect(await db('auth_access_tokens').where('name', 'desktop-console')).toHaveLength(0)
    expect((await promoted.get('/api/auth/user')).status).toBe(401)
    expect((await customer.get('/api/auth/user')).status).toBe(200)
    await db('users').where({ email: OWNER.email, role: 'shop_owner' }).update({ is_admin: false })
  })

  it('hashes new passwords with argon2id and upgrades an old scrypt hash at the next sign-in', async () => {
    const scrypt = new Scrypt({ cost: 131072, blockSize: 8, parallelization: 1, maxMemory: 256 * 1024 * 1024 })
    await db('users')
      .where({ email: CUSTOMER.email })
      .update({ password: await scrypt.make(CUSTOMER.password) })
    expect((await new Browser(api.url).post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })).status).toBe(
      200,
    )
    const row = await db('users').where({ email: CUSTOMER.email }).first()
    expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect((await new Browser(api.url).post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })).status).toBe(
      200,
    )
  })

  it('answers 503 with Retry-After at once when more sign-ins arrive than hashes may run', async () => {
    /** The order the answers arrive in, 503s and 200s alike. */
    const arrivals: number[] = []
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        new Browser(api.url, { 'x-forwarded-for': `198.51.100.${index + 1}` })
          .send('POST', '/api/customer/login', {
            contact: CUSTOMER.email,
            password: CUSTOMER.password,
          })
          .then((answer) => {
            arrivals.push(answer.status)
            return answer
          }),
      ),
    )
    const busy = answers.filter((answer) => answer.status === 503)
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    expect(busy.length).toBeGreaterThanOrEqual(1)
    expect(busy[0].body).toEqual({ message: AUTH_SERVER_MESSAGES.busy })
    expect(Number(busy[0].headers.get('retry-after'))).toBeGreaterThan(0)
    // At once: a refusal does not wait for the running hash, so one arrives before the first sign-in completes.
    expect(arrivals.indexOf(503)).toBeLessThan(arrivals.indexOf(200))
    // Each refusal is one WARN line in the log, with no stack: it is the API doing its job, not a fault.
    const deadline = Date.now() + 5000
    const warnings = () =>
      api
        .output()
        .split('\n')
        .filter((line) => line.includes('WARN') && line.includes(AUTH_SERVER_MESSAGES.busy))
    while (warnings().length < busy.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(warnings()).toHaveLength(busy.length)
    expect(api.output()).not.toMatch(/^\s+at /m)
    expect(api.output()).not.toMatch(/\bERROR\b/)
  })
})
