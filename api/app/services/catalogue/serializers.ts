/*
 * Database rows (snake_case, and the drivers' raw types) to the JSON shapes in
 * @shoplocal/shared/types. SQLite returns DATETIME as UTC text and booleans as
 * 0/1; MySQL returns Date objects and DECIMAL as strings.
 */
import type {
  CategoryRef,
  OpeningHoursRow,
  Product,
  PublicTrader,
  Shop,
  ShopClosure,
  ShopDetail,
  ShopListItem,
  ShopOpenFacts,
  ShopSummary,
  Sponsorship,
} from '@shoplocal/shared/types'
import { isoDate, type Row } from '#helpers/sql_values'

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))
const count = (value: unknown): number => Number(value ?? 0)
const money = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

/** A stored average is meaningless until somebody has rated: null, so screens show 'No ratings yet'. */
function ratingOf(rating: unknown, reviewCount: unknown): number | null {
  return count(reviewCount) > 0 ? Number(rating) : null
}

function categoryOf(row: Row, prefix = ''): CategoryRef | null {
  const slug = row[`${prefix}category_slug`]
  return slug ? { name: String(row[`${prefix}category_name`]), slug: String(slug) } : null
}

export function openingHoursRows(value: unknown): OpeningHoursRow[] | null {
  if (typeof value !== 'string' || value === '') return null
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? (parsed as OpeningHoursRow[]) : null
  } catch {
    return null
  }
}

/** The plain-text form of opening hours: one "Monday 09:00–18:00" line per open day. */
export function openingHoursText(rows: OpeningHoursRow[] | null): string | null {
  if (!rows) return null
  const lines = rows.filter((row) => row.opens && row.closes).map((row) => `${row.day} ${row.opens}–${row.closes}`)
  return lines.length > 0 ? lines.join('\n') : null
}

/** Stock minus what reservations hold (never below 0); null when the shop does not count the product. */
export function availableStockOf(stock: unknown, held: unknown): number | null {
  return stock === null || stock === undefined ? null : Math.max(0, Number(stock) - Number(held ?? 0))
}

/** The paid placement a spotlighted product carries, for its "Sponsored" label; null when not spotlighted. */
function sponsoredOf(row: Row): Sponsorship | null {
  if (!row.is_spotlighted || !row.spotlight_starts_at || !row.spotlight_ends_at) return null
  return { from: isoDate(row.spotlight_starts_at), until: isoDate(row.spotlight_ends_at) }
}

export function toProduct(row: Row): Product {
  return {
    id: count(row.id),
    shopId: count(row.shop_id),
    name: String(row.name),
    description: text(row.description),
    price: Number(row.price),
    priorPrice: money(row.prior_price),
    reducedSince: row.reduced_since ? isoDate(row.reduced_since) : null,
    imageUrl: text(row.image_url),
    rating: ratingOf(row.rating, row.review_count),
    reviewCount: count(row.review_count),
    isActive: Boolean(row.is_active),
    isSpotlighted: Boolean(row.is_spotlighted),
    sponsored: sponsoredOf(row),
    inStock: Boolean(row.in_stock),
    availableStock: availableStockOf(row.stock, row.held_stock),
  }
}

/** A product of a search or browse read, with the shop it belongs to (columns prefixed shop_). */
export function toProductWithShop(row: Row): Product {
  const shop: ShopSummary = {
    id: count(row.shop_id),
    name: String(row.shop_name),
    location: String(row.shop_location),
    profileImageUrl: text(row.shop_profile_image_url),
    rating: ratingOf(row.shop_rating, row.shop_review_count),
    reviewCount: count(row.shop_review_count),
    viewCount: count(row.shop_view_count),
    category: categoryOf(row),
  }
  return { ...toProduct(row), shop }
}

function shopFields(row: Row): Omit<Shop, 'products'> {
  const rating = ratingOf(row.rating, row.review_count)
  return {
    id: count(row.id),
    name: String(row.name),
    // The tables have no separate display name; the screens show the shop's name.
    displayName: String(row.name),
    description: text(row.description),
    location: String(row.location),
    address: text(row.address),
    phone: text(row.phone),
    email: text(row.email),
    website: text(row.website),
    profileImageUrl: text(row.profile_image_url),
    openingHours: openingHoursText(openingHoursRows(row.opening_hours)),
    categoryId: row.category_id === null ? null : count(row.category_id),
    category: categoryOf(row),
    rating,
    // shops.rating is kept as the average of the shop's reviews, so both names carry it.
    averageRating: rating,
    reviewCount: count(row.review_count),
    viewCount: count(row.view_count),
    isApproved: Boolean(row.is_approved),
    createdAt: isoDate(row.created_at),
  }
}

/** What says whether the shop is open at a moment; its closures are read beside the row (shop_calendar.ts). */
function openFacts(row: Row, closures: ShopClosure[]): ShopOpenFacts {
  return {
    openingHoursSchedule: openingHoursRows(row.opening_hours),
    temporarilyClosed: Boolean(Number(row.temporarily_closed ?? 0)),
    closures,
  }
}

export function toShopListItem(row: Row, productCount: number, closures: ShopClosure[]): ShopListItem {
  return { ...shopFields(row), productCount, ...openFacts(row, closures) }
}

export function toShopDetail(row: Row, products: Product[], closures: ShopClosure[], trader: PublicTrader | null): ShopDetail {
  return { ...shopFields(row), ...openFacts(row, closures), products, trader }
}
