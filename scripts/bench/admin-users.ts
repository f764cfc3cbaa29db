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
 * The last request, the signed-in admin's own account, is the bare server:
 * the same token check and JSON answer with no list behind it. Before the
 * three fixed requests, a "distinct" workload sends 20,000 different searches
 * (name and e-mail prefixes of 3-6 letters drawn from the seeded users, with
 * every role, status, sort and direction, pages 1-5), none repeated in a run,
 * so no answer is ever served from the index's remembered ones.
 */
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'
import { freePort, API_DIR } from '../testing/start-api.ts'
import { userQueries } from './search-queries.ts'

const DATABASE = process.env.BENCH_DB ?? 'shoplocal_users_bench'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const QUERIES = [
  '/api/admin/users?search=mur&role=customer&sortBy=lastName&sortOrder=asc&page=1&limit=20',
  '/api/admin/users?search=aoife&role=all&status=active&sortBy=createdAt&sortOrder=desc&page=2&limit=20',
  '/api/admin/users?role=shop_owner&sortBy=email&sortOrder=asc&page=5&limit=20',
  '/api/admin/auth/me',
]
const DISTINCT_QUERIES = 20_000

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
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DB_CONNECTION: 'mysql',
    DB_DATABASE: DATABASE,
    SMTP_HOST: process.env.SMTP_HOST ?? '127.0.0.1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const base = `http://127.0.0.1:${port}`
try {
  for (let attempt = 0; ; attempt++) {
    try {
      // Healthy and searching (the index loaded or built): until then searches answer 503.
      const health = await fetch(`${base}/api/health`)
      if (health.ok && ((await health.json()) as { search: string }).search === 'ready') break
    } catch {
      if (attempt > 150) throw new Error('API did not start')
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const signIn = await fetch(`${base}/api/admin/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@shoplocal.ie', password: 'Admin@2026' }),
  })
  const { token } = (await signIn.json()) as { token: string }
  const users = (await (await fetch(`${base}${QUERIES[0]}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    totalCount: number
  }
  console.log(`database ${DATABASE}; first query matches ${users.totalCount} users`)

  const drawn = await userQueries(DATABASE, DISTINCT_QUERIES)
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
