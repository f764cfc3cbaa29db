import { LOCALE } from '../constants/locale.ts'
import {
  FREE_TRIAL_DAYS,
  GRACE_PERIOD_DAYS,
  NEW_SHOP_BONUS,
  PLAN_DURATIONS,
  REACTIVATION_FEE,
  REGISTRATION_FEE,
  REGISTRATION_FEE_WAIVER_REFERRALS,
  STARTER_EXTRA_PRODUCTS,
  YEARLY_LISTING_FEE,
} from '../constants/payments.ts'
import { formatEuro } from '../rules/money.ts'
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
export const savingsLabel = (percent: number): string => `Save ${percent}%`

/** The fee notes under the plans. */
export const FEE_NOTES = {
  registrationFee: `One-time registration fee ${formatEuro(REGISTRATION_FEE)}, waived once ${REGISTRATION_FEE_WAIVER_REFERRALS} shops you referred are approved.`,
  newShopBonus: `New Shop Bonus: +${NEW_SHOP_BONUS.visibilityPercent}% visibility for the first ${NEW_SHOP_BONUS.days} days.`,
  freeTrial: `Free trial: ${FREE_TRIAL_DAYS} days.`,
  starterAddon: `Starter add-on: ${STARTER_EXTRA_PRODUCTS.products} extra products for ${formatEuro(STARTER_EXTRA_PRODUCTS.monthlyPrice)} a month, chosen with the Starter plan.`,
  yearlyListing: `Or list all your shops for ${formatEuro(YEARLY_LISTING_FEE)} a year instead of a plan per shop, by card or bank transfer.`,
  reactivation: `Plans paid by card renew automatically; plans paid by bank transfer get their next invoice, with reminders, before the due date. After a missed payment you have a ${GRACE_PERIOD_DAYS}-day grace period; after that a ${formatEuro(REACTIVATION_FEE)} reactivation fee applies.`,
} as const

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
}
