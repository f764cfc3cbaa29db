import type { HttpContext } from '@adonisjs/core/http'
import type { CardPaymentStart } from '@shoplocal/shared/types'
import PaymentTransaction from '#models/payment_transaction'
import { requireUser } from '#controllers/web_session'
import { startCardPayment } from '#services/billing/stripe_card_payments'

export default class CardPaymentsController {
  async store(ctx: HttpContext): Promise<CardPaymentStart> {
    await requireUser(ctx)
    const payment = await PaymentTransaction.findOrFail(ctx.params.id)
    await payment.load('shop')
    await ctx.bouncer.with('CardPaymentPolicy').authorize('pay', payment)
    return startCardPayment(payment.id)
  }
}
