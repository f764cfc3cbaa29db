import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '@shoplocal/shared/messages'
import { requestPasswordReset, resetPassword } from '#services/auth/password_reset_service'
import { emailOnlyValidator, resetPasswordValidator } from '#validators/auth'

export default class PasswordResetController {
  /** The same answer whether or not an account exists, so the form cannot be used to probe for accounts. */
  async request(ctx: HttpContext) {
    const { email } = await ctx.request.validateUsing(emailOnlyValidator)
    await requestPasswordReset(ctx, email)
    return ctx.response.ok({ message: AUTH_API_MESSAGES.resetRequestAnswer })
  }

  async reset(ctx: HttpContext) {
    const { email, code, newPassword } = await ctx.request.validateUsing(resetPasswordValidator)
    await resetPassword(ctx, email, code, newPassword)
    return ctx.response.ok({ message: AUTH_API_MESSAGES.passwordReset })
  }
}
