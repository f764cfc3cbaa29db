import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import AuditLog from '#models/audit_log'
import type { ClientInfo } from '#services/actor'

/** The audit_logs actions the auth endpoints write: every sign-in, failure, lock, reset and verification leaves a row, for support and abuse reviews. */
export const AUDIT_ACTIONS = {
  register: 'register',
  /** A registration for an address that already has an account: its holder was mailed, nothing created. */
  registerExisting: 'register_existing',
  login: 'login',
  loginFailed: 'login_failed',
  /** A client locked out of one account after its 5th failure (details name no one else). */
  accountLocked: 'account_locked',
  accountUnlocked: 'account_unlocked',
  loginWhileLocked: 'login_while_locked',
  /** The account started making unproven clients wait, and the wait ended. */
  accountThrottled: 'account_throttled',
  accountUnthrottled: 'account_unthrottled',
  loginThrottled: 'login_throttled',
  /** A device new to an account under attack was asked for a sign-in code instead of waiting. */
  loginCodeStep: 'login_code_step',
  signInAlertMailed: 'sign_in_alert_mailed',
  signInCodeRequested: 'sign_in_code_requested',
  signInCodeFailed: 'sign_in_code_failed',
  /** A code was asked for past the account's hourly or daily allowance: nothing was mailed. */
  codeQuotaReached: 'code_quota_reached',
  loginBanned: 'login_banned',
  loginRoleMismatch: 'login_role_mismatch',
  verificationSent: 'verification_sent',
  emailVerified: 'email_verified',
  phoneVerified: 'phone_verified',
  verificationFailed: 'verification_failed',
  passwordResetRequested: 'password_reset_requested',
  passwordReset: 'password_reset',
  passwordResetFailed: 'password_reset_failed',
  logout: 'logout',
  /** The account page's changes, the data download and each step of a deletion. */
  profileUpdated: 'profile_updated',
  emailChangeRequested: 'email_change_requested',
  emailChanged: 'email_changed',
  emailChangeFailed: 'email_change_failed',
  pictureChanged: 'profile_picture_changed',
  phoneChangeRequested: 'phone_change_requested',
  phoneChanged: 'phone_changed',
  phoneChangeFailed: 'phone_change_failed',
  deletionCodeSent: 'account_deletion_code_sent',
  passwordChanged: 'password_changed',
  passwordChangeFailed: 'password_change_failed',
  sessionEnded: 'session_ended',
  dataExported: 'data_exported',
  deletionRefused: 'account_deletion_refused',
  deletionStarted: 'account_deletion_started',
  reviewsAnonymised: 'account_reviews_anonymised',
  /** Owners' notifications about what the deleted customer sent lost the customer's name and contact details. */
  noticesAnonymised: 'account_notices_anonymised',
  chatsAnonymised: 'account_chats_anonymised',
  shopsRemoved: 'account_shops_removed',
  paymentsAnonymised: 'account_payments_anonymised',
  accountDeleted: 'account_deleted',
} as const

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS]

export async function recordAudit(
  entry: {
    userId: number | null
    action: AuditAction
    success: boolean
    client: ClientInfo
    details?: Record<string, unknown>
  },
  trx?: TransactionClientContract,
): Promise<void> {
  await AuditLog.create(
    {
      userId: entry.userId,
      action: entry.action,
      resource: 'auth',
      details: entry.details ?? null,
      ipAddress: entry.client.ip,
      userAgent: entry.client.userAgent,
      success: entry.success,
    },
    trx ? { client: trx } : undefined,
  )
}
