import type { HttpContext } from '@adonisjs/core/http'
import type { FavoriteCount, FavoriteItem, FavoriteState } from '@shoplocal/shared/types'
import { engagementActorOf } from '#controllers/engagement/engagement_actor'
import { holderOf, type EngagementActor, type Holder } from '#services/engagement/engagement_actor'
import { addFavorite, countFavorites, favoriteCounts, listFavorites, removeFavorite } from '#services/engagement/favourites'
import { favoriteCountsValidator, favoriteValidator } from '#validators/engagement'

/** The caller's favourites holder, once the policy has said they may have favourites. */
async function authorizedHolder(ctx: HttpContext, actor: EngagementActor): Promise<Holder> {
  await ctx.bouncer.with('EngagementPolicy').authorize('favourite', actor.guestSessionId)
  return holderOf(actor)!
}

/** Reads of someone with no favourites (signed out, or an owner account) are empty rather than refused. */
async function readableHolder(ctx: HttpContext, actor: EngagementActor): Promise<Holder | null> {
  return (await ctx.bouncer.with('EngagementPolicy').allows('favourite', actor.guestSessionId)) ? holderOf(actor) : null
}

export default class FavouritesController {
  async index(ctx: HttpContext): Promise<FavoriteItem[]> {
    return listFavorites(await readableHolder(ctx, await engagementActorOf(ctx)))
  }

  /** A bare number, as the header reads it. */
  async count(ctx: HttpContext): Promise<number> {
    return countFavorites(await readableHolder(ctx, await engagementActorOf(ctx)))
  }

  async counts({ request }: HttpContext): Promise<FavoriteCount[]> {
    return favoriteCounts(await favoriteCountsValidator.validate(request.qs()))
  }

  async store(ctx: HttpContext): Promise<FavoriteState> {
    const favorite = await ctx.request.validateUsing(favoriteValidator)
    return addFavorite(await authorizedHolder(ctx, await engagementActorOf(ctx)), favorite)
  }

  /** DELETE /api/customer/favorites/{shopId}?productId= */
  async destroy(ctx: HttpContext): Promise<FavoriteState> {
    const favorite = await favoriteValidator.validate({ shopId: ctx.params.shopId, productId: ctx.request.qs().productId })
    return removeFavorite(await authorizedHolder(ctx, await engagementActorOf(ctx)), favorite)
  }

  /** DELETE /api/favorites with the favourite in the body (the favourites page). */
  async destroyByBody(ctx: HttpContext): Promise<FavoriteState> {
    const favorite = await ctx.request.validateUsing(favoriteValidator)
    return removeFavorite(await authorizedHolder(ctx, await engagementActorOf(ctx)), favorite)
  }
}
