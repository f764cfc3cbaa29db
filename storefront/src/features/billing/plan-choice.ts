import { ROUTES } from '@shoplocal/shared/constants'
import type { BillingShop, Plan } from '@shoplocal/shared/types'
import { withQuery } from '@shoplocal/shared/rules'
import { BILLING_COPY as COPY } from './copy.ts'
import { CHOSEN_PLAN_PARAM } from './pay-intent.ts'

type PlanAction = { kind: 'signIn'; href: string } | { kind: 'submit' } | { kind: 'link'; href: string; label: string }

/**
 * What choosing a plan does: a visitor signs in as an owner first; an owner with a shop pays for a paid
 * plan on /pay; the free trial comes with every new shop and a spotlight is requested from the dashboard.
 */
export function planAction(plan: Plan, shops: readonly BillingShop[] | null): PlanAction {
  // A paid plan chosen before signing in is carried through the sign-in to its pay step.
  if (shops === null) {
    const carried = plan.price > 0 && plan.name !== 'spotlight'
    return { kind: 'signIn', href: carried ? withQuery(ROUTES.shopOwnerAuth, { [CHOSEN_PLAN_PARAM]: plan.name }) : ROUTES.shopOwnerAuth }
  }
  if (plan.name === 'spotlight') return { kind: 'link', href: ROUTES.dashboard, label: COPY.requestSpotlight }
  if (plan.price <= 0 || shops.length === 0) return { kind: 'link', href: ROUTES.dashboard, label: COPY.addShop }
  return { kind: 'submit' }
}
