import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '#messages/index'
import type { AuthUserDetail, CustomerAuthResponse, MessageResponse } from '@shoplocal/shared/types'
import { currentUser, endWebSession, requireUser } from '#controllers/web_session'
import { presentAuthUser, presentCustomerAuth } from '#services/auth/presenters'

/** The session reads the website's header and guards poll, and the logout calls. */
export default class SessionController {
  async user(ctx: HttpContext): Promise<AuthUserDetail> {
    return presentAuthUser(await requireUser(ctx))
  }

  async customer(ctx: HttpContext): Promise<CustomerAuthResponse> {
    return presentCustomerAuth(await currentUser(ctx))
  }

  async logout(ctx: HttpContext): Promise<MessageResponse> {
    await endWebSession(ctx)
    return { message: AUTH_API_MESSAGES.loggedOut }
  }
}
