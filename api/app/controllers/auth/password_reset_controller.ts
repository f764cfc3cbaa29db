import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '#messages/index'
import type { MessageResponse } from '@shoplocal/shared/types'
import { detectContact } from '@shoplocal/shared/rules'
import { actorOf } from '#controllers/actor'
import { signOutIfAmong } from '#controllers/web_session'
import { requestPasswordReset, resetPassword } from '#services/auth/password_reset_service'
import { contactOnlyValidator, resetPasswordValidator } from '#validators/auth'

export default class PasswordResetController {
  /** The same answer whether or not an account exists, so the form cannot be used to probe for accounts. */
  async request(ctx: HttpContext): Promise<MessageResponse> {
    const { email } = await ctx.request.validateUsing(contactOnlyValidator)
    const sentNow = await requestPasswordReset(actorOf(ctx), detectContact(email))
    return { message: sentNow ? AUTH_API_MESSAGES.resetRequestAnswer : AUTH_API_MESSAGES.resetRequestRecentAnswer }
  }

  async reset(ctx: HttpContext): Promise<MessageResponse> {
    const { email, ...input } = await ctx.request.validateUsing(resetPasswordValidator)
    await signOutIfAmong(ctx, await resetPassword(actorOf(ctx), detectContact(email), input))
    return { message: AUTH_API_MESSAGES.passwordReset }
  }
}
