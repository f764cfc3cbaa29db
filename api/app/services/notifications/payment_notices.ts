/*
 * Notifications about a payment, for its payer (or, for rows from before payers were recorded, the shop's
 * owner), written in the transaction that decides the payment.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationKind } from '@shoplocal/shared/constants'
import { formatEuro2 } from '@shoplocal/shared/rules'
import type PaymentTransaction from '#models/payment_transaction'
import { notify } from '#services/notifications/notify'

export async function notifyPayment(
  trx: TransactionClientContract,
  payment: PaymentTransaction,
  kind: Extract<NotificationKind, 'payment_verified' | 'payment_rejected' | 'payment_refunded'>,
  options: { cause: string; reason?: string | null; amount?: number },
): Promise<void> {
  const shop = payment.shopId === null ? null : await trx.from('shops').where('id', payment.shopId).select('name', 'owner_id').first()
  const payerId = payment.userId ?? (shop ? Number(shop.owner_id) : null)
  if (payerId === null) return
  await notify(trx, {
    userId: payerId,
    kind,
    cause: `payment:${payment.id}:${options.cause}`,
    details: {
      paymentId: payment.id,
      reference: payment.paymentReference ?? `#${payment.id}`,
      amount: formatEuro2(options.amount ?? payment.amountPaid),
      shopName: shop ? String(shop.name) : null,
      reason: options.reason ?? null,
    },
  })
}
