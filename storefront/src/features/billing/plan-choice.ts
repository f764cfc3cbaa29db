import { ROUTES } from '@shoplocal/shared/constants'
import type { BillingShop, Plan } from '@shoplocal/shared/types'
import { BILLING_COPY as COPY } from './copy.ts'

export type PlanAction = { kind: 'signIn'; href: string } | { kind: 'submit' } | { kind: 'link'; href: string; label: string }

/**
 * What choosing a plan does: a visitor signs in as an owner first; an owner with a shop pays for a paid
 * plan on /pay; the free trial comes with every new shop and a spotlight is requested from the dashboard.
 */
export function planAction(plan: Plan, shops: readonly BillingShop[] | null): PlanAction {
  if (shops === null) return { kind: 'signIn', href: ROUTES.shopOwnerAuth }
  if (plan.name === 'spotlight') return { kind: 'link', href: ROUTES.dashboard, label: COPY.requestSpotlight }
  if (plan.price <= 0 || shops.length === 0) return { kind: 'link', href: ROUTES.dashboard, label: COPY.addShop }
  return { kind: 'submit' }
}
