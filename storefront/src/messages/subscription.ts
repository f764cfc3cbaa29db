import { YEARLY_LISTING_FEE } from '@shoplocal/shared/constants'
import { COMMON_LABELS } from '@shoplocal/shared/messages'
import { formatEuro } from '@shoplocal/shared/rules'

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
