/*
 * The floor for the search benchmark: node:http + mysql2 and nothing else, doing
 * the same work as the API's indexed search: the same in-memory index
 * (api/app/services/catalogue/catalogue_index.ts, built by search-index-loader.ts)
 * picks a page of ids and the total, then the page's rows are read by id with
 * the API's SQL (products with their spotlight flag in the same query, rows
 * read in the last few seconds kept as the API keeps them; shops with their
 * product counts taken from the index, as the API does).
 * No framework, validation, sessions, logging, cache or change feed.
 * Started by search.ts; PORT and BENCH_DB set it up. Run with the API's TS loader.
 */
import { createServer } from 'node:http'
import mysql from 'mysql2/promise'
import { CardRows } from '@shoplocal/api/card-rows'
import { loadCatalogueIndex } from './search-index-loader.ts'

const PAGE = 50
const pool = mysql.createPool({
  ...(process.env.DB_SOCKET ? { socketPath: process.env.DB_SOCKET } : { host: '127.0.0.1' }),
  user: 'root',
  database: process.env.BENCH_DB ?? 'search_bench',
  connectionLimit: 20,
  timezone: 'Z',
})
const index = await loadCatalogueIndex(pool)
const cardRows = new CardRows<Record<string, unknown>>()

const placeholders = (count: number) => Array(count).fill('?').join(', ')
const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')
type Rows = Record<string, unknown>[]

const PRODUCT_ROWS = (count: number) =>
  `SELECT p.id, p.shop_id, p.name, p.description, p.price, p.original_price, p.image_url, p.rating, p.review_count, p.is_active, p.in_stock, s.name AS shop_name, s.location AS shop_location, s.profile_image_url AS shop_profile_image_url, s.rating AS shop_rating, s.review_count AS shop_review_count, s.view_count AS shop_view_count, c.name AS category_name, c.slug AS category_slug, live.product_id IS NOT NULL AS is_spotlighted FROM products AS p INNER JOIN shops AS s ON s.id = p.shop_id LEFT JOIN categories AS c ON c.id = s.category_id LEFT JOIN (SELECT DISTINCT sr.product_id FROM spotlight_requests AS sr WHERE sr.status = ? AND sr.end_date > ?) AS live ON live.product_id = p.id WHERE p.id IN (${placeholders(count)}) AND p.is_active = ? AND s.status = ? AND s.is_active = ? AND s.payment_status <> ?`
const SHOP_ROWS = (count: number) =>
  `SELECT s.id, s.name, s.description, s.location, s.address, s.phone, s.email, s.website, s.profile_image_url, s.opening_hours, s.category_id, s.rating, s.review_count, s.view_count, s.is_approved, s.created_at, c.name AS category_name, c.slug AS category_slug FROM shops AS s LEFT JOIN categories AS c ON c.id = s.category_id WHERE s.id IN (${placeholders(count)}) AND s.status = ? AND s.is_active = ? AND s.payment_status <> ?`

function ordered(ids: number[], rows: Rows): Rows {
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  return ids.map((id) => byId.get(id)).filter((row): row is Record<string, unknown> => row !== undefined)
}

async function products(params: URLSearchParams, window: { offset: number; limit: number }) {
  const { ids, total } = index.searchProducts(
    {
      product: params.get('product') ?? undefined,
      shop: params.get('shop') ?? undefined,
      location: params.get('location') ?? undefined,
      categorySlug: params.get('category') ?? undefined,
    },
    window,
  )
  if (ids.length === 0) return { body: [], total }
  const { found, missing } = cardRows.take(ids)
  if (missing.length > 0) {
    const [rows] = await pool.query(PRODUCT_ROWS(missing.length), ['approved', sqlNow(), ...missing, true, 'approved', true, 'suspended'])
    const read = new Map((rows as Rows).map((row) => [Number(row.id), row]))
    cardRows.put(read, cardRows.generation)
    for (const [id, row] of read) found.set(id, row)
  }
  return { body: ids.map((id) => found.get(id)).filter((row) => row !== undefined), total }
}

async function shops(params: URLSearchParams, window: { offset: number; limit: number }) {
  const { ids, total } = index.searchShops(
    {
      search: params.get('search') ?? undefined,
      location: params.get('location') ?? undefined,
      categorySlug: params.get('category') ?? undefined,
    },
    window,
  )
  if (ids.length === 0) return { body: [], total }
  const [rows] = await pool.query(SHOP_ROWS(ids.length), [...ids, 'approved', true, 'suspended'])
  const body = ordered(ids, rows as Rows).map((row) => ({ ...row, product_count: index.productCountOf(Number(row.id)) }))
  return { body, total }
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
  const window = { offset: (page - 1) * PAGE, limit: PAGE }
  try {
    const result = url.pathname === '/api/shops' ? await shops(url.searchParams, window) : await products(url.searchParams, window)
    response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(result.total) })
    response.end(JSON.stringify(result.body))
  } catch (error) {
    response.writeHead(500).end(String(error))
  }
}).listen(Number(process.env.PORT ?? 3998), '127.0.0.1')
