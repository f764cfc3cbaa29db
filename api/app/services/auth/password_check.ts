import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { isAccountLocked, lockedUntil, shouldLockAccount } from '@shoplocal/shared/rules'
import type User from '#models/user'
import { toSqlDateTime } from '#services/sql_datetime'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import type { ClientInfo } from '#services/actor'

/*
 * Password checks with a lockout against guessing: the 5th consecutive
 * failure locks the account for 15 minutes, and while it is locked even the
 * right password is refused (423 with the time the lock ends).
 */

let decoyHash: Promise<string> | undefined

/** Spends the same time as a real check so unknown accounts cannot be told apart by timing. */
export async function checkAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hash.make('decoy-password-never-matches')
  await hash.verify(await decoyHash, password)
}

/** Returns when the password is right; otherwise throws invalid credentials or the lock. */
export async function checkPassword(user: User, password: string, client: ClientInfo): Promise<void> {
  const lock = user.accountLockedUntil?.toJSDate() ?? null
  if (isAccountLocked(lock)) {
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.loginWhileLocked, success: false, client })
    throw authErrors.accountLocked(lock as Date)
  }

  if (user.password && (await hash.verify(user.password, password))) return

  // Counted in SQL, not in memory, so simultaneous failures on several API processes all count.
  const users = () => db.from('users').where('id', user.id)
  if (lock) await users().update({ failed_login_attempts: 0, account_locked_until: null }) // the old lock ran out
  await users().increment('failed_login_attempts', 1)
  const failures = Number((await users().select('failed_login_attempts').first())?.failed_login_attempts ?? 1)

  if (shouldLockAccount(failures)) {
    // Whole seconds, rounded up: what the DATETIME column keeps.
    const until = new Date(Math.ceil(lockedUntil().getTime() / 1000) * 1000)
    await users().update({ account_locked_until: toSqlDateTime(until) })
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.accountLocked, success: false, client, details: { failures } })
    throw authErrors.accountLocked(until)
  }
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.loginFailed, success: false, client, details: { failures } })
  throw authErrors.invalidCredentials()
}
