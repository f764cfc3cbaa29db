/*
 * Benchmark: the catalogue searches at 50 connections on MySQL/MariaDB with
 * SEED_SCALE=10000 (10,000 shops, 200,000 products), against the same SQL
 * served by a bare node:http + mysql2 server (bare-catalogue-server.ts). Not a
 * test: it prints the figures recorded in docs/performance.md.
 *
 * Prepare once:
 *   mysql -uroot -e 'DROP DATABASE IF EXISTS shoplocal_bench; CREATE DATABASE shoplocal_bench'
 *   cd api && DB_CONNECTION=mysql DB_DATABASE=shoplocal_bench SEED_SCALE=10000 npm run ace -- db:setup
 * Run (from the repository root):
 *   npm run bench:catalogue        (BENCH_DB, BENCH_SECONDS, BENCH_CONNECTIONS override)
 *
 * Two workloads per endpoint: "same" repeats one popular search (what the
 * API's few-second result cache is for), "varied" cycles through hundreds of
 * different words and pages, so most requests reach the database.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import mysql from 'mysql2/promise'
import { freePort, API_DIR } from '../testing/start-api.ts'

const DATABASE = process.env.BENCH_DB ?? 'shoplocal_bench'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const TOWNS = ['tralee', 'galway', 'cork', 'dublin', 'sligo', 'ennis', 'athlone', 'limerick']

interface Figures {
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  errors: number
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0
}

/** Runs autocannon and computes p95 from every response time (autocannon reports p90 and p97.5, not p95). */
function measure(base: string, paths: () => string, seconds = SECONDS): Promise<Figures> {
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths() }) }],
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

async function waitFor(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url} exited`)
    try {
      if ((await fetch(url)).status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not start`)
}

/** Search words taken from the seeded product names, so every varied request has matches. */
async function productWords(): Promise<string[]> {
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database: DATABASE })
  const [rows] = await connection.query('SELECT DISTINCT name FROM products LIMIT 2000')
  await connection.end()
  const words = (rows as { name: string }[]).flatMap((row) => row.name.toLowerCase().match(/[a-z]{4,}/g) ?? [])
  return [...new Set(words)]
}

const cycle = <T>(items: T[]) => {
  let index = 0
  return () => items[index++ % items.length]
}

const apiPort = await freePort()
const barePort = await freePort()
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
    SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
    // This benchmark compares the SQL path with the bare server running the same SQL; search.ts measures the index.
    CATALOGUE_INDEX: 'off',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const bare = spawn(process.execPath, [fileURLToPath(new URL('./bare-catalogue-server.ts', import.meta.url))], {
  env: { ...process.env, PORT: String(barePort), BENCH_DB: DATABASE },
  stdio: ['ignore', 'inherit', 'inherit'],
})

try {
  const apiBase = `http://127.0.0.1:${apiPort}`
  const bareBase = `http://127.0.0.1:${barePort}`
  await waitFor(`${apiBase}/api/health`, api)
  await waitFor(`${bareBase}/api/products/search?product=bread`, bare)
  const words = await productWords()
  const shopWords = ['bakery', 'pharmacy', 'garage', 'boutique', 'hardware', 'deli', 'interiors', 'barber', 'electrical', 'school']

  const scenarios: [string, () => string][] = [
    ['shops search+location, same', () => '/api/shops?search=bakery&location=tralee'],
    ['products search, same', () => '/api/products/search?product=cheese'],
    [
      'shops search+location, varied',
      (() => {
        const word = cycle(shopWords)
        const town = cycle(TOWNS.slice(0, 7))
        return () => `/api/shops?search=${word()}&location=${town()}`
      })(),
    ],
    [
      'products search, varied',
      (() => {
        const word = cycle(words)
        return () => `/api/products/search?product=${word()}`
      })(),
    ],
  ]

  console.log(`${words.length} product words; ${CONNECTIONS} connections, ${SECONDS} s each\n`)
  console.log('| workload | server | req/s | p50 ms | p95 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|---|')
  for (const [name, paths] of scenarios) {
    const results: Record<string, Figures> = {}
    for (const [server, base] of [
      ['api', apiBase],
      ['bare', bareBase],
    ] as const) {
      await measure(base, paths, 3) // warm-up: JIT, buffer pool, connection pools
      results[server] = await measure(base, paths)
      const figures = results[server]
      console.log(`| ${name} | ${server} | ${figures.rps} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`)
    }
    console.log(`| ${name} | api/bare throughput | ${(results.api.rps / Math.max(results.bare.rps, 1)).toFixed(2)} | | | | |`)
  }
} finally {
  api.kill('SIGTERM')
  bare.kill('SIGTERM')
}
