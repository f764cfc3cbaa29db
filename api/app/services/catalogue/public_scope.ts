/*
 * Who the public may see: approved, active shops that are not suspended for
 * an unpaid plan, nor hidden for missing trader details, nor removed by a decision and, inside them, active products. Every catalogue read goes through these so the rule lives once.
 */
import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { toSqlDateTime, type Row } from '#helpers/sql_values'

/** Rows a public list serves when the client names no limit. */
export const CATALOGUE_PAGE_SIZE = 50

export function wherePublicShop(query: DatabaseQueryBuilderContract, alias = 's') {
  query
    .where(`${alias}.status`, 'approved')
    .where(`${alias}.is_active`, true)
    .whereNot(`${alias}.payment_status`, 'suspended')
    .whereNull(`${alias}.trader_hidden_at`)
    .whereNull(`${alias}.removed_at`)
}

/** The same rule for one loaded shop: whether the public sees it now. */
export function isPublicShop(shop: {
  status: string
  isActive: boolean
  paymentStatus: string
  traderHiddenAt: unknown
  removedAt?: unknown
}): boolean {
  return shop.status === 'approved' && shop.isActive && shop.paymentStatus !== 'suspended' && !shop.traderHiddenAt && !shop.removedAt
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

/** A product's live spotlight as row columns: when the first began and the last ends (the "Sponsored" window). */
interface SponsorColumns {
  is_spotlighted: boolean
  spotlight_starts_at: unknown
  spotlight_ends_at: unknown
}

const NOT_SPONSORED: SponsorColumns = { is_spotlighted: false, spotlight_starts_at: null, spotlight_ends_at: null }

/**
 * The live spotlights of these products, by product id. Asked for one page of
 * products at a time, after ranking, so a search does not probe
 * spotlight_requests for every match.
 */
export async function spotlightWindows(productIds: number[], now: Date): Promise<Map<number, SponsorColumns>> {
  if (productIds.length === 0) return new Map()
  const rows: Row[] = await liveSpotlights(now)
    .select('sr.product_id')
    .min('sr.start_date as starts_at')
    .max('sr.end_date as ends_at')
    .whereIn('sr.product_id', productIds)
    .groupBy('sr.product_id')
  return new Map(
    rows.map((row) => [
      Number(row.product_id),
      { is_spotlighted: true, spotlight_starts_at: row.starts_at, spotlight_ends_at: row.ends_at },
    ]),
  )
}

/** A product row with its sponsor columns from `spotlightWindows`. */
export function withSponsorColumns(row: Row, windows: Map<number, SponsorColumns>): Row {
  return { ...row, ...(windows.get(Number(row.id)) ?? NOT_SPONSORED) }
}

/** Which of these products have an approved spotlight that has not ended. */
export async function spotlightedProductIds(productIds: number[], now: Date): Promise<Set<number>> {
  return new Set((await spotlightWindows(productIds, now)).keys())
}

/**
 * The same columns on a product read (alias `p`), so a page needs no second
 * query; `spotlight_ends_at` is also the moment the flag turns off with no
 * change announced. Joined to the few live spotlights as one derived table: a
 * correlated EXISTS per row cost MariaDB a third of its throughput on a page of 50.
 */
export function withSpotlightFlag(query: DatabaseQueryBuilderContract, now: Date) {
  const live = liveSpotlights(now)
    .select('sr.product_id')
    .min('sr.start_date as starts_at')
    .max('sr.end_date as ends_at')
    .groupBy('sr.product_id')
    .toSQL()
  query.joinRaw(`LEFT JOIN (${live.sql}) AS live ON live.product_id = p.id`, live.bindings.map(String))
  query.select(
    db.raw('live.product_id IS NOT NULL AS is_spotlighted'),
    'live.starts_at as spotlight_starts_at',
    'live.ends_at as spotlight_ends_at',
  )
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
