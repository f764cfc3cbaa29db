/*
 * GET /api/shop-owner/reviews: the published reviews of an owner's shops and of their products, newest
 * first, each with the owner's reply, so the dashboard can answer them. Reviews still waiting for their
 * code, or held for moderation in a burst of new reviewers, are not public and not listed.
 */
import db from '@adonisjs/lucid/services/db'
import { REVIEWS_PAGE_SIZE } from '@shoplocal/shared/constants'
import type { OwnerReview } from '@shoplocal/shared/types'
import type User from '#models/user'
import { requestedWindow, type Page } from '#services/paging'
import { toReview } from '#services/engagement/reviews'
import type { Row } from '#helpers/sql_values'
import type { ReviewListQuery } from '#validators/engagement'
import { countOf } from '#helpers/sql_values'

function ofOwner(ownerId: number) {
  return db
    .from('reviews')
    .join('shops as s', 's.id', 'reviews.shop_id')
    .where('s.owner_id', ownerId)
    .where('reviews.is_confirmed', true)
    .whereNull('reviews.held_at')
}

function toOwnerReview(row: Row): OwnerReview {
  return {
    ...toReview(row),
    shopId: Number(row.shop_id),
    shopName: String(row.shop_name),
    productId: row.product_id === null ? null : Number(row.product_id),
    productName: row.product_name === null ? null : String(row.product_name),
  }
}

export async function listOwnerReviews(owner: User, query: ReviewListQuery): Promise<Page<OwnerReview>> {
  const window = requestedWindow(query, REVIEWS_PAGE_SIZE)
  const [rows, counted] = await Promise.all([
    ofOwner(owner.id)
      .leftJoin('products as p', 'p.id', 'reviews.product_id')
      .leftJoin('review_replies as rr', 'rr.review_id', 'reviews.id')
      .select(
        'reviews.*',
        's.name as shop_name',
        'p.name as product_name',
        'rr.body as reply_body',
        'rr.created_at as reply_created_at',
        'rr.updated_at as reply_updated_at',
      )
      .orderBy('reviews.created_at', 'desc')
      .orderBy('reviews.id', 'desc')
      .offset(window.offset)
      .limit(window.limit),
    ofOwner(owner.id).count('* as total').first(),
  ])
  return { ...window, rows: rows.map(toOwnerReview), total: countOf(counted) }
}
