import { DEFAULT_PLAN_NAME, PLAN_NAMES, ROUTES } from '@shoplocal/shared/constants'
import { isOpenPaymentStatus, withQuery } from '@shoplocal/shared/rules'
import type { BillingOverview, BillingShop, CheckoutPayload, OwnerPayment, PlanName } from '@shoplocal/shared/types'

/** /pay?listing: the yearly listing subscription paid by bank transfer. */
const LISTING_PARAM = 'listing'
export const listingPayHref = `${ROUTES.pay}?${LISTING_PARAM}`

/** What /pay was opened for: something to invoice, or an invoice that exists already. */
export type PayIntent = { kind: 'checkout'; payload: CheckoutPayload } | { kind: 'payment'; paymentId: number } | { kind: 'none' }

const positiveId = (value: string | null): number | null => {
  if (!value || !/^\d{1,10}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/**
 * /pay?plan=<name>&shopId=<id>, ?reactivate=<shopId>, ?spotlightRequestId=<id>, ?listing (the yearly listing
 * subscription by bank transfer) or ?payment=<id>. The page
 * only passes the choice on: the API refuses what may not be bought and prices what may.
 */
export function parsePayIntent(params: URLSearchParams): PayIntent {
  const payment = positiveId(params.get('payment'))
  if (payment) return { kind: 'payment', paymentId: payment }
  if (params.has(LISTING_PARAM)) return { kind: 'checkout', payload: { purpose: 'listing', paymentMethod: 'bank_transfer' } }
  const spotlightRequestId = positiveId(params.get('spotlightRequestId'))
  if (spotlightRequestId) return { kind: 'checkout', payload: { purpose: 'spotlight', spotlightRequestId, paymentMethod: 'bank_transfer' } }
  const reactivate = positiveId(params.get('reactivate'))
  if (reactivate) return { kind: 'checkout', payload: { purpose: 'reactivation', shopId: reactivate, paymentMethod: 'bank_transfer' } }
  const shopId = positiveId(params.get('shopId'))
  const planName = params.get('plan')?.trim()
  if (shopId && planName) {
    return { kind: 'checkout', payload: { purpose: 'plan', shopId, planName: planName as PlanName, paymentMethod: 'bank_transfer' } }
  }
  return { kind: 'none' }
}

/** The plan a visitor chose on /pricing, carried through the owner sign-in (`/shop-owner-auth?plan=pro`). */
export const CHOSEN_PLAN_PARAM = 'plan'

const carriedPlan = (value: string | null): PlanName | null =>
  PLAN_NAMES.find((name) => name === value && name !== DEFAULT_PLAN_NAME && name !== 'spotlight') ?? null

/** Where an owner who chose a plan before signing in goes once signed in: its pay step; null when none was chosen. */
export function chosenPlanHref(search: string): string | null {
  const plan = carriedPlan(new URLSearchParams(search).get(CHOSEN_PLAN_PARAM))
  return plan ? withQuery(ROUTES.pay, { [CHOSEN_PLAN_PARAM]: plan }) : null
}

/**
 * /pay?plan=<name> without a shop (a plan chosen before signing in): an owner with one shop pays it for that shop;
 * with none or several, the plans page (with the shop chooser, or the way to add a shop first). Null: nothing to do.
 */
export function chosenPlanRedirect(params: URLSearchParams, shops: readonly Pick<BillingShop, 'id'>[]): string | null {
  if (params.has('shopId')) return null
  const plan = carriedPlan(params.get(CHOSEN_PLAN_PARAM))
  if (!plan) return null
  if (shops.length === 1) return withQuery(ROUTES.pay, { shopId: String(shops[0].id), [CHOSEN_PLAN_PARAM]: plan })
  return withQuery(ROUTES.pricing, { [CHOSEN_PLAN_PARAM]: plan })
}

/** A bank transfer the owner can still act on: send (or replace) its proof. */
export const isOpenTransfer = (payment: OwnerPayment): boolean =>
  payment.paymentMethod === 'bank_transfer' && isOpenPaymentStatus(payment.paymentStatus)

export const paymentHref = (payment: OwnerPayment): string => withQuery(ROUTES.pay, { payment: String(payment.id) })

/** The shop or request an intent names, for the summary above the invoice button. */
export function intentShopName(intent: PayIntent, billing: BillingOverview): string | null {
  if (intent.kind !== 'checkout' || intent.payload.purpose === 'spotlight' || intent.payload.purpose === 'listing') return null
  const { shopId } = intent.payload
  return billing.shops.find((shop) => shop.id === shopId)?.name ?? null
}

/** The invoice /pay resumes when opened without a choice: the newest still waiting for money or for our check. */
export const resumableInvoice = (billing: BillingOverview): OwnerPayment | null =>
  billing.payments.find((payment) => isOpenPaymentStatus(payment.paymentStatus)) ?? null

/** Which thing the page is about, for its title: a spotlight is not "your plan". */
export const isSpotlightPayment = (intent: PayIntent, invoice: OwnerPayment | null): boolean =>
  invoice ? invoice.transactionType === 'spotlight' : intent.kind === 'checkout' && intent.payload.purpose === 'spotlight'
