import { REDIRECT_DELAYS_MS, ROUTES } from '@shoplocal/shared/constants'
import { type ToastText } from '@shoplocal/shared/messages'
import { SESSION_TOASTS } from '../../messages/index.ts'
import { browserApi } from '../../lib/api/browser.ts'

/**
 * The account logout: the session may belong to any of three login kinds, so try the customer, shop-owner and general logout calls in order and
 * stop at the first that succeeds; then clear every cache and storage and go home with a full reload.
 * If all three fail, clear locally anyway and say 'Logged out'.
 */
export const LOGOUT_ENDPOINTS = ['/api/customer/logout', '/api/shop-owner/logout', '/api/logout'] as const
export const CUSTOMER_LOGOUT_ENDPOINTS = ['/api/customer/logout', '/api/logout'] as const

const postEmpty = (path: string): Promise<{ ok: boolean }> => browserApi.post(path)

type LogoutOutcome = { ok: true; endpoint: string } | { ok: false }

export async function logoutChain(
  post: (path: string) => Promise<{ ok: boolean }> = postEmpty,
  endpoints: readonly string[] = LOGOUT_ENDPOINTS,
): Promise<LogoutOutcome> {
  for (const endpoint of endpoints) {
    try {
      const response = await post(endpoint)
      if (response.ok) return { ok: true, endpoint }
    } catch {
      // A network failure on one endpoint is no reason not to try the next.
    }
  }
  return { ok: false }
}

/** Clears what the browser keeps for this site: both storages and the Cache Storage API. */
async function clearClientData(): Promise<void> {
  window.localStorage.clear()
  window.sessionStorage.clear()
  if ('caches' in window) {
    const names = await window.caches.keys()
    await Promise.all(names.map((name) => window.caches.delete(name)))
  }
}

/**
 * The whole logout as the header's Logout / Sign Out runs it. The 'Logged out' note is kept for the
 * next page (the toast store carries it over the reload) only when the server could not be reached.
 */
export async function logOut(notify: (toast: ToastText) => void): Promise<void> {
  const outcome = await logoutChain()
  try {
    await clearClientData()
  } catch {
    notify(SESSION_TOASTS.logoutFailed)
    return
  }
  if (!outcome.ok) notify(SESSION_TOASTS.loggedOut)
  window.location.replace(ROUTES.home)
}

/** The customer menu's Logout: customer logout, then the general one; always clears, home after 500 ms. */
export async function customerLogOut(): Promise<void> {
  await logoutChain(undefined, CUSTOMER_LOGOUT_ENDPOINTS)
  await clearClientData().catch(() => undefined)
  window.setTimeout(() => window.location.replace(ROUTES.home), REDIRECT_DELAYS_MS.unauthorized)
}
