/*
 * Ratings and reviews of shops and products. One review per reviewer per
 * shop or product: a second one replaces the first. The shop's or product's
 * rating and reviewCount are recomputed from its reviews in the same
 * transaction, with the target row locked (MySQL; SQLite runs one write
 * transaction at a time), so two reviews at once still leave true figures.
 */
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { normalizeComment } from '@shoplocal/shared/rules'
import type { RatingSummary, Review, ReviewResult } from '@shoplocal/shared/types'
import { REVIEWS_PAGE_SIZE } from '@shoplocal/shared/constants'
import { isMysql } from '#services/catalogue/text_match'
import { isoDate, type Row } from '#services/catalogue/serializers'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import type { EngagementActor } from '#services/engagement/engagement_actor'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { retryingRaces } from '#services/engagement/database_races'
import { requestedWindow, type Page } from '#services/paging'
import { toSqlDateTime } from '#services/sql_datetime'
import type { ReviewInput, ReviewListQuery } from '#validators/engagement'
import { recordCatalogueChange } from '#services/catalogue/catalogue_changes'

export type ReviewTarget = { kind: 'shop'; id: number } | { kind: 'product'; id: number }

interface Reviewer {
  userId: number | null
  guestSessionId: number | null
  reviewerName: string | null
  reviewerEmail: string | null
}

export function toReview(row: Row): Review {
  return {
    id: Number(row.id),
    rating: Number(row.rating),
    comment: row.comment === null || row.comment === undefined ? null : String(row.comment),
    reviewerName: row.reviewer_name === null || row.reviewer_name === undefined ? null : String(row.reviewer_name),
    createdAt: isoDate(row.created_at),
  }
}

/** "Aoife K.": enough to recognise a neighbour, not enough to find them. */
function shortName(firstName: string | null, lastName: string | null): string | null {
  const first = firstName?.trim()
  if (!first) return null
  const initial = lastName?.trim().charAt(0)
  return initial ? `${first} ${initial}.` : first
}

/** Who is reviewing: the account, else the guest session, else a name and email typed into the form. */
async function reviewerOf(actor: EngagementActor, input: ReviewInput): Promise<Reviewer> {
  const typedName = input.reviewerName || null
  const typedEmail = input.reviewerEmail || null
  if (actor.user) {
    return {
      userId: actor.user.id,
      guestSessionId: null,
      reviewerName: shortName(actor.user.firstName, actor.user.lastName) ?? typedName,
      reviewerEmail: actor.user.email ?? typedEmail,
    }
  }
  if (actor.guestSessionId !== null) {
    const guest = await db.from('guest_sessions').select('email').where('id', actor.guestSessionId).first()
    return {
      userId: null,
      guestSessionId: actor.guestSessionId,
      reviewerName: typedName,
      reviewerEmail: typedEmail ?? guest?.email ?? null,
    }
  }
  if (typedName && typedEmail) return { userId: null, guestSessionId: null, reviewerName: typedName, reviewerEmail: typedEmail }
  if (typedName) throw engagementErrors.invalidField('reviewerEmail', M.guestEmailRequired)
  if (typedEmail) throw engagementErrors.invalidField('reviewerName', M.guestNameRequired)
  throw engagementErrors.invalidField('reviewerName', M.reviewerIdentityRequired)
}

function whereTarget(query: DatabaseQueryBuilderContract, target: ReviewTarget) {
  if (target.kind === 'shop') query.where('shop_id', target.id).whereNull('product_id')
  else query.where('product_id', target.id)
}

function whereReviewer(query: DatabaseQueryBuilderContract, reviewer: Reviewer) {
  if (reviewer.userId !== null) query.where('user_id', reviewer.userId)
  else if (reviewer.guestSessionId !== null) query.where('guest_session_id', reviewer.guestSessionId)
  else query.whereNull('user_id').whereNull('guest_session_id').where('reviewer_email', reviewer.reviewerEmail!)
}

/** The public shop (or the public product's shop) id, locked for the rest of the transaction; 404 when hidden. */
async function lockTarget(trx: TransactionClientContract, target: ReviewTarget): Promise<{ shopId: number; table: string }> {
  const query =
    target.kind === 'shop'
      ? trx.from('shops as s').select('s.id as shop_id').where('s.id', target.id)
      : trx.from('products as p').join('shops as s', 's.id', 'p.shop_id').select('p.shop_id').where('p.id', target.id)
  wherePublicShop(query)
  if (target.kind === 'product') wherePublicProduct(query)
  if (isMysql()) query.forUpdate()
  const row = await query.first()
  if (!row) throw target.kind === 'shop' ? engagementErrors.shopNotFound() : engagementErrors.productNotFound()
  return { shopId: Number(row.shop_id), table: target.kind === 'shop' ? 'shops' : 'products' }
}

/** Two decimals, what the rating column keeps. */
const round2 = (value: number) => Math.round(value * 100) / 100

async function recompute(trx: TransactionClientContract, target: ReviewTarget, table: string): Promise<RatingSummary> {
  const figures = trx.from('reviews').avg('rating as average').count('* as total')
  whereTarget(figures, target)
  const row = await figures.first()
  const reviewCount = Number(row?.total ?? 0)
  const rating = reviewCount > 0 ? round2(Number(row?.average)) : 0
  await trx.from(table).where('id', target.id).update({ rating, review_count: reviewCount })
  // Search ranks equal matches by rating, so the index hears of the new figures.
  await recordCatalogueChange(target.kind === 'shop' ? { shopIds: [target.id] } : { productIds: [target.id] }, trx)
  const shown = reviewCount > 0 ? rating : null
  return { rating: shown, averageRating: shown, reviewCount }
}

/** The shop id of a product, so policies can ask who owns it; null when there is no such product. */
export async function shopIdOfProduct(productId: number): Promise<number | null> {
  const row = await db.from('products').select('shop_id').where('id', productId).first()
  return row ? Number(row.shop_id) : null
}

export async function submitReview(actor: EngagementActor, target: ReviewTarget, input: ReviewInput): Promise<ReviewResult> {
  const reviewer = await reviewerOf(actor, input)
  const comment = normalizeComment(input.comment)
  return retryingRaces(() =>
    db.transaction(async (trx) => {
      const { shopId, table } = await lockTarget(trx, target)
      const existing = trx.from('reviews').select('id')
      whereTarget(existing, target)
      whereReviewer(existing, reviewer)
      const previous = await existing.first()
      const now = toSqlDateTime(new Date())
      const fields = { rating: input.rating, comment, reviewer_name: reviewer.reviewerName, reviewer_email: reviewer.reviewerEmail }

      let id: number
      if (previous) {
        id = Number(previous.id)
        // A replaced review counts as new: it moves to the top of the list.
        await trx
          .from('reviews')
          .where('id', id)
          .update({ ...fields, created_at: now, updated_at: now })
      } else {
        const [inserted] = await trx.table('reviews').insert({
          ...fields,
          shop_id: shopId,
          product_id: target.kind === 'product' ? target.id : null,
          user_id: reviewer.userId,
          guest_session_id: reviewer.guestSessionId,
          created_at: now,
          updated_at: now,
        })
        id = Number(inserted)
      }
      const summary = await recompute(trx, target, table)
      const stored = await trx.from('reviews').where('id', id).first()
      return { review: toReview(stored), replaced: Boolean(previous), summary }
    }),
  )
}

/** A public shop's or product's reviews, newest first; 404 when the shop or product is hidden. */
export async function listReviews(target: ReviewTarget, query: ReviewListQuery): Promise<Page<Review>> {
  const visible =
    target.kind === 'shop'
      ? db.from('shops as s').select('s.id').where('s.id', target.id)
      : db.from('products as p').join('shops as s', 's.id', 'p.shop_id').select('p.id').where('p.id', target.id)
  wherePublicShop(visible)
  if (target.kind === 'product') wherePublicProduct(visible)
  if (!(await visible.first())) throw target.kind === 'shop' ? engagementErrors.shopNotFound() : engagementErrors.productNotFound()

  const window = requestedWindow(query, REVIEWS_PAGE_SIZE)
  const rows = db.from('reviews')
  whereTarget(rows, target)
  const counted = await rows.clone().count('* as total').first()
  const page = await rows.select('*').orderBy('created_at', 'desc').orderBy('id', 'desc').offset(window.offset).limit(window.limit)
  return { ...window, rows: page.map(toReview), total: Number(counted?.total ?? 0) }
}
