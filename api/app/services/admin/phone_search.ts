import { legacyPhoneForm, normalizePhone } from '@shoplocal/shared/rules'

/** Digits with the separators people type in a number: "087 123 4567", "+353 (0)87-123". */
const PHONE_LIKE = /^\+?[\d\s().-]+$/
/** normalizePhone reads a number starting with 0 as Irish, so this is the prefix it gives them. */
const IRISH_PREFIX = '+353'
/** Fewer digits than this read as an id or a year, not as the start of a number. */
const MIN_PHONE_DIGITS = 3

/*
 * The prefixes a typed phone number (or its start) may be stored under: E.164 as numbers are stored now,
 * the digits as older accounts stored them, and the national form of an Irish number typed
 * internationally. Null when the search does not look like a phone number: it starts with 0 or +.
 */
export function phoneSearchForms(search: string): [string[]] | null {
  const typed = search.trim()
  const digits = typed.replace(/\D/g, '')
  if (!PHONE_LIKE.test(typed) || digits.length < MIN_PHONE_DIGITS) return null
  if (!typed.startsWith('+') && !digits.startsWith('0')) return null
  const international = normalizePhone(typed)
  const national = international.startsWith(IRISH_PREFIX) ? `0${international.slice(IRISH_PREFIX.length)}` : null
  const forms = [international, legacyPhoneForm(typed), national].filter((form): form is string => form !== null)
  return [[...new Set(forms)]]
}
