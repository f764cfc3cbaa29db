import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '#messages/index'
import type { MessageResponse, SignedInUser } from '@shoplocal/shared/types'
import { actorOf } from '#controllers/actor'
import { webSignIn } from '#controllers/web_session'
import { presentSignedInUser } from '#services/auth/presenters'
import { detectContact } from '@shoplocal/shared/rules'
import { resendVerification, verifyEmail, verifyPhone } from '#services/auth/verification_service'
import { contactOnlyValidator, verifyEmailValidator, verifyPhoneValidator } from '#validators/auth'

export default class VerificationController {
  /** A right code verifies the email and signs the person in. */
  async verify(ctx: HttpContext): Promise<MessageResponse & { user: SignedInUser }> {
    const { email, code } = await ctx.request.validateUsing(verifyEmailValidator)
    const user = await verifyEmail(actorOf(ctx), webSignIn(ctx), email, code)
    return { message: AUTH_API_MESSAGES.emailVerified, user: presentSignedInUser(user) }
  }

  /** A right texted code verifies a phone sign-up's number and signs the person in. */
  async verifyPhone(ctx: HttpContext): Promise<MessageResponse & { user: SignedInUser }> {
    const { phone, code } = await ctx.request.validateUsing(verifyPhoneValidator)
    const user = await verifyPhone(actorOf(ctx), webSignIn(ctx), phone, code)
    return { message: AUTH_API_MESSAGES.phoneVerified, user: presentSignedInUser(user) }
  }

  /** The same answer whether or not the account exists or waits for a code; `email` may hold a phone number. */
  async resend(ctx: HttpContext): Promise<MessageResponse> {
    const { email } = await ctx.request.validateUsing(contactOnlyValidator)
    await resendVerification(actorOf(ctx), detectContact(email))
    return { message: AUTH_API_MESSAGES.resendAnswer }
  }
}
