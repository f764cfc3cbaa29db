import type { HttpContext } from '@adonisjs/core/http'
import type { MessageResponse, OwnReview, Review, ReviewResult } from '@shoplocal/shared/types'
import { ENGAGEMENT_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES } from '#messages/index'
import Product from '#models/product'
import ReviewRow from '#models/review'
import Shop from '#models/shop'
import { actorOf } from '#controllers/actor'
import { sendPage } from '#controllers/catalogue/send_page'
import { engagementActorOf } from '#controllers/engagement/engagement_actor'
import { currentUser } from '#controllers/web_session'
import { deleteReply, saveReply } from '#services/engagement/review_replies'
import { confirmReview, listReviews, ownReview, resendReviewCode, submitReview, type ReviewTarget } from '#services/engagement/reviews'
import { reviewConfirmValidator, reviewListValidator, reviewReplyValidator, reviewValidator } from '#validators/engagement'

/** Who owns the reviewed shop, for the own-shop rule; an unknown target is the service's 404. */
async function ownerOf(target: ReviewTarget): Promise<number | null> {
  const shopId = target.kind === 'shop' ? target.id : ((await Product.find(target.id))?.shopId ?? null)
  return shopId === null ? null : ((await Shop.find(shopId))?.ownerId ?? null)
}

/** The owner of the shop a review is about (its own shop or its product's); 404 for an unknown review. */
async function ownerOfReview(ctx: HttpContext): Promise<number | null> {
  const review = await ReviewRow.findOrFail(Number(ctx.params.id))
  return review.shopId === null ? null : ((await Shop.find(review.shopId))?.ownerId ?? null)
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

  /** The caller's own review of the shop, for its rating dialog: {review: null} when they have none. */
  async ownForShop(ctx: HttpContext): Promise<OwnReview> {
    return { review: await ownReview(await engagementActorOf(ctx), shopTarget(ctx)) }
  }

  /** The caller's own review of the product, for the page's form: {review: null} when they have none. */
  async ownForProduct(ctx: HttpContext): Promise<OwnReview> {
    return { review: await ownReview(await engagementActorOf(ctx), productTarget(ctx)) }
  }

  /** 202 while the review waits for its code or is held in a burst; else 201 new, 200 replaced. */
  async #store(ctx: HttpContext, target: ReviewTarget) {
    const input = await ctx.request.validateUsing(reviewValidator)
    const actor = await engagementActorOf(ctx)
    await ctx.bouncer.with('EngagementPolicy').authorize('review', await ownerOf(target))
    const result: ReviewResult = await submitReview(actor, target, input)
    return ctx.response.status(result.pending || result.held ? 202 : result.replaced ? 200 : 201).send(result)
  }

  /** The code sent for a review publishes it: 201, 200 when it replaced the writer's earlier one, 202 when a burst holds it. */
  async confirm(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(reviewConfirmValidator)
    const result: ReviewResult = await confirmReview(Number(ctx.params.id), input, actorOf(ctx))
    return ctx.response.status(result.held ? 202 : result.replaced ? 200 : 201).send(result)
  }

  /** A new code for a review waiting for one: the author can always ask again, whatever others guessed. */
  async resendCode(ctx: HttpContext): Promise<MessageResponse> {
    await resendReviewCode(Number(ctx.params.id))
    return { message: AUTH_API_MESSAGES.reviewCodeResent }
  }

  /** The shop owner's answer: 201 posted, 200 edited; {review} with its reply. */
  async saveReply(ctx: HttpContext) {
    const input = await ctx.request.validateUsing(reviewReplyValidator)
    const user = await currentUser(ctx)
    await ctx.bouncer.with('EngagementPolicy').authorize('answerReview', await ownerOfReview(ctx))
    const { review, created } = await saveReply({ userId: user!.id }, Number(ctx.params.id), input)
    return ctx.response.status(created ? 201 : 200).send({ review })
  }

  async deleteReply(ctx: HttpContext) {
    await currentUser(ctx)
    await ctx.bouncer.with('EngagementPolicy').authorize('answerReview', await ownerOfReview(ctx))
    await deleteReply(Number(ctx.params.id))
    return { message: ENGAGEMENT_SERVER_MESSAGES.replyDeleted }
  }

  async #index(ctx: HttpContext, target: ReviewTarget) {
    const query = await reviewListValidator.validate(ctx.request.qs())
    return sendPage<Review>(ctx.response, await listReviews(target, query))
  }
}
