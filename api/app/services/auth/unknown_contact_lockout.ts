import db from '@adonisjs/lucid/services/db'
import { LOCKOUT_MS } from '@shoplocal/shared/constants'
import { accountThrottleSeconds, shouldLockAccount } from '@shoplocal/shared/rules'
import type { DetectedContact } from '@shoplocal/shared/types'
import type { ClientInfo } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { contactHash } from '#services/auth/contact_hash'
import { checkAgainstDecoy } from '#services/auth/password_check'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/*
 * A sign-in for an address without an account fails as one for an existing account does
 * (sign_in_lockout.ts): 401, then 423 with lockedUntil on a client's 5th failure within 15 minutes, and
 * once the address has failed 10 times from anywhere every client waits (429, doubling). The counts are
 * kept per (contact hash, client) in unknown_sign_in_throttles, never as an account, and go with the
 * sign-in lock sweep. Nobody has signed in to an unknown address, so no client is spared the wait.
 */

const TABLE = 'unknown_sign_in_throttles'
/** The row holding the wait every client of this address is under, as users.account_locked_until does. */
const WAIT_ROW = '(contact wait)'

const clientKey = (client: ClientInfo) => client.ip.slice(0, 64)
const rowsOf = (hash: string) => db.from(TABLE).where('contact_hash', hash)
const rowOf = (hash: string, client: string) => rowsOf(hash).where('client', client)
const wholeSeconds = (at: number) => new Date(Math.ceil(at / 1000) * 1000)

/**
 * Refuses a sign-in for an address without an account the way an existing account refuses a wrong
 * password: a locked client (423) and a waiting one (429, or the caller's `codeStep`) before any hashing,
 * else after a decoy hash the failure is counted and the client sees 423 on its 5th, 401 before. `details`
 * go into the audit.
 */
export async function refuseUnknownContact(
  contact: DetectedContact,
  password: string,
  client: ClientInfo,
  details: Record<string, unknown> = {},
  codeStep?: () => Promise<never>,
): Promise<never> {
  const hash = contactHash(contact)
  const key = clientKey(client)
  const now = Date.now()
  const rows = (await rowsOf(hash).whereIn('client', [key, WAIT_ROW]).whereNotNull('locked_until')) as {
    client: string
    locked_until: Date | string
  }[]
  const lock = rows.find((row) => row.client === key)
  if (lock) {
    const until = fromSqlDateTime(lock.locked_until)
    if (until.getTime() > now) {
      await recordAudit({ userId: null, action: AUDIT_ACTIONS.loginWhileLocked, success: false, client, details })
      throw authErrors.accountLocked(until)
    }
    await rowOf(hash, key).update({ failures: 0, locked_until: null })
  }
  const wait = rows.find((row) => row.client === WAIT_ROW)
  const waitUntil = wait ? fromSqlDateTime(wait.locked_until).getTime() : 0
  if (waitUntil > now) {
    if (codeStep) {
      await recordAudit({ userId: null, action: AUDIT_ACTIONS.loginCodeStep, success: false, client, details })
      return codeStep()
    }
    const seconds = Math.max(1, Math.ceil((waitUntil - now) / 1000))
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.loginThrottled, success: false, client, details: { ...details, seconds } })
    throw authErrors.accountThrottled(seconds)
  }

  await checkAgainstDecoy(password)
  return recordUnknownFailure(hash, key, client, details)
}

async function recordUnknownFailure(hash: string, key: string, client: ClientInfo, details: Record<string, unknown>): Promise<never> {
  const now = Date.now()
  const windowStart = toSqlDateTime(new Date(now - LOCKOUT_MS))
  const lastFailure = toSqlDateTime(new Date(now))
  await db.table(TABLE).insert({ contact_hash: hash, client: key, failures: 0 }).knexQuery.onConflict(['contact_hash', 'client']).ignore()
  // A streak older than the window starts again.
  await rowOf(hash, key).where('last_failure_at', '<', windowStart).update({ failures: 0 })
  await rowOf(hash, key).increment('failures', 1)
  await rowOf(hash, key).update({ last_failure_at: lastFailure })
  const failures = Number((await rowOf(hash, key).select('failures').first())?.failures ?? 1)

  const recent = await rowsOf(hash)
    .whereNot('client', WAIT_ROW)
    .where('last_failure_at', '>=', windowStart)
    .sum('failures as total')
    .first()
  const addressFailures = Number(recent?.total ?? failures)
  const delay = accountThrottleSeconds(addressFailures)
  await db
    .table(TABLE)
    .insert({ contact_hash: hash, client: WAIT_ROW, failures: addressFailures, last_failure_at: lastFailure })
    .knexQuery.onConflict(['contact_hash', 'client'])
    .merge({
      failures: addressFailures,
      last_failure_at: lastFailure,
      ...(delay > 0 ? { locked_until: toSqlDateTime(wholeSeconds(now + delay * 1000)) } : {}),
    })

  if (shouldLockAccount(failures)) {
    const until = wholeSeconds(now + LOCKOUT_MS)
    await rowOf(hash, key).update({ locked_until: toSqlDateTime(until) })
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.accountLocked, success: false, client, details: { ...details, failures } })
    throw authErrors.accountLocked(until)
  }
  await recordAudit({ userId: null, action: AUDIT_ACTIONS.loginFailed, success: false, client, details: { ...details, failures } })
  throw authErrors.invalidCredentials()
}

/** Drops rows of unknown addresses whose lock and wait have run out and whose failures left the window. */
export async function sweepUnknownContacts(now: Date = new Date()): Promise<void> {
  const cutoff = toSqlDateTime(now)
  await db
    .from(TABLE)
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', cutoff))
    .where((query) =>
      query.whereNull('last_failure_at').orWhere('last_failure_at', '<', toSqlDateTime(new Date(now.getTime() - LOCKOUT_MS))),
    )
    .delete()
}
