/** Where the owner's yearly listing subscription stands; 'none' until a subscription was started. */
export type SubscriptionStatus = 'none' | 'incomplete' | 'active' | 'past_due' | 'canceled'

/** GET /api/subscription. Without card payment keys the site runs with cardPaymentsEnabled false. */
export interface SubscriptionState {
  cardPaymentsEnabled: boolean
  /** Stripe's publishable key, for Stripe.js on the page; null when card payments are off. */
  publishableKey: string | null
  status: SubscriptionStatus
  /** Whole euro a year. */
  amount: number
  currency: string
  /** ISO date the paid period ends; null until the first payment. */
  currentPeriodEnd: string | null
}

/** GET /api/get-or-create-subscription: the secret Stripe.js confirms the first yearly payment with. */
export interface SubscriptionStart {
  /** Null once the subscription is paid: there is nothing left to confirm. */
  clientSecret: string | null
  subscriptionId: string
  status: SubscriptionStatus
}

/** POST /api/payments/:id/card: a one-off card payment of an invoice. */
export interface CardPaymentStart {
  clientSecret: string
  publishableKey: string
}
