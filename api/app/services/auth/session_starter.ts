import { createHash } from 'node:crypto'
import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import string from '@adonisjs/core/helpers/string'
import LoginSession from '#models/login_session'
import type User from '#models/user'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { clientInfo } from '#services/auth/client_info'
import env from '#start/env'

/** login_sessions.token: a digest of the session id, never the id itself. */
export function sessionToken(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('hex')
}

const sessionAgeSeconds = () => string.seconds.parse(env.get('SESSION_AGE') ?? '7d')

/**
 * Signs the user in on the website session: a fresh session id (the guard
 * regenerates it), the session tagged with the user so a reset or a ban can
 * end it, the sign-in recorded on the user, in login_sessions and the audit log.
 */
export async function startSession(ctx: HttpContext, user: User, details: Record<string, unknown> = {}): Promise<void> {
  const client = clientInfo(ctx)
  await ctx.auth.use('web').login(user)
  await ctx.session.tag(String(user.id))

  const now = DateTime.utc()
  user.merge({ failedLoginAttempts: 0, accountLockedUntil: null, lastLoginAt: now, lastLoginIp: client.ip })
  await user.save()
  await LoginSession.create({
    userId: user.id,
    token: sessionToken(ctx.session.sessionId),
    ipAddress: client.ip,
    userAgent: client.userAgent,
    deviceInfo: null,
    location: null,
    isActive: true,
    expiresAt: now.plus({ seconds: sessionAgeSeconds() }),
    lastUsedAt: now,
  })
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.login, success: true, client, details })
}
