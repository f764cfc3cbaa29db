import db from '@adonisjs/lucid/services/db'
import { NOTIFICATION_SECURITY } from '#messages/index'
import { notify } from '#services/notifications/notify'
import { ACCOUNT_THROTTLE_AFTER, LOCKOUT_MS } from '@shoplocal/shared/constants'
import { accountThrottleSeconds, shouldLockAccount } from '@shoplocal/shared/rules'
import type User from '#models/user'
import type { ClientInfo } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { sendAccountNotice } from '#services/notifications/account_notices'
import { affectedRows } from '#services/auth/one_time_codes'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

/*
 * Failed sign-ins are counted per account and client (its address), in SQL so
 * several API processes share them. A client that fails 5 times on an account
 * is kept away from that account for 15 minutes; nobody else is. An account
 * failing from many clients at once makes clients that never signed in to it
 * wait a delay that doubles with each failure, while clients that have signed
 * in before go straight through; the e-mailed sign-in code always works.
 */

const TABLE = 'sign_in_throttles'
/** The row that records when the owner was last told about failed sign-ins; not a client address. */
const ALERT_ROW = '(owner alert)'
const ALERT_EVERY_MS = 24 * 60 * 60 * 1000

const clientKey = (client: ClientInfo) => client.ip.slice(0, 64)
const rowsOf = (userId: number) => db.from(TABLE).where('user_id', userId)
const rowOf = (userId: number, client: ClientInfo) => rowsOf(userId).where('client', clientKey(client))
const wholeSeconds = (at: number) => new Date(Math.ceil(at / 1000) * 1000)

/** 423 while this client is locked out of the account; a lock that ran out is lifted (and audited) here. */
export async function refuseLockedClient(user: User, client: ClientInfo): Promise<void> {
  const row = await rowOf(user.id, client).whereNotNull('locked_until').first()
  if (!row) return
  const until = fromSqlDateTime(row.locked_until)
  if (until.getTime() > Date.now()) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.loginWhileLocked, success: false, client })
    throw authErrors.accountLocked(until)
  }
  await rowOf(user.id, client).update({ failures: 0, locked_until: null })
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.accountUnlocked, success: true, client, details: { reason: 'expired' } })
}

/** How long a client that signed in to an account stays proven for it. */
const PROVEN_FOR_MS = 90 * 24 * 60 * 60 * 1000

/** Whether this client's address has signed in to the account lately: such clients skip the account-wide wait. */
async function isProvenClient(user: User, client: ClientInfo): Promise<boolean> {
  const since = toSqlDateTime(new Date(Date.now() - PROVEN_FOR_MS))
  return Boolean(await rowOf(user.id, client).where('signed_in_at', '>=', since).select('id').first())
}

/**
 * While the account makes unproven clients wait, the password is not even checked: 429 with Retry-After,
 * or, where the caller offers one (the website's sign-in), its code step instead of the wait.
 */
export async function refuseThrottledStranger(user: User, client: ClientInfo, codeStep?: () => Promise<never>): Promise<void> {
  const until = user.accountLockedUntil?.toMillis() ?? 0
  if (until <= Date.now() || (await isProvenClient(user, client))) return
  if (codeStep) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.loginCodeStep, success: false, client })
    return codeStep()
  }
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000))
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.loginThrottled, success: false, client, details: { seconds } })
  throw authErrors.accountThrottled(seconds)
}

/**
 * Counts a wrong password for this client and for the account, then throws
 * what the client sees: 423 on its 5th failure, else 401.
 */
export async function recordFailedPassword(user: User, client: ClientInfo): Promise<never> {
  const now = Date.now()
  const windowStart = toSqlDateTime(new Date(now - LOCKOUT_MS))
  await db
    .table(TABLE)
    .insert({ user_id: user.id, client: clientKey(client), failures: 0 })
    .knexQuery.onConflict(['user_id', 'client'])
    .ignore()
  // A streak older than the window starts again.
  await rowOf(user.id, client).where('last_failure_at', '<', windowStart).update({ failures: 0 })
  await rowOf(user.id, client).increment('failures', 1)
  await rowOf(user.id, client).update({ last_failure_at: toSqlDateTime(new Date(now)) })
  const failures = Number((await rowOf(user.id, client).select('failures').first())?.failures ?? 1)

  const recent = await rowsOf(user.id).where('last_failure_at', '>=', windowStart).sum('failures as total').first()
  const accountFailures = Number(recent?.total ?? failures)
  const delay = accountThrottleSeconds(accountFailures)
  await db
    .from('users')
    .where('id', user.id)
    .update({
      failed_login_attempts: accountFailures,
      ...(delay > 0 ? { account_locked_until: toSqlDateTime(wholeSeconds(now + delay * 1000)) } : {}),
    })
  if (accountFailures === ACCOUNT_THROTTLE_AFTER) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.accountThrottled, success: false, client, details: { accountFailures } })
    await alertOwnerOnce(user, client)
  }

  if (shouldLockAccount(failures)) {
    const until = wholeSeconds(now + LOCKOUT_MS)
    await rowOf(user.id, client).update({ locked_until: toSqlDateTime(until) })
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.accountLocked, success: false, client, details: { failures } })
    await alertOwnerOnce(user, client)
    throw authErrors.accountLocked(until)
  }
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.loginFailed, success: false, client, details: { failures } })
  throw authErrors.invalidCredentials()
}

/**
 * After a successful sign-in (password, code or reset): this client's count
 * and lock go, it becomes a proven client of the account, and the
 * account-wide wait ends; each lifted lock is audited.
 */
export async function clearFailures(user: User, client: ClientInfo, reason: string): Promise<void> {
  const row = await rowOf(user.id, client).first()
  if (row?.locked_until) {
    const ranOut = fromSqlDateTime(row.locked_until).getTime() <= Date.now()
    await recordAudit({
      userId: user.id,
      action: AUDIT_ACTIONS.accountUnlocked,
      success: true,
      client,
      details: { reason: ranOut ? 'expired' : reason },
    })
  }
  const now = toSqlDateTime(new Date())
  if (row) await rowOf(user.id, client).update({ failures: 0, locked_until: null, signed_in_at: now })
  else {
    await db
      .table(TABLE)
      .insert({ user_id: user.id, client: clientKey(client), failures: 0, signed_in_at: now })
      .knexQuery.onConflict(['user_id', 'client'])
      .merge(['failures', 'signed_in_at'])
  }
  // Most sign-ins find the account clean, as loaded for this request: nothing more to write.
  if (user.failedLoginAttempts === 0 && !user.accountLockedUntil) return
  const fresh = await db.from('users').where('id', user.id).select('account_locked_until', 'failed_login_attempts').first()
  if (fresh?.account_locked_until && fromSqlDateTime(fresh.account_locked_until).getTime() > Date.now()) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.accountUnthrottled, success: true, client, details: { reason } })
  }
  await db.from('users').where('id', user.id).update({ failed_login_attempts: 0, account_locked_until: null })
  user.merge({ failedLoginAttempts: 0, accountLockedUntil: null })
}

/**
 * Mails the owner about failed sign-ins (wrong passwords, or a client that
 * used up its guesses at a code) at most once a day, however many clients
 * trip the lock: the claim on the alert row is one UPDATE, so two
 * processes cannot both send it.
 */
export async function alertOwnerOnce(user: User, client: ClientInfo): Promise<void> {
  const now = Date.now()
  await db.table(TABLE).insert({ user_id: user.id, client: ALERT_ROW, failures: 0 }).knexQuery.onConflict(['user_id', 'client']).ignore()
  const claimed = await rowsOf(user.id)
    .where('client', ALERT_ROW)
    .where((query) => query.whereNull('locked_until').orWhere('locked_until', '<=', toSqlDateTime(new Date(now))))
    .update({ locked_until: toSqlDateTime(new Date(now + ALERT_EVERY_MS)) })
  if (affectedRows(claimed) !== 1) return
  await db.transaction((trx) =>
    notify(trx, {
      userId: user.id,
      kind: 'security_alert',
      cause: `failed_sign_ins:${now}`,
      details: { message: NOTIFICATION_SECURITY.failedSignIns },
      mail: false,
    }),
  )
  // Queued, never awaited on a mail server: the guess that trips it must not answer slower for an existing account.
  if (user.email) await sendAccountNotice('sign_in_alert', { email: user.email, firstName: user.firstName })
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.signInAlertMailed, success: true, client })
}

/**
 * Lifts the locks that have run out (each unlock audited, as when the client
 * comes back) and drops failure counts older than the window and clients
 * proven too long ago, so the table holds only what can still matter. Resolves to the number of locks lifted.
 */
export async function sweepSignInLocks(now: Date = new Date()): Promise<number> {
  const cutoff = toSqlDateTime(now)
  const expired = await db.from(TABLE).whereNot('client', ALERT_ROW).where('locked_until', '<=', cutoff).select('id', 'user_id', 'client')
  let lifted = 0
  for (const row of expired as { id: number; user_id: number; client: string }[]) {
    // A client that came back meanwhile has lifted (and audited) its lock already.
    const reset = await db.from(TABLE).where('id', row.id).where('locked_until', '<=', cutoff).update({ failures: 0, locked_until: null })
    if (affectedRows(reset) !== 1) continue
    lifted++
    await recordAudit({
      userId: row.user_id,
      action: AUDIT_ACTIONS.accountUnlocked,
      success: true,
      client: { ip: row.client, userAgent: null },
      details: { reason: 'expired' },
    })
  }
  await db
    .from(TABLE)
    .whereNot('client', ALERT_ROW)
    .whereNull('locked_until')
    .where((query) =>
      query.whereNull('last_failure_at').orWhere('last_failure_at', '<', toSqlDateTime(new Date(now.getTime() - LOCKOUT_MS))),
    )
    .delete()
  return lifted
}
