import type { HttpContext } from '@adonisjs/core/http'
import { detectContact } from '@shoplocal/shared/rules'
import { presentCustomer, presentSignedInUser } from '#services/auth/presenters'
import { signIn } from '#services/auth/sign_in_service'
import { roleLoginValidator } from '#validators/auth'
import { customerLoginValidator } from '#validators/customer'
import { shopOwnerLoginValidator } from '#validators/shop_owner'
import { respondToSignIn } from '#controllers/auth/sign_in_response'

/** The three sign-in calls of spec 1 §7: by chosen role, the customer dialog, the shop-owner portal. */
export default class SignInController {
  async roleLogin(ctx: HttpContext) {
    const { email, password, role } = await ctx.request.validateUsing(roleLoginValidator)
    const outcome = await signIn(ctx, { contact: { kind: 'email', value: email }, password, roles: [role] })
    return respondToSignIn(ctx.response, outcome, (user) => ({ role, user: presentSignedInUser(user) }))
  }

  async customerLogin(ctx: HttpContext) {
    const { contact, password } = await ctx.request.validateUsing(customerLoginValidator)
    const outcome = await signIn(ctx, { contact: detectContact(contact), password, roles: ['customer'] })
    return respondToSignIn(ctx.response, outcome, (user) => ({ customer: presentCustomer(user) }))
  }

  /** Admins may use the owner portal too (spec 1 §2: the owner menu shows Admin Panel for admins). */
  async shopOwnerLogin(ctx: HttpContext) {
    const { emailOrPhone, password } = await ctx.request.validateUsing(shopOwnerLoginValidator)
    const outcome = await signIn(ctx, { contact: detectContact(emailOrPhone), password, roles: ['shop_owner', 'admin'] })
    return respondToSignIn(ctx.response, outcome, (user) => ({ user: presentSignedInUser(user) }))
  }
}
