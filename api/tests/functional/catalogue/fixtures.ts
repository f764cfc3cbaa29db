/*
 * Shops and products with made-up words no seed uses, written straight into
 * the test database, so filters and ranking can be checked against known rows.
 * Like every catalogue write, each is announced on the change feed, so the
 * API's search index picks it up (see searchable()).
 */
import type { Knex } from 'knex'

const sqlNow = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString().slice(0, 19).replace('T', ' ')
export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

async function insertId(db: Knex, table: string, row: Record<string, unknown>): Promise<number> {
  const [id] = await db(table).insert(row)
  return Number(id)
}

/** What recordCatalogueChange writes: the API's index reads these shops and products again. */
export async function announce(db: Knex, change: { shopIds?: number[]; productIds?: number[] }) {
  const rows = [
    ...(change.shopIds ?? []).map((id) => ({ shop_id: id, product_id: null })),
    ...(change.productIds ?? []).map((id) => ({ shop_id: null, product_id: id })),
  ]
  if (rows.length > 0) await db('catalogue_changes').insert(rows.map((row) => ({ ...row, created_at: sqlNow() })))
}

/** Waits until a list URL answers at least one row: the index has applied the changes announced before it. */
export async function searchable(url: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const body = (await (await fetch(url)).json()) as unknown[]
    if (body.length > 0) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} found nothing within ${timeoutMs} ms`)
}

export async function insertOwner(db: Knex, email: string): Promise<number> {
  return insertId(db, 'users', { email, first_name: 'Test', last_name: 'Owner', role: 'shop_owner', city: 'Tralee' })
}

export async function categoryId(db: Knex, slug: string): Promise<number> {
  return Number((await db('categories').where('slug', slug).first('id')).id)
}

interface ShopFixture {
  name: string
  location: string
  description?: string
  status?: 'approved' | 'pending' | 'rejected'
  isActive?: boolean
  categorySlug?: string
  rating?: number
  reviewCount?: number
}

export async function insertShop(db: Knex, ownerId: number, shop: ShopFixture): Promise<number> {
  const status = shop.status ?? 'approved'
  const id = await insertId(db, 'shops', {
    owner_id: ownerId,
    name: shop.name,
    description: shop.description ?? null,
    location: shop.location,
    address: `1 Main Street, ${shop.location}`,
    phone: '066 712 3456',
    email: 'hello@example.ie',
    website: 'https://www.example.ie',
    category_id: shop.categorySlug ? await categoryId(db, shop.categorySlug) : null,
    status,
    is_approved: status === 'approved',
    is_active: shop.isActive ?? true,
    rating: shop.rating ?? 0,
    review_count: shop.reviewCount ?? 0,
    opening_hours: JSON.stringify([
      { day: 'Monday', opens: '09:00', closes: '17:30' },
      { day: 'Sunday', opens: null, closes: null },
    ]),
    created_at: sqlNow(-400 * DAY),
    updated_at: sqlNow(-400 * DAY),
  })
  await announce(db, { shopIds: [id] })
  return id
}

interface ProductFixture {
  name: string
  description?: string
  price?: number
  isActive?: boolean
  inStock?: boolean
  rating?: number
  reviewCount?: number
}

export async function insertProduct(db: Knex, shopId: number, product: ProductFixture): Promise<number> {
  const id = await insertId(db, 'products', {
    shop_id: shopId,
    name: product.name,
    description: product.description ?? null,
    price: product.price ?? 10,
    image_url: '/uploads/seed/product-fashion-1.svg',
    is_active: product.isActive ?? true,
    in_stock: product.inStock ?? true,
    rating: product.rating ?? 0,
    review_count: product.reviewCount ?? 0,
  })
  await announce(db, { productIds: [id] })
  return id
}

export async function insertSpotlight(
  db: Knex,
  options: {
    productId: number
    shopId: number
    ownerId: number
    status: string
    priority: number
    startOffsetMs: number
    endOffsetMs: number
  },
): Promise<number> {
  return insertId(db, 'spotlight_requests', {
    product_id: options.productId,
    shop_id: options.shopId,
    shop_owner_id: options.ownerId,
    duration_months: 1,
    monthly_fee: 149,
    total_amount: 149,
    images: JSON.stringify(['/uploads/seed/product-fashion-1.svg', '/uploads/seed/product-fashion-2.svg']),
    status: options.status,
    priority: options.priority,
    start_date: sqlNow(options.startOffsetMs),
    end_date: sqlNow(options.endOffsetMs),
  })
}

export async function insertVisit(
  db: Knex,
  visit: { shopId: number; ipAddress: string; visitorHash?: string; userAgent: string; agoMs: number },
): Promise<void> {
  const at = new Date(Date.now() - visit.agoMs)
  await db('shop_visits').insert({
    shop_id: visit.shopId,
    ip_address: visit.ipAddress,
    visitor_hash: visit.visitorHash ?? null,
    user_agent: visit.userAgent,
    visited_at: sqlNow(-visit.agoMs),
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    week: 1,
    day: at.getUTCDate(),
  })
}

/** GET a JSON body and its status. */
export async function getJson<T = unknown>(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  const body = (await response.json()) as T
  return { status: response.status, body, headers: response.headers }
}

/** Waits until each API named has counted every shop page view it took (it does so in the background). */
export async function visitsSettled(...apiUrls: string[]): Promise<void> {
  const deadline = Date.now() + 10_000
  for (const url of apiUrls) {
    for (;;) {
      const { body } = await getJson<{ visitsWaiting: number }>(`${url}/api/health`)
      if (body.visitsWaiting === 0) break
      if (Date.now() > deadline) throw new Error(`${url} did not count its shop visits in time`)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}
