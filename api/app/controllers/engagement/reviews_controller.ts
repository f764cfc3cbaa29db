import type { HttpContext } from '@adonisjs/core/http'
import type { Review, ReviewResult } from '@shoplocal/shared/types'
import Product from '#models/product'
import Shop from '#models/shop'
import { sendPage } from '#controllers/catalogue/send_page'
import { engagementActorOf } from '#controllers/engagement/engagement_actor'
import { listReviews, submitReview, type ReviewTarget } from '#services/engagement/reviews'
import { reviewListValidator, reviewValidator } from '#validators/engagement'

/** Who owns the reviewed shop, for the own-shop rule; an unknown target is the service's 404. */
async function ownerOf(target: ReviewTarget): Promise<number | null> {
  const shopId = target.kind === 'shop' ? target.id : ((await Product.find(target.id))?.shopId ?? null)
  return shopId === null ? null : ((await Shop.find(shopId))?.ownerId ?? null)
}

const shopTarget = (ctx: HttpContext): ReviewTarget => ({ kind: 'shop', id: Number(ctx.params.id) })
const productTarget = (ctx: HttpContext): ReviewTarget => ({ kind: 'product', id: Number(ctx.params.id) })

export default class ReviewsController {
  async storeForShop(ctx: HttpContext) {
    return this.#store(ctx, shopTarget(ctx))
  }

  async storeForProduct(ctx: HttpContext) {
    return this.#store(ctx, productTarget(ctx))
  }

  /** A plain array, newest first; paging in X-Total-Count, X-Page and X-Limit like the catalogue lists. */
  async indexForShop(ctx: HttpContext) {
    return this.#index(ctx, shopTarget(ctx))
  }

  async indexForProduct(ctx: HttpContext) {
    return this.#index(ctx, productTarget(ctx))
  }

  async #store(ctx: HttpContext, target: ReviewTarget) {
    const input = await ctx.request.validateUsing(reviewValidator)
    const actor = await engagementActorOf(ctx)
    await ctx.bouncer.with('EngagementPolicy').authorize('review', await ownerOf(target))
    const result: ReviewResult = await submitReview(actor, target, input)
    return ctx.response.status(result.replaced ? 200 : 201).send(result)
  }

  async #index(ctx: HttpContext, target: ReviewTarget) {
    const query = await reviewListValidator.validate(ctx.request.qs())
    return sendPage<Review>(ctx.response, await listReviews(target, query))
  }
}
