import type { DetectedContact, Role } from '@shoplocal/shared/types'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { accountForRoles, accountsByContact } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { checkPassword } from '#services/auth/password_check'
import { startSession, type WebSignIn } from '#services/auth/session_starter'
import { sendSignInCodeStep } from '#services/auth/sign_in_code_service'
import { refuseUnknownContact } from '#services/auth/unknown_contact_lockout'
import { contactToVerify, sendVerificationCode } from '#services/auth/verification_service'

export type SignInOutcome =
  | { kind: 'signedIn'; user: User }
  /** `sentTo` is the e-mail or phone the fresh code went to. */
  | { kind: 'requiresVerification'; user: User; sentTo: string }

export interface SignInAttempt {
  contact: DetectedContact
  password: string
  /** The roles the screen signs in as, in order of preference. */
  roles: readonly Role[]
}

/**
 * Every sign-in endpoint: finds the account for the roles the screen signs in
 * as, checks the password (with lockout; during an attack a new device is asked for a code), refuses banned accounts and other
 * roles, and asks an account that has not confirmed its e-mail or phone for
 * its code (a fresh one is mailed or texted) instead of signing it in.
 */
export async function signIn(actor: Actor, web: WebSignIn, attempt: SignInAttempt): Promise<SignInOutcome> {
  const accounts = await accountsByContact(attempt.contact)
  const account = accountForRoles(accounts, attempt.roles) ?? accounts[0]

  // Counted and locked like a wrong password on an account, so the answers cannot tell the two apart.
  // During an attack a device new to the account gets a code step, never a wait: the holder always gets in.
  if (!account) {
    const codeStep = () => sendSignInCodeStep(attempt.contact)
    return refuseUnknownContact(attempt.contact, attempt.password, actor, { contactKind: attempt.contact.kind }, codeStep)
  }

  await checkPassword(account, attempt.password, actor, () => sendSignInCodeStep(attempt.contact, account))

  if (account.banned) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginBanned, success: false, client: actor })
    throw authErrors.banned()
  }

  if (!accountForRoles([account], attempt.roles)) {
    await recordAudit({
      userId: account.id,
      action: AUDIT_ACTIONS.loginRoleMismatch,
      success: false,
      client: actor,
      details: { roles: attempt.roles },
    })
    throw authErrors.roleMismatch(attempt.roles[0])
  }

  const unconfirmed = contactToVerify(account)
  if (unconfirmed) {
    await sendVerificationCode(account, actor)
    return { kind: 'requiresVerification', user: account, sentTo: unconfirmed.value }
  }

  await startSession(actor, web, account, { roles: attempt.roles })
  return { kind: 'signedIn', user: account }
}
