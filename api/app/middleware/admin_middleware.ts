import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
 * Admin routes accept the desktop console's access token or the website
 * session: 401 when neither authenticates, then AdminPolicy decides (403 for
 * an account without admin rights).
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.authenticateUsing(['api', 'web'])
    await ctx.bouncer.with('AdminPolicy').authorize('access')
    return next()
  }
}
