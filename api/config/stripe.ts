import env from '#start/env'

/*
 * Card payments through Stripe, read once from settings. Without the secret key (or the webhook secret)
 * card payments are off: the card routes answer 'not configured' and everything else works as before.
 */
export interface StripeSettings {
  secretKey: string
  publishableKey: string
  webhookSecret: string
  /** Where the SDK sends its calls; Stripe's own API unless a local Stripe-compatible server is named. */
  apiBase: URL | null
}

const secretKey = env.get('STRIPE_SECRET_KEY')?.trim() ?? ''
const publishableKey = env.get('STRIPE_PUBLISHABLE_KEY')?.trim() ?? ''
const webhookSecret = env.get('STRIPE_WEBHOOK_SECRET')?.trim() ?? ''
const apiBase = env.get('STRIPE_API_BASE')

export const stripeSettings: StripeSettings | null =
  secretKey && publishableKey && webhookSecret
    ? { secretKey, publishableKey, webhookSecret, apiBase: apiBase ? new URL(apiBase) : null }
    : null

/** Signed webhook payloads older than this many seconds are refused (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300
