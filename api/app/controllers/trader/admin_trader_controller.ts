import type { HttpContext } from '@adonisjs/core/http'
import type { AdminTraderChecklist } from '@shoplocal/shared/types'
import Shop from '#models/shop'
import { signedInActorOf } from '#controllers/actor'
import { saveTraderChecks, traderChecklist } from '#services/trader/trader_checks'
import { traderChecksValidator } from '#validators/trader'

export default class AdminTraderController {
  async show({ params }: HttpContext): Promise<AdminTraderChecklist> {
    return traderChecklist(await Shop.findOrFail(params.id))
  }

  async checks(ctx: HttpContext): Promise<AdminTraderChecklist> {
    const { items } = await ctx.request.validateUsing(traderChecksValidator)
    return saveTraderChecks(signedInActorOf(ctx), await Shop.findOrFail(ctx.params.id), items)
  }
}
