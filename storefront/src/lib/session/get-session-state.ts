import { apiBaseUrl } from '../api/base.ts'
import { describeError } from '../describe-error.ts'
import { deriveSessionState, GUEST_SESSION_STATE, needsFavouritesCount, needsShopCount, readCount, sessionKindOf } from './session-state.ts'
import type { SessionState, SessionUser } from './session-state.ts'

export type { SessionKind, SessionState, SessionUser } from './session-state.ts'

/**
 * Server-side read of the visitor's session, for page frontmatter:
 *
 *   const session = await getSessionState(Astro)
 *   if (session.state === 'owner') …   // 'guest' | 'customer' | 'owner' | 'admin'
 *
 * It calls the API with the visitor's own cookie (GET /api/auth/user, then the owner's shop count or
 * the customer's favourites count). The answer is cached per request, so the header and the page can
 * both ask without a second round trip. A visitor without cookies is a guest without any call, and an
 * unreachable API also reads as a guest: pages must still render.
 */

/** What this helper needs from Astro's global: the incoming request and the visitor's address. */
export interface SessionSource {
  request: Request
  clientAddress?: string
}

const LOOKUP_TIMEOUT_MS = 3000

const cache = new WeakMap<Request, Promise<SessionState>>()

export function getSessionState(source: SessionSource, apiBase: string = apiBaseUrl()): Promise<SessionState> {
  let pending = cache.get(source.request)
  if (!pending) {
    pending = readSession(source, apiBase)
    cache.set(source.request, pending)
  }
  return pending
}

function forwardedHeaders(source: SessionSource, cookie: string): Headers {
  const headers = new Headers({ accept: 'application/json', cookie })
  const userAgent = source.request.headers.get('user-agent')
  if (userAgent) headers.set('user-agent', userAgent)
  let clientAddress: string | undefined
  try {
    clientAddress = source.clientAddress
  } catch {
    // Astro throws when the adapter cannot tell the address (prerendering); the API then sees ours.
  }
  if (clientAddress) headers.set('x-forwarded-for', clientAddress)
  return headers
}

async function getJson(apiBase: string, path: string, headers: Headers): Promise<unknown> {
  const response = await fetch(`${apiBase}${path}`, { headers, signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS) })
  if (!response.ok) return null
  return response.json()
}

async function readSession(source: SessionSource, apiBase: string): Promise<SessionState> {
  const cookie = source.request.headers.get('cookie')
  if (!cookie) return GUEST_SESSION_STATE
  const headers = forwardedHeaders(source, cookie)
  try {
    const user = (await getJson(apiBase, '/api/auth/user', headers)) as SessionUser | null
    const kind = sessionKindOf(user)
    const [profile, favourites] = await Promise.all([
      needsShopCount(kind) ? getJson(apiBase, '/api/shop-owner/profile', headers).catch(() => null) : null,
      needsFavouritesCount(kind) ? getJson(apiBase, '/api/favorites/count', headers).catch(() => null) : null,
    ])
    return deriveSessionState(user, {
      shopCount: readCount(profile, 'shopCount'),
      favouritesCount: readCount(favourites),
    })
  } catch (error) {
    console.error(`[session] lookup failed, treating the visitor as a guest: ${describeError(error)}`)
    return GUEST_SESSION_STATE
  }
}
