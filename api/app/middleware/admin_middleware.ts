import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ADMIN_LAST_SEEN_KEY } from '#services/auth/admin_idle'

/*
 * Admin routes accept the desktop console's access token or the website
 * session: 401 when neither authenticates, then AdminPolicy decides (403 for
 * an account without admin rights).
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticateUsing(['api', 'web'])
    await ctx.bouncer.with('AdminPolicy').authorize('access')
    // A website session given admin rights after it signed in starts the admin idle clock here.
    if (ctx.auth.authenticatedViaGuard === 'web' && typeof ctx.session.get(ADMIN_LAST_SEEN_KEY) !== 'number') {
      ctx.session.put(ADMIN_LAST_SEEN_KEY, Date.now())
    }
    return next()
  }
}
