import { PLAN_DURATIONS, REACTIVATION_FEE, REGISTRATION_FEE, REGISTRATION_FEE_WAIVER_REFERRALS, NEW_SHOP_BONUS, FREE_TRIAL_DAYS, GRACE_PERIOD_DAYS, YEARLY_LISTING_FEE } from '../constants/payments.ts'
import { LOCALE } from '../constants/locale.ts'
import { formatEuro } from '../rules/money.ts'
import type { SubscriptionDisplayStatus, TransactionPaymentStatus, TransactionType } from '../types/enumerations.ts'
import { COMMON_LABELS } from './common.ts'

/** The /subscribe page. */
export const SUBSCRIBE_PAGE = {
  heading: 'Subscribe to the product',
  goBack: COMMON_LABELS.goBack,
  submit: `Subscribe - ${formatEuro(YEARLY_LISTING_FEE)}/year`,
  processing: 'Processing...',
} as const

export const PAYMENT_MESSAGES = {
  success: { title: 'Payment Successful', description: 'You are now subscribed! You can start listing your shops.' },
  failedTitle: 'Payment Failed',
  failedFallback: 'An unexpected error occurred. Please try again.',
  initFailed: 'Failed to initialize subscription. Please try again.',
  proofSubmitted: {
    title: 'Payment Proof Submitted',
    description: 'Our team will verify your payment and activate your plan.',
  },
} as const

/** Labels of plan durations in days; other lengths read as a number of days. */
export const PLAN_DURATION_LABELS: Readonly<Record<number, string>> = {
  [PLAN_DURATIONS.month]: 'month',
  [PLAN_DURATIONS.quarter]: '3 months',
  [PLAN_DURATIONS.halfYear]: '6 months',
  [PLAN_DURATIONS.year]: 'year',
}
export const daysLabel = (days: number): string => (days === 1 ? '1 day' : `${days} days`)

export const PLAN_LABELS = {
  popular: 'Most Popular',
  freeTrial: 'Free Trial',
  choosePlan: 'Choose Plan',
  getStarted: 'Get Started',
} as const

export const savingsLabel = (percent: number): string => `Save ${percent}%`
const wholeNumber = new Intl.NumberFormat(LOCALE)
export const maxProductsLabel = (count: number): string => `Up to ${wholeNumber.format(count)} products`

/** The fee notes of the plans section. */
export const FEE_NOTES = {
  registrationFee: `One-time registration fee ${formatEuro(REGISTRATION_FEE)}, waived when you refer ${REGISTRATION_FEE_WAIVER_REFERRALS} or more shops.`,
  newShopBonus: `New Shop Bonus: +${NEW_SHOP_BONUS.visibilityPercent}% visibility for the first ${NEW_SHOP_BONUS.days} days.`,
  freeTrial: `Free trial: ${FREE_TRIAL_DAYS} days.`,
  reactivation: `Plans renew automatically. After a missed payment you have a ${GRACE_PERIOD_DAYS}-day grace period; after that a ${formatEuro(REACTIVATION_FEE)} reactivation fee applies.`,
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
  reactivation: 'Reactivation fee',
}

export const TRANSACTION_STATUS_LABELS: Readonly<Record<TransactionPaymentStatus, string>> = {
  pending_verification: 'Pending verification',
  verified: COMMON_LABELS.verified,
  rejected: COMMON_LABELS.rejected,
  refunded: 'Refunded',
}
