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

/** The country a phone number typed without one (a leading 0, no +) belongs to: Ireland. */
const HOME_COUNTRY_CODE = '353'

/**
 * Phone numbers are stored and compared in E.164 (+ and digits): '087 123 4501', '0871234501',
 * '00353 87 123 4501' and '+353 (87) 123 4501' all name the same account. A number with a single
 * leading 0 is Irish; one that starts with 00 or + carries its own country code, and bare digits are
 * read as already international.
 */
export const normalizePhone = (value: string): string => {
  const trimmed = value.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (trimmed.startsWith('+')) return `+${digits}`
  if (digits.startsWith('00')) return `+${digits.slice(2)}`
  if (digits.startsWith('0')) return `+${HOME_COUNTRY_CODE}${digits.slice(1)}`
  return `+${digits}`
}

/**
 * How phone numbers were stored before they were normalised to E.164 (typed digits, a leading +
 * kept), so an account registered then is still found by the number its owner types today.
 */
export const legacyPhoneForm = (value: string): string => {
  const trimmed = value.trim()
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '')
}

/** Whole attempts a person has left on a code after `attempts` wrong tries (never below 0). */
export const codeAttemptsLeft = (attempts: number): number => Math.max(0, CODE_MAX_ATTEMPTS - attempts)
