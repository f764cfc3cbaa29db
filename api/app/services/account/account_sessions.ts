import db from '@adonisjs/lucid/services/db'
import type { AccountSession } from '@shoplocal/shared/types'
import type { SignedInActor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { sessionToken } from '#services/auth/session_starter'
import { isoDate, type Row } from '#helpers/sql_values'
import { toSqlDateTime } from '#helpers/sql_values'
import { truncatedAddress } from '#services/ip_truncation'
import { accountErrors } from '#services/account/account_errors'

/*
 * The places an account is signed in on the website: its active
 * login_sessions rows, each tied to a session by the digest of the session id.
 */

function activeSessions(userId: number) {
  return db
    .from('login_sessions')
    .where('user_id', userId)
    .where('is_active', true)
    .where((expiry) => expiry.whereNull('expires_at').orWhere('expires_at', '>', toSqlDateTime(new Date())))
}

export async function listSessions(userId: number, currentSessionId: string): Promise<AccountSession[]> {
  const current = sessionToken(currentSessionId)
  const rows: Row[] = await activeSessions(userId).orderBy('id', 'desc')
  return rows.map((row) => ({
    id: Number(row.id),
    userAgent: row.user_agent === null ? null : String(row.user_agent),
    ipAddress: row.ip_address ? truncatedAddress(String(row.ip_address)) : null,
    createdAt: isoDate(row.created_at),
    lastUsedAt: row.last_used_at ? isoDate(row.last_used_at) : null,
    current: row.token === current,
  }))
}

/** Signs one of the account's sessions out: its stored session goes, so its cookie no longer signs anyone in. */
export async function endSession(actor: SignedInActor, loginSessionId: number): Promise<void> {
  const userId = actor.user.id
  const row = await activeSessions(userId).where('id', loginSessionId).first()
  if (!row) throw accountErrors.sessionNotFound()
  const stored: { sid: string }[] = await db.from('sessions').where('user_id', userId).select('sid')
  const sids = stored.filter((session) => sessionToken(session.sid) === row.token).map((session) => session.sid)
  await db.transaction(async (trx) => {
    if (sids.length > 0) await trx.from('sessions').whereIn('sid', sids).delete()
    await trx.from('login_sessions').where('id', loginSessionId).update({ is_active: false })
  })
  await recordAudit({ userId, action: AUDIT_ACTIONS.sessionEnded, success: true, client: actor, details: { loginSessionId } })
}
