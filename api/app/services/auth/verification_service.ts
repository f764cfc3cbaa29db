import { normalizeEmail } from '@shoplocal/shared/rules'
import type User from '#models/user'
import type { Actor, ClientInfo } from '#services/actor'
import { accountsByEmail } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { authErrors } from '#services/auth/auth_errors'
import { mailCode } from '#services/auth/code_mailer'
import { issueVerificationCode, latestVerificationCode, redeemCode } from '#services/auth/one_time_codes'
import { issuePhantomCode, refusePhantomGuess } from '#services/auth/phantom_codes'
import { startSession, type WebSignIn } from '#services/auth/session_starter'

/** Issues a fresh code (voiding the older ones) and mails it, unless the account has had its allowance of codes. */
export async function sendVerificationCode(user: User, client: ClientInfo): Promise<void> {
  const code = await issueVerificationCode(user.id)
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
  await mailCode(user, code, 'verification')
  await recordAudit({ userId: user.id, action: AUDIT_ACTIONS.verificationSent, success: true, client })
}

const emailContact = (email: string) => ({ kind: 'email' as const, value: normalizeEmail(email) })

/** The newest account under this email that still waits for its code. */
async function pendingAccount(email: string): Promise<User | undefined> {
  const accounts = await accountsByEmail(normalizeEmail(email))
  return accounts.filter((account) => !account.isEmailVerified).at(-1)
}

/** Checks the code, marks the email verified and signs the person in. */
export async function verifyEmail(actor: Actor, web: WebSignIn, email: string, code: string): Promise<User> {
  const account = await pendingAccount(email)
  try {
    // Already verified and unknown answer alike, as a waiting account would: a phantom stands in for its code.
    if (!account) return await refusePhantomGuess(emailContact(email), 'verification', actor)
    await redeemCode('verification_codes', await latestVerificationCode(account.id), code, actor)
  } catch (error) {
    await recordAudit({ userId: account?.id ?? null, action: AUDIT_ACTIONS.verificationFailed, success: false, client: actor })
    throw error
  }

  account.isEmailVerified = true
  await account.save()
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.emailVerified, success: true, client: actor })
  if (account.banned) throw authErrors.banned()
  await startSession(actor, web, account, { via: 'email_verification' })
  return account
}

/** Sends a new code when an account waits for one; the caller answers the same either way. */
export async function resendVerification(actor: Actor, email: string): Promise<void> {
  const account = await pendingAccount(email)
  if (account) await sendVerificationCode(account, actor)
  else await issuePhantomCode(emailContact(email), 'verification')
}
