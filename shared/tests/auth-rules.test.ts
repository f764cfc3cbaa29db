import { describe, expect, it } from 'vitest'
import { accountLockedMessage } from '../src/messages/auth.ts'
import { codeExpiresAt, isAccountLocked, lockedUntil, shouldLockAccount } from '../src/rules/auth.ts'

const now = new Date('2026-11-21T12:00:00Z')

describe('sign-in lockout (5 attempts, 15 minutes)', () => {
  it('locks on the fifth failure', () => {
    expect(shouldLockAccount(4)).toBe(false)
    expect(shouldLockAccount(5)).toBe(true)
  })

  it('locks for 15 minutes', () => {
    expect(lockedUntil(now).toISOString()).toBe('2026-11-21T12:15:00.000Z')
  })

  it('is locked only while the lock is in the future', () => {
    expect(isAccountLocked('2026-11-21T12:14:59Z', now)).toBe(true)
    expect(isAccountLocked('2026-11-21T12:00:00Z', now)).toBe(false)
    expect(isAccountLocked(null, now)).toBe(false)
  })

  it('tells the user when to retry, in Irish time', () => {
    expect(accountLockedMessage(new Date('2026-07-01T12:15:00Z'))).toBe(
      'Too many failed sign-in attempts. Your account is locked until 13:15. Please try again then.',
    )
  })
})

describe('verification codes', () => {
  it('expires codes after 10 minutes', () => {
    expect(codeExpiresAt(now).toISOString()).toBe('2026-11-21T12:10:00.000Z')
  })
})
