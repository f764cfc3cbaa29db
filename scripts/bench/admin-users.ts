/*
 * Benchmark: the admin users page (search + role filter + sort) at 20
 * connections against MySQL/MariaDB with 100,000 users. Not a test: it prints
 * figures for docs/performance.md.
 *
 * Prepare once:
 *   mysql -uroot -e 'CREATE DATABASE shoplocal_users_bench'
 *   cd api && DB_CONNECTION=mysql DB_DATABASE=shoplocal_users_bench SEED_USERS=100000 npm run ace -- db:setup
 * Run:
 *   node scripts/bench/admin-users.ts            (BENCH_DB, BENCH_SECONDS, BENCH_CONNECTIONS override)
 *   USERS_INDEX=off node scripts/bench/admin-users.ts    (searches on the SQL path, for comparison)
 * The last request, the signed-in admin's own account, is the bare server:
 * the same token check and JSON answer with no list behind it. Before the
 * three fixed requests, a "distinct" workload sends 20,000 different searches
 * (name and e-mail prefixes of 3-6 letters drawn from the seeded users, with
 * every role, status, sort and direction, pages 1-5), none repeated in a run,
 * so no answer is ever served from the index's remembered ones.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import mysql from 'mysql2/promise'
import { freePort, API_DIR } from '../testing/start-api.ts'

const DATABASE = process.env.BENCH_DB ?? 'shoplocal_users_bench'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const QUERIES = [
  '/api/admin/users?search=mur&role=customer&sortBy=lastName&sortOrder=asc&page=1&limit=20',
  '/api/admin/users?search=aoife&role=all&status=active&sortBy=createdAt&sortOrder=desc&page=2&limit=20',
  '/api/admin/users?role=shop_owner&sortBy=email&sortOrder=asc&page=5&limit=20',
  '/api/admin/auth/me',
]
const WITH_INDEX = process.env.USERS_INDEX !== 'off'
const DISTINCT_QUERIES = 20_000

/** A small deterministic generator (mulberry32), so every run sends the same searches. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32
  }
}

/** Distinct users-page searches drawn from the seeded names and e-mail addresses. */
async function distinctSearches(): Promise<string[]> {
  const connection = await mysql.createConnection({ host: '127.0.0.1', user: 'root', database: DATABASE })
  const [rows] = await connection.query('SELECT first_name, last_name, email FROM users WHERE email IS NOT NULL ORDER BY id LIMIT 5000')
  await connection.end()
  const words = [
    ...new Set(
      (rows as { first_name: string; last_name: string; email: string }[]).flatMap((row) => [
        row.first_name,
        row.last_name,
        row.email.split('@')[0],
      ]),
    ),
  ].filter((word) => word.length >= 3)
  const next = random(7)
  const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)]
  const seen = new Set<string>()
  for (let attempt = 0; seen.size < DISTINCT_QUERIES && attempt < DISTINCT_QUERIES * 20; attempt++) {
    const word = pick(words)
    const params = new URLSearchParams({
      search: word.slice(0, 3 + Math.floor(next() * 4)),
      role: pick(['all', 'customer', 'shop_owner']),
      status: pick(['all', 'active']),
      sortBy: pick(['createdAt', 'firstName', 'lastName', 'email', 'role']),
      sortOrder: pick(['asc', 'desc']),
      page: String(1 + Math.floor(next() * 5)),
      limit: '20',
    })
    seen.add(`/api/admin/users?${params}`)
  }
  return [...seen]
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]
}

const port = await freePort()
const server = spawn(process.execPath, ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
  cwd: API_DIR,
  // Production mode as deployed; no mail is sent, so any SMTP host will do.
  env: {
    ...process.env,
    NODE_ENV: 'production',
    APP_KEY: 'benchmark-only-key-0123456789abcdef',
    // Info, to see when the users index is ready (the one line passed on; failures show as non-2xx).
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DB_CONNECTION: 'mysql',
    DB_DATABASE: DATABASE,
    SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
const indexReady = new Promise<void>((resolve) => {
  let buffered = ''
  server.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const lines = buffered.split('\n')
    buffered = lines.pop() ?? ''
    for (const line of lines) {
      if (line.includes('admin users search index ready')) {
        console.log(line)
        resolve()
      }
    }
  })
})
const base = `http://127.0.0.1:${port}`
try {
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break
    } catch {
      if (attempt > 150) throw new Error('API did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  if (WITH_INDEX) await indexReady
  const signIn = await fetch(`${base}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const users = (await (await fetch(`${base}${QUERIES[0]}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    totalCount: number
  }
  console.log(`database ${DATABASE}, users index ${WITH_INDEX ? 'on' : 'off'}; first query matches ${users.totalCount} users`)

  const drawn = await distinctSearches()
  // JIT and pools warm up on the last 1,000; the rest are measured.
  await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: 3,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: [
      {
        setupRequest: (request: { path: string }, context: { at?: number }) => ({
          ...request,
          path: drawn[drawn.length - 1 - ((context.at = (context.at ?? 0) + 1) % 1000)],
        }),
      },
    ],
  })
  const searches = drawn.slice(0, -1000)
  const latencies: number[] = []
  let at = 0
  const distinct = autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    requests: [{ setupRequest: (request: { path: string }) => ({ ...request, path: searches[at++ % searches.length] }) }],
  })
  distinct.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (statusCode === 200) latencies.push(responseTime)
  })
  const distinctResult = await distinct
  latencies.sort((a, b) => a - b)
  console.log(
    `${searches.length} distinct searches (search + role + status + sort, pages 1-5)\n  ${CONNECTIONS} connections, ${SECONDS} s: ` +
      `${distinctResult.requests.total} requests (${Math.round(distinctResult.requests.average)}/s, ${at > searches.length ? 'some repeated' : 'none repeated'}), ` +
      `non-2xx ${distinctResult.non2xx}, errors ${distinctResult.errors}; latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 0.95).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
  )

  for (const path of QUERIES) {
    const latencies: number[] = []
    const instance = autocannon({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    })
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      if (statusCode === 200) latencies.push(responseTime)
    })
    const result = await instance
    latencies.sort((a, b) => a - b)
    console.log(
      `${path}\n  ${CONNECTIONS} connections, ${SECONDS} s: ${result.requests.total} requests (${Math.round(result.requests.average)}/s), ` +
        `non-2xx ${result.non2xx}, errors ${result.errors}; latency p50 ${percentile(latencies, 0.5).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 0.95).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms`,
    )
  }
} finally {
  server.kill('SIGTERM')
}
