import {
  ACCOUNT_THROTTLE_AFTER,
  ACCOUNT_THROTTLE_MAX_SECONDS,
  CODE_EXPIRY_MS,
  CODE_MAX_ATTEMPTS,
  LOCKOUT_MAX_ATTEMPTS,
} from '../constants/auth.ts'
import { addDays, addMilliseconds } from './dates.ts'

/** The 5th consecutive failure from one client locks that client out of the account. */
export const shouldLockAccount = (failedAttempts: number): boolean => failedAttempts >= LOCKOUT_MAX_ATTEMPTS

/**
 * Seconds a client that never signed in to an account waits between tries once the account has
 * failed `failures` times within the lockout window from anywhere (0 below the threshold).
 */
export const accountThrottleSeconds = (failures: number): number =>
  failures < ACCOUNT_THROTTLE_AFTER ? 0 : Math.min(ACCOUNT_THROTTLE_MAX_SECONDS, 2 ** (failures - ACCOUNT_THROTTLE_AFTER))

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
