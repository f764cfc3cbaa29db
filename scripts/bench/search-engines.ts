/*
 * Two in-process search libraries side by side on the benchmark catalogue's
 * active products (name and description), with the same folding of accents and
 * case: MiniSearch (what the API uses, with its prefix, one-typo and plural
 * rules) and FlexSearch (forward tokenizer, its LatinBalance encoder, suggest
 * on). Measures build time, heap after a full GC, and the time of uncached
 * single-word searches (every match returned, as a total count needs); and
 * result quality on the same words typed with one letter dropped ("bakry").
 *
 *   npm run bench:search-engines        (BENCH_DB, default search_bench; needs --expose-gc, set by the npm script)
 */
import MiniSearch from 'minisearch'
import FlexSearch, { type Document as FlexDocument } from 'flexsearch'
import mysql from 'mysql2/promise'
import { foldText } from '@shoplocal/shared/rules'

const DATABASE = process.env.BENCH_DB ?? 'search_bench'
const WORDS = 300
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc (npm run bench:search-engines does)')

// A type alias, not an interface: FlexSearch's documents must be indexable by any field name.
type Doc = {
  id: number
  name: string
  description: string
}

const words = (text: string) => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? []
const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]

const pool = mysql.createPool({ host: '127.0.0.1', user: 'root', database: DATABASE, connectionLimit: 1 })
const [rows] = await pool.query("SELECT id, name, COALESCE(description, '') AS description FROM products WHERE is_active = 1")
await pool.end()
const docs = rows as Doc[]
const vocabulary = [...new Set(docs.slice(0, 20_000).flatMap((doc) => words(doc.name)))].filter((word) => word.length >= 5).slice(0, WORDS)
const typo = (word: string) => word.slice(0, 2) + word.slice(3)

interface Engine {
  name: string
  build(): void
  search(word: string): Set<number>
}

let mini: MiniSearch<Doc>
let flex: FlexDocument<Doc>

const engines: Engine[] = [
  {
    name: 'MiniSearch 7 (prefix, 1 typo from 5 letters)',
    build() {
      mini = new MiniSearch<Doc>({ fields: ['name', 'description'], tokenize: words, processTerm: (term) => term })
      mini.addAll(docs)
    },
    search(word) {
      const results = mini.search(word, { prefix: true, fuzzy: word.length >= 5 ? 1 : 0, boost: { name: 3 } })
      return new Set(results.map((result) => result.id as number))
    },
  },
  {
    name: 'FlexSearch 0.8 (forward, LatinBalance, suggest)',
    build() {
      flex = new FlexSearch.Document<Doc>({
        document: { id: 'id', index: ['name', 'description'] },
        tokenize: 'forward',
        encoder: FlexSearch.Charset.LatinBalance,
      })
      for (const doc of docs) flex.add(doc)
    },
    search(word) {
      const found = new Set<number>()
      for (const field of flex.search(word, { limit: docs.length, suggest: true })) for (const id of field.result) found.add(Number(id))
      return found
    },
  },
]

console.log(`${docs.length} products, ${vocabulary.length} words of 5+ letters from their names\n`)
console.log('| engine | build s | heap MB | search p50 ms | p95 ms | max ms | typo recall |')
console.log('|---|---|---|---|---|---|---|')
for (const engine of engines) {
  gc()
  const before = process.memoryUsage().heapUsed
  let started = performance.now()
  engine.build()
  const buildSeconds = (performance.now() - started) / 1000
  gc()
  const heap = (process.memoryUsage().heapUsed - before) / 2 ** 20

  const times: number[] = []
  let recall = 0
  for (const word of vocabulary) {
    started = performance.now()
    const exact = engine.search(word)
    times.push(performance.now() - started)
    const typed = engine.search(typo(word))
    // Share of the correctly spelled word's matches the misspelt word still finds.
    recall += exact.size === 0 ? 1 : [...exact].filter((id) => typed.has(id)).length / exact.size
  }
  times.sort((a, b) => a - b)
  console.log(
    `| ${engine.name} | ${buildSeconds.toFixed(1)} | ${Math.round(heap)} | ${percentile(times, 0.5).toFixed(1)} | ${percentile(times, 0.95).toFixed(1)} | ${times[times.length - 1].toFixed(1)} | ${((recall / vocabulary.length) * 100).toFixed(0)}% |`,
  )
  if (engine.name.startsWith('Mini')) mini = undefined as unknown as MiniSearch<Doc>
}
