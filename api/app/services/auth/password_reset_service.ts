import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { Actor } from '#services/actor'
import { accountsByEmail } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { mailCode } from '#services/auth/code_mailer'
import { issueResetCode, latestResetCode, redeemCode } from '#services/auth/one_time_codes'
import { revokeAllAccess } from '#services/account_access'
import { alertOwnerOnce, clearFailures } from '#services/auth/sign_in_lockout'
import type { ResetPasswordInput } from '#validators/auth'

/*
 * Two-step password reset by a mailed code. One mailbox may hold a customer
 * and a shop-owner account (email + role is unique): the code is issued on
 * the oldest and the new password applies to every account of that email,
 * since whoever reads the mailbox owns them all.
 */

/** Mails a code when the email has an account within its allowance of codes; the caller answers the same either way. */
export async function requestPasswordReset(actor: Actor, email: string): Promise<void> {
  const [account] = await accountsByEmail(email)
  if (!account) {
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.passwordResetRequested, success: false, client: actor })
    return
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
    return
  }
  await mailCode(account, code, 'reset')
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.passwordResetRequested, success: true, client: actor })
}

/**
 * Checks the code and sets the new password. Every session, access token and
 * login_sessions row of the accounts ends, this client's lock and the account's wait clear, and the email
 * counts as verified (the code proved the mailbox). Resolves to the accounts
 * whose password changed.
 */
export async function resetPassword(actor: Actor, { email, code, newPassword }: ResetPasswordInput): Promise<User[]> {
  const accounts = await accountsByEmail(email)
  const [owner] = accounts
  try {
    await redeemCode('password_reset_tokens', owner ? await latestResetCode(owner.id) : null, code, actor, () =>
      alertOwnerOnce(owner, actor),
    )
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
        isEmailVerified: true,
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
