import { DateTime } from 'luxon'
import { normalizeEmail } from '@shoplocal/shared/rules'
import type { AccessToken } from '@adonisjs/auth/access_tokens'
import type { AdminAuthUser, AdminTokenResponse } from '@shoplocal/shared/types'
import User from '#models/user'
import type { Actor } from '#services/actor'
import { adminErrors } from '#services/admin/admin_errors'
import { accountForRoles, accountsByEmail } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { checkPassword } from '#services/auth/password_check'
import { clearFailures } from '#services/auth/sign_in_lockout'
import { redeemSignInCode } from '#services/auth/sign_in_code_service'
import { refuseUnknownContact } from '#services/auth/unknown_contact_lockout'
import type { AdminCodeTokenInput, AdminTokenInput } from '#validators/admin_token'

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
 * rights (the admin role, or the admin flag, which any account may hold).
 * A valid account without those rights gets the Access Denied text.
 */
export async function issueAdminToken(actor: Actor, { email, password }: AdminTokenInput): Promise<AdminTokenResponse> {
  const accounts = await accountsByEmail(email.trim().toLowerCase())
  const account = accountForRoles(accounts, ['admin']) ?? accounts[0]
  if (!account) return refuseUnknownContact({ kind: 'email', value: normalizeEmail(email) }, password, actor, { via: 'desktop' })

  await checkPassword(account, password, actor)
  return grantAdminToken(actor, account)
}

/**
 * The console's sign-in with a code mailed to the address (POST /api/auth/sign-in-code): whatever failed
 * passwords from elsewhere did to the password sign-in, the mailbox's holder gets a token, and the locks on
 * this client are lifted.
 */
export async function issueAdminTokenByCode(actor: Actor, { email, code }: AdminCodeTokenInput): Promise<AdminTokenResponse> {
  const accounts = await redeemSignInCode(actor, { kind: 'email', value: normalizeEmail(email) }, code)
  const account = accountForRoles(accounts, ['admin']) ?? accounts[0]
  return grantAdminToken(actor, account)
}

/** A token for an account whose password or code was right: refused when banned or without admin rights. */
async function grantAdminToken(actor: Actor, account: User): Promise<AdminTokenResponse> {
  if (account.banned) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginBanned, success: false, client: actor, details: { via: 'desktop' } })
    throw authErrors.banned()
  }
  if (!account.hasAdminRights) {
    await recordAudit({
      userId: account.id,
      action: AUDIT_ACTIONS.loginRoleMismatch,
      success: false,
      client: actor,
      details: { via: 'desktop' },
    })
    throw adminErrors.accessDenied()
  }

  await clearFailures(account, actor, 'desktop')
  account.merge({ lastLoginAt: DateTime.utc(), lastLoginIp: actor.ip })
  await account.save()
  const token = await User.accessTokens.create(account, ['admin'], { name: 'desktop-console' })
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.login, success: true, client: actor, details: { via: 'desktop' } })
  return {
    token: token.value!.release(),
    expiresAt: token.expiresAt?.toISOString() ?? null,
    user: toAdminAuthUser(account),
  }
}

export async function revokeAdminToken(actor: Actor, user: User, token: AccessToken) {
  await User.accessTokens.delete(user, token.identifier)
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.logout, success: true, client: actor, details: { via: 'desktop' } })
}
