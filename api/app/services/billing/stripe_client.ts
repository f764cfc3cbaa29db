/*
 * The one Stripe client of this process, built from settings. Every call goes through callStripe, so an
 * unreachable or refusing Stripe is a 503 the page can show, never a 500, and idempotency keys make a
 * retried call return what the first one created.
 */
import logger from '@adonisjs/core/services/logger'
import Stripe from 'stripe'
import { stripeSettings, type StripeSettings } from '#config/stripe'
import { stripeErrors } from '#services/billing/stripe_errors'

let client: Stripe | null = null

function build(settings: StripeSettings): Stripe {
  const base = settings.apiBase
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base ? { protocol: base.protocol.replace(':', '') as 'http' | 'https', host: base.hostname, port: base.port || undefined } : {}),
  })
}

/** The client and its settings; 503 'not configured' when the keys are missing. */
export function requireStripe(): { stripe: Stripe; settings: StripeSettings } {
  if (!stripeSettings) throw stripeErrors.notConfigured()
  client ??= build(stripeSettings)
  return { stripe: client, settings: stripeSettings }
}

/** Runs one Stripe call; Stripe's own failures become the 503 the owner can retry after. */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      logger.warn({ err: error, type: error.type, code: error.code }, 'Stripe call failed')
      throw stripeErrors.providerUnavailable()
    }
    throw error
  }
}
