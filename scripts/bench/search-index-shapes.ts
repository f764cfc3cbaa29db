/*
 * Where the catalogue index spends its time, by query shape: builds the API's
 * index from a benchmark database (as the bare server does), then answers the
 * search benchmark's distinct queries once each, in order, on one core with
 * nothing else running, and prints per-shape figures of the index call alone
 * (no HTTP, no SQL).
 *
 *   npm run bench:search-index        (BENCH_DB, default search_bench)
 */
import mysql from 'mysql2/promise'
import type { CatalogueEngine } from '@shoplocal/api/catalogue-engine'
import { loadCatalogueIndex } from './search-index-loader.ts'
import { productQueries, seededVocabulary, shopQueries, type BenchQuery } from './search-queries.ts'

const DATABASE = process.env.BENCH_DB ?? 'search_bench'
const PAGE = 50

function run(queries: BenchQuery[], ask: (params: URLSearchParams, window: { offset: number; limit: number }) => boolean) {
  const byShape = new Map<string, number[]>()
  for (const { shape, query } of queries) {
    const params = new URLSearchParams(query)
    const window = { offset: (Math.max(1, Number(params.get('page') ?? 1)) - 1) * PAGE, limit: PAGE }
    const started = performance.now()
    if (!ask(params, window)) continue
    const elapsed = performance.now() - started
    const times = byShape.get(shape) ?? []
    times.push(elapsed)
    byShape.set(shape, times)
  }
  const all = [...byShape.values()].flat()
  const total = all.reduce((sum, time) => sum + time, 0)
  const at = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]
  const row = (name: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b)
    const sum = times.reduce((a, b) => a + b, 0)
    return `| ${name} | ${times.length} | ${(sum / times.length).toFixed(2)} | ${at(sorted, 0.5).toFixed(2)} | ${at(sorted, 0.95).toFixed(2)} | ${at(sorted, 0.99).toFixed(2)} | ${sorted[sorted.length - 1].toFixed(1)} | ${((sum / total) * 100).toFixed(0)}% |`
  }
  console.log('| shape | queries | mean ms | p50 ms | p95 ms | p99 ms | max ms | share of time |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const [shape, times] of byShape) console.log(row(shape, times))
  console.log(row('all', all))
}

const pool = mysql.createPool({ host: '127.0.0.1', user: 'root', database: DATABASE, connectionLimit: 4, timezone: 'Z' })
const started = performance.now()
const index: CatalogueEngine = await loadCatalogueIndex(pool)
console.log(
  `index of ${index.productCount} products, ${index.shopCount} shops built in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
)
const vocabulary = await seededVocabulary(DATABASE)
await pool.end()

console.log('products')
run(productQueries(vocabulary), (params, window) => {
  const query = {
    product: params.get('product') ?? undefined,
    shop: params.get('shop') ?? undefined,
    location: params.get('location') ?? undefined,
    categorySlug: params.get('category') ?? undefined,
  }
  index.searchProducts(query, window)
  return true
})
console.log('\nshops')
run(shopQueries(vocabulary), (params, window) => {
  const query = {
    search: params.get('search') ?? undefined,
    location: params.get('location') ?? undefined,
    categorySlug: params.get('category') ?? undefined,
  }
  index.searchShops(query, window)
  return true
})
