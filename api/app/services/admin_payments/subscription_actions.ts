import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import { DEFAULT_PLAN_NAME } from '@shoplocal/shared/constants'
import { subscriptionDisplayStatus } from '@shoplocal/shared/rules'
import type { PaymentLineItem, ShopPaymentRow } from '@shoplocal/shared/types'
import PaymentPlan from '#models/payment_plan'
import Shop from '#models/shop'
import User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { moderationReason, recordAdminAction } from '#services/admin/admin_log_service'
import { notify } from '#services/notifications/notify'
import { displayName } from '#services/admin/user_admin_service'
import { confirmPayment } from '#services/billing/payment_effects'
import { planLines } from '#services/billing/invoice_lines'
import { openInvoice } from '#services/billing/invoices'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'
import { adminPaymentsErrors } from '#services/admin_payments/admin_payments_errors'
import { ownerPaymentRows } from '#services/admin_payments/payment_rows'

/*
 * The payments tab's two buttons act on a shop owner: Mark Paid records that the owner paid for the current
 * plan of each of their shops that is not active (refused when none needs it), Suspend takes their shops off
 * the public site for non-payment (refused when all are suspended already). Both lock the shops, so two
 * admins pressing at once cannot both succeed.
 */

async function ownerOf(ownerId: number): Promise<User> {
  const owner = await User.find(ownerId)
  if (!owner || owner.role !== 'shop_owner') throw adminPaymentsErrors.notShopOwner()
  return owner
}

async function lockedShops(ownerId: number, trx: TransactionClientContract): Promise<Shop[]> {
  const shops = await Shop.query({ client: trx }).where('owner_id', ownerId).where('status', 'approved').orderBy('id').forUpdate()
  if (shops.length === 0) throw adminPaymentsErrors.noShops()
  return shops
}

const statusOf = (shop: Shop, now: DateTime) =>
  subscriptionDisplayStatus(
    { paymentStatus: shop.paymentStatus, currentPlan: shop.currentPlan, nextPaymentDue: shop.nextPaymentDue?.toJSDate() ?? null },
    now.toJSDate(),
  )

/** The current plan's lines; the add-on is kept, or confirmPayment would drop its extra products. */
function linesFor(shop: Shop, plan: PaymentPlan): PaymentLineItem[] {
  return planLines({ plan, registrationDue: false, starterAddon: shop.starterAddon, reactivation: shop.reactivationFeeRequired })
}

/** A verified bank-transfer payment of the shop's current plan, applied through confirmPayment. */
async function recordPaidPlan(
  actor: SignedInActor,
  owner: User,
  shop: Shop,
  plan: PaymentPlan,
  now: DateTime,
  trx: TransactionClientContract,
) {
  const lineItems = linesFor(shop, plan)
  const transaction = await openInvoice(trx, {
    shopId: shop.id,
    userId: owner.id,
    planId: plan.id,
    transactionType: lineItems.some((line) => line.kind === 'reactivation') ? 'reactivation' : 'plan_payment',
    paymentMethod: 'bank_transfer',
    paymentStatus: 'pending_verification',
    lines: lineItems,
  })
  await confirmPayment(transaction.id, { verifiedBy: actor.user.id, now }, trx)
  return transaction
}

/** POST /api/admin/payments/:shopOwnerId/mark-paid */
export async function markOwnerPaid(actor: SignedInActor, ownerId: number, reason: string | undefined): Promise<ShopPaymentRow[]> {
  const owner = await ownerOf(ownerId)
  const now = DateTime.utc()
  await db.transaction(async (trx) => {
    const unpaid = (await lockedShops(owner.id, trx)).filter((shop) => statusOf(shop, now) !== 'active')
    if (unpaid.length === 0) throw adminPaymentsErrors.alreadyActive()
    const onPlan = unpaid.filter((shop) => shop.currentPlan && shop.currentPlan !== DEFAULT_PLAN_NAME)
    if (onPlan.length === 0) throw adminPaymentsErrors.trialOnly()
    const references: string[] = []
    for (const shop of onPlan) {
      const plan = await PaymentPlan.query({ client: trx }).where('name', shop.currentPlan).firstOrFail()
      const payment = await recordPaidPlan(actor, owner, shop, plan, now, trx)
      references.push(`${shop.name}: ${payment.paymentReference}`)
    }
    await recordAdminAction(
      actor,
      {
        action: 'mark_paid',
        targetType: 'shop_owner',
        targetId: owner.id,
        targetName: displayName(owner),
        reason: `${moderationReason(reason)} (${references.join(', ')})`,
      },
      trx,
    )
  })
  return ownerPaymentRows(owner.id, now)
}

/** POST /api/admin/payments/:shopOwnerId/suspend: the shops leave the public site until a payment reactivates them. */
export async function suspendOwnerShops(actor: SignedInActor, ownerId: number, reason: string | undefined): Promise<ShopPaymentRow[]> {
  const owner = await ownerOf(ownerId)
  const now = DateTime.utc()
  await db.transaction(async (trx) => {
    const open = (await lockedShops(owner.id, trx)).filter((shop) => statusOf(shop, now) !== 'suspended')
    if (open.length === 0) throw adminPaymentsErrors.alreadySuspended()
    for (const shop of open) {
      shop.useTransaction(trx)
      // Coming back costs the reactivation fee, as after a missed payment's grace period.
      shop.merge({ paymentStatus: 'suspended', reactivationFeeRequired: true, gracePeriodStarted: null, gracePeriodUntil: null })
      await shop.save()
      await notify(trx, {
        userId: owner.id,
        kind: 'shop_suspended',
        cause: `shop:${shop.id}:suspended:${now.toMillis()}`,
        details: { shopId: shop.id, shopName: shop.name, reason: moderationReason(reason) },
      })
    }
    await recordCatalogueChange({ shopIds: open.map((shop) => shop.id) }, trx)
    await recordAdminAction(
      actor,
      {
        action: 'suspend_payment',
        targetType: 'shop_owner',
        targetId: owner.id,
        targetName: displayName(owner),
        reason: `${moderationReason(reason)} (${open.map((shop) => shop.name).join(', ')})`,
      },
      trx,
    )
  })
  return ownerPaymentRows(owner.id, now)
}
