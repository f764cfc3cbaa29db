/*
 * `npm run bench:catalogue-bare`: the catalogue reads the website's pages make — a shop page, a product page and
 * the shop list — at 50 connections, through the API and through a bare node:http server doing the same
 * database and serialisation work (bare-catalogue-reads-server.ts: the same services on the same database),
 * and the API's share of the bare server's throughput. Target: ≥ 0.5× on each.
 *
 * A fresh seeded SQLite database by default (BENCH_DB=mysql for the local MySQL-family server); BENCH_SECONDS
 * (default 10 per run), BENCH_CONNECTIONS (50). BENCH_PROFILE=1 runs the API under `node --cpu-prof` and prints
 * where its time went (self time by package or app folder, and the busiest functions); the profile stays in
 * the folder it names. Shop pages are asked with ?track=0 on both, so the comparison is of the read, not of the
 * visit count.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import type { TestDatabaseKind } from '../testing/databases.ts'
import { API_DIR, freePort, startApi } from '../testing/start-api.ts'
import { profileFolder, summariseProfile } from './cpu-profile.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DATABASE = (process.env.BENCH_DB ?? 'sqlite') as TestDatabaseKind
const PROFILE = process.env.BENCH_PROFILE === '1'
const BARE_SERVER = fileURLToPath(new URL('./bare-catalogue-reads-server.ts', import.meta.url))

const profileDir = PROFILE ? await profileFolder('api') : ''
const api = await startApi({
  database: DATABASE,
  env: {
    NODE_ENV: 'production',
    APP_KEY: 'benchmark-only-key-0123456789abcdef',
    LOG_LEVEL: 'warn',
    ...(PROFILE ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {}),
  },
})

async function startBare(): Promise<{ url: string; stop(): void }> {
  const port = await freePort()
  const env = { ...process.env, ...api.env, NODE_OPTIONS: '', PORT: String(port) }
  const child = spawn(process.execPath, ['--import=@poppinss/ts-exec', BARE_SERVER], {
    cwd: API_DIR,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)))
  })
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') }
}

interface Figures {
  rps: number
  p95: number
  errors: number
}

function measure(base: string, paths: string[]): Promise<Figures> {
  let next = 0
  const times: number[] = []
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length] }) }],
      },
      (error: Error | null, result: { requests: { total: number }; non2xx: number; errors: number; timeouts: number }) => {
        if (error) return reject(error)
        times.sort((a, b) => a - b)
        resolve({
          rps: result.requests.total / SECONDS,
          p95: times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0,
          errors: result.non2xx + result.errors + result.timeouts,
        })
      },
    )
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime))
  })
}

/** Self time from a V8 CPU profile: by package (or app folder) and by function. */
let bare: Awaited<ReturnType<typeof startBare>> | undefined
try {
  bare = await startBare()
  const bareUrl = bare.url
  const shops = ((await (await fetch(`${api.url}/api/shops?limit=50`)).json()) as { id: number }[]).map((shop) => shop.id)
  const products = ((await (await fetch(`${api.url}/api/products/search?limit=50`)).json()) as { id: number }[]).map(
    (product) => product.id,
  )
  const workloads: [string, string[]][] = [
    ['shop page', shops.map((id) => `/api/shops/${id}?track=0`)],
    ['product page', products.map((id) => `/api/products/${id}`)],
    ['shop list', [1, 2, 3].map((page) => `/api/shops?page=${page}`)],
  ]
  const rows: string[] = []
  for (const [name, paths] of workloads) {
    // Both servers warm up on the same requests first (JIT, caches), then each is measured alone.
    await measure(api.url, paths.slice(0, 5)).catch(() => undefined)
    const viaApi = await measure(api.url, paths)
    const viaBare = await measure(bareUrl, paths)
    rows.push(
      `| ${name} | ${viaApi.rps.toFixed(0)} req/s, p95 ${viaApi.p95.toFixed(0)} ms, ${viaApi.errors} errors | ` +
        `${viaBare.rps.toFixed(0)} req/s, p95 ${viaBare.p95.toFixed(0)} ms, ${viaBare.errors} errors | ${(viaApi.rps / viaBare.rps).toFixed(2)}× |`,
    )
  }
  console.log(`| ${CONNECTIONS} connections, ${SECONDS} s each, ${DATABASE} | API | bare node:http | API / bare |`)
  console.log('|---|---|---|---|')
  for (const row of rows) console.log(row)
} finally {
  bare?.stop()
  await api.stop()
}
if (PROFILE) await summariseProfile(profileDir, 'API')
