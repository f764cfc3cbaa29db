import type { HttpContext } from '@adonisjs/core/http'
import type { OwnerSpotlightRequest } from '@shoplocal/shared/types'
import Product from '#models/product'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { ownerSpotlightRequests, submitSpotlight } from '#services/spotlight/owner_spotlights'
import { spotlightErrors } from '#services/spotlight/spotlight_errors'
import { toOwnerSpotlightRequest } from '#services/spotlight/spotlight_presenters'
import { submitSpotlightValidator } from '#validators/spotlight'

export default class OwnerSpotlightsController {
  async store(ctx: HttpContext): Promise<OwnerSpotlightRequest> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(submitSpotlightValidator)
    const product = await Product.query().where('id', input.productId).preload('shop').first()
    if (!product) throw spotlightErrors.productNotFound()
    await ctx.bouncer.with('SpotlightPolicy').authorize('request', product)
    const request = await submitSpotlight(product, input)
    ctx.response.status(201)
    return toOwnerSpotlightRequest(request)
  }

  async index(ctx: HttpContext): Promise<OwnerSpotlightRequest[]> {
    const actor = await ownerActorOf(ctx)
    return (await ownerSpotlightRequests(actor)).map(toOwnerSpotlightRequest)
  }
}
