import type { HttpContext } from '@adonisjs/core/http'
import type { SubscriptionStart, SubscriptionState } from '@shoplocal/shared/types'
import { requireUser } from '#controllers/web_session'
import { getOrCreateSubscription, subscriptionState } from '#services/billing/subscription_service'

export default class SubscriptionsController {
  async show(ctx: HttpContext): Promise<SubscriptionState> {
    const user = await requireUser(ctx)
    await ctx.bouncer.with('CardPaymentPolicy').authorize('subscribe')
    return subscriptionState(user)
  }

  async start(ctx: HttpContext): Promise<SubscriptionStart> {
    const user = await requireUser(ctx)
    await ctx.bouncer.with('CardPaymentPolicy').authorize('subscribe')
    return getOrCreateSubscription(user)
  }
}
