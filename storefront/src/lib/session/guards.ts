import { ROUTES } from '@shoplocal/shared/constants'
import { withQuery } from '@shoplocal/shared/rules'
import type { SessionState } from './session-state.ts'

/**
 * Page guards: where a visitor who may not see a page is sent instead, or null
 * to render it.
 */

/** Why the shop-owner auth page was opened; it then shows 'Authentication Required: …'. */
export const AUTH_REQUIRED_NOTICE = { notice: 'authentication-required' } as const

export const isAuthRequiredNotice = (url: URL): boolean => url.searchParams.get('notice') === AUTH_REQUIRED_NOTICE.notice

/** /dashboard and the owner destinations: owners and admins only; others go to /shop-owner-auth. */
export const dashboardRedirect = (session: SessionState): string | null =>
  session.state === 'owner' || session.state === 'admin' ? null : withQuery(ROUTES.shopOwnerAuth, AUTH_REQUIRED_NOTICE)

/** /customer-profile: anyone signed in sees their account; a guest goes to /customer-auth. */
export const customerProfileRedirect = (session: SessionState): string | null => (session.state === 'guest' ? ROUTES.customerAuth : null)
