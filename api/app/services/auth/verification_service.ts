import { normalizeEmail, normalizePhone } from '@shoplocal/shared/rules'
import type { DetectedContact } from '@shoplocal/shared/types'
import type User from '#models/user'
import type { Actor, ClientInfo } from '#services/actor'
import { accountsByContact } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { deliverCode } from '#services/auth/code_delivery'
import {
  EMAIL_VERIFICATION,
  PHONE_VERIFICATION,
  issueVerificationCode,
  latestVerificationCode,
  redeemCode,
} from '#services/auth/one_time_codes'
import { issuePhantomCode, refusePhantomGuess } from '#services/auth/phantom_codes'
import { startSession, type WebSignIn } from '#services/auth/session_starter'

/*
 * Confirming the contact an account signed up with: an e-mail account by a mailed code, a phone account by a
 * texted one. Until then the account cannot be used; every sign-in sends a fresh code instead.
 */

/** The contact an account must confirm: the one its contact method names. */
export function contactToVerify(user: User): DetectedContact | null {
  if (user.contactMethod === 'phone') return user.phone && !user.isPhoneVerified ? { kind: 'phone', value: user.phone } : null
  return user.email && !user.isEmailVerified ? { kind: 'email', value: user.email } : null
}

const CODE_TYPES = { email: EMAIL_VERIFICATION, phone: PHONE_VERIFICATION } as const

/** Issues a fresh code (voiding the older ones) and sends it, unless the account has had its allowance of codes. */
export async function sendVerificationCode(user: User, client: ClientInfo): Promise<void> {
  const contact = contactToVerify(user) ?? { kind: 'email' as const, value: user.email ?? '' }
  const code = await issueVerificationCode(user.id, CODE_TYPES[contact.kind])
  if (!code) {
    await recordAudit({
      userId: user.id,
      action: AUDIT_ACTIONS.codeQuotaReached,
      success: false,
      client,
      details: { kind: 'verification' },
    })
    return
  }
  await deliverCode(user, code, 'verification', contact)
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.verificationSent, success: true, client, details: { via: contact.kind } })
}

const normalized = (contact: DetectedContact): DetectedContact =>
  contact.kind === 'email'
    ? { kind: 'email', value: normalizeEmail(contact.value) }
    : { kind: 'phone', value: normalizePhone(contact.value) }

/** The newest account under this e-mail or phone that still waits for its code. */
async function pendingAccount(contact: DetectedContact): Promise<User | undefined> {
  const accounts = await accountsByContact(contact)
  return accounts.filter((account) => contactToVerify(account)?.kind === contact.kind).at(-1)
}

/** Checks the code, marks the contact verified and signs the person in. */
async function verifyContact(actor: Actor, web: WebSignIn, typed: DetectedContact, code: string): Promise<User> {
  const contact = normalized(typed)
  const account = await pendingAccount(contact)
  try {
    // Already verified and unknown answer alike, as a waiting account would: a phantom stands in for its code.
    if (!account) return await refusePhantomGuess(contact, 'verification', actor)
    await redeemCode('verification_codes', await latestVerificationCode(account.id, CODE_TYPES[contact.kind]), code, actor)
  } catch (error) {
    await recordAudit({ userId: account?.id ?? null, action: AUDIT_ACTIONS.verificationFailed, success: false, client: actor })
    throw error
  }

  if (contact.kind === 'email') account.isEmailVerified = true
  else account.isPhoneVerified = true
  await account.save()
  const action = contact.kind === 'email' ? AUDIT_ACTIONS.emailVerified : AUDIT_ACTIONS.phoneVerified
  await recordAudit({ userId: account.id, action, success: true, client: actor })
  if (account.banned) throw authErrors.banned()
  await startSession(actor, web, account, { via: `${contact.kind}_verification` })
  return account
}

export function verifyEmail(actor: Actor, web: WebSignIn, email: string, code: string): Promise<User> {
  return verifyContact(actor, web, { kind: 'email', value: email }, code)
}

export function verifyPhone(actor: Actor, web: WebSignIn, phone: string, code: string): Promise<User> {
  return verifyContact(actor, web, { kind: 'phone', value: phone }, code)
}

/** Sends a new code when an account waits for one; the caller answers the same either way. */
export async function resendVerification(actor: Actor, typed: DetectedContact): Promise<void> {
  const contact = normalized(typed)
  const account = await pendingAccount(contact)
  if (account) await sendVerificationCode(account, actor)
  else await issuePhantomCode(contact, 'verification')
}
