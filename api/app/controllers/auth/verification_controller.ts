import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '#messages/index'
import type { MessageResponse, SignedInUser } from '@shoplocal/shared/types'
import { actorOf } from '#controllers/actor'
import { webSignIn } from '#controllers/web_session'
import { presentSignedInUser } from '#services/auth/presenters'
import { resendVerification, verifyEmail } from '#services/auth/verification_service'
import { emailOnlyValidator, verifyEmailValidator } from '#validators/auth'

export default class VerificationController {
  /** A right code verifies the email and signs the person in. */
  async verify(ctx: HttpContext): Promise<MessageResponse & { user: SignedInUser }> {
    const { email, code } = await ctx.request.validateUsing(verifyEmailValidator)
    const user = await verifyEmail(actorOf(ctx), webSignIn(ctx), email, code)
    return { message: AUTH_API_MESSAGES.emailVerified, user: presentSignedInUser(user) }
  }

  /** The same answer whether or not the account exists or waits for a code. */
  async resend(ctx: HttpContext): Promise<MessageResponse> {
    const { email } = await ctx.request.validateUsing(emailOnlyValidator)
    await resendVerification(actorOf(ctx), email)
    return { message: AUTH_API_MESSAGES.resendAnswer }
  }
}
