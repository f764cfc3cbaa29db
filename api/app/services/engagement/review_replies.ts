/*
 * A shop owner's one public answer under a review of their shop or of one of
 * its products: posted, edited and deleted by that owner only (the policy
 * decides who; this file only writes). A review still waiting for its code is
 * not public, so it cannot be answered.
 */
import db from '@adonisjs/lucid/services/db'
import type { Review } from '@shoplocal/shared/types'
import { affectedRows } from '#services/auth/one_time_codes'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { retryingRaces } from '#services/engagement/database_races'
import { toReview } from '#services/engagement/reviews'
import { toSqlDateTime } from '#helpers/sql_values'
import { notifyReviewReply } from '#services/notifications/engagement_notices'
import type { ReviewReplyInput } from '#validators/engagement'

interface ReplyAuthor {
  userId: number
}

async function publicReview(reviewId: number) {
  // A review held for moderation is not public yet: nobody answers it until it is approved.
  const review = await db.from('reviews').where({ id: reviewId, is_confirmed: true }).whereNull('held_at').first()
  if (!review) throw engagementErrors.reviewNotFound()
  return review
}

async function reviewWithReply(reviewId: number): Promise<Review> {
  const row = await db
    .from('reviews')
    .leftJoin('review_replies as rr', 'rr.review_id', 'reviews.id')
    .select('reviews.*', 'rr.body as reply_body', 'rr.created_at as reply_created_at', 'rr.updated_at as reply_updated_at')
    .where('reviews.id', reviewId)
    .first()
  return toReview(row)
}

/** Posts the owner's answer, or edits it when there is one; says which. */
export async function saveReply(
  author: ReplyAuthor,
  reviewId: number,
  { body }: ReviewReplyInput,
): Promise<{ review: Review; created: boolean }> {
  await publicReview(reviewId)
  const created = await retryingRaces(() =>
    db.transaction(async (trx) => {
      const now = toSqlDateTime(new Date())
      const edited = await trx.from('review_replies').where('review_id', reviewId).update({ body, user_id: author.userId, updated_at: now })
      if (affectedRows(edited) > 0) return false
      await trx.table('review_replies').insert({ review_id: reviewId, user_id: author.userId, body, created_at: now, updated_at: now })
      await notifyReviewReply(trx, reviewId, body)
      return true
    }),
  )
  return { review: await reviewWithReply(reviewId), created }
}

/** Removes the owner's answer; 404 when there is none. */
export async function deleteReply(reviewId: number): Promise<void> {
  await publicReview(reviewId)
  const deleted = await db.from('review_replies').where('review_id', reviewId).delete()
  if (affectedRows(deleted) === 0) throw engagementErrors.replyNotFound()
}
