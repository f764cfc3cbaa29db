import type { HttpContext } from '@adonisjs/core/http'
import { AUTH_API_MESSAGES } from '#messages/index'
import type { MessageResponse } from '@shoplocal/shared/types'
import { detectContact } from '@shoplocal/shared/rules'
import { actorOf } from '#controllers/actor'
import { presentSignIn } from '#controllers/auth/sign_in_response'
import { webSignIn } from '#controllers/web_session'
import { presentCustomer, presentSignedInUser } from '#services/auth/presenters'
import { signIn } from '#services/auth/sign_in_service'
import { requestSignInCode, signInWithCode } from '#services/auth/sign_in_code_service'
import { codeLoginValidator, contactOnlyValidator, roleLoginValidator } from '#validators/auth'
import { customerLoginValidator } from '#validators/customer'
import { shopOwnerLoginValidator } from '#validators/shop_owner'

/** The three password sign-in calls (by chosen role, the customer dialog, the shop-owner portal) and the email-code sign-in. */
export default class SignInController {
  async roleLogin(ctx: HttpContext) {
    const { email, password, role } = await ctx.request.validateUsing(roleLoginValidator)
    const outcome = await signIn(actorOf(ctx), webSignIn(ctx), { contact: detectContact(email), password, roles: [role] })
    return presentSignIn(outcome, (user) => ({ role, user: presentSignedInUser(user) }))
  }

  async customerLogin(ctx: HttpContext) {
    const { contact, password } = await ctx.request.validateUsing(customerLoginValidator)
    const outcome = await signIn(actorOf(ctx), webSignIn(ctx), { contact: detectContact(contact), password, roles: ['customer'] })
    return presentSignIn(outcome, (user) => ({ customer: presentCustomer(user) }))
  }

  /** Admins may use the owner portal too: the owner menu offers them the admin panel from there. */
  async shopOwnerLogin(ctx: HttpContext) {
    const { emailOrPhone, password } = await ctx.request.validateUsing(shopOwnerLoginValidator)
    const outcome = await signIn(actorOf(ctx), webSignIn(ctx), {
      contact: detectContact(emailOrPhone),
      password,
      roles: ['shop_owner', 'admin'],
    })
    return presentSignIn(outcome, (user) => ({ user: presentSignedInUser(user) }))
  }

  /** The same answer whether or not an account exists, so the form cannot be used to probe for accounts. */
  async requestCode(ctx: HttpContext): Promise<MessageResponse> {
    const { email } = await ctx.request.validateUsing(contactOnlyValidator)
    const sentNow = await requestSignInCode(actorOf(ctx), detectContact(email))
    return { message: sentNow ? AUTH_API_MESSAGES.signInCodeAnswer : AUTH_API_MESSAGES.signInCodeRecentAnswer }
  }

  async codeLogin(ctx: HttpContext) {
    const { email, code, role } = await ctx.request.validateUsing(codeLoginValidator)
    const user = await signInWithCode(actorOf(ctx), webSignIn(ctx), { contact: detectContact(email), code, role })
    return { role, user: presentSignedInUser(user) }
  }
}
