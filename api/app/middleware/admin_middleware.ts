import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ACCESS_DENIED } from '@shoplocal/shared/messages'

/*
 * Admin routes accept the desktop console's access token or the website
 * session: 401 when neither authenticates, 403 when the account has neither
 * the admin role nor the admin flag (spec 2 §6).
 */
export default class AdminMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const user = await ctx.auth.authenticateUsing(['api', 'web'])
    if (!user.hasAdminRights || user.banned) {
      return ctx.response.forbidden({ message: ACCESS_DENIED.enhanced })
    }
    return next()
  }
}
