import { DateTime } from 'luxon'
import type { DetectedContact } from '@shoplocal/shared/types'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { accountsByContact } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { deliverCode } from '#services/auth/code_delivery'
import { issueResetCode, latestResetCode, redeemCode } from '#services/auth/one_time_codes'
import { issuePhantomCode, refusePhantomGuess } from '#services/auth/phantom_codes'
import { revokeAllAccess } from '#services/account_access'
import { alertOwnerOnce, clearFailures } from '#services/auth/sign_in_lockout'
import type { ResetPasswordInput } from '#validators/auth'

/*
 * Two-step password reset by a code mailed to the email, or texted to the
 * phone, the person typed. One mailbox (or phone) may hold a customer and a
 * shop-owner account (email + role is unique): the code is issued on the
 * oldest and the new password applies to every account of that contact,
 * since whoever reads the mailbox or the phone owns them all.
 */

/**
 * Sends a code when the contact has an account within its allowance of codes; resolves to whether one was
 * sent now or the last one stays valid (an address without an account alike, through a phantom).
 */
export async function requestPasswordReset(actor: Actor, contact: DetectedContact): Promise<boolean> {
  const [account] = await accountsByContact(contact)
  if (!account) {
    const sentNow = await issuePhantomCode(contact, 'reset')
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.passwordResetRequested, success: false, client: actor })
    return sentNow
  }
  const code = await issueResetCode(account.id)
  if (!code) {
    await recordAudit({
      userId: account.id,
      action: AUDIT_ACTIONS.codeQuotaReached,
      success: false,
      client: actor,
      details: { kind: 'reset' },
    })
    return false
  }
  await deliverCode(account, code, 'reset', contact)
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.passwordResetRequested, success: true, client: actor })
  return true
}

/**
 * Checks the code and sets the new password. Every session, access token and
 * login_sessions row of the accounts ends, this client's lock and the account's wait clear, and the email
 * or phone counts as verified (the code proved it). Resolves to the accounts
 * whose password changed.
 */
export async function resetPassword(
  actor: Actor,
  contact: DetectedContact,
  { code, newPassword }: Pick<ResetPasswordInput, 'code' | 'newPassword'>,
): Promise<User[]> {
  const accounts = await accountsByContact(contact)
  const [owner] = accounts
  try {
    // An address without an account answers guesses as a live code would (phantom_codes.ts).
    if (!owner) return await refusePhantomGuess(contact, 'reset', actor)
    await redeemCode('password_reset_tokens', await latestResetCode(owner.id), code, actor, () => alertOwnerOnce(owner, actor))
  } catch (error) {
    await recordAudit({ userId: owner?.id ?? null, action: AUDIT_ACTIONS.passwordResetFailed, success: false, client: actor })
    throw error
  }

  await db.transaction(async (trx) => {
    for (const account of accounts) {
      account.useTransaction(trx)
      account.merge({
        password: newPassword,
        passwordChangedAt: DateTime.utc(),
        ...(contact.kind === 'email' ? { isEmailVerified: true } : { isPhoneVerified: true }),
      })
      await account.save()
      // Website sessions, desktop tokens and login_sessions rows all end.
      await revokeAllAccess(account.id, trx)
    }
  })
  for (const account of accounts) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.passwordReset, success: true, client: actor })
    await clearFailures(account, actor, 'password_reset')
  }
  return accounts
}
