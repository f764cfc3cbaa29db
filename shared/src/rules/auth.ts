import { CODE_EXPIRY_MS, GUEST_SENDER_PREFIX, LOCKOUT_MAX_ATTEMPTS, LOCKOUT_MS } from '../constants/auth.ts'
import type { GuestSession } from '../types/auth.ts'
import { addMilliseconds } from './dates.ts'

/** design.md: the 5th consecutive failure locks the account. */
export const shouldLockAccount = (failedAttempts: number): boolean => failedAttempts >= LOCKOUT_MAX_ATTEMPTS

export const lockedUntil = (now: Date = new Date()): Date => addMilliseconds(now, LOCKOUT_MS)

export const isAccountLocked = (accountLockedUntil: string | Date | null | undefined, now: Date = new Date()): boolean =>
  !!accountLockedUntil && new Date(accountLockedUntil).getTime() > now.getTime()

export const codeExpiresAt = (now: Date = new Date()): Date => addMilliseconds(now, CODE_EXPIRY_MS)

/** A guest session counts while its expiry is in the future. */
export const isGuestSessionActive = (session: GuestSession | null | undefined, now: Date = new Date()): boolean =>
  !!session && new Date(session.expiresAt).getTime() > now.getTime()

export const isGuestSenderId = (senderId: string): boolean => senderId.startsWith(GUEST_SENDER_PREFIX)
