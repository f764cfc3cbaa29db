import type { HttpContext } from '@adonisjs/core/http'
import type { BillingOverview } from '@shoplocal/shared/types'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { billingOverview } from '#services/billing/billing_overview'

export default class BillingController {
  async show(ctx: HttpContext): Promise<BillingOverview> {
    const actor = await ownerActorOf(ctx)
    return billingOverview(actor.user)
  }
}
