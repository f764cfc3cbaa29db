import { DEFAULT_PLAN_NAME } from '../constants/enumerations.ts'
import { MS_PER_DAY } from '../constants/locale.ts'
import { DEFAULT_PRODUCTS_ALLOWED_DISPLAY, EXPIRING_WINDOW_DAYS } from '../constants/payments.ts'
import { PLAN_LABELS } from '../messages/payments.ts'
import type { ShopPaymentStatus, SubscriptionDisplayStatus } from '../types/enumerations.ts'

/** How the next-due date is coloured: red when overdue, yellow when due within 7 days. */
export type DueTone = 'overdue' | 'soon' | 'normal'

const msUntil = (date: string | Date, now: Date): number => new Date(date).getTime() - now.getTime()

export const nextDueTone = (nextPaymentDue: string | Date | null | undefined, now: Date = new Date()): DueTone => {
  if (!nextPaymentDue) return 'normal'
  const remaining = msUntil(nextPaymentDue, now)
  if (Number.isNaN(remaining)) return 'normal'
  if (remaining < 0) return 'overdue'
  return remaining <= EXPIRING_WINDOW_DAYS * MS_PER_DAY ? 'soon' : 'normal'
}

/**
 * The payments-tab status of a shop from its stored payment fields: suspended wins, then the free
 * trial, then 'expiring' when payment is due within the window, overdue or in its grace period.
 */
export const subscriptionDisplayStatus = (
  shop: { paymentStatus: ShopPaymentStatus; currentPlan: string | null; nextPaymentDue: string | Date | null },
  now: Date = new Date(),
): SubscriptionDisplayStatus => {
  if (shop.paymentStatus === 'suspended' || shop.paymentStatus === 'expired') return 'suspended'
  if (!shop.currentPlan || shop.currentPlan === DEFAULT_PLAN_NAME) return 'trial'
  if (shop.paymentStatus === 'grace_period' || nextDueTone(shop.nextPaymentDue, now) !== 'normal') return 'expiring'
  return 'active'
}

/** Mark Paid is pointless on an active subscription; Suspend on a suspended one. */
export const canMarkPaid = (status: SubscriptionDisplayStatus): boolean => status !== 'active'
export const canSuspend = (status: SubscriptionDisplayStatus): boolean => status !== 'suspended'

/** A blank plan name in a payment row means the free trial. */
export const planDisplayName = (planName: string | null | undefined): string => planName?.trim() || PLAN_LABELS.freeTrial

export const productsAllowedDisplay = (productsAllowed: number | null | undefined): number =>
  productsAllowed ?? DEFAULT_PRODUCTS_ALLOWED_DISPLAY
