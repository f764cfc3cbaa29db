import { PASSWORD_MIN_FORM, PASSWORD_MIN_SCHEMA, PASSWORD_SPECIAL_CHARACTERS } from '../constants/auth.ts'
import { VALIDATION_MESSAGES } from '../messages/validation.ts'

type PasswordRuleResult = { ok: true } | { ok: false; message: string }

const escapeForClass = (characters: string): string => characters.replace(/[\\\]^-]/g, '\\$&')
const SPECIAL = new RegExp(`[${escapeForClass(PASSWORD_SPECIAL_CHARACTERS)}]`)

/**
 * The registration schema rule every server endpoint enforces: 8+ characters with an
 * upper-case letter, a lower-case letter, a digit and one of @$!%*?&. Length is reported first because
 * it is the easier fix.
 */
export const passwordMeetsRule = (password: string): PasswordRuleResult => {
  if (password.length < PASSWORD_MIN_SCHEMA) return { ok: false, message: VALIDATION_MESSAGES.passwordTooShort }
  const complete = /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && SPECIAL.test(password)
  return complete ? { ok: true } : { ok: false, message: VALIDATION_MESSAGES.passwordComplexity }
}

/** The sign-in and sign-up forms' own first check (6 characters). */
export const formPasswordLongEnough = (password: string): boolean => password.length >= PASSWORD_MIN_FORM
