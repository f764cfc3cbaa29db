import {
  PRIORITY_BADGE_THRESHOLD,
  SPOTLIGHT_DISCOUNT_MIN_MONTHS,
  SPOTLIGHT_DISCOUNT_PERCENT,
  SPOTLIGHT_MONTHLY_FEE,
  SPOTLIGHT_MONTHS,
} from '../constants/spotlight.ts'
import { VALIDATION_MESSAGES } from '../messages/validation.ts'

const isIntegerBetween = (value: number, min: number, max: number): boolean => Number.isInteger(value) && value >= min && value <= max

const isValidSpotlightMonths = (months: number): boolean => isIntegerBetween(months, SPOTLIGHT_MONTHS.min, SPOTLIGHT_MONTHS.max)

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

export const showsPriorityBadge = (priority: number): boolean => priority > PRIORITY_BADGE_THRESHOLD
