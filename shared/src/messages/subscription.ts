import { formatEuro2 } from '../rules/money.ts'

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
