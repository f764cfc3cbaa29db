import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_PAYMENT_MESSAGES } from '@shoplocal/shared/messages'
import type { AdminPaymentActionResponse, AdminPaymentTransactionsPage } from '@shoplocal/shared/types'
import { signedInActorOf } from '#controllers/actor'
import { requiredReasonValidator, transactionListValidator, verifyValidator } from '#validators/admin_payments'
import { listTransactions, refundPayment, rejectPayment, verifyPayment } from '#services/admin_payments/payment_verification'

/** The verification queue: bank transfers with their proofs; verify, reject with a reason, refund. */
export default class PaymentTransactionsController {
  async index({ request }: HttpContext): Promise<AdminPaymentTransactionsPage> {
    return listTransactions(await transactionListValidator.validate(request.qs()))
  }

  async verify(ctx: HttpContext): Promise<AdminPaymentActionResponse> {
    const input = await ctx.request.validateUsing(verifyValidator)
    const transaction = await verifyPayment(signedInActorOf(ctx), Number(ctx.params.id), input)
    return { message: ADMIN_PAYMENT_MESSAGES.paymentVerified, transaction }
  }

  async reject(ctx: HttpContext): Promise<AdminPaymentActionResponse> {
    const { reason } = await ctx.request.validateUsing(requiredReasonValidator)
    const { transaction, mailed } = await rejectPayment(signedInActorOf(ctx), Number(ctx.params.id), reason)
    return { message: mailed ? ADMIN_PAYMENT_MESSAGES.paymentRejected : ADMIN_PAYMENT_MESSAGES.paymentRejectedNotMailed, transaction }
  }

  async refund(ctx: HttpContext): Promise<AdminPaymentActionResponse> {
    const { reason } = await ctx.request.validateUsing(requiredReasonValidator)
    const transaction = await refundPayment(signedInActorOf(ctx), Number(ctx.params.id), reason)
    return { message: ADMIN_PAYMENT_MESSAGES.paymentRefunded, transaction }
  }
}
