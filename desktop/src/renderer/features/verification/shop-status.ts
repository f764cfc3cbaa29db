import type { PaymentShopStatus } from '@shoplocal/shared/types'
import { PAYMENT_SHOP_STATUS_LABELS } from '../../messages/index'

/** The shop a payment is for, with its status beside it, e.g. "Burren Books (Rejected)"; a removed shop keeps its name. */
export const shopWithStatus = (payment: { shopName: string | null; shopStatus: PaymentShopStatus | null }): string | null =>
  payment.shopName ? `${payment.shopName} (${payment.shopStatus ? PAYMENT_SHOP_STATUS_LABELS[payment.shopStatus] : '—'})` : null
