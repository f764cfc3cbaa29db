import { CODE_EXPIRY_MS, CODE_MAX_ATTEMPTS, LOCKOUT_MAX_ATTEMPTS, LOCKOUT_MS } from '../constants/auth.ts'
import { addDays, addMilliseconds } from './dates.ts'

/** The 5th consecutive failure locks the account. */
export const shouldLockAccount = (failedAttempts: number): boolean => failedAttempts >= LOCKOUT_MAX_ATTEMPTS

export const lockedUntil = (now: Date = new Date()): Date => addMilliseconds(now, LOCKOUT_MS)

export const isAccountLocked = (accountLockedUntil: string | Date | null | undefined, now: Date = new Date()): boolean =>
  !!accountLockedUntil && new Date(accountLockedUntil).getTime() > now.getTime()

export const codeExpiresAt = (now: Date = new Date()): Date => addMilliseconds(now, CODE_EXPIRY_MS)

/** A guest session lasts this long from the moment the visitor leaves an email or phone. */
export const GUEST_SESSION_DAYS = 30

export const guestSessionExpiresAt = (now: Date = new Date()): Date => addDays(now, GUEST_SESSION_DAYS)

/**
 * Phone numbers are stored and compared as typed digits (a leading + kept), so '087 123 4501' and
 * '0871234501' name the same account.
 */
export const normalizePhone = (value: string): string => {
  const trimmed = value.trim()
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '')
}

/** Whole attempts a person has left on a code after `attempts` wrong tries (never below 0). */
export const codeAttemptsLeft = (attempts: number): number => Math.max(0, CODE_MAX_ATTEMPTS - attempts)
