/*
 * Benchmark: search through its one door, on workloads of thousands of DISTINCT
 * queries, on MySQL/MariaDB with SEED_SCALE=10000 and 100,000 users:
 *   products, shops  — 50 connections, against the API and against bare, a
 *                      node:http + mysql2 server doing the same index work
 *                      (bare-search-server.ts): the throughput ratio;
 *   nearest          — 50 connections, shops and products sorted by distance
 *                      from a town, with and without a distance limit;
 *   users            — the admin users search at 20 connections.
 * It also measures the API's start: the first (no snapshot: build, then write
 * the snapshot) and, after the runs and a SIGKILL, the restart from the
 * snapshot: time until /api/health says search is ready and the first search
 * answers right. The runs begin once both servers are idle (their cards
 * warmed). RSS is read after the build, after the runs (at once and 15 s
 * later, idle) and after the restart. The targets (docs/performance.md): p95 <= 30 ms products and shops,
 * <= 50 ms users and nearest, API >= 0.5x bare, RSS <= 1 GB, start <= 3 s.
 *
 * Prepare once (any database name; the default is search_bench):
 *   mysql -uroot -e 'DROP DATABASE IF EXISTS search_bench; CREATE DATABASE search_bench'
 *   cd api && DB_CONNECTION=mysql DB_DATABASE=search_bench SEED_SCALE=10000 SEED_USERS=100000 npm run ace -- db:setup
 * Run from the repository root:
 *   npm run bench:search        (BENCH_DB, BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_USER_CONNECTIONS (20),
 *                                BENCH_SERVERS (api,bare), BENCH_WORKLOADS (products,shops,nearest,users))
 * BENCH_SIZES=50000,200000,500000 (products) runs it at each size on a database of its own (search-sizes.ts),
 * seeding each once, and ends with p95 and the API's RSS per size.
 * Figures from a shared or busy machine are not the targets' figures: say so with them.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort, API_DIR } from '../testing/start-api.ts'
import { readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cycle, measure as measureRun, type Figures } from './measure.ts'
import { nearestQueries, productQueries, seededVocabulary, shopQueries, userQueries } from './search-queries.ts'

// Several catalogue sizes in one command: search-sizes.ts runs this bench once per size.
if (process.env.BENCH_SIZES) {
  await import('./search-sizes.ts')
  process.exit(0)
}
const DATABASE = process.env.BENCH_DB ?? 'search_bench'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const USER_CONNECTIONS = Number(process.env.BENCH_USER_CONNECTIONS ?? 20)
const SERVERS = (process.env.BENCH_SERVERS ?? 'api,bare').split(',')
const WORKLOADS = (process.env.BENCH_WORKLOADS ?? 'products,shops,nearest,users').split(',')
const SNAPSHOT = join(tmpdir(), `search-bench-${process.pid}.bin`)
const WARM_UP_SECONDS = 5
const WARM_UP_QUERIES = 1000
/** How long after the runs the API's RSS is read again (idle: its collector has run). */
const SETTLE_MS = 15_000

/** Runs autocannon at this bench's settings unless told otherwise. */
function measure(
  base: string,
  next: () => string,
  seconds = SECONDS,
  options: { connections?: number; headers?: Record<string, string> } = {},
): Promise<Figures> {
  return measureRun(base, next, { seconds, connections: options.connections ?? CONNECTIONS, headers: options.headers })
}

interface Waited {
  /** Milliseconds until the answer was ready. */
  ms: number
  /** Answers received before that (not ready yet), and the slowest of all answers. */
  earlier: number
  slowestMs: number
}

async function waitFor(
  url: string,
  child: ChildProcess,
  ready: (response: Response, body: string) => boolean,
  timeoutMs = 120_000,
): Promise<Waited> {
  const started = performance.now()
  let earlier = 0
  let slowestMs = 0
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url} exited`)
    try {
      const asked = performance.now()
      const response = await fetch(url)
      const body = await response.text()
      slowestMs = Math.max(slowestMs, performance.now() - asked)
      if (ready(response, body)) return { ms: performance.now() - started, earlier, slowestMs }
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

/** A process's CPU time so far in clock ticks (user and system, /proc/<pid>/stat fields 14 and 15). */
const cpuTicks = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}

/**
 * Waits until none of these processes is busy with its own start any more (warming its cards): under a tenth of
 * a core for a second. Measuring during that work measured the warming beside the searches.
 */
async function untilIdle(pids: number[], timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let before = await Promise.all(pids.map(cpuTicks))
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const now = await Promise.all(pids.map(cpuTicks))
    // 100 ticks a second on Linux.
    if (now.every((ticks, at) => ticks - before[at] < 10)) return
    before = now
  }
  throw new Error(`the servers were still busy after ${timeoutMs / 1000} s`)
}

function startApi(port: number): ChildProcess {
  return spawn(process.execPath, ['--import=./bin/typescript_hooks.ts', 'bin/server.ts'], {
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
      SEARCH_SNAPSHOT_PATH: SNAPSHOT,
      // The schedule would mail the seeded notifications (and retry them) during the runs: work that is not
      // search's, and a logged warning for each where no mail or SMS service is set up.
      SCHEDULER: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

const children: ChildProcess[] = []

/** Starts the API and waits until it answers searches, and a typo only the index forgives ("chese") is found. */
async function startedApi(port: number, what: string): Promise<{ api: ChildProcess; line: string }> {
  const started = performance.now()
  const api = startApi(port)
  children.push(api)
  const base = `http://127.0.0.1:${port}`
  const health = await waitFor(`${base}/api/health`, api, (response) => response.ok)
  const ready = await waitFor(`${base}/api/health`, api, (response, body) => response.ok && body.includes('"search":"ready"'), 600_000)
  const found = await waitFor(
    `${base}/api/products/search?product=chese&limit=1`,
    api,
    (response) => response.ok && response.headers.get('x-total-count') !== '0',
  )
  return {
    api,
    line:
      `${what}: /api/health after ${Math.round(health.ms)} ms, first right search after ${Math.round(performance.now() - started)} ms ` +
      `(${ready.earlier + found.earlier} answers before it, the slowest ${Math.round(Math.max(ready.slowestMs, found.slowestMs))} ms), RSS ${rssMb(api.pid!)} MB`,
  }
}

async function adminToken(base: string): Promise<string> {
  const signIn = await fetch(`${base}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  })
  return ((await signIn.json()) as { token: string }).token
}

try {
  await rm(SNAPSHOT, { force: true })
  const vocabulary = await seededVocabulary(DATABASE)
  const nearestPath = ({ query }: { query: string }) => {
    const params = new URLSearchParams(query)
    const path = params.get('path') === 'shops' ? '/api/shops' : '/api/products/search'
    params.delete('path')
    return `${path}?${params}`
  }
  const workloads = (
    [
      ['products', productQueries(vocabulary).map(({ query }) => `/api/products/search?${query}`)],
      ['shops', shopQueries(vocabulary).map(({ query }) => `/api/shops?${query}`)],
      ['nearest', nearestQueries(vocabulary).map(nearestPath)],
      ['users', WORKLOADS.includes('users') ? await userQueries(DATABASE, 20_000) : []],
    ] as [string, string[]][]
  ).filter(([name]) => WORKLOADS.includes(name))
  const bases: Record<string, string> = {}
  const startup: string[] = []
  const apiPort = await freePort()
  let api: ChildProcess | undefined

  if (SERVERS.includes('api')) {
    const first = await startedApi(apiPort, 'API, no snapshot (build)')
    api = first.api
    startup.push(first.line)
    bases.api = `http://127.0.0.1:${apiPort}`
    // The build writes the snapshot the restart below loads.
    for (let tries = 0; tries < 600; tries++) {
      if (
        await stat(SNAPSHOT).then(
          () => true,
          () => false,
        )
      )
        break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
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

  await untilIdle(children.map((child) => child.pid!))
  console.log(startup.join('\n'))
  console.log(`\n${workloads.map(([name, queries]) => `${queries.length} distinct ${name} queries`).join(', ')}; ${SECONDS} s each`)
  console.log(`load before: ${execFileSync('uptime').toString().trim()}\n`)
  console.log('| workload | server | connections | req/s | p50 ms | p95 ms | p99 ms | errors |')
  console.log('|---|---|---|---|---|---|---|---|')
  const ratios: string[] = []
  const headers = bases.api && WORKLOADS.includes('users') ? { authorization: `Bearer ${await adminToken(bases.api)}` } : undefined
  for (const [name, queries] of workloads) {
    const results: Record<string, Figures> = {}
    // The bare server does the catalogue searches only.
    const servers = name === 'products' || name === 'shops' ? SERVERS : SERVERS.filter((server) => server === 'api')
    const options = name === 'users' ? { connections: USER_CONNECTIONS, headers } : {}
    for (const server of servers) {
      // Warm-up (JIT, pools, the engine's kept rankings) on the end of the list, measured on the rest.
      await measure(bases[server], cycle(queries.slice(-WARM_UP_QUERIES)), WARM_UP_SECONDS, options)
      const figures = (results[server] = await measure(bases[server], cycle(queries.slice(0, -WARM_UP_QUERIES)), SECONDS, options))
      console.log(
        `| ${name} | ${server} | ${options.connections ?? CONNECTIONS} | ${figures.rps} | ${figures.p50} | ${figures.p95} | ${figures.p99} | ${figures.errors} |`,
      )
    }
    if (results.api && results.bare)
      ratios.push(`${name}: API/bare throughput ${(results.api.rps / Math.max(results.bare.rps, 1)).toFixed(2)}×`)
  }
  console.log(`\n${ratios.join('\n')}\nload after: ${execFileSync('uptime').toString().trim()}`)
  if (api) {
    // At once the heap still holds the runs' garbage; V8 gives it back once requests stop.
    const atOnce = rssMb(api.pid!)
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
    console.log(`API: RSS ${rssMb(api.pid!)} MB ${SETTLE_MS / 1000} s after the runs (${atOnce} MB at once)`)
    // A crash, then a start from the snapshot.
    api.kill('SIGKILL')
    await new Promise((resolve) => api!.once('exit', resolve))
    console.log((await startedApi(apiPort, 'API restarted from its snapshot')).line)
  }
} finally {
  for (const child of children) child.kill('SIGTERM')
  await rm(SNAPSHOT, { force: true })
}
