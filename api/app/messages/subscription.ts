import { CARD_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'

/** The API's refusals on the card payment routes. */
export const CARD_PAYMENT_ERRORS = {
  notConfigured: CARD_PAYMENT_MESSAGES.notConfigured,
  providerUnavailable: 'The card payment provider could not be reached. Please try again in a moment.',
  notYourPayment: 'You can only pay your own invoices.',
  notPayable: 'This invoice is not waiting for payment.',
  invalidSignature: 'The webhook signature is not valid.',
  malformedEvent: 'The webhook event is not a Stripe event with an object.',
} as const
