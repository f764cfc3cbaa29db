import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import LoginSession from '#models/login_session'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { clearFailures } from '#services/auth/sign_in_lockout'
import { sessionAgeSeconds } from '#config/session'

/**
 * The website session a sign-in writes to, kept behind this small interface
 * so the use cases stay free of HTTP: the controllers pass an adapter over the
 * request's auth guard and session (app/controllers/web_session.ts).
 */
export interface WebSignIn {
  /**
   * Signs the user in on a fresh session id, tagged with the user so a reset
   * or a ban can end it; resolves to the new session id.
   */
  signIn(user: User): Promise<string>
}

/** login_sessions.token: a digest of the session id, never the id itself. */
export function sessionToken(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex')
}

/**
 * Signs the user in on the website session, lifts this client's sign-in lock
 * and records the sign-in on the user, in login_sessions and in the audit log.
 */
export async function startSession(actor: Actor, web: WebSignIn, user: User, details: Record<string, unknown> = {}): Promise<void> {
  const sessionId = await web.signIn(user)

  const now = DateTime.utc()
  await clearFailures(user, actor, String(details.via ?? 'password'))
  user.merge({ lastLoginAt: now, lastLoginIp: actor.ip })
  await user.save()
  await LoginSession.create({
    userId: user.id,
    token: sessionToken(sessionId),
    ipAddress: actor.ip,
    userAgent: actor.userAgent,
    deviceInfo: null,
    location: null,
    isActive: true,
    expiresAt: now.plus({ seconds: sessionAgeSeconds }),
    lastUsedAt: now,
  })
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.login, success: true, client: actor, details })
}
