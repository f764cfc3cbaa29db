import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
/**
 * How long a poll for a change may fail before the test does: far above the 2 s promised, so a loaded machine
 * does not fail it (`npm run bench:freshness` measures how soon changes show).
 */
const GIVE_UP_MS = 15_000

interface Listed {
  id: number
  email: string | null
  lastName: string | null
  banned: boolean
}

describe(`admin users search on ${requestedDatabase()}, two API processes`, () => {
  let api: RunningApi
  let second: RunningServer
  let db: Knex
  let first: ReturnType<typeof adminClient>
  let other: ReturnType<typeof adminClient>
  let token: string

  /** The e-mails the second process lists for a query string. */
  const search = async (query: string, client = other) => {
    const reply = await client('GET', `/api/admin/users?${query}`, { token })
    expect(reply.status).toBe(200)
    return reply.body as { users: Listed[]; totalCount: number; totalPages: number }
  }
  const emailsFor = async (text: string) => (await search(`search=${encodeURIComponent(text)}&limit=100`)).users.map((user) => user.email)

  beforeAll(async () => {
    api = await startApi({ env: { AUTH_SIGN_IN_PER_MINUTE: '1000' } })
    second = await startServer(api.env)
    db = api.database.connect()
    first = adminClient(api.url)
    other = adminClient(second.url)
    token = (await first('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
    const people = [
      { first_name: 'Ríonach', last_name: 'Tiebreak', email: 'rionach.tie@example.ie', phone: '0871110001' },
      { first_name: 'Brid', last_name: 'Tiebreak', email: 'brid.tie@example.ie', phone: '0871110002' },
      { first_name: 'Cait', last_name: 'Tiebreak', email: 'cait.tie@example.ie', phone: '0871110003' },
    ]
    await db('users').insert(people.map((person) => ({ ...person, role: 'customer' })))
    await db('users').insert({
      first_name: 'Dara',
      last_name: 'Tiebreak',
      email: 'dara.tie@example.ie',
      phone: '0871110004',
      role: 'shop_owner',
    })
    // Numbers are stored in E.164 now; the rows above keep the older typed form.
    await db('users').insert({
      first_name: 'Eimear',
      last_name: 'Phoneform',
      email: 'eimear.phone@example.ie',
      phone: '+353871110005',
      role: 'customer',
    })
  })

  afterAll(async () => {
    await db?.destroy()
    await second?.stop()
    await api?.stop()
  })

  it('finds a registration, a rename, a suspension and a deletion made through the other process', async () => {
    const registered = await first('POST', '/api/auth/register', {
      body: { firstName: 'Saoirse', lastName: 'Quinlan', email: 'saoirse.quinlan@example.ie', password: 'Strong@2026', city: 'Galway' },
    })
    expect(registered.status).toBe(201)
    await expect.poll(() => emailsFor('quinlan'), { timeout: GIVE_UP_MS, interval: 100 }).toEqual(['saoirse.quinlan@example.ie'])
    const id = Number((await db('users').where('email', 'saoirse.quinlan@example.ie').first()).id)

    // Any write to the row is announced, not only the service's own.
    await db('users').where('id', id).update({ last_name: 'Ferriter' })
    await expect.poll(() => emailsFor('ferriter'), { timeout: GIVE_UP_MS, interval: 100 }).toEqual(['saoirse.quinlan@example.ie'])
    expect(await emailsFor('quinlan')).toEqual([])

    expect((await first('PUT', `/api/admin/users/${id}/suspend`, { token, body: { reason: 'Spam' } })).status).toBe(200)
    await expect
      .poll(async () => (await search('search=ferriter&status=banned')).users.map((user) => user.id), {
        timeout: GIVE_UP_MS,
        interval: 100,
      })
      .toEqual([id])
    expect((await search('search=ferriter&status=active')).totalCount).toBe(0)

    expect((await first('DELETE', `/api/admin/users/${id}`, { token })).status).toBe(200)
    await expect.poll(() => emailsFor('ferriter'), { timeout: GIVE_UP_MS, interval: 100 }).toEqual([])
  })

  it('matches any case and accent as a prefix of a name, the e-mail or the phone, every word', async () => {
    expect(await emailsFor('RIONACH')).toEqual(['rionach.tie@example.ie'])
    expect(await emailsFor('tieb')).toHaveLength(4)
    expect(await emailsFor('ieb')).toEqual([])
    expect(await emailsFor('brid.tie@')).toEqual(['brid.tie@example.ie'])
    expect(await emailsFor('087111000')).toHaveLength(5)
    expect(await emailsFor('0871110003')).toEqual(['cait.tie@example.ie'])
    expect(await emailsFor('cait tieb')).toEqual(['cait.tie@example.ie'])
    expect(await emailsFor('cait rionach')).toEqual([])
  })

  it('reads a search that looks like a phone number in every form a number is stored in', async () => {
    expect(await emailsFor('0871110005')).toEqual(['eimear.phone@example.ie'])
    expect(await emailsFor('087 111 0005')).toEqual(['eimear.phone@example.ie'])
    expect(await emailsFor('+353 87 111 0005')).toEqual(['eimear.phone@example.ie'])
    expect(await emailsFor('00353871110005')).toEqual(['eimear.phone@example.ie'])
    expect((await emailsFor('087111000')).sort()).toEqual(
      ['rionach.tie@example.ie', 'brid.tie@example.ie', 'cait.tie@example.ie', 'dara.tie@example.ie', 'eimear.phone@example.ie'].sort(),
    )
    // An older row stored as typed is found by the international form too.
    expect(await emailsFor('+353871110003')).toEqual(['cait.tie@example.ie'])
    // The lists without the in-memory index (shop owners, customers) read it the same way.
    const owners = await other('GET', `/api/admin/shop-owners?search=${encodeURIComponent('+353 87 111 0004')}`, { token })
    expect(owners.status).toBe(200)
    expect(owners.body.shopOwners.map((owner: { email: string }) => owner.email)).toEqual(['dara.tie@example.ie'])
    const customers = await other('GET', `/api/admin/customers?search=${encodeURIComponent('087 111 0005')}`, { token })
    expect(customers.status).toBe(200)
    expect(customers.body.customers.map((customer: { email: string }) => customer.email)).toEqual(['eimear.phone@example.ie'])
  })

  it('filters by role and answers the same total and pages as the list without the index', async () => {
    const owners = await search('search=tiebreak&role=shop_owner')
    expect(owners.users.map((user) => user.email)).toEqual(['dara.tie@example.ie'])
    expect(owners.totalCount).toBe(1)
    const customers = await search('search=tiebreak&role=customer&limit=2')
    expect(customers.totalCount).toBe(3)
    expect(customers.totalPages).toBe(2)
    // A page past the end is the last page, as on the SQL path.
    const past = await search('search=tiebreak&role=customer&limit=2&page=9')
    expect(past.users).toHaveLength(1)
  })

  it('lists a user with the same fields whether found by a search or listed without one', async () => {
    const searched = (await search('search=dara.tie')).users
    const listed = (await search('role=shop_owner&sortBy=createdAt&sortOrder=desc&limit=1')).users
    expect(searched).toHaveLength(1)
    expect(listed).toEqual(searched)
    expect(Object.keys(searched[0]).sort()).toEqual(
      ['banned', 'createdAt', 'email', 'firstName', 'id', 'isEmailVerified', 'isPhoneVerified', 'lastName', 'phone', 'role'].sort(),
    )
  })

  it('sorts ties by id in the sort direction, so pages never overlap or skip', async () => {
    const ids = (await db('users').where('last_name', 'Tiebreak').orderBy('id')).map((row: { id: number }) => Number(row.id))
    for (const order of ['asc', 'desc'] as const) {
      const pages: number[] = []
      for (let page = 1; page <= 2; page++) {
        const listed = await search(`search=tiebreak&sortBy=lastName&sortOrder=${order}&limit=2&page=${page}`)
        pages.push(...listed.users.map((user) => user.id))
      }
      expect(pages).toEqual(order === 'asc' ? ids : [...ids].reverse())
    }
    const byFirstName = await search('search=tiebreak&sortBy=firstName&sortOrder=asc')
    expect(byFirstName.users.map((user) => user.email)).toEqual([
      'brid.tie@example.ie',
      'cait.tie@example.ie',
      'dara.tie@example.ie',
      'rionach.tie@example.ie',
    ])
  })
})
