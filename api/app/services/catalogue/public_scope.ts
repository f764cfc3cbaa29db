/*
 * Who the public may see: approved, active shops and, inside them, active
 * products. Every catalogue read goes through these so the rule lives once.
 */
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { toSqlDateTime } from '#services/sql_datetime'

export function wherePublicShop(query: DatabaseQueryBuilderContract, alias = 's') {
  query.where(`${alias}.status`, 'approved').where(`${alias}.is_active`, true)
}

export function wherePublicProduct(query: DatabaseQueryBuilderContract, alias = 'p') {
  query.where(`${alias}.is_active`, true)
}

/** SQL for "this product has an approved spotlight that has not ended", selected as is_spotlighted. */
export function isSpotlightedColumn(now: Date, productAlias = 'p') {
  return {
    sql: `EXISTS (SELECT 1 FROM spotlight_requests sr WHERE sr.product_id = ${productAlias}.id AND sr.status = 'approved' AND sr.end_date > ?) AS is_spotlighted`,
    bindings: [toSqlDateTime(now)],
  }
}

/** The product columns every public product read needs. */
export const PRODUCT_COLUMNS = [
  'p.id',
  'p.shop_id',
  'p.name',
  'p.description',
  'p.price',
  'p.original_price',
  'p.image_url',
  'p.rating',
  'p.review_count',
  'p.is_active',
  'p.in_stock',
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
  's.category_id',
  's.rating',
  's.review_count',
  's.view_count',
  's.is_approved',
  's.created_at',
  'c.name as category_name',
  'c.slug as category_slug',
]
