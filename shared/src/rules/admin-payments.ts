import { CLOSED_SHOP_STATUSES } from '../constants/enumerations.ts'
import type { PaymentShopStatus } from '../types/enumerations.ts'
import { MS_PER_DAY } from '../constants/locale.ts'
import { EXPIRING_WINDOW_DAYS } from '../constants/payments.ts'

/** How urgent a next-due date is in the payments table: red when overdue, yellow when due within the window. */
export const nextDueUrgency = (nextPaymentDue: string | null, now: Date = new Date()): 'overdue' | 'soon' | null => {
  if (!nextPaymentDue) return null
  const remaining = new Date(nextPaymentDue).getTime() - now.getTime()
  if (Number.isNaN(remaining)) return null
  if (remaining < 0) return 'overdue'
  return remaining <= EXPIRING_WINDOW_DAYS * MS_PER_DAY ? 'soon' : null
}

/** Whether a payment's shop cannot go live as it stands (rejected, or removed): verifying it needs a reason. */
export const shopCannotGoLive = (status: PaymentShopStatus | null): boolean =>
  status !== null && (CLOSED_SHOP_STATUSES as readonly string[]).includes(status)
