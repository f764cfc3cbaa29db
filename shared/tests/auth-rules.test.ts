import { describe, expect, it } from 'vitest'
import { accountThrottleSeconds, codeExpiresAt, shouldLockAccount } from '../src/rules/auth.ts'

const now = new Date('2026-11-21T12:00:00Z')

describe('sign-in lockout (5 attempts, 15 minutes)', () => {
  it('locks on the fifth failure', () => {
    expect(shouldLockAccount(4)).toBe(false)
    expect(shouldLockAccount(5)).toBe(true)
  })

  it('makes strangers wait from the account’s 10th failure, doubling up to a minute', () => {
    expect([9, 10, 11, 12, 15, 16, 40].map(accountThrottleSeconds)).toEqual([0, 1, 2, 4, 32, 60, 60])
  })
})

describe('verification codes', () => {
  it('expires codes after 10 minutes', () => {
    expect(codeExpiresAt(now).toISOString()).toBe('2026-11-21T12:10:00.000Z')
  })
})
