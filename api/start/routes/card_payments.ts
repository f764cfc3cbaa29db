/*
 * Card payments through Stripe: the owner's yearly listing subscription, paying one invoice by card, and
 * Stripe's signed webhook, the only thing that records card money.
 *
 * Contract (errors are {message, errors?})
 * Owner routes: 401 {message: 'Unauthorized'} without a shop_owner or admin session. Without Stripe keys in
 *   the settings every card route but GET /api/subscription answers 503 'Card payments are not configured…';
 *   Stripe unreachable: 503 with Retry-After. A refused call changes nothing.
 * - GET  /api/subscription                → 200 SubscriptionState {cardPaymentsEnabled, publishableKey, status:
 *          'none'|'incomplete'|'active'|'past_due'|'canceled', amount, currency, currentPeriodEnd}
 * - GET  /api/get-or-create-subscription  → 200 SubscriptionStart {clientSecret, subscriptionId, status}: the Stripe
 *          customer and the €200/year subscription, made once per owner; asking again returns the same open
 *          subscription and client secret (clientSecret null once it is paid)
 * - POST /api/payments/:id/card           → 200 CardPaymentStart {clientSecret, publishableKey}: one PaymentIntent per
 *          invoice for its amount · 403 another owner's invoice · 404 unknown · 409 not awaiting payment
 * - POST /api/stripe/webhook              Stripe's signed event (Stripe-Signature header, raw JSON body, 300 s
 *          tolerance either way) → 200 {received: true, duplicate} · 400 bad, expired, future or missing signature
 *          · 400 a signed payload without an id, type and data.object (recorded by id, so a redelivery is a duplicate). Each event id is
 *          processed once; payment_intent.succeeded (metadata.transactionId) and invoice.paid confirm the payment
 *          through confirmPayment; invoice.payment_failed starts the grace period; customer.subscription.* keep
 *          the subscription's status (older events arriving late are ignored).
 */
import router from '@adonisjs/core/services/router'

const SubscriptionsController = () => import('#controllers/card_payments/subscriptions_controller')
const CardPaymentsController = () => import('#controllers/card_payments/card_payments_controller')
const StripeWebhookController = () => import('#controllers/card_payments/stripe_webhook_controller')

router
  .group(() => {
    router.get('/subscription', [SubscriptionsController, 'show']).as('subscription.show')
    router.get('/get-or-create-subscription', [SubscriptionsController, 'start']).as('subscription.start')
    router.post('/payments/:id/card', [CardPaymentsController, 'store']).as('payments.card')
    router.post('/stripe/webhook', [StripeWebhookController, 'handle']).as('stripe.webhook')
  })
  .prefix('/api')
  .where('id', router.matchers.number())
