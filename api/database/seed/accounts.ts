import hash from '@adonisjs/core/services/hash'
import { randomBytes } from 'node:crypto'
import type { Role } from '@shoplocal/shared/types'
import { toSqlDateTime } from '#helpers/sql_values'
import { FIRST_NAMES, SURNAMES, emailLocalPart } from '#database/data/people'
import { TOWNS } from '#database/data/towns'
import { DEMO_ACCOUNTS } from '#database/seed/demo_accounts'
import type { SeededRandom } from '#database/seed/random_source'
import type { IdSequence, Row } from '#database/seed/writer'

const DAY = 24 * 60 * 60 * 1000

/*
 * Generated people share one hash of a random, never-printed password: hashing
 * thousands of passwords at OWASP cost would take hours, and nobody signs in
 * as them.
 */
export async function unusablePasswordHash(): Promise<string> {
  return hash.make(randomBytes(24).toString('base64url'))
}

export async function demoAccountRows(ids: IdSequence, now: Date): Promise<Map<string, Row>> {
  const rows = new Map<string, Row>()
  for (const account of DEMO_ACCOUNTS) {
    const created = toSqlDateTime(new Date(now.getTime() - 400 * DAY))
    rows.set(account.key, {
      id: ids.take(),
      email: account.email,
      first_name: account.firstName,
      last_name: account.lastName,
      role: account.role,
      phone: account.phone,
      city: account.city,
      contact_method: 'email',
      password: await hash.make(account.password),
      is_email_verified: true,
      is_phone_verified: false,
      banned: false,
      is_admin: account.isAdmin,
      failed_login_attempts: 0,
      created_at: created,
      updated_at: created,
    })
  }
  return rows
}

/** People with Irish names; the running number keeps e-mail + role unique at any scale. */
export function generatedPeople(options: {
  count: number
  role: Role
  ids: IdSequence
  passwordHash: string
  rng: SeededRandom
  now: Date
  numberFrom?: number
}): Row[] {
  const { count, role, ids, passwordHash, rng, now, numberFrom = 1 } = options
  return Array.from({ length: count }, (_, index) => {
    const first = rng.pick(FIRST_NAMES)
    const last = rng.pick(SURNAMES)
    const created = toSqlDateTime(new Date(now.getTime() - rng.int(1, 600) * DAY))
    const byPhone = rng.chance(0.15)
    return {
      id: ids.take(),
      email: byPhone ? null : `${emailLocalPart(first, last)}.${numberFrom + index}@example.ie`,
      first_name: first,
      last_name: last,
      role,
      phone: `08${rng.pick([3, 5, 6, 7, 9])}${rng.int(1000000, 9999999)}`,
      city: rng.pick(TOWNS).name,
      contact_method: byPhone ? 'phone' : 'email',
      password: passwordHash,
      is_email_verified: !byPhone && rng.chance(0.8),
      is_phone_verified: byPhone,
      banned: rng.chance(0.03),
      is_admin: false,
      failed_login_attempts: 0,
      created_at: created,
      updated_at: created,
    }
  })
}
