import { CARD_PAYMENT_ERRORS } from '#messages/index'
import { fail } from '#exceptions/api_error'

/* The card payment routes' failures, each with its status; rendered by the exception handler. */
export const stripeErrors = {
  /** No Stripe keys in the settings: card payments are off, the rest of the site works. */
  notConfigured: () => fail(CARD_PAYMENT_ERRORS.notConfigured, 503),
  /** Stripe could not be reached or refused the call; nothing was recorded, so trying again is safe. */
  providerUnavailable: () => fail(CARD_PAYMENT_ERRORS.providerUnavailable, 503, undefined, { 'Retry-After': '30' }),
  notPayable: () => fail(CARD_PAYMENT_ERRORS.notPayable, 409),
  invalidSignature: () => fail(CARD_PAYMENT_ERRORS.invalidSignature, 400),
  /** Correctly signed but not an event with data.object (never sent by Stripe): refused, never a 500. */
  malformedEvent: () => fail(CARD_PAYMENT_ERRORS.malformedEvent, 400),
}
