import type { HttpContext } from '@adonisjs/core/http'
import type { AdminAppeal, AdminAppealsPage } from '@shoplocal/shared/types'
import { TRUST_MESSAGES as T } from '#messages/index'
import { signedInActorOf } from '#controllers/actor'
import { decideAppeal, listAppeals } from '#services/trust/appeals'
import { appealDecisionValidator, appealListValidator } from '#validators/trust'

/** The console's appeals queue and its decisions. */
export default class AdminAppealsController {
  async index({ request }: HttpContext): Promise<AdminAppealsPage> {
    const { status } = await appealListValidator.validate(request.qs())
    return listAppeals(status)
  }

  async decide(ctx: HttpContext): Promise<{ message: string; appeal: AdminAppeal }> {
    const input = await ctx.request.validateUsing(appealDecisionValidator)
    const appeal = await decideAppeal(signedInActorOf(ctx), Number(ctx.params.id), input)
    return { message: T.appealDecided, appeal }
  }
}
