import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '@shoplocal/shared/messages'
import { logout } from '#services/auth/logout_service'
import { authUser, customerAuth, ownerProfile } from '#services/auth/session_reads'

/** The session reads the website polls, and the logout calls (spec 1 §7). */
export default class SessionController {
  async user(ctx: HttpContext) {
    return ctx.response.ok(await authUser(ctx))
  }

  async ownerProfile(ctx: HttpContext) {
    return ctx.response.ok(await ownerProfile(ctx))
  }

  async customer(ctx: HttpContext) {
    return ctx.response.ok(await customerAuth(ctx))
  }

  async logout(ctx: HttpContext) {
    await logout(ctx)
    return ctx.response.ok({ message: AUTH_API_MESSAGES.loggedOut })
  }
}
