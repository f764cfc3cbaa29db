/*
 * Benchmark: how soon a catalogue change written beside one API process shows in another process's search
 * results (two processes on one database, as behind a load balancer). Each round adds a product and announces it,
 * renames it, then deletes it, and times until the second process's search answers accordingly. Prints the
 * median and slowest of each and exits 1 if a median is over the product's promise of 2 s. The freshness tests
 * check only that each change does show; the times belong here, on a quiet machine.
 *
 * Run from the repository root (a fresh SQLite database is seeded each time):
 *   npm run bench:freshness
 * Overrides: BENCH_DB (sqlite, or mysql on 127.0.0.1), BENCH_ROUNDS (7).
 */
import { startApi, startServer } from '../testing/start-api.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const FRESH_WITHIN_MS = 2000
const GIVE_UP_MS = 30_000

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

const database = process.env.BENCH_DB === 'mysql' ? 'mysql' : 'sqlite'
const first = await startApi({ database })
const second = await startServer(first.env)
const db = first.database.connect()

/** Names of the products the second process finds for the words. */
async function found(words: string): Promise<string[]> {
  const response = await fetch(`${second.url}/api/products/search?product=${encodeURIComponent(words)}`)
  return ((await response.json()) as { name: string }[]).map((product) => product.name)
}

/** Milliseconds from now until the check passes, polling every 10 ms. */
async function millisUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now()
  while (!(await check())) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error(`not seen within ${GIVE_UP_MS} ms`)
    await sleep(10)
  }
  return performance.now() - started
}

// What an owner's write does: the row, then the change announced on the feed the indexes follow.
const announce = (productId: number) => db('catalogue_changes').insert({ shop_id: null, product_id: productId, created_at: sqlNow() })

const times = { added: [] as number[], renamed: [] as number[], deleted: [] as number[] }
try {
  const shop = await db('shops').where({ status: 'approved', is_active: true }).orderBy('id').first('id')
  for (let round = 0; round < ROUNDS; round++) {
    const [name, renamed] = [`Quorvale Relish ${round}`, `Quorvale Pickle ${round}`]
    const [id] = await db('products').insert({
      shop_id: shop.id,
      name,
      price: 10,
      is_active: true,
      in_stock: true,
      rating: 0,
      review_count: 0,
    })
    await announce(Number(id))
    times.added.push(await millisUntil(async () => (await found(name)).includes(name)))
    await db('products').where({ id }).update({ name: renamed })
    await announce(Number(id))
    times.renamed.push(await millisUntil(async () => (await found(renamed)).includes(renamed)))
    await db('products').where({ id }).delete()
    await announce(Number(id))
    times.deleted.push(await millisUntil(async () => !(await found(renamed)).includes(renamed)))
  }
} finally {
  await db.destroy()
  await second.stop()
  await first.stop()
}

let broken = false
for (const [change, values] of Object.entries(times)) {
  const ok = median(values) <= FRESH_WITHIN_MS
  if (!ok) broken = true
  process.stdout.write(
    `${change.padEnd(8)} median ${median(values).toFixed(0).padStart(5)} ms  slowest ${Math.max(...values)
      .toFixed(0)
      .padStart(5)} ms  ${ok ? 'ok' : 'BROKEN'}\n`,
  )
}
process.stdout.write(`bound: each median within ${FRESH_WITHIN_MS} ms (${ROUNDS} rounds, ${database})\n`)
process.exitCode = broken ? 1 : 0
