import { useEffect } from 'react'
import { REDIRECT_DELAYS_MS, ROUTES } from '@shoplocal/shared/constants'
import { SESSION_TOASTS } from '../../messages/index.ts'
import { showToast } from '../../components/ui/toast-store.ts'

/** A signed-out visitor to the admin panel is told the session ended, then sent to /api/login after 500 ms. */
export default function SignedOutRedirect() {
  useEffect(() => {
    showToast({ ...SESSION_TOASTS.unauthorized, variant: 'destructive' })
    const timer = window.setTimeout(() => window.location.assign(ROUTES.unauthorizedRedirect), REDIRECT_DELAYS_MS.unauthorized)
    return () => window.clearTimeout(timer)
  }, [])
  return null
}
