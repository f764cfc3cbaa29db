/*
 * POST /api/payments/checkout: turns what the owner wants to pay for into an invoice (a payment awaiting
 * payment, with its lines and its bank reference). Every amount is decided here from the stored plans,
 * fees and spotlight requests; the client only says what it wants. Asking again for the same thing while
 * its invoice is still open returns that invoice, so a double click or a reload never bills twice.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { CURRENCY, LISTING_PLAN_NAME, OPEN_PAYMENT_STATUSES } from '@shoplocal/shared/constants'
import type { OwnerPayment, PaymentLineItem, PaymentMethod, PaymentQuote, TransactionType } from '@shoplocal/shared/types'
import PaymentTransaction from '#models/payment_transaction'
import Shop from '#models/shop'
import SpotlightRequest from '#models/spotlight_request'
import User from '#models/user'
import type { SignedInActor } from '#services/actor'
import { billingErrors } from '#services/billing/billing_errors'
import { loadOwnerPayment } from '#services/billing/billing_overview'
import { invoiceTotal, planLines, sameLines, spotlightLines } from '#services/billing/invoice_lines'
import { openInvoice } from '#services/billing/invoices'
import { cancelOpenIntent } from '#services/billing/stripe_card_payments'
import { planByName, purchasablePlan } from '#services/billing/plans'
import { feeWaivedFor, referralCount } from '#services/billing/referrals'

/** The plan a suspended shop comes back on when it was on no paid plan (its trial ran out). */
const REACTIVATION_DEFAULT_PLAN = 'starter'

interface Invoice {
  transactionType: TransactionType
  shopId: number | null
  planId: number | null
  spotlightRequestId: number | null
  lines: PaymentLineItem[]
}

async function registrationDue(shop: Shop, trx: TransactionClientContract): Promise<boolean> {
  if (shop.registrationFeePaid) return false
  return !feeWaivedFor(await referralCount(shop.ownerId, trx))
}

async function planInvoice(
  shop: Shop,
  input: { planName: string; starterAddon?: boolean },
  trx: TransactionClientContract,
): Promise<Invoice> {
  if (shop.status === 'rejected') throw billingErrors.shopRejected()
  if (shop.reactivationFeeRequired) throw billingErrors.reactivationRequired()
  const plan = await purchasablePlan(input.planName, trx)
  const starterAddon = input.starterAddon === true
  if (starterAddon && plan.name !== 'starter') throw billingErrors.starterAddonOnlyStarter()
  return {
    transactionType: 'plan_payment',
    shopId: shop.id,
    planId: plan.id,
    spotlightRequestId: null,
    lines: planLines({ plan, registrationDue: await registrationDue(shop, trx), starterAddon, reactivation: false }),
  }
}

async function reactivationInvoice(shop: Shop, trx: TransactionClientContract): Promise<Invoice> {
  if (!shop.reactivationFeeRequired) throw billingErrors.shopNotSuspended()
  const current = await planByName(shop.currentPlan, trx)
  const paidPlan = current && current.isActive && Number(current.price) > 0 && current.name !== 'spotlight'
  const plan = paidPlan ? current : await purchasablePlan(REACTIVATION_DEFAULT_PLAN, trx)
  return {
    transactionType: 'reactivation',
    shopId: shop.id,
    planId: plan.id,
    spotlightRequestId: null,
    lines: planLines({
      plan,
      registrationDue: await registrationDue(shop, trx),
      starterAddon: plan.name === 'starter' && shop.starterAddon,
      reactivation: true,
    }),
  }
}

async function spotlightInvoice(request: SpotlightRequest, trx: TransactionClientContract): Promise<Invoice> {
  if (request.paidAt !== null || !['pending', 'approved'].includes(request.status)) throw billingErrors.spotlightNotPayable()
  const plan = await planByName('spotlight', trx)
  return {
    transactionType: 'spotlight',
    shopId: request.shopId,
    planId: plan?.id ?? null,
    spotlightRequestId: request.id,
    lines: spotlightLines(request.durationMonths, request.totalAmount),
  }
}

async function openInvoiceFor(ownerId: number, invoice: Invoice, trx: TransactionClientContract): Promise<PaymentTransaction | null> {
  const candidates = await PaymentTransaction.query({ client: trx })
    .where('user_id', ownerId)
    .where('transaction_type', invoice.transactionType)
    .whereIn('payment_status', [...OPEN_PAYMENT_STATUSES])
    .where((query) => (invoice.shopId === null ? query.whereNull('shop_id') : query.where('shop_id', invoice.shopId)))
    .where((query) =>
      invoice.spotlightRequestId === null
        ? query.whereNull('spotlight_request_id')
        : query.where('spotlight_request_id', invoice.spotlightRequestId),
    )
    .orderBy('id', 'desc')
  return candidates.find((candidate) => candidate.planId === invoice.planId && sameLines(candidate.lineItems ?? [], invoice.lines)) ?? null
}

/** The yearly listing subscription by bank transfer: the same €200/year for all the owner's shops as by card. */
async function listingInvoice(trx: TransactionClientContract): Promise<Invoice> {
  const plan = await planByName(LISTING_PLAN_NAME, trx)
  if (!plan) throw billingErrors.planNotFound()
  return {
    transactionType: 'plan_payment',
    shopId: null,
    planId: plan.id,
    spotlightRequestId: null,
    lines: planLines({ plan, registrationDue: false, starterAddon: false, reactivation: false }),
  }
}

/** What a checkout pays for, loaded by the controller after its ownership was checked. */
export type CheckoutTarget =
  | { purpose: 'listing' }
  | { purpose: 'plan'; shop: Shop; planName: string; starterAddon?: boolean }
  | { purpose: 'reactivation'; shop: Shop }
  | { purpose: 'spotlight'; request: SpotlightRequest }

/** The shop as it is now, locked: a suspension or a payment confirmed meanwhile changes what is due. */
const lockedShop = (shop: Shop, trx: TransactionClientContract) =>
  Shop.query({ client: trx }).where('id', shop.id).forUpdate().firstOrFail()

async function invoiceFor(target: CheckoutTarget, trx: TransactionClientContract): Promise<Invoice> {
  switch (target.purpose) {
    case 'listing':
      return listingInvoice(trx)
    case 'plan':
      return planInvoice(await lockedShop(target.shop, trx), target, trx)
    case 'reactivation':
      return reactivationInvoice(await lockedShop(target.shop, trx), trx)
    case 'spotlight': {
      const request = await SpotlightRequest.query({ client: trx }).where('id', target.request.id).forUpdate().firstOrFail()
      return spotlightInvoice(request, trx)
    }
  }
}

/**
 * POST /api/payments/quote: what checkout would bill for the same thing now, line by line, computed by the
 * same code, so the total an owner sees before committing is the invoice's. Locks nothing beyond its own
 * transaction and creates nothing.
 */
export async function quoteInvoice(target: CheckoutTarget): Promise<PaymentQuote> {
  const invoice = await db.transaction((trx) => invoiceFor(target, trx))
  return { lines: invoice.lines, total: invoiceTotal(invoice.lines), currency: CURRENCY }
}

interface CheckoutResult {
  payment: OwnerPayment
  /** False when the open invoice for the same thing was returned. */
  created: boolean
}

export async function checkout(actor: SignedInActor, target: CheckoutTarget, paymentMethod: PaymentMethod): Promise<CheckoutResult> {
  const { id, created } = await db.transaction(async (trx) => {
    // One checkout per owner at a time, so two quick clicks cannot both find no open invoice.
    await User.query({ client: trx }).where('id', actor.user.id).forUpdate().firstOrFail()
    const invoice = await invoiceFor(target, trx)

    const open = await openInvoiceFor(actor.user.id, invoice, trx)
    if (open) {
      // The same invoice can be paid either way until a proof arrives.
      if (open.paymentStatus === 'awaiting_payment' && open.paymentMethod !== paymentMethod) {
        if (paymentMethod === 'bank_transfer') await cancelOpenIntent(open)
        open.useTransaction(trx)
        open.paymentMethod = paymentMethod
        await open.save()
      }
      return { id: open.id, created: false }
    }

    const transaction = await openInvoice(trx, {
      userId: actor.user.id,
      shopId: invoice.shopId,
      planId: invoice.planId,
      spotlightRequestId: invoice.spotlightRequestId,
      transactionType: invoice.transactionType,
      paymentMethod,
      lines: invoice.lines,
    })
    return { id: transaction.id, created: true }
  })
  return { payment: await loadOwnerPayment(id), created }
}
