import type { HttpContext } from '@adonisjs/core/http'
import type { DetectedContact, Role } from '@shoplocal/shared/types'
import type User from '#models/user'
import { accountForRoles, accountsByContact } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { clientInfo } from '#services/auth/client_info'
import { checkAgainstDecoy, checkPassword } from '#services/auth/password_check'
import { startSession } from '#services/auth/session_starter'
import { sendVerificationCode } from '#services/auth/verification_service'

export type SignInOutcome =
  | { kind: 'signedIn'; user: User }
  | { kind: 'requiresVerification'; user: User }
  | { kind: 'locked'; lockedUntil: Date }

/**
 * Every sign-in endpoint: finds the account for the roles the screen signs in
 * as, checks the password (with lockout), refuses banned accounts and other
 * roles, and asks an unverified email account for its code (a fresh one is
 * mailed) instead of signing it in.
 */
export async function signIn(
  ctx: HttpContext,
  request: { contact: DetectedContact; password: string; roles: readonly Role[] }
): Promise<SignInOutcome> {
  const client = clientInfo(ctx)
  const accounts = await accountsByContact(request.contact)
  const account = accountForRoles(accounts, request.roles) ?? accounts[0]

  if (!account) {
    await checkAgainstDecoy(request.password)
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.loginFailed, success: false, client, details: { contactKind: request.contact.kind } })
    throw authErrors.invalidCredentials()
  }

  const check = await checkPassword(account, request.password, client)
  if (!check.ok) return { kind: 'locked', lockedUntil: check.lockedUntil }

  if (account.banned) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginBanned, success: false, client })
    throw authErrors.banned()
  }

  if (!accountForRoles([account], request.roles)) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginRoleMismatch, success: false, client, details: { roles: request.roles } })
    throw authErrors.roleMismatch(request.roles[0])
  }

  if (account.contactMethod === 'email' && account.email && !account.isEmailVerified) {
    await sendVerificationCode(account, client)
    return { kind: 'requiresVerification', user: account }
  }

  await startSession(ctx, account, { roles: request.roles })
  return { kind: 'signedIn', user: account }
}
