import { REDIRECT_DELAYS_MS, ROUTES } from '@shoplocal/shared/constants'
import { SESSION_TOASTS } from '../../messages/index.ts'
import { isUnauthorized } from '../../lib/api/result.ts'
import { showToast } from '../../components/ui/toast-store.ts'

/**
 * An error whose message has 401 with 'Unauthorized' means the session ended: say 'You are
 * logged out. Logging in again...' and go to /api/login after 500 ms. Returns whether it handled it,
 * so callers can fall through to their own error toast.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorized(error)) return false
  showToast({ ...SESSION_TOASTS.unauthorized, variant: 'destructive' })
  window.setTimeout(() => window.location.assign(ROUTES.unauthorizedRedirect), REDIRECT_DELAYS_MS.unauthorized)
  return true
}
