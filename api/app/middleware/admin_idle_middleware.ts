import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ADMIN_LAST_SEEN_KEY, adminSessionIdle } from '#services/auth/admin_idle'

/**
 * Ends an admin's website session left unused past ADMIN_IDLE_TIMEOUT before
 * the route sees it (the request goes on signed out, so protected routes
 * answer 401), and otherwise notes this use. Sessions without the mark
 * (customers, owners) last SESSION_AGE.
 */
export default class AdminIdleMiddleware {
  async handle({ session }: HttpContext, next: NextFn) {
    const lastSeen = session.get(ADMIN_LAST_SEEN_KEY)
    if (typeof lastSeen === 'number') {
      if (adminSessionIdle(lastSeen)) {
        session.clear()
        session.regenerate()
      } else {
        session.put(ADMIN_LAST_SEEN_KEY, Date.now())
      }
    }
    return next()
  }
}
