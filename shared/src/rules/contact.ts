import { PHONE_MIN_DIGITS } from '../constants/auth.ts'
import type { DetectedContact } from '../types/auth.ts'

/** A deliberately simple x@y.z pattern; real checking happens by sending a code. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/** The schema lower-cases emails so that sign-in ignores case. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase()

const countDigits = (value: string): number => value.replace(/\D/g, '').length

export const phoneHasMinDigits = (value: string): boolean => countDigits(value) >= PHONE_MIN_DIGITS

/** A single 'email or phone' field: an email when it contains '@', otherwise a phone number. */
export const detectContact = (value: string): DetectedContact => {
  const trimmed = value.trim()
  return trimmed.includes('@') ? { kind: 'email', value: normalizeEmail(trimmed) } : { kind: 'phone', value: trimmed }
}
