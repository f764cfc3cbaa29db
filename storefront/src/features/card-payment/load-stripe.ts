import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'

/** Longer than a slow mobile connection takes to fetch Stripe.js; after it the form says Stripe is unreachable. */
const STRIPE_LOAD_TIMEOUT_MS = 15_000

const loading = new Map<string, Promise<Stripe | null>>()

/**
 * Stripe.js for one publishable key, fetched from js.stripe.com only when a card form is shown (the pure
 * entry does not load it on import). Resolves null when it cannot be loaded (blocked, offline, timed out);
 * a failed load is forgotten so the next form tries again.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loading.get(publishableKey)
  if (!promise) {
    const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), STRIPE_LOAD_TIMEOUT_MS))
    promise = Promise.race([loadStripe(publishableKey).catch(() => null), timeout]).then((stripe) => {
      if (!stripe) loading.delete(publishableKey)
      return stripe
    })
    loading.set(publishableKey, promise)
  }
  return promise
}
