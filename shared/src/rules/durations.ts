import { PLAN_DURATION_LABELS, daysLabel } from '../messages/payments.ts'

/** A plan's duration in days as the plan cards say it: 30 'month', 90 '3 months', 180 '6 months', 365 'year'. */
export const durationLabel = (days: number): string => PLAN_DURATION_LABELS[days] ?? daysLabel(days)
