import type { SubscriptionStatus } from '@shoplocal/shared/types'

/** Stripe's subscription statuses (and the seeded 'pending') as the page knows them. */
export function subscriptionStatusOf(stored: string | null | undefined): SubscriptionStatus {
  switch (stored) {
    case undefined:
    case null:
      return 'none'
    case 'active':
    case 'trialing':
      return 'active'
    case 'past_due':
    case 'unpaid':
      return 'past_due'
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled'
    default:
      return 'incomplete'
  }
}
