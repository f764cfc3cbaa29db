import LoginSession from '#models/login_session'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { sessionToken } from '#services/auth/session_starter'

/**
 * Records the end of a user's website session: its login_sessions row stops
 * being active and the audit log notes the logout. Ending the session itself
 * (guard, session data, a fresh id) is the controller's side.
 */
export async function recordLogout(actor: Actor, user: User, sessionId: string): Promise<void> {
  await LoginSession.query()
    .where({ userId: user.id, token: sessionToken(sessionId) })
    .update({ isActive: false })
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.logout, success: true, client: actor })
}
