/*
 * Benchmark: 80 clients signing in at once while others fetch static files
 * from /uploads. Password hashes and file reads share libuv's thread pool, so
 * this shows whether a burst of sign-ins stalls the files. Not a test: it
 * prints figures for docs/performance.md.
 *
 * Run from the repository root (a fresh SQLite database is seeded each time):
 *   npm run bench:signin
 * Overrides: BENCH_DB (sqlite, or mysql on 127.0.0.1), BENCH_SECONDS (15), BENCH_SIGNINS (80), BENCH_FETCHERS (8), and the
 * API's own HASH_CONCURRENCY / HASH_QUEUE / UV_THREADPOOL_SIZE, passed through.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { startApi } from '../testing/start-api.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const SIGNINS = Number(process.env.BENCH_SIGNINS ?? 80)
const FETCHERS = Number(process.env.BENCH_FETCHERS ?? 8)
const FILES = 20
const CUSTOMER = { contact: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }

const passThrough = Object.fromEntries(
  ['HASH_CONCURRENCY', 'HASH_QUEUE', 'UV_THREADPOOL_SIZE'].flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
)

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]
}

const ms = (value: number) => `${value.toFixed(1)} ms`
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds))

const database = process.env.BENCH_DB === 'mysql' ? 'mysql' : 'sqlite'
const api = await startApi({ database, env: { AUTH_SIGN_IN_PER_MINUTE: '1000000', ...passThrough } })
try {
  // Pictures of a typical product photo's size, written where /uploads serves from.
  const folder = join(api.env.UPLOADS_DIR, 'bench')
  await mkdir(folder, { recursive: true })
  for (let index = 0; index < FILES; index++) await writeFile(join(folder, `photo-${index}.jpg`), randomBytes(64 * 1024))

  async function fetchStatic(latencies: number[], until: number, errors: { count: number }) {
    let index = 0
    while (Date.now() < until) {
      const started = performance.now()
      const response = await fetch(`${api.url}/uploads/bench/photo-${index++ % FILES}.jpg`)
      await response.arrayBuffer()
      if (response.ok) latencies.push(performance.now() - started)
      else errors.count++
    }
  }

  // Static files alone first, for the baseline.
  const quiet: number[] = []
  const quietErrors = { count: 0 }
  const quietUntil = Date.now() + 3000
  await Promise.all(Array.from({ length: FETCHERS }, () => fetchStatic(quiet, quietUntil, quietErrors)))

  const signInLatencies: number[] = []
  const busyLatencies: number[] = []
  const statuses = new Map<number, number>()
  const loaded: number[] = []
  const loadedErrors = { count: 0 }
  const until = Date.now() + SECONDS * 1000

  async function signInLoop(client: number) {
    while (Date.now() < until) {
      const started = performance.now()
      const response = await fetch(`${api.url}/api/customer/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': `10.1.${client >> 8}.${client & 255}`,
        },
        body: JSON.stringify(CUSTOMER),
      })
      await response.arrayBuffer()
      const elapsed = performance.now() - started
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
      if (response.status === 200) signInLatencies.push(elapsed)
      if (response.status === 503) {
        busyLatencies.push(elapsed)
        // A well-behaved client waits as asked before trying again.
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000)
      }
    }
  }

  await Promise.all([
    ...Array.from({ length: SIGNINS }, (_, client) => signInLoop(client)),
    ...Array.from({ length: FETCHERS }, () => fetchStatic(loaded, until, loadedErrors)),
  ])

  const report = {
    settings: { database, seconds: SECONDS, signInClients: SIGNINS, staticFetchers: FETCHERS, ...passThrough },
    staticAlone: { requests: quiet.length, p50: ms(percentile(quiet, 0.5)), p99: ms(percentile(quiet, 0.99)), errors: quietErrors.count },
    staticUnderSignIns: {
      requests: loaded.length,
      p50: ms(percentile(loaded, 0.5)),
      p95: ms(percentile(loaded, 0.95)),
      p99: ms(percentile(loaded, 0.99)),
      max: ms(Math.max(...loaded)),
      errors: loadedErrors.count,
    },
    signIns: {
      succeededPerSecond: (signInLatencies.length / SECONDS).toFixed(1),
      p50: ms(percentile(signInLatencies, 0.5)),
      p95: ms(percentile(signInLatencies, 0.95)),
      p99: ms(percentile(signInLatencies, 0.99)),
      refusedBusyP95: ms(percentile(busyLatencies, 0.95)),
      statuses: Object.fromEntries(statuses),
    },
  }
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
} finally {
  await api.stop()
}
