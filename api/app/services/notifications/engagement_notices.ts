/*
 * Notifications about reviews, written in the transaction that publishes the review or its reply: the shop's
 * owner hears of a new (or rewritten) review of the shop or one of its products; a reviewer with an account
 * hears of the shop's first answer.
 */
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { fullName } from '@shoplocal/shared/rules'
import { fromSqlDateTime } from '#helpers/sql_values'
import { notify } from '#services/notifications/notify'

export async function notifyNewReview(trx: TransactionClientContract, reviewId: number): Promise<void> {
  const row = await trx
    .from('reviews as r')
    .join('shops as s', 's.id', 'r.shop_id')
    .leftJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .where('r.id', reviewId)
    .select('r.rating', 'r.comment', 'r.reviewer_name', 'r.created_at', 'r.user_id', 's.id as shop_id', 's.name as shop_name', 's.owner_id')
    .select('p.name as product_name', 'u.first_name', 'u.last_name')
    .first()
  if (!row || Number(row.owner_id) === Number(row.user_id)) return
  await notify(trx, {
    userId: Number(row.owner_id),
    kind: 'review_new',
    // A rewritten review is new again (it moves to the top): its time is part of the cause.
    cause: `review:${reviewId}:${fromSqlDateTime(row.created_at).getTime()}`,
    details: {
      shopId: Number(row.shop_id),
      shopName: String(row.shop_name),
      productName: row.product_name ?? null,
      personName: row.reviewer_name ?? (fullName(row.first_name, row.last_name) || null),
      rating: Number(row.rating),
      message: row.comment ?? null,
    },
  })
}

/** The shop's first answer under a review tells its reviewer (an account); edits of the answer do not. */
export async function notifyReviewReply(trx: TransactionClientContract, reviewId: number, body: string): Promise<void> {
  const row = await trx
    .from('reviews as r')
    .join('shops as s', 's.id', 'r.shop_id')
    .where('r.id', reviewId)
    .select('r.user_id', 's.id as shop_id', 's.name as shop_name')
    .first()
  if (!row?.user_id) return
  await notify(trx, {
    userId: Number(row.user_id),
    kind: 'review_reply',
    cause: `review:${reviewId}:reply`,
    details: { shopId: Number(row.shop_id), shopName: String(row.shop_name), message: body },
  })
}
