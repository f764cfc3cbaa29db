import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { Exception } from '@adonisjs/core/exceptions'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import type { AdminAuthUser, AdminTokenResponse } from '@shoplocal/shared/types'
import User from '#models/user'
import { accountForRoles, accountsByEmail } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { clientInfo } from '#services/auth/client_info'
import { checkAgainstDecoy, checkPassword } from '#services/auth/password_check'

export type AdminSignIn = { kind: 'issued'; token: AdminTokenResponse } | { kind: 'locked'; lockedUntil: Date }

export function toAdminAuthUser(user: User): AdminAuthUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isAdmin: user.isAdmin,
  }
}

/**
 * The desktop console's sign-in: the website's password check with its
 * lockout and audit trail, then an access token for an account with admin
 * rights (the admin role, or the admin flag on any account, spec 2 §6).
 * A valid account without those rights gets the Access Denied text.
 */
export async function issueAdminToken(ctx: HttpContext, email: string, password: string): Promise<AdminSignIn> {
  const client = clientInfo(ctx)
  const accounts = await accountsByEmail(email.trim().toLowerCase())
  const account = accountForRoles(accounts, ['admin']) ?? accounts[0]
  if (!account) {
    await checkAgainstDecoy(password)
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.loginFailed, success: false, client, details: { via: 'desktop' } })
    throw authErrors.invalidCredentials()
  }

  const check = await checkPassword(account, password, client)
  if (!check.ok) return { kind: 'locked', lockedUntil: check.lockedUntil }
  if (account.banned) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginBanned, success: false, client, details: { via: 'desktop' } })
    throw authErrors.banned()
  }
  if (!account.hasAdminRights) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginRoleMismatch, success: false, client, details: { via: 'desktop' } })
    throw new Exception(ACCESS_DENIED.enhanced, { status: 403 })
  }

  account.merge({ failedLoginAttempts: 0, accountLockedUntil: null, lastLoginAt: DateTime.utc(), lastLoginIp: client.ip })
  await account.save()
  const token = await User.accessTokens.create(account, ['admin'], { name: 'desktop-console' })
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.login, success: true, client, details: { via: 'desktop' } })
  return {
    kind: 'issued',
    token: {
      token: token.value!.release(),
      expiresAt: token.expiresAt?.toISOString() ?? null,
      user: toAdminAuthUser(account),
    },
  }
}

export async function revokeAdminToken(ctx: HttpContext, user: User, token: AccessToken) {
  await User.accessTokens.delete(user, token.identifier)
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.logout, success: true, client: clientInfo(ctx), details: { via: 'desktop' } })
}
