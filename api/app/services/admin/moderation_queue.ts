import { QUEUE_ITEMS_PER_KIND } from '@shoplocal/shared/constants'
import db from '@adonisjs/lucid/services/db'
import type { ModerationItem, ModerationQueue } from '@shoplocal/shared/types'
import type { DateTime } from 'luxon'
import PaymentTransaction from '#models/payment_transaction'
import Shop from '#models/shop'
import SpotlightRequest from '#models/spotlight_request'
import type User from '#models/user'

/*
 * One list of everything awaiting an admin's decision: shops to approve, bank-transfer proofs to verify
 * and spotlight requests to review, oldest first across kinds. It only reads; each decision goes to the
 * endpoint that owns that kind (shop approve/reject, payment verify/reject, spotlight approve/reject),
 * which checks the item is still waiting and writes admin_logs.
 */

const owner = (user: User | null | undefined) =>
  user ? { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email } : null

const iso = (date: DateTime) => date.toISO()!

async function pendingShops(): Promise<ModerationItem[]> {
  const shops = await Shop.query()
    .where('status', 'pending')
    .preload('owner')
    .preload('category')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_ITEMS_PER_KIND)
  return shops.map((shop) => ({
    kind: 'shop',
    id: shop.id,
    submittedAt: iso(shop.createdAt),
    title: shop.name,
    owner: owner(shop.owner),
    shop: {
      id: shop.id,
      name: shop.name,
      location: shop.location,
      description: shop.description,
      category: shop.category?.name ?? null,
      phone: shop.phone,
      email: shop.email,
      website: shop.website,
    },
  }))
}

async function paymentsToVerify(): Promise<ModerationItem[]> {
  const payments = await PaymentTransaction.query()
    .where('payment_status', 'pending_verification')
    .preload('payer')
    .preload('shop', (shop) => shop.preload('owner'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_ITEMS_PER_KIND)
  return payments.map((payment) => {
    // The payer is recorded on new payments; older ones are known only through their shop.
    const payer = payment.payer ?? payment.shop?.owner ?? null
    return {
      kind: 'payment',
      id: payment.id,
      // A proof waits from its upload; a payment with none from its creation.
      submittedAt: iso(payment.proofUploadedAt ?? payment.createdAt),
      title: payment.paymentReference ?? `#${payment.id}`,
      owner: owner(payer),
      payment: {
        id: payment.id,
        reference: payment.paymentReference,
        amount: payment.amountPaid,
        currency: payment.currency,
        paymentMethod: payment.paymentMethod,
        transactionType: payment.transactionType,
        lineItems: payment.lineItems ?? [],
        shopName: payment.shop?.name ?? null,
        proofUploadedAt: payment.proofUploadedAt ? iso(payment.proofUploadedAt) : null,
        hasProof: payment.paymentProofUrl !== null,
      },
    }
  })
}

async function spotlightsToReview(): Promise<ModerationItem[]> {
  const requests = await SpotlightRequest.query()
    .where('status', 'pending')
    .preload('product')
    .preload('shop')
    .preload('shopOwner')
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(QUEUE_ITEMS_PER_KIND)
  return requests.map((request) => ({
    kind: 'spotlight',
    id: request.id,
    submittedAt: iso(request.createdAt),
    title: request.product?.name ?? `#${request.id}`,
    owner: owner(request.shopOwner),
    spotlight: {
      id: request.id,
      productName: request.product?.name ?? '',
      shopName: request.shop?.name ?? '',
      durationMonths: request.durationMonths,
      totalAmount: request.totalAmount,
      images: request.images ?? [],
      paid: request.paidAt !== null,
    },
  }))
}

async function counts() {
  const total = async (table: string, column: string, value: string) =>
    Number((await db.from(table).where(column, value).count('* as total').first())?.total ?? 0)
  const [shop, payment, spotlight] = await Promise.all([
    total('shops', 'status', 'pending'),
    total('payment_transactions', 'payment_status', 'pending_verification'),
    total('spotlight_requests', 'status', 'pending'),
  ])
  return { shop, payment, spotlight }
}

/** GET /api/admin/moderation-queue: the oldest items of each kind merged by age, and exact counts per kind. */
export async function moderationQueue(): Promise<ModerationQueue> {
  const [shops, payments, spotlights, perKind] = await Promise.all([pendingShops(), paymentsToVerify(), spotlightsToReview(), counts()])
  const items = [...shops, ...payments, ...spotlights].sort(
    (a, b) => a.submittedAt.localeCompare(b.submittedAt) || a.kind.localeCompare(b.kind) || a.id - b.id,
  )
  return { items, counts: perKind }
}
