/*
 * Reviews held in a burst of new reviewers (services/engagement/review_holds.ts) wait here for an admin.
 * Approving one lets it count and be listed from then on (the owner hears of it as of any new review);
 * rejecting one hides it the way any hidden review is hidden, through the reports desk's own restriction and
 * statement of reasons, so an appeal's reversal publishes it. Each decision is one transaction with its admin
 * log, and only the first of two admins at once finds the review still held.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { HeldReview, HeldReviewsPage } from '@shoplocal/shared/types'
import { isoDate, type Row } from '#helpers/sql_values'
import type { SignedInActor } from '#services/actor'
import { recordAdminAction } from '#services/admin/admin_log_service'
import { recomputeReviewFigures } from '#services/engagement/reviews'
import { notifyNewReview } from '#services/notifications/engagement_notices'
import { reportableTarget } from '#services/trust/report_targets'
import { applyRestriction } from '#services/trust/restrictions'
import { issueStatement } from '#services/trust/statements'
import { trustErrors } from '#services/trust/trust_errors'
import type { HeldReviewRejectionInput } from '#validators/trust'

/** The most held reviews one page of the console lists. */
const LIST_LIMIT = 200

const held = () =>
  db
    .from('reviews as r')
    .join('shops as s', 's.id', 'r.shop_id')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .whereNotNull('r.held_at')
    .where('r.is_confirmed', true)
    .whereNull('r.hidden_at')

function toHeldReview(row: Row): HeldReview {
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    comment: row.comment === null ? null : String(row.comment),
    reviewerName: row.reviewer_name === null ? null : String(row.reviewer_name),
    reviewerKind: row.user_id !== null ? 'account' : row.guest_session_id !== null ? 'guest' : 'email',
    shopId: Number(row.shop_id),
    shopName: String(row.shop_name),
    productId: row.product_id === null ? null : Number(row.product_id),
    productName: row.product_name === null || row.product_name === undefined ? null : String(row.product_name),
    createdAt: isoDate(row.created_at),
    heldAt: isoDate(row.held_at),
  }
}

/** GET /api/admin/reviews/held: oldest held first. */
export async function listHeldReviews(): Promise<HeldReviewsPage> {
  const rows: Row[] = await held()
    .select(
      'r.id',
      'r.rating',
      'r.comment',
      'r.reviewer_name',
      'r.user_id',
      'r.guest_session_id',
      'r.shop_id',
      'r.product_id',
      'r.created_at',
      'r.held_at',
      's.name as shop_name',
      'p.name as product_name',
    )
    .orderBy('r.held_at', 'asc')
    .orderBy('r.id', 'asc')
    .limit(LIST_LIMIT)
  const total: Row | null = await held().count('* as total').first()
  return { reviews: rows.map(toHeldReview), totalCount: Number(total?.total ?? 0) }
}

/** Takes the review out of the held list in one statement; 404 when it is not (or no longer) held. */
async function release(trx: TransactionClientContract, reviewId: number): Promise<void> {
  // No longer a newcomer's either: a later burst on the shop does not hold what an admin let through.
  const taken = await trx
    .from('reviews')
    .where('id', reviewId)
    .whereNotNull('held_at')
    .whereNull('hidden_at')
    .update({ held_at: null, newcomer: false })
  if (Number(taken) === 0) throw trustErrors.reviewNotHeld()
}

/** POST /api/admin/reviews/{id}/approve: the review counts and is listed from now. */
export async function approveHeldReview(actor: SignedInActor, reviewId: number): Promise<void> {
  await db.transaction(async (trx) => {
    await release(trx, reviewId)
    await recomputeReviewFigures(trx, reviewId)
    await notifyNewReview(trx, reviewId)
    await recordAdminAction(
      actor,
      { action: 'held_review_approved', targetType: 'review', targetId: reviewId, targetName: `#${reviewId}`, reason: '' },
      trx,
    )
  })
}

/** POST /api/admin/reviews/{id}/reject: hidden as any review is, with its statement of reasons; returns its id. */
export async function rejectHeldReview(actor: SignedInActor, reviewId: number, input: HeldReviewRejectionInput): Promise<number> {
  const target = await reportableTarget('review', reviewId, 'admin')
  return db.transaction(async (trx) => {
    await release(trx, reviewId)
    // Released first, so the restriction's undo (an appeal's reversal) publishes it rather than holding it again.
    const restored = await applyRestriction(trx, 'hide_item', target, input.explanation)
    const statementId = await issueStatement(trx, {
      affectedUserId: target.ownerUserId,
      target,
      action: 'hide_item',
      ground: input.ground,
      groundDetail: input.groundDetail,
      explanation: input.explanation,
      decidedBy: actor.user.id,
      restored,
    })
    await recordAdminAction(
      actor,
      { action: 'held_review_rejected', targetType: 'review', targetId: reviewId, targetName: target.name, reason: input.explanation },
      trx,
    )
    return statementId
  })
}
