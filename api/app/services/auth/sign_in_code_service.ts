import logger from '@adonisjs/core/services/logger'
import type { DetectedContact, Role } from '@shoplocal/shared/types'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { accountForRoles, accountsByContact } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { deliverCode } from '#services/auth/code_delivery'
import { SIGN_IN, issueVerificationCode, keepOrIssueSignInCode, latestVerificationCode, redeemCode } from '#services/auth/one_time_codes'
import { issuePhantomCode, keepOrIssuePhantomSignInCode, refusePhantomGuess } from '#services/auth/phantom_codes'
import { startSession, type WebSignIn } from '#services/auth/session_starter'
import { alertOwnerOnce } from '#services/auth/sign_in_lockout'

/*
 * Sign-in with a one-time code mailed (or texted to a phone account): the way
 * in that failed passwords from elsewhere can never close, since only the
 * mailbox's or phone's owner reads the code. Like a reset, the code is issued
 * on the contact's oldest account and opens whichever of its accounts the
 * screen signs in as.
 */

/**
 * Sends a code when the contact has an account within its allowance of codes. Resolves to whether one was
 * sent now, or (the allowance spent) the one sent last stays valid; an address without an account goes
 * through the same steps with a phantom, so the caller's answer tells nobody which it was.
 */
export async function requestSignInCode(actor: Actor, contact: DetectedContact): Promise<boolean> {
  const [account] = await accountsByContact(contact)
  if (!account) {
    const sentNow = await issuePhantomCode(contact, SIGN_IN)
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.signInCodeRequested, success: false, client: actor })
    return sentNow
  }
  const code = await issueVerificationCode(account.id, SIGN_IN)
  if (!code) {
    await recordAudit({
      userId: account.id,
      action: AUDIT_ACTIONS.codeQuotaReached,
      success: false,
      client: actor,
      details: { kind: SIGN_IN },
    })
    return false
  }
  await deliverCode(account, code, 'sign_in', contact)
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.signInCodeRequested, success: true, client: actor })
  return true
}

/**
 * What a password sign-in from a device new to an account under attack gets instead of a wait: the
 * holder is sent a sign-in code, or the live one sent already is kept (never replaced by a stranger's
 * attempt), and the answer asks for it. An address without an account answers alike through a phantom.
 */
export async function sendSignInCodeStep(contact: DetectedContact, account?: User): Promise<never> {
  if (!account) throw authErrors.signInCodeStep(await keepOrIssuePhantomSignInCode(contact))
  const code = await keepOrIssueSignInCode(account.id)
  // Queued after the answer, as the owner's alert is: the outbox row must not make the answer slower than a phantom's.
  if (code)
    deliverCode(account, code, 'sign_in', contact).catch((error: unknown) =>
      logger.error({ err: error }, 'could not queue the sign-in code'),
    )
  throw authErrors.signInCodeStep(code !== null)
}

/**
 * Uses up the contact's sign-in code, or throws why it cannot be used (audited); resolves to the contact's
 * accounts, oldest first, which the code opens. The website's and the console's code sign-ins both start here.
 */
export async function redeemSignInCode(actor: Actor, contact: DetectedContact, code: string): Promise<User[]> {
  const accounts = await accountsByContact(contact)
  const [first] = accounts
  try {
    // An address without an account answers guesses as a live code would (phantom_codes.ts).
    if (!first) return await refusePhantomGuess(contact, SIGN_IN, actor)
    await redeemCode('verification_codes', await latestVerificationCode(first.id, SIGN_IN), code, actor, () => alertOwnerOnce(first, actor))
  } catch (error) {
    await recordAudit({ userId: first?.id ?? null, action: AUDIT_ACTIONS.signInCodeFailed, success: false, client: actor })
    throw error
  }
  return accounts
}

/**
 * Checks the code and signs in as `role`, whatever locks the password
 * sign-in has on this client or account (they are lifted). The code proves
 * the mailbox (or phone), so it counts as verified from here on.
 */
export async function signInWithCode(
  actor: Actor,
  web: WebSignIn,
  input: { contact: DetectedContact; code: string; role: Role },
): Promise<User> {
  const accounts = await redeemSignInCode(actor, input.contact, input.code)
  const [first] = accounts

  const account = accountForRoles(accounts, [input.role])
  if (!account) {
    await recordAudit({
      userId: first.id,
      action: AUDIT_ACTIONS.loginRoleMismatch,
      success: false,
      client: actor,
      details: { role: input.role },
    })
    throw authErrors.roleMismatch(input.role)
  }
  if (account.banned) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.loginBanned, success: false, client: actor })
    throw authErrors.banned()
  }
  const verified = input.contact.kind === 'email' ? 'isEmailVerified' : 'isPhoneVerified'
  if (!account[verified]) {
    account[verified] = true
    await account.save()
  }
  await startSession(actor, web, account, { via: 'sign_in_code', role: input.role })
  return account
}
