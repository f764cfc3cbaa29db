import type { HttpContext } from '@adonisjs/core/http'
import type { HeldReviewsPage, MessageResponse } from '@shoplocal/shared/types'
import { TRUST_MESSAGES as T } from '#messages/index'
import { signedInActorOf } from '#controllers/actor'
import { approveHeldReview, listHeldReviews, rejectHeldReview } from '#services/trust/held_reviews'
import { heldReviewRejectionValidator } from '#validators/trust'

/** Reviews held in a burst of new reviewers: the console's list, and an admin's approval or rejection. */
export default class HeldReviewsController {
  async index(): Promise<HeldReviewsPage> {
    return listHeldReviews()
  }

  async approve(ctx: HttpContext): Promise<MessageResponse> {
    await approveHeldReview(signedInActorOf(ctx), Number(ctx.params.id))
    return { message: T.heldReviewApproved }
  }

  async reject(ctx: HttpContext): Promise<{ message: string; statementId: number }> {
    const input = await ctx.request.validateUsing(heldReviewRejectionValidator)
    const statementId = await rejectHeldReview(signedInActorOf(ctx), Number(ctx.params.id), input)
    return { message: T.heldReviewRejected, statementId }
  }
}
