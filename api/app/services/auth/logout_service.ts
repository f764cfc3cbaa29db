import type { HttpContext } from '@adonisjs/core/http'
import LoginSession from '#models/login_session'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { clientInfo } from '#services/auth/client_info'
import { sessionToken } from '#services/auth/session_starter'

/**
 * Ends the website session: the user, the guest session and everything else
 * it held (spec 1 §4: logout clears all state). Signed out already is fine.
 */
export async function logout(ctx: HttpContext): Promise<void> {
  const guard = ctx.auth.use('web')
  const user = (await guard.check()) ? guard.user : undefined
  if (user) {
    await LoginSession.query()
      .where({ userId: user.id, token: sessionToken(ctx.session.sessionId) })
      .update({ isActive: false })
    await guard.logout()
    await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.logout, success: true, client: clientInfo(ctx) })
  }
  ctx.session.clear()
  ctx.session.regenerate()
}
