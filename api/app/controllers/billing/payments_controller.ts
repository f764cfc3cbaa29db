import type { HttpContext } from '@adonisjs/core/http'
import type { OwnerPayment, PaymentQuote } from '@shoplocal/shared/types'
import PaymentTransaction from '#models/payment_transaction'
import Shop from '#models/shop'
import SpotlightRequest from '#models/spotlight_request'
import { readProofPart } from '#controllers/billing/proof_part'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { checkout, quoteInvoice, type CheckoutTarget } from '#services/billing/checkout'
import { submitProof } from '#services/billing/payment_proofs'
import { checkoutValidator, quoteValidator, type QuoteInput } from '#validators/billing'

export default class PaymentsController {
  /** 201 for a new invoice, 200 when the open invoice for the same thing is returned. */
  async checkout(ctx: HttpContext): Promise<OwnerPayment> {
    const actor = await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(checkoutValidator)
    const target = await this.#target(ctx, input)
    const { payment, created } = await checkout(actor, target, input.paymentMethod)
    ctx.response.status(created ? 201 : 200)
    return payment
  }

  /** The lines and total a checkout for the same thing would bill; creates nothing. */
  async quote(ctx: HttpContext): Promise<PaymentQuote> {
    await ownerActorOf(ctx)
    return quoteInvoice(await this.#target(ctx, await ctx.request.validateUsing(quoteValidator)))
  }

  /** The body is read only after the caller is known to own the payment (and the service, that it takes a proof). */
  async proof(ctx: HttpContext): Promise<OwnerPayment> {
    const actor = await ownerActorOf(ctx)
    const payment = await PaymentTransaction.query().where('id', Number(ctx.params.id)).preload('shop').firstOrFail()
    await ctx.bouncer.with('PaymentPolicy').authorize('managePayment', payment)
    return submitProof(actor, payment, () => readProofPart(ctx))
  }

  async #target(ctx: HttpContext, input: QuoteInput): Promise<CheckoutTarget> {
    if (input.purpose === 'listing') return { purpose: 'listing' }
    if (input.purpose === 'spotlight') {
      const request = await SpotlightRequest.findOrFail(input.spotlightRequestId)
      await ctx.bouncer.with('PaymentPolicy').authorize('payForSpotlight', request)
      return { purpose: 'spotlight', request }
    }
    const shop = await Shop.findOrFail(input.shopId)
    await ctx.bouncer.with('PaymentPolicy').authorize('payForShop', shop)
    return input.purpose === 'plan'
      ? { purpose: 'plan', shop, planName: input.planName!, starterAddon: input.starterAddon }
      : { purpose: 'reactivation', shop }
  }
}
