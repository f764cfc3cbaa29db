import {
  PRIORITY_BADGE_THRESHOLD,
  SPOTLIGHT_DISCOUNT_MIN_MONTHS,
  SPOTLIGHT_DISCOUNT_PERCENT,
  SPOTLIGHT_IMAGES,
  SPOTLIGHT_MONTHLY_FEE,
  SPOTLIGHT_MONTHS,
  SPOTLIGHT_PRIORITY,
} from '../constants/spotlight.ts'
import { VALIDATION_MESSAGES } from '../messages/validation.ts'
import type { SpotlightStatus } from '../types/enumerations.ts'
import { daysLeft } from './dates.ts'

const isIntegerBetween = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max

export const isValidSpotlightMonths = (months: number): boolean =>
  isIntegerBetween(months, SPOTLIGHT_MONTHS.min, SPOTLIGHT_MONTHS.max)

/**
 * The prepaid total in whole euro: 149 a month, 10% off the whole total from 2 months, rounded
 * (1 → 149, 2 → 268, 3 → 402, 6 → 805, 12 → 1609). Percent arithmetic stays in integers so
 * rounding never meets a binary fraction like 804.5999.
 */
export const spotlightTotal = (months: number): number => {
  if (!isValidSpotlightMonths(months)) throw new RangeError(VALIDATION_MESSAGES.spotlightDurationRange)
  const percentPayable = months >= SPOTLIGHT_DISCOUNT_MIN_MONTHS ? 100 - SPOTLIGHT_DISCOUNT_PERCENT : 100
  return Math.round((SPOTLIGHT_MONTHLY_FEE * months * percentPayable) / 100)
}

/** The message for a wrong number of spotlight images, or null when the count is allowed. */
export const spotlightImagesError = (count: number): string | null => {
  if (count < SPOTLIGHT_IMAGES.min) return VALIDATION_MESSAGES.spotlightImagesMissing
  if (count > SPOTLIGHT_IMAGES.max) return VALIDATION_MESSAGES.spotlightTooManyImages
  return null
}

export const isValidSpotlightPriority = (priority: number): boolean =>
  isIntegerBetween(priority, SPOTLIGHT_PRIORITY.min, SPOTLIGHT_PRIORITY.max)

export const showsPriorityBadge = (priority: number): boolean => priority > PRIORITY_BADGE_THRESHOLD

/** Days left are shown only for an approved request that has an end date. */
export const spotlightDaysLeft = (
  request: { status: SpotlightStatus; endDate: string | null },
  now: Date = new Date(),
): number | null => (request.status === 'approved' && request.endDate ? daysLeft(request.endDate, now) : null)
