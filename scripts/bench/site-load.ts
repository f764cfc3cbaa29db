/*
 * `npm run bench:site`: shop pages (/shops/{id}) through the built website under 100 connections for 60 s,
 * every request a new visitor (its own forwarded address and browser), so every page view is counted.
 * Target: 0 errors. Afterwards it checks the counting: once the background count has caught up, every
 * page that answered 200 is one shop_visits row and one more view on its shop.
 *
 * Runs from a fresh clone on a fresh seeded database: SQLite by default, BENCH_DB=mysql for the local
 * MySQL-family server. BENCH_SECONDS, BENCH_CONNECTIONS and BENCH_SHOPS override the run.
 */
import autocannon from 'autocannon'
import type { TestDatabaseKind } from '../testing/databases.ts'
import { startApi } from '../testing/start-api.ts'
import { buildSite, startSite } from './web-site.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const DATABASE = (process.env.BENCH_DB ?? 'sqlite') as TestDatabaseKind
/** BENCH_SHOPS=1 sends the whole crowd to one shop, the hardest case for counting its views. */
const SHOP_LIMIT = Number(process.env.BENCH_SHOPS ?? 0)
const USER_AGENT = 'SiteBench'

const ms = (value: number) => Math.round(value)
const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

const [api] = await Promise.all([
  startApi({
    database: DATABASE,
    env: { NODE_ENV: 'production', APP_KEY: 'benchmark-only-key-0123456789abcdef', LOG_LEVEL: 'warn' },
  }),
  buildSite(),
])
const db = api.database.connect()
const site = await startSite(api.url)

try {
  const publicShops = db('shops').where({ status: 'approved', is_approved: true, is_active: true }).orderBy('id').select('id')
  if (SHOP_LIMIT > 0) publicShops.limit(SHOP_LIMIT)
  const shops = (await publicShops).map((row) => Number(row.id))
  const viewsBefore = Number((await db('shops').sum('view_count as total').first())?.total ?? 0)

  let sent = 0
  const times: number[] = []
  const statuses = new Map<number, number>()
  const result = await new Promise<{ errors: number; timeouts: number; requests: { total: number; average: number } }>(
    (resolve, reject) => {
      const instance = autocannon(
        {
          url: site.url,
          connections: CONNECTIONS,
          duration: SECONDS,
          timeout: 30,
          requests: [
            {
              setupRequest: (request: { path: string; headers?: Record<string, string> }) => {
                const visitor = sent++
                return {
                  ...request,
                  path: `/shops/${shops[visitor % shops.length]}`,
                  headers: {
                    ...request.headers,
                    // The site's proxy runs on loopback, which the API trusts to name the visitor.
                    'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
                    'user-agent': `${USER_AGENT}/${visitor}`,
                  },
                }
              },
            },
          ],
        },
        (error: Error | null, finished: { errors: number; timeouts: number; requests: { total: number; average: number } }) =>
          error ? reject(error) : resolve(finished),
      )
      instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
        times.push(time)
        statuses.set(status, (statuses.get(status) ?? 0) + 1)
      })
    },
  )

  times.sort((a, b) => a - b)
  const ok = statuses.get(200) ?? 0
  const failed = [...statuses].filter(([status]) => status !== 200).reduce((sum, [, count]) => sum + count, 0)
  console.log(`${DATABASE}, ${CONNECTIONS} connections, ${SECONDS} s, ${shops.length} shops, a new visitor per request`)
  console.log(
    `requests ${result.requests.total} · ${Math.round(result.requests.average)} req/s · p50 ${ms(percentile(times, 0.5))} ms · ` +
      `p95 ${ms(percentile(times, 0.95))} ms · p99 ${ms(percentile(times, 0.99))} ms · max ${ms(times.at(-1) ?? 0)} ms`,
  )
  console.log(
    `answers ${JSON.stringify(Object.fromEntries(statuses))} · errors ${failed + result.errors} (non-200 ${failed}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
  )

  // The background count catches up within seconds of the load ending.
  const deadline = Date.now() + 60_000
  const waiting = async () => ((await (await fetch(`${api.url}/api/health`)).json()) as { visitsWaiting: number }).visitsWaiting
  while ((await waiting()) > 0) {
    if (Date.now() > deadline) throw new Error('the page views taken were not counted within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const visits = Number((await db('shop_visits').where('user_agent', 'like', `${USER_AGENT}/%`).count('* as total').first())?.total)
  const viewsAfter = Number((await db('shops').sum('view_count as total').first())?.total ?? 0)
  // Requests still in flight when the clock stops are served (and counted) but not reported: up to one per connection.
  console.log(`counted: ${visits} visits and ${viewsAfter - viewsBefore} more views, for ${ok} pages reported 200 of ${sent} sent`)
  const countedRight = visits === viewsAfter - viewsBefore && visits >= ok && visits <= sent
  process.exitCode = failed + result.errors === 0 && countedRight ? 0 : 1
} finally {
  site.stop()
  await db.destroy()
  await api.stop()
}
