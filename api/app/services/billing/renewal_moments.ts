import { RENEWAL_REMINDER_DAYS } from '@shoplocal/shared/constants'

const DAY_MS = 24 * 60 * 60 * 1000
/** Nearest first, so a due date within a day picks the 1-day reminder. */
const REMINDER_DAYS = [...RENEWAL_REMINDER_DAYS].sort((a, b) => a - b)

/** The renewal reminder due for a payment `remainingMs` away (days before), or null when none is (yet). */
export function reminderDay(remainingMs: number): number | null {
  if (remainingMs <= 0) return null
  return REMINDER_DAYS.find((days) => remainingMs <= days * DAY_MS) ?? null
}
