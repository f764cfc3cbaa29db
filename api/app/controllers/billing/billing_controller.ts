import type { HttpContext } from '@adonisjs/core/http'
import type { BillingDetails, BillingOverview } from '@shoplocal/shared/types'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { billingOverview } from '#services/billing/billing_overview'
import { saveBillingDetails } from '#services/billing/billing_details'
import { billingDetailsValidator } from '#validators/billing'

export default class BillingController {
  async show(ctx: HttpContext): Promise<BillingOverview> {
    const actor = await ownerActorOf(ctx)
    return billingOverview(actor.user)
  }

  async details(ctx: HttpContext): Promise<{ message: string; billingDetails: BillingDetails }> {
    const actor = await ownerActorOf(ctx)
    return saveBillingDetails(actor.user, await ctx.request.validateUsing(billingDetailsValidator))
  }
}
