import { serverApi, type VisitorSource } from '../api/server.ts'
import { deriveSessionState, GUEST_SESSION_STATE, needsFavouritesCount, needsShopCount, readCount, sessionKindOf } from './session-state.ts'
import type { SessionState, SessionUser } from './session-state.ts'

/**
 * Server-side read of the visitor's session, for page frontmatter:
 *
 *   const session = await getSessionState(Astro)
 *   if (session.state === 'owner') …   // 'guest' | 'customer' | 'owner' | 'admin'
 *
 * It asks the API as the visitor (GET /api/auth/user, then the owner's shop count or the customer's
 * favourites count). The answer is cached per request, so the header and the page can both ask without
 * a second round trip. A visitor without cookies is a guest without any call, and an unreachable API
 * also reads as a guest: pages must still render.
 */
export type SessionSource = VisitorSource

const cache = new WeakMap<Request, Promise<SessionState>>()

export function getSessionState(source: SessionSource): Promise<SessionState> {
  let pending = cache.get(source.request)
  if (!pending) {
    pending = readSession(source)
    cache.set(source.request, pending)
  }
  return pending
}

async function readSession(source: SessionSource): Promise<SessionState> {
  if (!source.request.headers.get('cookie')) return GUEST_SESSION_STATE
  const api = serverApi(source)
  const data = async <T>(path: string): Promise<T | null> => {
    const result = await api.get<T>(path)
    return result.ok ? result.data : null
  }
  const user = await data<SessionUser>('/api/auth/user')
  const kind = sessionKindOf(user)
  const [profile, favourites] = await Promise.all([
    needsShopCount(kind) ? data<unknown>('/api/shop-owner/profile') : null,
    needsFavouritesCount(kind) ? data<unknown>('/api/favorites/count') : null,
  ])
  return deriveSessionState(user, { shopCount: readCount(profile, 'shopCount'), favouritesCount: readCount(favourites) })
}
