/*
 * The floor for the search benchmark: node:http + mysql2 and nothing else, doing
 * the same work as the API's indexed search: the same in-memory index
 * (api/app/services/search/catalogue_engine.ts, built by search-index-loader.ts)
 * picks a page of ids and the total, then the page's rows are read by id with
 * the API's SQL (products with their spotlight flag in the same query, rows
 * already read kept, with their JSON, as the API keeps them; shops with their
 * product counts taken from the index, as the API does; cards of both kept
 * and product cards read for every public row at start, as the API keeps and warms them).
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
const cardRows = new CardRows<string>()

const placeholders = (count: number) => Array(count).fill('?').join(', ')
const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')
type Rows = Record<string, unknown>[]

/** Public product cards; its parameters are PUBLIC_CARD_PARAMS() and then the condition's. */
const PUBLIC_CARDS = `SELECT p.id, p.shop_id, p.name, p.description, p.price, p.prior_price, p.reduced_since, p.image_url, p.rating, p.review_count, p.is_active, p.in_stock, s.name AS shop_name, s.location AS shop_location, s.profile_image_url AS shop_profile_image_url, s.rating AS shop_rating, s.review_count AS shop_review_count, s.view_count AS shop_view_count, c.name AS category_name, c.slug AS category_slug, live.product_id IS NOT NULL AS is_spotlighted, live.ends_at AS spotlight_ends_at FROM products AS p INNER JOIN shops AS s ON s.id = p.shop_id LEFT JOIN categories AS c ON c.id = s.category_id LEFT JOIN (SELECT sr.product_id, MAX(sr.end_date) AS ends_at FROM spotlight_requests AS sr WHERE sr.status = ? AND sr.end_date > ? GROUP BY sr.product_id) AS live ON live.product_id = p.id WHERE p.is_active = ? AND s.status = ? AND s.is_active = ? AND s.payment_status <> ?`
const PUBLIC_CARD_PARAMS = () => ['approved', sqlNow(), true, 'approved', true, 'suspended']
const PRODUCT_ROWS = (count: number) => `${PUBLIC_CARDS} AND p.id IN (${placeholders(count)})`
const WARM_ROWS = `${PUBLIC_CARDS} AND s.id > ? AND s.id <= ?`
const WARM_SHOPS = 100
const SHOP_SELECT = `SELECT s.id, s.name, s.description, s.location, s.address, s.phone, s.email, s.website, s.profile_image_url, s.opening_hours, s.category_id, s.rating, s.review_count, s.view_count, s.is_approved, s.created_at, c.name AS category_name, c.slug AS category_slug FROM shops AS s LEFT JOIN categories AS c ON c.id = s.category_id`
const PUBLIC_SHOP = 's.status = ? AND s.is_active = ? AND s.payment_status <> ?'
const SHOP_ROWS = (count: number) => `${SHOP_SELECT} WHERE s.id IN (${placeholders(count)}) AND ${PUBLIC_SHOP}`

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
  if (ids.length === 0) return { json: '[]', total }
  const { found, missing } = cardRows.take(ids)
  if (missing.length > 0) {
    for (const [id, json] of await readCards(PRODUCT_ROWS(missing.length), missing)) found.set(id, json)
  }
  return { json: `[${ids.flatMap((id) => found.get(id) ?? []).join(',')}]`, total }
}

/** Reads cards as the API does (their JSON made at once), keeps them and gives them back by id. */
async function readCards(sql: string, params: unknown[]): Promise<Map<number, string>> {
  const generation = cardRows.generation
  const [rows] = await pool.query(sql, [...PUBLIC_CARD_PARAMS(), ...params])
  const read = new Map(
    (rows as Rows).map((row) => [
      Number(row.id),
      {
        row: JSON.stringify(row),
        shopId: Number(row.shop_id),
        viewCount: Number(row.shop_view_count),
        until: row.spotlight_ends_at ? new Date(row.spotlight_ends_at as Date).getTime() : Infinity,
      },
    ]),
  )
  cardRows.put(read, generation)
  return new Map([...read].map(([id, card]) => [id, card.row]))
}

/** Every public card read once the index is built, a batch at a time, as the API warms its own. */
async function warmCards() {
  const [[last]] = (await pool.query('SELECT MAX(id) AS id FROM shops')) as unknown as [Rows]
  for (let after = 0; after < Number(last?.id ?? 0); after += WARM_SHOPS) {
    await readCards(WARM_ROWS, [after, after + WARM_SHOPS])
    await new Promise((resolve) => setImmediate(resolve))
  }
}

/** Kept shop JSON with the product count it shows, read again when the index counts otherwise (as the API). */
const shopCards = new Map<number, { json: string; productCount: number }>()

async function readShops(sql: string, params: unknown[], counts = new Map<number, number>()) {
  const [rows] = await pool.query(sql, [...params, 'approved', true, 'suspended'])
  for (const row of rows as Rows) {
    const productCount = counts.get(Number(row.id)) ?? 0
    shopCards.set(Number(row.id), { json: JSON.stringify({ ...row, product_count: productCount }), productCount })
  }
}

async function shops(params: URLSearchParams, window: { offset: number; limit: number }) {
  const { ids, total, productCounts } = index.searchShops(
    {
      search: params.get('search') ?? undefined,
      location: params.get('location') ?? undefined,
      categorySlug: params.get('category') ?? undefined,
    },
    window,
  )
  if (ids.length === 0) return { json: '[]', total }
  const counts = new Map(ids.map((id, at) => [id, productCounts[at]]))
  const missing = ids.filter((id) => shopCards.get(id)?.productCount !== counts.get(id))
  if (missing.length > 0) await readShops(SHOP_ROWS(missing.length), missing, counts)
  return { json: `[${ids.flatMap((id) => shopCards.get(id)?.json ?? []).join(',')}]`, total }
}

// As the API: product cards are warmed, shop cards read when first shown.
void warmCards()

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1))
  const window = { offset: (page - 1) * PAGE, limit: PAGE }
  try {
    const result = url.pathname === '/api/shops' ? await shops(url.searchParams, window) : await products(url.searchParams, window)
    response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(result.total) })
    response.end(result.json)
  } catch (error) {
    response.writeHead(500).end(String(error))
  }
}).listen(Number(process.env.PORT ?? 3998), '127.0.0.1')
