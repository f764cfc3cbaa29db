import { YEARLY_LISTING_FEE } from '../constants/payments.ts'
import { formatEuro, formatEuro2 } from '../rules/money.ts'
import { COMMON_LABELS } from './common.ts'

/** The /subscribe page. */
export const SUBSCRIBE_PAGE = {
  title: 'Subscribe',
  heading: 'Subscribe to the product',
  goBack: COMMON_LABELS.goBack,
  submit: `Subscribe - ${formatEuro(YEARLY_LISTING_FEE)}/year`,
  intro: `The yearly listing subscription: ${formatEuro(YEARLY_LISTING_FEE)} a year for all your shops, renewed automatically by card.`,
  preparing: 'Preparing your subscription...',
  retry: 'Try again',
  toDashboard: 'Go to your dashboard',
  subscribedUntil: (date: string) => `You are subscribed. Your listing is paid until ${date}.`,
  subscribed: 'You are subscribed.',
  pastDue: 'Your last renewal payment failed. Pay again below to keep your shops listed.',
} as const

/** What a card payment says, on /subscribe and wherever an invoice is paid by card. */
export const CARD_PAYMENT_MESSAGES = {
  processing: 'Processing...',
  loading: 'Loading the secure card form...',
  success: { title: 'Payment Successful', description: 'You are now subscribed! You can start listing your shops.' },
  failedTitle: 'Payment Failed',
  failedFallback: 'An unexpected error occurred. Please try again.',
  initFailed: 'Failed to initialize subscription. Please try again.',
  notConfigured: 'Card payments are not configured on this site yet. Please pay by bank transfer, or try again later.',
  stripeUnavailable:
    'The secure card form could not be loaded because Stripe could not be reached. Check your connection (or allow js.stripe.com in your blocker) and reload the page.',
  cardLabel: 'Card details',
  payByCard: 'Pay by card',
  payAmount: (amount: number) => `Pay ${formatEuro2(amount)}`,
  invoicePaid: { title: 'Payment Successful', description: 'Thank you. Your payment is confirmed.' },
} as const

/** The API's refusals on the card payment routes. */
export const CARD_PAYMENT_ERRORS = {
  notConfigured: CARD_PAYMENT_MESSAGES.notConfigured,
  providerUnavailable: 'The card payment provider could not be reached. Please try again in a moment.',
  notYourPayment: 'You can only pay your own invoices.',
  notPayable: 'This invoice is not waiting for payment.',
  invalidSignature: 'The webhook signature is not valid.',
  malformedEvent: 'The webhook event is not a Stripe event with an object.',
} as const
