import { REDIRECT_DELAYS_MS, ROUTES, shopPath } from '@shoplocal/shared/constants'
import type { Role } from '@shoplocal/shared/types'

/**
 * Where each screen sends a person after signing in or registering, and
 * after how long, so the success toast can be read first.
 */
interface Destination {
  href: string
  delayMs: number
}

export type AuthOutcome = 'signIn' | 'register'

const isOwnerSide = (role: Role): boolean => role === 'shop_owner' || role === 'admin'

/**
 * Combined page, shop-owner page and customer dialog: owners to /dashboard (or to the pay step of the plan they
 * chose before signing in, `chosenPlan`), customers to /.
 */
export function afterCustomerOrOwnerAuth(
  role: Role,
  outcome: AuthOutcome,
  pendingRatingShopId?: number,
  chosenPlan?: string | null,
): Destination {
  if (pendingRatingShopId !== undefined) return { href: shopPath(pendingRatingShopId), delayMs: REDIRECT_DELAYS_MS.signIn }
  if (isOwnerSide(role)) return { href: role === 'shop_owner' && chosenPlan ? chosenPlan : ROUTES.dashboard, delayMs: 0 }
  return { href: ROUTES.home, delayMs: REDIRECT_DELAYS_MS[outcome] }
}

/** /login: a shop owner goes to /shop-owner-home, a customer to /. */
export const afterRoleLogin = (role: Role): Destination => ({
  href: isOwnerSide(role) ? ROUTES.shopOwnerHome : ROUTES.home,
  delayMs: 0,
})

/** /auth-test: admin to /admin, shop owner to /shop-owner-dashboard, others to /customer-profile. */
export function afterTestSignIn(role: Role, isAdmin: boolean): Destination {
  if (role === 'admin' || isAdmin) return { href: ROUTES.admin, delayMs: 0 }
  if (role === 'shop_owner') return { href: ROUTES.shopOwnerDashboard, delayMs: 0 }
  return { href: ROUTES.customerProfile, delayMs: 0 }
}

/** The role-login answer gives the role on top or inside user. */
export const roleOfLogin = (response: { role?: Role; user?: { role?: Role } }, fallback: Role): Role =>
  response.role ?? response.user?.role ?? fallback

/** /login's register link depends on the chosen role. */
export const registerLinkFor = (role: Role): string => (role === 'shop_owner' ? ROUTES.shopOwnerAuth : ROUTES.customerAuth)

/** Navigates after the delay; the browser-only side of the destinations above. */
export function go(destination: Destination): void {
  const navigate = () => window.location.assign(destination.href)
  if (destination.delayMs > 0) window.setTimeout(navigate, destination.delayMs)
  else navigate()
}
