import { LOCALE } from '../constants/locale.ts'
import { PLAN_DURATIONS } from '../constants/payments.ts'
import type { SubscriptionDisplayStatus, TransactionPaymentStatus, TransactionType } from '../types/enumerations.ts'
import { COMMON_LABELS } from './common.ts'

export const PLAN_LABELS = {
  popular: 'Most Popular',
  freeTrial: 'Free Trial',
  choosePlan: 'Choose Plan',
  getStarted: 'Get Started',
} as const

const wholeNumber = new Intl.NumberFormat(LOCALE)

export const maxProductsLabel = (count: number): string => `Up to ${wholeNumber.format(count)} products`

/** Labels of plan durations in days; other lengths read as a number of days. */
const PLAN_DURATION_LABELS: Readonly<Record<number, string>> = {
  [PLAN_DURATIONS.month]: 'month',
  [PLAN_DURATIONS.quarter]: '3 months',
  [PLAN_DURATIONS.halfYear]: '6 months',
  [PLAN_DURATIONS.year]: 'year',
}

export const durationLabel = (days: number): string => PLAN_DURATION_LABELS[days] ?? (days === 1 ? '1 day' : `${days} days`)

export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionDisplayStatus, string>> = {
  active: COMMON_LABELS.active,
  trial: 'Trial',
  expiring: 'Expiring',
  suspended: COMMON_LABELS.suspended,
}

export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionType, string>> = {
  registration: 'Registration fee',
  plan_payment: 'Plan payment',
  reactivation: 'Reactivation',
  spotlight: COMMON_LABELS.spotlight,
}

export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionPaymentStatus, string>> = {
  awaiting_payment: 'Awaiting payment',
  pending_verification: 'Pending verification',
  verified: COMMON_LABELS.verified,
  rejected: COMMON_LABELS.rejected,
  refunded: 'Refunded',
  on_hold: 'On hold',
  cancelled: 'Cancelled',
}
