/*
 * Money follows a shop's fate. A rejected shop may be edited and resubmitted, so its invoices still awaiting
 * payment are held (unpayable, 'on_hold') and await payment again when the owner resubmits it. A removed or
 * deleted shop will not come back, so its invoices awaiting payment (held ones too) are cancelled. An invoice
 * whose proof is already uploaded (pending_verification) is left in the verification queue either way: the
 * money may have been sent, and only the admin can tell (verifying it then needs their reason, and a refund
 * follows through the console). Each function runs inside the transaction of the shop's decision and returns
 * what the owner's notice of that decision says about their invoices.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { NotificationDetails } from '#messages/index'

export type InvoiceNotice = Pick<NotificationDetails, 'invoiceFate' | 'invoiceReferences'>

async function moveInvoices(
  trx: TransactionClientContract,
  shopId: number,
  from: string[],
  to: 'on_hold' | 'cancelled' | 'awaiting_payment',
): Promise<string[]> {
  const rows: { payment_reference: string | null }[] = await trx
    .from('payment_transactions')
    .where('shop_id', shopId)
    .whereIn('payment_status', from)
    .orderBy('id')
    .forUpdate()
    .select('payment_reference')
  if (rows.length > 0) {
    await trx.from('payment_transactions').where('shop_id', shopId).whereIn('payment_status', from).update({ payment_status: to })
  }
  return rows.map((row) => row.payment_reference ?? '').filter(Boolean)
}

const notice = (invoiceFate: 'held' | 'cancelled', references: string[]): InvoiceNotice =>
  references.length > 0 ? { invoiceFate, invoiceReferences: references } : {}

/** The shop was rejected: what awaits payment waits on hold until it is resubmitted. */
export async function holdShopInvoices(trx: TransactionClientContract, shopId: number): Promise<InvoiceNotice> {
  return notice('held', await moveInvoices(trx, shopId, ['awaiting_payment'], 'on_hold'))
}

/** The rejected shop was resubmitted: its held invoices await payment again. */
export async function releaseShopInvoices(trx: TransactionClientContract, shopId: number): Promise<void> {
  await moveInvoices(trx, shopId, ['on_hold'], 'awaiting_payment')
}

/**
 * The shop is about to be deleted: what awaits payment (or was held) is cancelled, and every payment of the
 * shop keeps its name, since the deletion empties their shop_id.
 */
export async function cancelShopInvoices(trx: TransactionClientContract, shop: { id: number; name: string }): Promise<InvoiceNotice> {
  const references = await moveInvoices(trx, shop.id, ['awaiting_payment', 'on_hold'], 'cancelled')
  await trx.from('payment_transactions').where('shop_id', shop.id).update({ removed_shop_name: shop.name })
  return notice('cancelled', references)
}
