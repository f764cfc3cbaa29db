import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { accountsByEmail } from '#services/auth/accounts'
import { AUDIT_ACTIONS, recordAudit } from '#services/auth/audit_trail'
import { clientInfo } from '#services/auth/client_info'
import { mailCode } from '#services/auth/code_mailer'
import { issueResetCode, latestResetCode, redeemCode } from '#services/auth/one_time_codes'
import { revokeAllAccess } from '#services/account_access'

/*
 * Two-step password reset by a mailed code. One mailbox may hold a customer
 * and a shop-owner account (email + role is unique): the code is issued on
 * the oldest and the new password applies to every account of that email,
 * since whoever reads the mailbox owns them all.
 */

/** Mails a code when the email has an account; the caller answers the same either way. */
export async function requestPasswordReset(ctx: HttpContext, email: string): Promise<void> {
  const client = clientInfo(ctx)
  const [account] = await accountsByEmail(email)
  if (!account) {
    await recordAudit({ userId: null, action: AUDIT_ACTIONS.passwordResetRequested, success: false, client })
    return
  }
  const code = await issueResetCode(account.id)
  await mailCode(account, code, 'reset')
  await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.passwordResetRequested, success: true, client })
}

/**
 * Checks the code and sets the new password. Every session, access token and
 * login_sessions row of the accounts ends, the lockout clears, and the email
 * counts as verified (the code proved the mailbox).
 */
export async function resetPassword(ctx: HttpContext, email: string, code: string, newPassword: string): Promise<void> {
  const client = clientInfo(ctx)
  const accounts = await accountsByEmail(email)
  const [owner] = accounts
  try {
    await redeemCode('password_reset_tokens', owner ? await latestResetCode(owner.id) : null, code)
  } catch (error) {
    await recordAudit({ userId: owner?.id ?? null, action: AUDIT_ACTIONS.passwordResetFailed, success: false, client })
    throw error
  }

  await db.transaction(async (trx) => {
    for (const account of accounts) {
      account.useTransaction(trx)
      account.merge({
        password: newPassword,
        passwordChangedAt: DateTime.utc(),
        failedLoginAttempts: 0,
        accountLockedUntil: null,
        isEmailVerified: true,
      })
      await account.save()
      // Website sessions, desktop tokens and login_sessions rows all end.
      await revokeAllAccess(account.id, trx)
    }
  })
  for (const account of accounts) {
    await recordAudit({ userId: account.id, action: AUDIT_ACTIONS.passwordReset, success: true, client })
  }
  // The browser that reset the password is signed out too if it was signed in as one of them.
  const current = ctx.auth.use('web').user
  if (current && accounts.some((account: User) => account.id === current.id)) await ctx.auth.use('web').logout()
}
