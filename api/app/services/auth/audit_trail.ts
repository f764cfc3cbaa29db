import AuditLog from '#models/audit_log'
import type { ClientInfo } from '#services/actor'

/** The audit_logs actions the auth endpoints write: every sign-in, failure, lock, reset and verification leaves a row, for support and abuse reviews. */
export const AUDIT_ACTIONS = {
  register: 'register',
  login: 'login',
  loginFailed: 'login_failed',
  accountLocked: 'account_locked',
  loginWhileLocked: 'login_while_locked',
  loginBanned: 'login_banned',
  loginRoleMismatch: 'login_role_mismatch',
  verificationSent: 'verification_sent',
  emailVerified: 'email_verified',
  verificationFailed: 'verification_failed',
  passwordResetRequested: 'password_reset_requested',
  passwordReset: 'password_reset',
  passwordResetFailed: 'password_reset_failed',
  logout: 'logout',
} as const

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS]

export async function recordAudit(entry: {
  userId: number | null
  action: AuditAction
  success: boolean
  client: ClientInfo
  details?: Record<string, unknown>
}): Promise<void> {
  await AuditLog.create({
    userId: entry.userId,
    action: entry.action,
    resource: 'auth',
    details: entry.details ?? null,
    ipAddress: entry.client.ip,
    userAgent: entry.client.userAgent,
    success: entry.success,
  })
}
