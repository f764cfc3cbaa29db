import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import type { AdminPaymentsPage, AdminSubscriptionActionResponse } from '@shoplocal/shared/types'
import { signedInActorOf } from '#controllers/actor'
import { optionalReasonValidator, paymentListValidator } from '#validators/admin_payments'
import { listShopPayments } from '#services/admin_payments/payments_list'
import { markOwnerPaid, suspendOwnerShops } from '#services/admin_payments/subscription_actions'

/** The payments tab: shops with their subscription state, Mark Paid and Suspend per shop owner. */
export default class ShopPaymentsController {
  async index({ request }: HttpContext): Promise<AdminPaymentsPage> {
    return listShopPayments(await paymentListValidator.validate(request.qs()))
  }

  async markPaid(ctx: HttpContext): Promise<AdminSubscriptionActionResponse> {
    const { reason } = await ctx.request.validateUsing(optionalReasonValidator)
    const shops = await markOwnerPaid(signedInActorOf(ctx), Number(ctx.params.shopOwnerId), reason)
    return { message: ADMIN_PAYMENT_MESSAGES.paymentMarked, shops }
  }

  async suspend(ctx: HttpContext): Promise<AdminSubscriptionActionResponse> {
    const { reason } = await ctx.request.validateUsing(optionalReasonValidator)
    const shops = await suspendOwnerShops(signedInActorOf(ctx), Number(ctx.params.shopOwnerId), reason)
    return { message: ADMIN_PAYMENT_MESSAGES.shopSuspended, shops }
  }
}
