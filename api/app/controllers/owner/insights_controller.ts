import type { HttpContext } from '@adonisjs/core/http'
import type { OwnerInsights } from '@shoplocal/shared/types'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { ownerInsights } from '#services/owner/owner_insights'

export default class InsightsController {
  async show(ctx: HttpContext): Promise<OwnerInsights> {
    const actor = await ownerActorOf(ctx)
    return ownerInsights(actor.user)
  }
}
