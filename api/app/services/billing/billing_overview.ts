import { PLANS } from '@shoplocal/shared/constants'
import { isOpenPaymentStatus, subscriptionDisplayStatus } from '@shoplocal/shared/rules'
import type { BillingOverview, BillingShop, OwnerPayment } from '@shoplocal/shared/types'
import type { DateTime } from 'luxon'
import { bankDetails } from '#config/billing'
import { receiptVatRate } from '#config/receipts'
import PaymentTransaction from '#models/payment_transaction'
import Shop from '#models/shop'
import type User from '#models/user'
import { feeWaivedFor, referralCount } from '#services/billing/referrals'
import { toPaymentReceipts } from '#services/receipts/receipts'

const iso = (value: DateTime | null): string | null => value?.toISO() ?? null

/** Where the owner (or an admin) reads a proof: the file itself is never public. */
const proofPath = (transactionId: number): string => `/api/payments/${transactionId}/proof`

/** A payment as its owner sees it; the shop, the plan and the receipts must be preloaded. */
function presentOwnerPayment(transaction: PaymentTransaction): OwnerPayment {
  return {
    id: transaction.id,
    shopId: transaction.shopId,
    shopName: transaction.shop?.name ?? transaction.removedShopName,
    planName: transaction.plan?.displayName ?? null,
    spotlightRequestId: transaction.spotlightRequestId,
    transactionType: transaction.transactionType,
    paymentMethod: transaction.paymentMethod,
    paymentStatus: transaction.paymentStatus,
    amountPaid: transaction.amountPaid,
    currency: transaction.currency,
    lineItems: (transaction.lineItems ?? []).map((line) => ({ ...line, amount: Number(line.amount) })),
    paymentReference: transaction.paymentReference,
    paymentProofUrl: transaction.paymentProofUrl ? proofPath(transaction.id) : null,
    rejectionReason: transaction.rejectionReason,
    createdAt: transaction.createdAt.toISO()!,
    verifiedAt: iso(transaction.verifiedAt),
    decision: decisionOf(transaction),
    refund: refundOf(transaction),
    receipts: toPaymentReceipts(transaction, 'payer'),
  }
}

/** A decided invoice's decider and moment; a refusal or a refund is dated by the row's last change. */
export function decisionOf(transaction: PaymentTransaction): OwnerPayment['decision'] {
  if (isOpenPaymentStatus(transaction.paymentStatus)) return null
  const by = transaction.paymentMethod === 'card' && transaction.verifiedBy === null ? 'stripe' : 'staff'
  const at = transaction.paymentStatus === 'verified' ? (transaction.verifiedAt ?? transaction.updatedAt) : transaction.updatedAt
  return { by, at: at.toISO()! }
}

export function refundOf(transaction: PaymentTransaction): OwnerPayment['refund'] {
  if (transaction.refundedAmount === null || transaction.refundedAt === null) return null
  return { amount: Number(transaction.refundedAmount), at: transaction.refundedAt.toISO()! }
}

/** Loads what presentOwnerPayment reads. */
export async function loadOwnerPayment(transactionId: number): Promise<OwnerPayment> {
  const transaction = await PaymentTransaction.query()
    .where('id', transactionId)
    .preload('shop')
    .preload('plan')
    .preload('receipts')
    .firstOrFail()
  return presentOwnerPayment(transaction)
}

const planDisplayName = (name: string): string => PLANS.find((plan) => plan.name === name)?.displayName ?? name

function presentShop(shop: Shop, productsUsed: number): BillingShop {
  return {
    id: shop.id,
    name: shop.name,
    currentPlan: shop.currentPlan,
    planDisplayName: planDisplayName(shop.currentPlan),
    paymentStatus: shop.paymentStatus,
    displayStatus: subscriptionDisplayStatus({
      paymentStatus: shop.paymentStatus,
      currentPlan: shop.currentPlan,
      nextPaymentDue: shop.nextPaymentDue?.toJSDate() ?? null,
    }),
    maxProducts: shop.maxProducts,
    productsUsed,
    planEndDate: iso(shop.planEndDate),
    nextPaymentDue: iso(shop.nextPaymentDue),
    gracePeriodUntil: iso(shop.gracePeriodUntil),
    reactivationFeeRequired: shop.reactivationFeeRequired,
    starterAddon: shop.starterAddon,
    registrationFeePaid: shop.registrationFeePaid,
  }
}

/** GET /api/billing: the owner's referral standing, the bank details, their shops' plans and their payments. */
export async function billingOverview(owner: User): Promise<BillingOverview> {
  const [count, shops, payments] = await Promise.all([
    referralCount(owner.id),
    Shop.query().where('owner_id', owner.id).withCount('products').orderBy('created_at', 'desc').orderBy('id', 'desc'),
    PaymentTransaction.query()
      .where((query) => {
        query.where('user_id', owner.id).orWhereIn('shop_id', (shopIds) => shopIds.from('shops').where('owner_id', owner.id).select('id'))
      })
      .preload('shop')
      .preload('plan')
      .preload('receipts')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc'),
  ])
  return {
    vatRate: receiptVatRate,
    billingDetails: { billingAddress: owner.billingAddress, vatNumber: owner.vatNumber },
    referralCode: owner.referralCode,
    referralCount: count,
    registrationFeeWaived: feeWaivedFor(count),
    bankDetails,
    shops: shops.map((shop) => presentShop(shop, Number(shop.$extras.products_count ?? 0))),
    payments: payments.map(presentOwnerPayment),
  }
}
