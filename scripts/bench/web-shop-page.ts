/*
 * Benchmark: a shop page (/shops/{id}) rendered by the built website, on MySQL/MariaDB with
 * SEED_SCALE=10000 (10,000 shops, 200,000 products). Target: median under 100 ms. Not a test: it
 * prints the figures recorded in docs/performance.md.
 *
 * Prepare the database once (see docs/performance.md, "Seeding the benchmark dataset"), then run from
 * the repository root:
 *   npm run bench:web-shop-page      (BENCH_DB, BENCH_SECONDS override)
 *
 * Each request asks for a different approved shop, as real visitors do, so neither the API nor the
 * database answers from a warm single row; every page view also goes through the API's visit
 * counting (one shop_visits row and at most one viewCount increment per visitor per shop per hour).
 * It measures at 1 connection (what one visitor waits) and at 10 and 50 (the site under load).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import autocannon from 'autocannon'
import mysql from 'mysql2/promise'
import { API_DIR, freePort } from '../testing/start-api.ts'
import { buildSite, startSite } from './web-site.ts'

const DATABASE = process.env.BENCH_DB ?? 'shoplocal_bench'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)

interface Figures {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

function measure(base: string, path: () => string, connections: number, seconds: number): Promise<Figures> {
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: path() }) }],
      },
      (error: Error | null, result: { requests: { total: number; average: number }; non2xx: number; errors: number }) => {
        if (error) return reject(error)
        times.sort((a, b) => a - b)
        resolve({
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          errors: result.non2xx + result.errors,
        })
      },
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => times.push(time))
  })
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url} exited`)
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not start`)
}

/** Public shops only: the ids the site would link to. */
async function publicShopIds(): Promise<number[]> {
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database: DATABASE })
  const [rows] = await connection.query(
    "SELECT id FROM shops WHERE status = 'approved' AND is_approved = 1 AND is_active = 1 ORDER BY RAND() LIMIT 2000",
  )
  await connection.end()
  return (rows as { id: number }[]).map((row) => row.id)
}

const apiPort = await freePort()
const api = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
  cwd: API_DIR,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: 'benchmark-only-key-0123456789abcdef',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    DB_CONNECTION: 'mysql',
    DB_DATABASE: DATABASE,
  },
  // The API logs JSON to stdout; the figures are what this script prints.
  stdio: ['ignore', 'ignore', 'inherit'],
})

try {
  const apiBase = `http://127.0.0.1:${apiPort}`
  const [, ids] = await Promise.all([waitFor(`${apiBase}/api/health`, api), publicShopIds(), buildSite()])
  const site = await startSite(apiBase)
  try {
    let next = 0
    const path = () => `/shops/${ids[next++ % ids.length]}`
    const sample = await fetch(`${site.url}${path()}`)
    if (sample.status !== 200) throw new Error(`shop page answered ${sample.status}`)

    // The same shops asked of the API directly show how much of the page time is the website's own.
    const targets = [
      ['website /shops/{id}', site.url, path],
      ['API /api/shops/{id}', apiBase, () => `/api${path()}`],
    ] as const
    console.log(`${ids.length} public shops cycled; ${SECONDS} s per run after a 3 s warm-up\n`)
    console.log('| target | connections | req/s | p50 ms | p95 ms | p99 ms | errors |')
    console.log('|---|---|---|---|---|---|---|')
    for (const connections of [1, 10, 50]) {
      for (const [name, base, paths] of targets) {
        await measure(base, paths, connections, 3)
        const figures = await measure(base, paths, connections, SECONDS)
        const ms = (value: number) => value.toFixed(1)
        console.log(
          `| ${name} | ${connections} | ${figures.rps} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${figures.errors} |`,
        )
      }
    }
  } finally {
    await site.stop()
  }
} finally {
  // Let the last in-flight page reads finish before the API goes away.
  await new Promise((resolve) => setTimeout(resolve, 500))
  api.kill('SIGTERM')
}
