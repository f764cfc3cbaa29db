/*
 * `BENCH_SIZES=50000,200000,500000 npm run bench:search`: bench:search at several catalogue sizes in one command,
 * so docs/performance.md can say from figures when a search server becomes necessary. Each size (in products) is
 * its own MySQL database, search_bench_<size>, seeded once with SEED_SCALE = size / 20 shops (the seeder's 20
 * products a shop) and kept for the next run; then bench:search runs on it as usual (its settings apply; the
 * API alone and the product and shop searches unless BENCH_SERVERS / BENCH_WORKLOADS say otherwise) and its
 * output is shown. Ends with one table: p95 and req/s of each search, and the API process's RSS after its index
 * build, after the runs and after a restart from its snapshot, for each size.
 */
import { spawn } from 'node:child_process'
import mysql from 'mysql2/promise'
import { SCALE_PRODUCTS_PER_SHOP } from '@shoplocal/api/seed-scale-shape'
import { API_DIR } from '../testing/start-api.ts'

const SIZES = (process.env.BENCH_SIZES ?? '').split(',').map(Number)
const SEARCH_BENCH = new URL('./search.ts', import.meta.url).pathname

/** Runs a command with its output shown and kept; rejects on a non-zero exit. */
function run(command: string, args: string[], cwd: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk)
    })
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited ${code}`))))
  })
}

/** Makes the size's database unless it already holds that many products. */
async function prepare(size: number): Promise<string> {
  const name = `search_bench_${size}`
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root' })
  await connection.query(`CREATE DATABASE IF NOT EXISTS \`${name}\``)
  const [tables] = await connection.query(
    `SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ? AND table_name = 'products'`,
    [name],
  )
  let products = 0
  if (Number((tables as { n: number }[])[0].n) > 0) {
    const [rows] = await connection.query(`SELECT COUNT(*) AS n FROM \`${name}\`.products`)
    products = Number((rows as { n: number }[])[0].n)
  }
  await connection.end()
  if (products < size) {
    console.log(`\nSeeding ${name} (${size} products)…`)
    await run(process.execPath, ['--import=@poppinss/ts-exec', 'ace.js', 'db:setup'], API_DIR, {
      DB_CONNECTION: 'mysql',
      DB_DATABASE: name,
      SEED_SCALE: String(Math.ceil(size / SCALE_PRODUCTS_PER_SHOP)),
      SEED_USERS: '0',
    })
  }
  return name
}

const summary: string[] = []
for (const size of SIZES) {
  if (!Number.isInteger(size) || size <= 0) throw new Error(`BENCH_SIZES: "${process.env.BENCH_SIZES}" is not a list of product counts`)
  const database = await prepare(size)
  console.log(`\n━━━ ${size.toLocaleString('en-IE')} products (${database}) ━━━`)
  const output = await run(process.execPath, [SEARCH_BENCH], process.cwd(), {
    BENCH_SIZES: '',
    BENCH_DB: database,
    BENCH_SERVERS: process.env.BENCH_SERVERS ?? 'api',
    BENCH_WORKLOADS: process.env.BENCH_WORKLOADS ?? 'products,shops',
  })
  const rss = (pattern: RegExp) => output.match(pattern)?.[1] ?? '?'
  const built = rss(/no snapshot \(build\).*RSS (\d+) MB/)
  const afterRuns = rss(/API: RSS (\d+) MB/)
  const restarted = rss(/restarted from its snapshot.*RSS (\d+) MB/)
  for (const row of output.matchAll(/^\| (\w+) \| api \| \d+ \| (\d+) \| \d+ \| (\d+) \|/gm))
    summary.push(`| ${size.toLocaleString('en-IE')} | ${row[1]} | ${row[2]} | ${row[3]} | ${built} | ${afterRuns} | ${restarted} |`)
}
console.log('\n| products | search | req/s | p95 ms | API RSS after build MB | after the runs MB | restarted from snapshot MB |')
console.log('|---|---|---|---|---|---|---|')
console.log(summary.join('\n'))
