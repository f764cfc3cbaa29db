/*
 * Public spotlight reads: approved requests that have not ended, of products
 * and shops the public may see. GET /api/spotlight/active lists them by
 * priority (high first), then newest, those in stock before any that is out
 * of stock (priority puts a product first only while it can be bought);
 * GET /api/spotlight/{id} is one page.
 */
import db from '@adonisjs/lucid/services/db'
import type { ActiveSpotlight } from '@shoplocal/shared/types'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import { isoDate, type Row } from '#helpers/sql_values'
import { openingHoursRows, openingHoursText } from '#services/catalogue/serializers'
import { contactFor } from '#services/catalogue/shop_contact'
import { toSqlDateTime } from '#helpers/sql_values'

const COLUMNS = [
  'sr.id',
  'sr.product_id',
  'sr.priority',
  'sr.start_date',
  'sr.end_date',
  'sr.images',
  'p.name as product_name',
  'p.price as product_price',
  'p.prior_price as product_prior_price',
  'p.reduced_since as product_reduced_since',
  'p.rating as product_rating',
  'p.review_count as product_review_count',
  'p.description as product_description',
  'p.image_url as product_image_url',
  'p.in_stock as product_in_stock',
  's.id as shop_id',
  's.name as shop_name',
  's.location as shop_location',
  's.address as shop_address',
  's.phone as shop_phone',
  's.email as shop_email',
  's.opening_hours as shop_opening_hours',
]

function images(value: unknown): string[] {
  if (typeof value !== 'string') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : []
  } catch {
    return []
  }
}

const nullable = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

function toActiveSpotlight(row: Row, signedIn: boolean): ActiveSpotlight {
  const hours = openingHoursRows(row.shop_opening_hours)
  const reviewCount = Number(row.product_review_count ?? 0)
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    priority: Number(row.priority),
    images: images(row.images),
    startDate: isoDate(row.start_date),
    endDate: isoDate(row.end_date),
    product: {
      name: String(row.product_name),
      price: Number(row.product_price),
      priorPrice: row.product_prior_price === null ? null : Number(row.product_prior_price),
      reducedSince: row.product_reduced_since ? isoDate(row.product_reduced_since) : null,
      rating: reviewCount > 0 ? Number(row.product_rating) : null,
      reviewCount,
      description: nullable(row.product_description),
      imageUrl: nullable(row.product_image_url),
      inStock: Boolean(Number(row.product_in_stock)),
    },
    shop: contactFor(
      {
        id: Number(row.shop_id),
        name: String(row.shop_name),
        location: String(row.shop_location),
        address: nullable(row.shop_address),
        phone: nullable(row.shop_phone),
        email: nullable(row.shop_email),
        openingHours: openingHoursText(hours),
        openingHoursSchedule: hours,
      },
      signedIn,
    ),
  }
}

function activeQuery(now: Date) {
  const query = db
    .from('spotlight_requests as sr')
    .join('products as p', 'p.id', 'sr.product_id')
    .join('shops as s', 's.id', 'sr.shop_id')
    .select(COLUMNS)
    .where('sr.status', 'approved')
    .whereNotNull('sr.start_date')
    .where('sr.end_date', '>', toSqlDateTime(now))
  wherePublicProduct(query)
  wherePublicShop(query)
  return query
}

export async function activeSpotlights(signedIn: boolean, now = new Date()): Promise<ActiveSpotlight[]> {
  const rows: Row[] = await activeQuery(now)
    .orderBy('p.in_stock', 'desc')
    // Out of stock, a spotlight's priority counts for nothing: newest first among those.
    .orderByRaw('CASE WHEN p.in_stock THEN sr.priority ELSE 0 END DESC')
    .orderBy('sr.start_date', 'desc')
    .orderBy('sr.id', 'desc')
  return rows.map((row) => toActiveSpotlight(row, signedIn))
}

/** One active spotlight; an ended, unapproved or hidden one is not found. */
export async function findActiveSpotlight(id: number, signedIn: boolean, now = new Date()): Promise<ActiveSpotlight> {
  const row: Row | null = await activeQuery(now).where('sr.id', id).first()
  if (!row) throw catalogueErrors.spotlightNotFound()
  return toActiveSpotlight(row, signedIn)
}
