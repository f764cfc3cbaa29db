import type { HttpContext } from '@adonisjs/core/http'
import { DEFAULT_ROLE } from '@shoplocal/shared/constants'
import { detectContact } from '@shoplocal/shared/rules'
import { actorOf } from '#controllers/actor'
import { presentPendingUser } from '#services/auth/presenters'
import { register } from '#services/auth/registration_service'
import { registerValidator } from '#validators/auth'
import { customerRegisterValidator } from '#validators/customer'
import { shopOwnerRegisterValidator } from '#validators/shop_owner'

/*
 * The three registration forms: the combined page, the customer dialog and
 * the shop-owner portal. Every registration answers requiresVerification: true and signs in only after the
 * code mailed or texted to its contact, answering with that contact only (one that already has an account
 * answers the same).
 */
export default class RegistrationController {
  async register(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(registerValidator)
    const { user, requiresVerification } = await register(actorOf(ctx), {
      ...data,
      role: data.role ?? DEFAULT_ROLE,
      email: data.email ?? null,
      phone: data.phone ?? null,
      contactMethod: data.contactMethod ?? 'email',
    })
    return ctx.response.created({ requiresVerification, user: presentPendingUser(user) })
  }

  async customerRegister(ctx: HttpContext) {
    const { contact, ...data } = await ctx.request.validateUsing(customerRegisterValidator)
    const detected = detectContact(contact)
    const { user, requiresVerification } = await register(actorOf(ctx), {
      ...data,
      role: 'customer',
      email: detected.kind === 'email' ? detected.value : null,
      phone: detected.kind === 'phone' ? detected.value : null,
      contactMethod: detected.kind,
    })
    return ctx.response.created({ requiresVerification, customer: presentPendingUser(user) })
  }

  async shopOwnerRegister(ctx: HttpContext) {
    const data = await ctx.request.validateUsing(shopOwnerRegisterValidator)
    const { user, requiresVerification } = await register(actorOf(ctx), {
      ...data,
      role: 'shop_owner',
      email: data.email ?? null,
      phone: data.phone ?? null,
    })
    return ctx.response.created({ requiresVerification, user: presentPendingUser(user) })
  }
}
