import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Knex } from 'knex'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'

/** Clients writing at once, and how many writes are acknowledged before the API is killed. */
const WRITERS = 16
const ACKNOWLEDGED_BEFORE_CRASH = 40

/** A guest session by its id; a registration by its phone (a pending account's answer carries no id). */
interface Acknowledged {
  table: 'guest_sessions' | 'users'
  key: number | string
}

const KEY_COLUMNS = { guest_sessions: 'id', users: 'phone' } as const

/**
 * Writes under load, the API killed with SIGKILL mid-stream, then restarted:
 * every write that was answered 2xx must be in the database afterwards. A
 * write acknowledged before it is committed (a buffer, a queue in memory, a
 * transaction still open) would be missing here.
 */
describe(`acknowledged writes survive SIGKILL on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex

  beforeAll(async () => {
    // Every writer comes from one address: the per-address allowances would refuse most of the load.
    api = await startApi({ env: { GUEST_SESSIONS_PER_MINUTE: '100000', AUTH_REGISTER_PER_MINUTE: '100000' } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  async function write(sequence: number): Promise<Acknowledged | null> {
    // Mostly guest sessions (one insert), with customer registrations (a hashed password and an audit row) among them.
    const registration = sequence % 5 === 0
    const response = await fetch(`${api.url}${registration ? '/api/customer/register' : '/api/guest-session'}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(
        registration
          ? { firstName: 'Kill', lastName: 'Test', contact: `08${String(70000000 + sequence)}`, city: 'Sligo', password: 'Durable@2026' }
          : { email: `kill.${sequence}@example.ie` },
      ),
    })
    if (response.status < 200 || response.status >= 300) return null
    const body = (await response.json()) as { guestSession?: { id: number }; customer?: { phone: string } }
    return registration ? { table: 'users', key: body.customer!.phone } : { table: 'guest_sessions', key: body.guestSession!.id }
  }

  it('keeps every write that got a 2xx, on SQLite and MySQL alike', async () => {
    const acknowledged: Acknowledged[] = []
    let failed = 0
    let sequence = 0
    let killed = false

    const writer = async () => {
      while (!killed) {
        try {
          const done = await write(sequence++)
          if (done) acknowledged.push(done)
        } catch {
          // Refused or cut off by the kill: the outcome is unknown, so nothing is expected of it.
          failed++
        }
      }
    }
    const writers = Array.from({ length: WRITERS }, writer)
    // Crash the server mid-load, once enough writes have been acknowledged to check afterwards.
    // Registrations hash a password, so on a busy machine the cheap guest sessions alone could reach the count first.
    await vi.waitFor(
      () => {
        expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_CRASH)
        expect(acknowledged.some((write) => write.table === 'users')).toBe(true)
      },
      { timeout: 60_000, interval: 50 },
    )
    await api.crash()
    // Let the writers see the dead server before they stop.
    await vi.waitFor(() => expect(failed).toBeGreaterThan(0), { timeout: 30_000, interval: 20 })
    killed = true
    await Promise.all(writers)

    await api.restart()
    const stored = async (table: Acknowledged['table']) => {
      const keys = acknowledged.filter((write) => write.table === table).map((write) => write.key)
      const rows = await db(table).whereIn(KEY_COLUMNS[table], keys).select('id')
      return { expected: keys.length, found: rows.length }
    }
    const guests = await stored('guest_sessions')
    const users = await stored('users')
    expect(guests.expected).toBeGreaterThan(0)
    expect(users.expected).toBeGreaterThan(0)
    expect(guests.found).toBe(guests.expected)
    expect(users.found).toBe(users.expected)

    // The restarted API serves and writes as before.
    expect(await write(1_000_001)).not.toBeNull()
  })
})
