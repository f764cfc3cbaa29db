import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { PLANS, SPOTLIGHT_MONTHLY_FEE, YEARLY_LISTING_FEE, REGISTRATION_FEE } from '@shoplocal/shared/constants'
import { makePaymentReference, spotlightTotal } from '@shoplocal/shared/rules'
import type { PaymentLineItem, SpotlightStatus } from '@shoplocal/shared/types'
import { LINE_ITEM_DESCRIPTIONS } from '#messages/index'
import { toSqlDateTime } from '#helpers/sql_values'
import { planLines } from '#services/billing/invoice_lines'
import { issueReceipt } from '#services/receipts/receipts'
import PaymentTransaction from '#models/payment_transaction'
import type { SeededRandom } from '#database/seed/random_source'
import type { ProductDraft, ShopDraft } from '#database/seed/shop_factory'
import { productImageUrl } from '#database/seed/images'
import { IdSequence, insertRows, type Row } from '#database/seed/writer'

const DAY = 24 * 60 * 60 * 1000
const MONTH_DAYS = 30

/** What every seeded bank transfer has: its payer, its method and the lines it paid for. */
function invoiceColumns(shop: ShopDraft, lines: PaymentLineItem[]): Row {
  return { user_id: Number(shop.row.owner_id), payment_method: 'bank_transfer', line_items: JSON.stringify(lines) }
}

const registrationLines: PaymentLineItem[] = [
  { kind: 'registration', description: LINE_ITEM_DESCRIPTIONS.registration, amount: REGISTRATION_FEE },
]

function planInvoiceLines(planName: string): PaymentLineItem[] {
  const plan = PLANS.find((candidate) => candidate.name === planName)!
  return planLines({ plan, registrationDue: false, starterAddon: false, reactivation: false })
}

interface SpotlightPlan {
  status: SpotlightStatus
  months: number
  priority: number
  /** Days since approval (approved, force_rejected, expired) or since submission. */
  ageDays: number
  reason?: string
}

/** Every spotlight state: active ones (some above the PRIORITY badge threshold), pending, rejected, removed, expired. */
const SPOTLIGHTS: SpotlightPlan[] = [
  { status: 'approved', months: 3, priority: 9, ageDays: 12 },
  { status: 'approved', months: 1, priority: 7, ageDays: 5 },
  { status: 'approved', months: 6, priority: 5, ageDays: 40 },
  { status: 'approved', months: 2, priority: 3, ageDays: 20 },
  { status: 'approved', months: 12, priority: 1, ageDays: 100 },
  { status: 'approved', months: 1, priority: 0, ageDays: 2 },
  { status: 'pending', months: 1, priority: 0, ageDays: 1 },
  { status: 'pending', months: 3, priority: 0, ageDays: 0 },
  { status: 'pending', months: 2, priority: 0, ageDays: 2 },
  { status: 'rejected', months: 1, priority: 0, ageDays: 15, reason: 'Images do not show the product clearly.' },
  { status: 'rejected', months: 6, priority: 0, ageDays: 50 },
  { status: 'force_rejected', months: 3, priority: 4, ageDays: 30, reason: 'Product no longer matches the listing.' },
  { status: 'expired', months: 1, priority: 2, ageDays: 75 },
  { status: 'expired', months: 2, priority: 6, ageDays: 120 },
]

export async function seedSpotlights(
  trx: TransactionClientContract,
  options: { shops: ShopDraft[]; products: ProductDraft[]; adminId: number; demoOwnerShopIds: Set<number>; now: Date },
) {
  const { shops, products, adminId, demoOwnerShopIds, now } = options
  const shopById = new Map(shops.map((shop) => [shop.id, shop]))
  // The demo owner's products go first, so their dashboard shows spotlights in several states.
  const candidates = products
    .filter((product) => shopById.get(product.shopId)?.status === 'approved' && product.row.is_active)
    .sort((a, b) => Number(demoOwnerShopIds.has(b.shopId)) - Number(demoOwnerShopIds.has(a.shopId)))
  const rows: Row[] = SPOTLIGHTS.map((plan, index) => {
    const product = candidates[index * 3]
    const shop = shopById.get(product.shopId)!
    const decided = new Date(now.getTime() - plan.ageDays * DAY)
    const submitted = new Date(decided.getTime() - DAY)
    const end = new Date(decided.getTime() + plan.months * MONTH_DAYS * DAY)
    const approvedLike = plan.status === 'approved' || plan.status === 'force_rejected' || plan.status === 'expired'
    const images = [0, 1, 2].map((step) => productImageUrl(shop.category.slug, (product.templateIndex + step) % 10))
    return {
      product_id: product.id,
      shop_id: shop.id,
      shop_owner_id: Number(shop.row.owner_id),
      duration_months: plan.months,
      monthly_fee: SPOTLIGHT_MONTHLY_FEE,
      total_amount: spotlightTotal(plan.months),
      images: JSON.stringify(images),
      status: plan.status,
      priority: plan.priority,
      approved_by: approvedLike ? adminId : null,
      approved_at: approvedLike ? toSqlDateTime(decided) : null,
      rejected_by: plan.status === 'rejected' || plan.status === 'force_rejected' ? adminId : null,
      rejected_at: plan.status === 'rejected' || plan.status === 'force_rejected' ? toSqlDateTime(decided) : null,
      rejection_reason: plan.reason ?? null,
      // Decided requests were paid before review; one pending request is still unpaid, so both cases show.
      paid_at: plan.status === 'pending' && plan.ageDays === 0 ? null : toSqlDateTime(submitted),
      start_date: approvedLike ? toSqlDateTime(decided) : null,
      end_date: approvedLike ? toSqlDateTime(end) : null,
      created_at: toSqlDateTime(plan.status === 'pending' ? decided : submitted),
      updated_at: toSqlDateTime(decided),
    }
  })
  await insertRows(trx, 'spotlight_requests', rows)
  return rows.length
}

/**
 * Every seeded verified payment gets its receipt as verifying it would have issued it: in the order they were
 * verified, dated then, so each year's numbers run from 1 without gaps like the ones issued later.
 */
async function issueSeededReceipts(trx: TransactionClientContract) {
  const verified = await PaymentTransaction.query({ client: trx }).where('payment_status', 'verified').orderBy('verified_at').orderBy('id')
  for (const transaction of verified) await issueReceipt(transaction, transaction.verifiedAt ?? transaction.createdAt, trx)
}

/** Verified plan payments over the year (the revenue figures), some awaiting verification, and yearly subscriptions. */
export async function seedPayments(
  trx: TransactionClientContract,
  options: { shops: ShopDraft[]; planIds: Map<string, number>; adminId: number; rng: SeededRandom; now: Date },
) {
  const { shops, planIds, adminId, rng, now } = options
  const transactions: Row[] = []
  const subscriptions: Row[] = []
  const approved = shops.filter((shop) => shop.status === 'approved')
  approved.forEach((shop, index) => {
    const plan = PLANS.find((candidate) => candidate.name === shop.row.current_plan)!
    const paidAt = toSqlDateTime(new Date(now.getTime() - rng.int(0, 330) * DAY))
    transactions.push({
      ...invoiceColumns(shop, registrationLines),
      shop_id: shop.id,
      plan_id: null,
      transaction_type: 'registration',
      amount_paid: REGISTRATION_FEE,
      currency: 'EUR',
      payment_status: 'verified',
      verified_by: adminId,
      verified_at: paidAt,
      created_at: paidAt,
      updated_at: paidAt,
    })
    if (plan.price > 0) {
      const planPaid = String(shop.row.last_payment_date ?? paidAt)
      transactions.push({
        ...invoiceColumns(shop, planInvoiceLines(plan.name)),
        shop_id: shop.id,
        plan_id: planIds.get(plan.name) ?? null,
        transaction_type: 'plan_payment',
        amount_paid: plan.price,
        currency: 'EUR',
        payment_status: 'verified',
        verified_by: adminId,
        verified_at: planPaid,
        created_at: planPaid,
        updated_at: planPaid,
      })
    }
    if (index % 4 === 0) {
      const start = new Date(now.getTime() - rng.int(10, 300) * DAY)
      subscriptions.push({
        user_id: Number(shop.row.owner_id),
        shop_id: shop.id,
        status: 'active',
        amount: YEARLY_LISTING_FEE,
        currency: 'EUR',
        start_date: toSqlDateTime(start),
        end_date: toSqlDateTime(new Date(start.getTime() + 365 * DAY)),
        created_at: toSqlDateTime(start),
        updated_at: toSqlDateTime(start),
      })
    }
  })
  // Bank transfers waiting for an admin, and one refused.
  approved.slice(0, 4).forEach((shop, index) => {
    const submitted = toSqlDateTime(new Date(now.getTime() - (index + 1) * DAY))
    const planName = index === 3 ? 'starter' : 'pro'
    transactions.push({
      ...invoiceColumns(shop, planInvoiceLines(planName)),
      shop_id: shop.id,
      plan_id: planIds.get(planName) ?? null,
      transaction_type: 'plan_payment',
      amount_paid: PLANS.find((plan) => plan.name === planName)!.price,
      currency: 'EUR',
      payment_status: index === 3 ? 'rejected' : 'pending_verification',
      rejection_reason: index === 3 ? 'The transfer reference does not match our bank statement.' : null,
      verified_by: index === 3 ? adminId : null,
      verified_at: index === 3 ? submitted : null,
      created_at: submitted,
      updated_at: submitted,
    })
  })
  // A few shops in each payment state, so the payments tab has rows of every kind.
  const now7 = (days: number) => toSqlDateTime(new Date(now.getTime() + days * DAY))
  const states: [string, string | null, string | null][] = [
    ['grace_period', now7(-3), now7(4)],
    ['suspended', now7(-20), null],
    ['paid', now7(5), null],
    ['paid', now7(2), null],
  ]
  for (const [index, [paymentStatus, due, graceUntil]] of states.entries()) {
    const shop = approved[approved.length - 1 - index]
    await trx
      .from('shops')
      .where('id', shop.id)
      .update({
        payment_status: paymentStatus,
        next_payment_due: due,
        grace_period_until: graceUntil,
        grace_period_started: graceUntil ? now7(-3) : null,
        reactivation_fee_required: paymentStatus === 'suspended',
      })
  }
  // References are made from the ids, as the checkout makes them, so seeded transfers match like real ones.
  const transactionIds = await IdSequence.after(trx, 'payment_transactions')
  for (const row of transactions) {
    row.id = transactionIds.take()
    row.payment_reference = makePaymentReference(row.id)
  }
  await insertRows(trx, 'payment_transactions', transactions)
  await insertRows(trx, 'subscriptions', subscriptions)
  await issueSeededReceipts(trx)
  return { transactions: transactions.length, subscriptions: subscriptions.length }
}

/** The admin's recent decisions, as the logs tab shows them. */
export async function seedAdminLogs(trx: TransactionClientContract, options: { shops: ShopDraft[]; adminId: number; now: Date }) {
  const { shops, adminId, now } = options
  const rows: Row[] = shops
    .filter((shop) => shop.status !== 'pending')
    .slice(-20)
    .map((shop, index) => ({
      admin_id: adminId,
      action: shop.status === 'approved' ? 'approve_shop' : 'reject_shop',
      target_type: 'shop',
      target_id: shop.id,
      target_name: String(shop.row.name),
      details: JSON.stringify({ reason: shop.status === 'approved' ? null : String(shop.row.rejection_reason) }),
      ip_address: '127.0.0.1',
      user_agent: 'ShopLocal Admin Console',
      created_at: toSqlDateTime(new Date(now.getTime() - (20 - index) * DAY)),
    }))
  await insertRows(trx, 'admin_logs', rows)
  return rows.length
}
