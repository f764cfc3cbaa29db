/*
 * Plans and paying for them: the public plans list, the owner's billing overview, invoices (checkout) and
 * bank-transfer proofs. Website session; PaymentPolicy decides whose shop, spotlight request and payment is whose.
 *
 * Contract (errors are {message, errors?})
 * - GET  /api/plans                  → 200 Plan[]: the active payment_plans in the plans table's order (public)
 * - GET  /api/billing                → 200 BillingOverview {referralCode, referralCount, registrationFeeWaived,
 *                                      bankDetails, shops, payments (newest first), vatRate (percent every price
 *                                      includes, the receipts' RECEIPT_VAT_RATE), billingDetails} · 401 without an owner session
 * - PUT  /api/billing/details        {billingAddress?, vatNumber?} (blank clears, absent keeps) → 200 {message,
 *            billingDetails}: printed as the buyer's on receipts issued from then on · 422 a VAT number that is not a
 *            country code and 2–12 letters or digits, an address over 300 characters · 401
 * - POST /api/payments/checkout      {purpose: 'plan', shopId, planName, starterAddon?} | {purpose: 'reactivation',
 *                                      shopId} | {purpose: 'spotlight', spotlightRequestId} | {purpose: 'listing'} (the
 *                                      €200/year listing subscription for all the owner's shops), each with paymentMethod
 *            'bank_transfer' | 'card' → 201 OwnerPayment (awaiting_payment, unique paymentReference, lineItems,
 *            amountPaid = their sum), or 200 with the open invoice (awaiting payment or verification) for the same
 *            thing. Amounts: the plan's price; + the €19 registration fee while the shop has not paid it and the owner
 *            has fewer than 2 approved referred shops; + €5 with the starter add-on (starter only); reactivation: €25
 *            + the shop's plan (starter when it had none); spotlight: the request's total.
 *            · 422 field messages ('Choose a plan.', the free trial or spotlight as a plan, the add-on off starter)
 *            · 403 another owner's shop or request · 404 unknown id · 409 a suspended shop's plan without the
 *            reactivation fee, reactivating a shop that is not suspended, a paid or closed spotlight request
 * - POST /api/payments/quote         the checkout's body without paymentMethod → 200 PaymentQuote {lines, total,
 *            currency}: exactly the lines and amount checkout would bill now; creates nothing. Same 401/403/404/409/422.
 * - PUT  /api/payments/:id/proof     multipart, one file in field `proof` (an image or a PDF judged by its bytes,
 *            at most 5 MB) → 200 OwnerPayment (pending_verification); the file is kept privately under
 *            owners/<ownerId>/proofs/ and read through GET /api/payments/:id/proof · 403 another owner's payment
 *            · 404 · 409 not a bank transfer awaiting payment or verification · 413 over 5 MB · 422 wrong type or
 *            no file · 429 per owner per minute. A refused upload stores nothing.
 */
import router from '@adonisjs/core/services/router'
import { throttleProofs } from '#middleware/proof_throttle'

const PlansController = () => import('#controllers/billing/plans_controller')
const BillingController = () => import('#controllers/billing/billing_controller')
const PaymentsController = () => import('#controllers/billing/payments_controller')

router
  .group(() => {
    router.get('/plans', [PlansController, 'index']).as('billing.plans')
    router.get('/billing', [BillingController, 'show']).as('billing.overview')
    router.put('/billing/details', [BillingController, 'details']).as('billing.details')
    router.post('/payments/checkout', [PaymentsController, 'checkout']).as('billing.checkout')
    router.post('/payments/quote', [PaymentsController, 'quote']).as('billing.quote')
    router.put('/payments/:id/proof', [PaymentsController, 'proof']).as('billing.proof').use(throttleProofs)
  })
  .prefix('/api')
  .where('id', router.matchers.number())
