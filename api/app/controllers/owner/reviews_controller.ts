import type { HttpContext } from '@adonisjs/core/http'
import type { OwnerReview } from '@shoplocal/shared/types'
import { sendPage } from '#controllers/catalogue/send_page'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { listOwnerReviews } from '#services/owner/owner_reviews'
import { reviewListValidator } from '#validators/engagement'

export default class ReviewsController {
  /** A plain array, newest first; paging in X-Total-Count, X-Page and X-Limit like the public review lists. */
  async index(ctx: HttpContext) {
    const actor = await ownerActorOf(ctx)
    const query = await reviewListValidator.validate(ctx.request.qs())
    return sendPage<OwnerReview>(ctx.response, await listOwnerReviews(actor.user, query))
  }
}
