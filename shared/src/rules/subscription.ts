import { DEFAULT_PLAN_NAME } from '../constants/enumerations.ts'
import { MS_PER_DAY } from '../constants/locale.ts'
import { EXPIRING_WINDOW_DAYS } from '../constants/payments.ts'
import type { ShopPaymentStatus, SubscriptionDisplayStatus } from '../types/enumerations.ts'

/** Payment is overdue or due within the expiring window; a missing or unreadable date is neither. */
const isDueSoon = (nextPaymentDue: string | Date | null, now: Date): boolean => {
  if (!nextPaymentDue) return false
  const remaining = new Date(nextPaymentDue).getTime() - now.getTime()
  return !Number.isNaN(remaining) && remaining <= EXPIRING_WINDOW_DAYS * MS_PER_DAY
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
  if (shop.paymentStatus === 'grace_period' || isDueSoon(shop.nextPaymentDue, now)) return 'expiring'
  return 'active'
}
