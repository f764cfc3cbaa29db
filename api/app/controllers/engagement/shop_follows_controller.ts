import type { HttpContext } from '@adonisjs/core/http'
import type { ShopFollowState, ShopSummary } from '@shoplocal/shared/types'
import { engagementActorOf } from '#controllers/engagement/engagement_actor'
import { holderOf } from '#services/engagement/engagement_actor'
import { followShop, followState, followedShops, unfollowShop } from '#services/engagement/shop_follows'

/** Following a shop: the same holders and policy as favourite products. */
export default class ShopFollowsController {
  /** Signed out, or an owner account: not following, with the shop's count. */
  async show(ctx: HttpContext): Promise<ShopFollowState> {
    const actor = await engagementActorOf(ctx)
    const allowed = await ctx.bouncer.with('EngagementPolicy').allows('favourite', actor.guestSessionId)
    return followState(allowed ? holderOf(actor) : null, Number(ctx.params.id))
  }

  async follow(ctx: HttpContext): Promise<ShopFollowState> {
    const actor = await engagementActorOf(ctx)
    await ctx.bouncer.with('EngagementPolicy').authorize('favourite', actor.guestSessionId)
    return followShop(holderOf(actor)!, Number(ctx.params.id))
  }

  async unfollow(ctx: HttpContext): Promise<ShopFollowState> {
    const actor = await engagementActorOf(ctx)
    await ctx.bouncer.with('EngagementPolicy').authorize('favourite', actor.guestSessionId)
    return unfollowShop(holderOf(actor)!, Number(ctx.params.id))
  }

  async index(ctx: HttpContext): Promise<ShopSummary[]> {
    const actor = await engagementActorOf(ctx)
    const allowed = await ctx.bouncer.with('EngagementPolicy').allows('favourite', actor.guestSessionId)
    return followedShops(allowed ? holderOf(actor) : null)
  }
}
