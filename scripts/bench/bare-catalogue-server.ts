/*
 * The floor for the catalogue benchmark: node:http + mysql2 and nothing else,
 * running the API's own SQL (catalogue-sql.ts) for
 *   GET /api/products/search?product=WORD and GET /api/shops?search=WORD&location=TOWN
 * with the same pool size (20) and page size (50). No framework, validation,
 * sessions, logging or cache. Started by catalogue-api.ts; PORT and BENCH_DB set it up.
 */
import { createServer } from 'node:http'
import mysql from 'mysql2/promise'
import { PRODUCT_SEARCH, SHOP_SEARCH } from './catalogue-sql.ts'

const PAGE = 50
const pool = mysql.createPool({
  host: '127.0.0.1',
  user: 'root',
  database: process.env.BENCH_DB ?? 'shoplocal_bench',
  connectionLimit: 20,
  timezone: 'Z',
})

const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')
const prefix = (word: string) => `+${word.toLowerCase()}*`
const contains = (word: string) => `%${word.toLowerCase()}%`
type Rows = Record<string, unknown>[]

async function products(word: string) {
  const [[rows], [count]] = await Promise.all([
    pool.query(PRODUCT_SEARCH.rows, [true, 'approved', true, prefix(word), prefix(word), contains(word), PAGE]),
    pool.query(PRODUCT_SEARCH.count, [true, 'approved', true, prefix(word), 1]),
  ])
  const list = rows as Rows
  if (list.length > 0) {
    await pool.query(PRODUCT_SEARCH.spotlighted(list.length), [...list.map((row) => row.id), 'approved', sqlNow()])
  }
  return { body: list, total: (count as Rows)[0].total }
}

async function shops(word: string, town: string) {
  const [[rows], [count]] = await Promise.all([
    pool.query(SHOP_SEARCH.rows, ['approved', true, prefix(word), contains(town), prefix(word), contains(word), PAGE]),
    pool.query(SHOP_SEARCH.count, ['approved', true, prefix(word), contains(town), 1]),
  ])
  const list = rows as Rows
  if (list.length > 0) await pool.query(SHOP_SEARCH.productCounts(list.length), [...list.map((row) => row.id), true])
  return { body: list, total: (count as Rows)[0].total }
}

createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost')
  try {
    const result =
      url.pathname === '/api/products/search'
        ? await products(url.searchParams.get('product') ?? '')
        : await shops(url.searchParams.get('search') ?? '', url.searchParams.get('location') ?? '')
    response.writeHead(200, { 'content-type': 'application/json', 'x-total-count': String(result.total) })
    response.end(JSON.stringify(result.body))
  } catch (error) {
    response.writeHead(500).end(String(error))
  }
}).listen(Number(process.env.PORT ?? 3999), '127.0.0.1')
