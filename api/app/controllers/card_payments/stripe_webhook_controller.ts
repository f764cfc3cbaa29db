import type { HttpContext } from '@adonisjs/core/http'
import { handleStripeWebhook, type WebhookOutcome } from '#services/billing/stripe_webhooks'

export default class StripeWebhookController {
  /** The signature covers the exact bytes Stripe sent, so the raw body is checked, never the parsed one. */
  async handle({ request }: HttpContext): Promise<WebhookOutcome> {
    return handleStripeWebhook(request.raw() ?? '', request.header('stripe-signature'))
  }
}
