import type { AdminPayment, PaymentShopStatus, ReconciliationCandidate } from '@shoplocal/shared/types'
import { fullName, toCents } from '@shoplocal/shared/rules'
import type PaymentTransaction from '#models/payment_transaction'
import { proofContentType, proofUrl } from '#services/admin_payments/payment_proofs'
import { decisionOf, refundOf } from '#services/billing/billing_overview'
import { toPaymentReceipts } from '#services/receipts/receipts'

/**
 * A payment for the verification queue. The transaction's payer, shop (with its owner), plan and receipts must be
 * preloaded; rows from before payers were recorded show the shop's owner. The proof is addressed by its API
 * route, never by its storage key.
 */
export function toAdminPayment(transaction: PaymentTransaction): AdminPayment {
  const payer = transaction.payer ?? transaction.shop?.owner ?? null
  const shop = transaction.shop ?? null
  return {
    id: transaction.id,
    // A removed shop is kept for its appeal but is out of every list: its payments name it as removed, without a link.
    shopId: shop || transaction.removedShopName === null ? transaction.shopId : null,
    shopName: shop?.name ?? transaction.removedShopName,
    planName: transaction.plan?.displayName ?? null,
    spotlightRequestId: transaction.spotlightRequestId,
    transactionType: transaction.transactionType,
    paymentMethod: transaction.paymentMethod,
    paymentStatus: transaction.paymentStatus,
    amountPaid: Number(transaction.amountPaid),
    currency: transaction.currency,
    lineItems: transaction.lineItems ?? [],
    paymentReference: transaction.paymentReference,
    paymentProofUrl: proofUrl(transaction),
    rejectionReason: transaction.rejectionReason,
    createdAt: transaction.createdAt.toISO()!,
    verifiedAt: transaction.verifiedAt?.toISO() ?? null,
    owner: payer ? { id: payer.id, firstName: payer.firstName, lastName: payer.lastName, email: payer.email } : null,
    shop: shop ? { id: shop.id, name: shop.name } : null,
    shopStatus: paymentShopStatus(transaction),
    proofContentType: proofContentType(transaction.paymentProofUrl),
    proofUploadedAt: transaction.proofUploadedAt?.toISO() ?? null,
    adminNotes: transaction.adminNotes,
    verifiedBy: verifierOf(transaction),
    decision: decisionOf(transaction),
    refund: refundOf(transaction),
    receipts: toPaymentReceipts(transaction, 'admin'),
  }
}

/** The status of the shop a payment is for (`shop` preloaded); 'removed' once the shop is gone. */
export function paymentShopStatus(transaction: PaymentTransaction): PaymentShopStatus | null {
  if (transaction.shop) return transaction.shop.status
  return transaction.removedShopName === null ? null : 'removed'
}

/** The admin who verified a payment, named as the console lists people. Needs `verifier` preloaded. */
function verifierOf(transaction: PaymentTransaction): AdminPayment['verifiedBy'] {
  const verifier = transaction.verifier ?? null
  if (!verifier) return null
  return { id: verifier.id, name: fullName(verifier.firstName, verifier.lastName) || verifier.email || `#${verifier.id}` }
}

export function toCandidate(transaction: PaymentTransaction, lineAmount: number): ReconciliationCandidate {
  return {
    id: transaction.id,
    paymentReference: transaction.paymentReference,
    amountPaid: Number(transaction.amountPaid),
    paymentStatus: transaction.paymentStatus,
    ownerName: transaction.payer ? fullName(transaction.payer.firstName, transaction.payer.lastName) || transaction.payer.email : null,
    shopName: transaction.shop?.name ?? transaction.removedShopName,
    shopStatus: paymentShopStatus(transaction),
    createdAt: transaction.createdAt.toISO()!,
    amountMatches: toCents(transaction.amountPaid) === toCents(lineAmount),
  }
}
