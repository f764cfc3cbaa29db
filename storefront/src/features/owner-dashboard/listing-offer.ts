import { LISTING_PLAN_NAME, PLANS } from '@shoplocal/shared/constants'
import { formatEuro, roundToCents } from '@shoplocal/shared/rules'
import type { BillingShop } from '@shoplocal/shared/types'
import { OWNER_DASHBOARD_LABELS } from '../../messages/index.ts'

/** A plan's price a year: what one payment costs times the payments a year takes (12 monthly, 4 quarterly, 1 yearly). */
const yearlyCost = (planName: string): number | null => {
  const plan = PLANS.find((each) => each.name === planName)
  if (!plan || plan.price <= 0) return null
  return roundToCents(plan.price * Math.max(1, Math.round(365 / plan.duration)))
}

/**
 * What the dashboard's yearly listing offer says: to an owner on the free trial (or without shops) the listing is
 * the next step; to one already paying for plans, what it would replace and what those cost a year now; to one
 * on the listing already, that it is theirs. Shops suspended for non-payment do not count as paid for.
 */
type ListingOffer = { kind: 'first' } | { kind: 'replaces'; planNames: string[]; yearlyNow: number } | { kind: 'current' }

export function listingOffer(shops: readonly BillingShop[]): ListingOffer {
  if (shops.some((shop) => shop.currentPlan === LISTING_PLAN_NAME && shop.displayStatus !== 'suspended')) return { kind: 'current' }
  const paid = shops.filter((shop) => shop.displayStatus !== 'suspended' && yearlyCost(shop.currentPlan) !== null)
  if (paid.length === 0) return { kind: 'first' }
  const planNames = [...new Set(paid.map((shop) => shop.planDisplayName))]
  const yearlyNow = roundToCents(paid.reduce((sum, shop) => sum + yearlyCost(shop.currentPlan)!, 0))
  return { kind: 'replaces', planNames, yearlyNow }
}

/** The badge's words for an offer. */
export function listingBadge(offer: ListingOffer): string {
  if (offer.kind === 'current') return OWNER_DASHBOARD_LABELS.listingCurrent
  if (offer.kind === 'replaces') return OWNER_DASHBOARD_LABELS.listingReplaces(offer.planNames, formatEuro(offer.yearlyNow))
  return OWNER_DASHBOARD_LABELS.listingBadge
}
