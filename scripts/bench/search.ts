/*
 * Benchmark: catalogue search on workloads of thousands of DISTINCT queries
 * (no repeats inside the API's result-cache window), at 50 connections on
 * MySQL/MariaDB with SEED_SCALE=10000, three servers in one run:
 *   index — the API with its in-memory search index (the default);
 *   sql   — the same API with CATALOGUE_INDEX=off: the MySQL FULLTEXT path;
 *   bare  — node:http + mysql2 doing the index path's work (bare-search-server.ts).
 * It also measures the API's start-up: time to /api/health, time until the
 * index answers, and the process's memory with and without the index.
 *
 * Prepare once (any database name; the default is search_bench):
 *   mysql -uroot -e 'DROP DATABASE IF EXISTS search_bench; CREATE DATABASE search_bench'
 *   cd api && DB_CONNECTION=mysql DB_DATABASE=search_bench SEED_SCALE=10000 npm run ace -- db:setup
 * Run from the repository root:
 *   npm run bench:search        (BENCH_DB, BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_SERVERS (index,sql,bare), BENCH_WORKLOADS (products,shops))
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { freePort, API_DIR } from '../testing/start-api.ts'
import { productQueries, seededVocabulary, shopQueries } from './search-queries.ts'

const DATABASE = process.env.BENCH_DB ?? 'search_bench'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SERVERS = (process.env.BENCH_SERVERS ?? 'index,sql,bare').split(',')
const WORKLOADS = (process.env.BENCH_WORKLOADS ?? 'products,shops').split(',')
const WARM_UP_SECONDS = 5
const WARM_UP_QUERIES = 1000

interface Figures {
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
function measure(base: string, next: () => string, seconds = SECONDS): Promise<Figures> {
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: next() }) }],
      },
      (error: Error | null, result: { requests: { average: number }; non2xx: number; errors: number; timeouts: number }) => {
        if (error) return reject(error)
        times.sort((a, b) => a - b)
        resolve({
          rps: Math.round(result.requests.average),
          p50: Math.round(percentile(times, 0.5)),
          p95: Math.round(percentile(times, 0.95)),
          p99: Math.round(percentile(times, 0.99)),
          errors: result.non2xx + result.errors,
        })
      },
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => times.push(time))
  })
}

interface Waited {
  /** Milliseconds until the answer was ready. */
  ms: number
  /** Answers received before that (not ready yet), and the slowest of all answers. */
  earlier: number
  slowestMs: number
}

async function waitFor(url: string, child: ChildProcess, ready: (response: Response) => boolean, timeoutMs = 120_000): Promise<Waited> {
  const started = performance.now()
  let earlier = 0
  let slowestMs = 0
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url} exited`)
    try {
      const asked = performance.now()
      const response = await fetch(url)
      await response.arrayBuffer()
      slowestMs = Math.max(slowestMs, performance.now() - asked)
      if (ready(response)) return { ms: performance.now() - started, earlier, slowestMs }
      earlier++
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} not ready in ${timeoutMs} ms`)
}

const rssMb = (pid: number) =>
  Math.round(
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024,
  )

function startApi(port: number, index: boolean): ChildProcess {
  return spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_KEY: 'benchmark-only-key-0123456789abcdef',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DB_CONNECTION: 'mysql',
      DB_DATABASE: DATABASE,
      SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
      CATALOGUE_INDEX: index ? 'on' : 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

const children: ChildProcess[] = []
const cycle = (items: string[]) => {
  let at = 0
  return () => items[at++ % items.length]
}

try {
  const vocabulary = await seededVocabulary(DATABASE)
  const workloads = (
    [
      ['products', productQueries(vocabulary).map(({ query }) => `/api/products/search?${query}`)],
      ['shops', shopQueries(vocabulary).map(({ query }) => `/api/shops?${query}`)],
    ] as [string, string[]][]
  ).filter(([name]) => WORKLOADS.includes(name))
  const bases: Record<string, string> = {}
  const startup: string[] = []
  let indexApi: ChildProcess | undefined

  if (SERVERS.includes('index')) {
    const port = await freePort()
    const started = performance.now()
    const api = startApi(port, true)
    children.push(api)
    indexApi = api
    bases.index = `http://127.0.0.1:${port}`
    const health = await waitFor(`${bases.index}/api/health`, api, (response) => response.ok)
    // "chese" finds cheese only with the index's typo tolerance: until it does, the SQL path is answering.
    const built = await waitFor(
      `${bases.index}/api/products/search?product=chese&limit=1`,
      api,
      (response) => response.headers.get('x-total-count') !== '0',
    )
    startup.push(
      `API with index: /api/health after ${Math.round(health.ms)} ms, index answering after ${Math.round(performance.now() - started)} ms ` +
        `(${built.earlier} searches answered by the SQL path meanwhile, the slowest in ${Math.round(built.slowestMs)} ms), RSS ${rssMb(api.pid!)} MB`,
    )
  }
  if (SERVERS.includes('sql')) {
    const port = await freePort()
    const api = startApi(port, false)
    children.push(api)
    bases.sql = `http://127.0.0.1:${port}`
    const health = await waitFor(`${bases.sql}/api/health`, api, (response) => response.ok)
    startup.push(`API without index: /api/health after ${Math.round(health.ms)} ms, RSS ${rssMb(api.pid!)} MB`)
  }
  if (SERVERS.includes('bare')) {
    const port = await freePort()
    const bare = spawn(
      process.execPath,
      ['--import=@poppinss/ts-exec', fileURLToPath(new URL('./bare-search-server.ts', import.meta.url))],
      {
        cwd: API_DIR,
        env: { ...process.env, PORT: String(port), BENCH_DB: DATABASE },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    )
    children.push(bare)
    bases.bare = `http://127.0.0.1:${port}`
    await waitFor(`${bases.bare}/api/shops?search=bakery`, bare, (response) => response.ok)
  }

  console.log(startup.join('\n'))
  console.log(
    `\n${workloads.map(([name, queries]) => `${queries.length} distinct ${name} queries`).join(', ')}; ${CONNECTIONS} connections, ${SECONDS} s each`,
  )
  console.log(`load before: ${execFileSync('uptime').toString().trim()}\n`)
  console.log('| workload | server | req/s | p50 ms | p95 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|---|')
  const ratios: string[] = []
  for (const [name, queries] of workloads) {
    const results: Record<string, Figures> = {}
    for (const server of SERVERS) {
      // Warm-up (JIT, pools, the index's per-word matches) on the end of the list, measured on the rest.
      const warmUp = queries.slice(-WARM_UP_QUERIES)
      await measure(bases[server], cycle(warmUp), WARM_UP_SECONDS)
      const next = cycle(queries.slice(0, -WARM_UP_QUERIES))
      const figures = (results[server] = await measure(bases[server], next))
      console.log(`| ${name} | ${server} | ${figures.rps} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`)
    }
    if (results.index && results.sql) {
      ratios.push(
        `${name}: index/sql throughput ${(results.index.rps / Math.max(results.sql.rps, 1)).toFixed(1)}×, p95 ${(results.sql.p95 / Math.max(results.index.p95, 1)).toFixed(1)}× lower`,
      )
    }
    if (results.index && results.bare)
      ratios.push(`${name}: index API/bare throughput ${(results.index.rps / Math.max(results.bare.rps, 1)).toFixed(2)}×`)
  }
  console.log(`\n${ratios.join('\n')}\nload after: ${execFileSync('uptime').toString().trim()}`)
  // What the kept word matches, rankings and product cards grew the index server to.
  if (indexApi) console.log(`API with index: RSS ${rssMb(indexApi.pid!)} MB after the runs`)
} finally {
  for (const child of children) child.kill('SIGTERM')
}
