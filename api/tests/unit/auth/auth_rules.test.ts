import { describe, expect, it } from 'vitest'
import { CODE_MAX_ATTEMPTS } from '@shoplocal/shared/constants'
import { AUTH_MAIL, accountLockedMessage, codeInvalidMessage, roleMismatchMessage } from '#messages/index'
import { GUEST_SESSION_DAYS, codeAttemptsLeft, guestSessionExpiresAt, legacyPhoneForm, normalizePhone } from '@shoplocal/shared/rules'

describe('auth rules the API relies on', () => {
  it('normalises phone numbers to E.164, reading a leading 0 as Irish', () => {
    expect(normalizePhone(' 087 123-4501 ')).toBe('+353871234501')
    expect(normalizePhone('+353 (87) 123 4501')).toBe('+353871234501')
    expect(normalizePhone('00353 87 123 4501')).toBe('+353871234501')
    expect(normalizePhone('+44 7700 900123')).toBe('+447700900123')
    expect(normalizePhone('447700900123')).toBe('+447700900123')
  })

  it('keeps the form phone numbers were stored in before E.164, to find older accounts', () => {
    expect(legacyPhoneForm(' 087 123-4501 ')).toBe('0871234501')
    expect(legacyPhoneForm('+353 (87) 123 4501')).toBe('+353871234501')
  })

  it('counts code attempts down to zero, never below', () => {
    expect(codeAttemptsLeft(0)).toBe(CODE_MAX_ATTEMPTS)
    expect(codeAttemptsLeft(CODE_MAX_ATTEMPTS - 1)).toBe(1)
    expect(codeAttemptsLeft(CODE_MAX_ATTEMPTS + 3)).toBe(0)
  })

  it('words the attempts left and the role mismatch', () => {
    expect(codeInvalidMessage(1)).toMatch(/ 1 attempt left\.$/)
    expect(codeInvalidMessage(3)).toMatch(/ 3 attempts left\.$/)
    expect(roleMismatchMessage('shop_owner')).toContain('a shop owner')
    expect(roleMismatchMessage('admin')).toContain('an admin')
  })

  it('keeps a guest session for its days', () => {
    const now = new Date('2026-03-01T12:00:00Z')
    expect(guestSessionExpiresAt(now).getTime() - now.getTime()).toBe(GUEST_SESSION_DAYS * 24 * 60 * 60 * 1000)
  })

  it('puts the code and the expiry note in both mails', () => {
    expect(AUTH_MAIL.verificationBody('123456')).toContain('123456')
    expect(AUTH_MAIL.resetBody('654321')).toMatch(/654321.*10 minutes/)
    expect(AUTH_MAIL.greeting(null)).toBe('Hello,')
  })
})

describe('the sign-in lockout message', () => {
  it('tells the user when to retry, in Irish time, and the way in now', () => {
    expect(accountLockedMessage(new Date('2026-07-01T12:15:00Z'))).toBe(
      'Too many failed sign-in attempts from this device. Sign-in here is paused until 13:15. Try again then, or sign in now with a code sent to your email.',
    )
  })
})
