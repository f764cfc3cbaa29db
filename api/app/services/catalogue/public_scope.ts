/*
 * Who the public may see: approved, active shops that are not suspended for
 * an unpaid plan and, inside them, active products. Every catalogue read goes through these so the rule lives once.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { toSqlDateTime } from '#helpers/sql_values'

/** Rows a public list serves when the client names no limit. */
export const CATALOGUE_PAGE_SIZE = 50

export function wherePublicShop(query: DatabaseQueryBuilderContract, alias = 's') {
  query.where(`${alias}.status`, 'approved').where(`${alias}.is_active`, true).whereNot(`${alias}.payment_status`, 'suspended')
}

/** The same rule for one loaded shop: whether the public sees it now. */
export function isPublicShop(shop: { status: string; isActive: boolean; paymentStatus: string }): boolean {
  return shop.status === 'approved' && shop.isActive && shop.paymentStatus !== 'suspended'
}

/** Active, and not hidden by a moderation decision (a statement of reasons says why). */
export function wherePublicProduct(query: DatabaseQueryBuilderContract, alias = 'p') {
  query.where(`${alias}.is_active`, true).whereNull(`${alias}.hidden_at`)
}

/** Search and the lists leave out a shop restricted by a moderation decision; its page still opens by link. */
export function whereUnrestrictedShop(query: DatabaseQueryBuilderContract, alias = 's') {
  query.whereNull(`${alias}.restricted_at`)
}

/** Spotlight requests that make their product spotlighted now: approved and not yet ended. */
function liveSpotlights(now: Date) {
  return db.from('spotlight_requests as sr').where('sr.status', 'approved').where('sr.end_date', '>', toSqlDateTime(now))
}

/**
 * Which of these products have an approved spotlight that has not ended. Asked
 * for one page of products at a time, after ranking, so a search does not probe
 * spotlight_requests for every match.
 */
export async function spotlightedProductIds(productIds: number[], now: Date): Promise<Set<number>> {
  if (productIds.length === 0) return new Set()
  const rows: { product_id: number }[] = await liveSpotlights(now).distinct('sr.product_id').whereIn('sr.product_id', productIds)
  return new Set(rows.map((row) => Number(row.product_id)))
}

/**
 * The same flag as a column `is_spotlighted` of a product read (alias `p`), so
 * a page needs no second query, with `spotlight_ends_at`: when the last of its
 * live spotlights ends (null when none), the moment the flag turns off with no
 * change announced. Joined to the few live spotlights as one derived table: a
 * correlated EXISTS per row cost MariaDB a third of its throughput on a page of 50.
 */
export function withSpotlightFlag(query: DatabaseQueryBuilderContract, now: Date) {
  const live = liveSpotlights(now).select('sr.product_id').max('sr.end_date as ends_at').groupBy('sr.product_id').toSQL()
  query.joinRaw(`LEFT JOIN (${live.sql}) AS live ON live.product_id = p.id`, live.bindings.map(String))
  query.select(db.raw('live.product_id IS NOT NULL AS is_spotlighted'), 'live.ends_at as spotlight_ends_at')
}

/** The product columns every public product read needs. */
export const PRODUCT_COLUMNS = [
  'p.id',
  'p.shop_id',
  'p.name',
  'p.description',
  'p.price',
  'p.prior_price',
  'p.reduced_since',
  'p.image_url',
  'p.rating',
  'p.review_count',
  'p.is_active',
  'p.in_stock',
  'p.stock',
  'p.held_stock',
]

/** The shop beside a product in a public product read (a search result, a favourite): aliases toProductWithShop reads. */
export const SHOP_SUMMARY_COLUMNS = [
  's.name as shop_name',
  's.location as shop_location',
  's.profile_image_url as shop_profile_image_url',
  's.rating as shop_rating',
  's.review_count as shop_review_count',
  's.view_count as shop_view_count',
  'c.name as category_name',
  'c.slug as category_slug',
]

/** The shop columns of a public shop read (list and detail). */
export const SHOP_COLUMNS = [
  's.id',
  's.name',
  's.description',
  's.location',
  's.address',
  's.phone',
  's.email',
  's.website',
  's.profile_image_url',
  's.opening_hours',
  's.temporarily_closed',
  's.category_id',
  's.rating',
  's.review_count',
  's.view_count',
  's.is_approved',
  's.created_at',
  'c.name as category_name',
  'c.slug as category_slug',
]
