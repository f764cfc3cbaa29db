/*
 * `npm run bench:site`: the website's pages through its server under a crowd for 60 s, every request a new
 * visitor (its own forwarded address and browser). Of every 20 requests 16 are shop pages (/shops/{id}, every
 * public shop in turn), 2 the home page, 1 the shop list and 1 a shop id that does not exist. A warm-up of the
 * same crowd for 10 s comes first (both servers start cold) and no figure or check includes it.
 * Targets: 0 errors and p95 ≤ 100 ms at 50 connections (≤ 500 ms at 200); /api/health, asked twice a second
 * beside the crowd by a process of its own, under 100 ms; a 404 only for the unknown id. Afterwards, once the
 * background count has caught up (the website stopped, so the views of its shared pages are reported), every
 * shop page that answered 200 in the run is one shop_visits row and one more view on its shop.
 *
 * BENCH_MIX=mixed sends a mixed crowd instead: of every 20 requests 6 shop pages, 6 product pages, 2 home pages,
 * the shop and product lists, a shop search, 2 product searches and the unknown shop (the count check, which is
 * about shop pages alone, is then left out).
 *
 * Runs from a fresh clone on a fresh seeded database: SQLite by default, BENCH_DB=mysql for the local
 * MySQL-family server. BENCH_SECONDS, BENCH_CONNECTIONS (default 50) and BENCH_SHOPS override the run;
 * GUEST_PAGE_CACHE_MS passes to the website (0 renders every page). BENCH_PROFILE=1 runs the website's server
 * under `node --cpu-prof` and prints where its time went.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import type { TestDatabaseKind } from '../testing/databases.ts'
import { startApi } from '../testing/start-api.ts'
import { profileFolder, summariseProfile } from './cpu-profile.ts'
import { buildSite, startSite } from './web-site.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DATABASE = (process.env.BENCH_DB ?? 'sqlite') as TestDatabaseKind
/** BENCH_SHOPS=1 sends the whole crowd to one shop, the hardest case for counting its views. */
const SHOP_LIMIT = Number(process.env.BENCH_SHOPS ?? 0)
const USER_AGENT = 'SiteBench'
/** Seconds of crowd before the measured run, at its connections: left out of every figure and check. */
const WARM_UP_SECONDS = 10
/** An id no shop has: the only page that may answer 404. */
const UNKNOWN_SHOP = 2_000_000_000

type Kind = 'shop' | 'product' | 'home' | 'list' | 'productList' | 'shopSearch' | 'productSearch' | 'unknown'
const MIXED = process.env.BENCH_MIX === 'mixed'
const KINDS: Kind[] = MIXED
  ? [
      ...Array<Kind>(6).fill('shop'),
      ...Array<Kind>(6).fill('product'),
      'home',
      'home',
      'list',
      'productList',
      'shopSearch',
      'productSearch',
      'productSearch',
      'unknown',
    ]
  : [...Array<Kind>(16).fill('shop'), 'home', 'home', 'list', 'unknown']
const EXPECTED: Record<Kind, number> = {
  shop: 200,
  product: 200,
  home: 200,
  list: 200,
  productList: 200,
  shopSearch: 200,
  productSearch: 200,
  unknown: 404,
}
/** What the mixed crowd types into the search boxes: trades, goods and towns the demo data holds, and misses. */
const SEARCH_WORDS = ['bread', 'coffee', 'books', 'repair', 'cork', 'gift', 'cheese', 'flowers', 'galway', 'bakry', 'zzz']

const ms = (value: number) => Math.round(value)
const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0

/** The health probe in a process of its own (health-probe.ts): its times are the API's, not this load tool's. */
function startHealthProbe(apiUrl: string) {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./health-probe.ts', import.meta.url)), apiUrl], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise((resolve) => child.on('exit', resolve))
  return {
    stop: async (): Promise<(number | null)[]> => {
      child.stdin.end()
      await exited
      return JSON.parse(output)
    },
  }
}

const [api] = await Promise.all([
  startApi({
    database: DATABASE,
    env: { NODE_ENV: 'production', APP_KEY: 'benchmark-only-key-0123456789abcdef', LOG_LEVEL: 'warn' },
  }),
  buildSite(),
])
const db = api.database.connect()
const profileDir = process.env.BENCH_PROFILE === '1' ? await profileFolder('website') : ''
const site = await startSite(api.url, profileDir ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` } : {})

try {
  // The shops the public may see, as the API decides it (suspended owners' shops are not among them);
  // ?track=0 so the check counts no visit.
  const candidates = (await db('shops').where({ status: 'approved', is_active: true }).orderBy('id').select('id')).map((row) =>
    Number(row.id),
  )
  const visible = await Promise.all(
    candidates.map(async (id) => ((await fetch(`${api.url}/api/shops/${id}?track=0`)).status === 200 ? id : null)),
  )
  const shops = visible.filter((id): id is number => id !== null).slice(0, SHOP_LIMIT > 0 ? SHOP_LIMIT : undefined)
  const products = (
    await db('products').whereIn('shop_id', shops).where('is_active', true).whereNull('hidden_at').orderBy('id').select('id')
  ).map((row) => Number(row.id))
  const word = (visitor: number) => SEARCH_WORDS[Math.floor(visitor / KINDS.length) % SEARCH_WORDS.length]

  let sent = 0
  /** One crowd for `seconds`: each answer's time, and how many of each kind answered with each status. */
  const crowd = (seconds: number) => {
    const times: number[] = []
    const answers = new Map<string, number>()
    let wrong = 0
    const finished = new Promise<{ errors: number; timeouts: number; requests: { total: number; average: number } }>((resolve, reject) => {
      const instance = autocannon(
        {
          url: site.url,
          connections: CONNECTIONS,
          duration: seconds,
          timeout: 30,
          requests: [
            {
              setupRequest: (request: { path: string; headers?: Record<string, string> }, context: { kind?: Kind }) => {
                const visitor = sent++
                const kind = KINDS[visitor % KINDS.length]
                // One request in flight per connection: its answer reads back the kind it was sent as.
                context.kind = kind
                const turn = Math.floor(visitor / KINDS.length)
                const path = {
                  shop: `/shops/${shops[turn % shops.length]}`,
                  product: `/products/${products[(turn * 7 + visitor) % products.length]}`,
                  home: '/',
                  list: '/browse-shops',
                  productList: '/browse-products',
                  shopSearch: `/browse-shops?search=${word(visitor)}`,
                  productSearch: `/browse-products?product=${word(visitor + 3)}`,
                  unknown: `/shops/${UNKNOWN_SHOP}`,
                }[kind]
                return {
                  ...request,
                  path,
                  headers: {
                    ...request.headers,
                    'accept-encoding': 'br, gzip',
                    // The site's proxy runs on loopback, which the API trusts to name the visitor.
                    'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
                    'user-agent': `${USER_AGENT}/${visitor}`,
                  },
                }
              },
              onResponse: (status: number, _body: unknown, context: { kind?: Kind }) => {
                const kind = context.kind ?? 'shop'
                const key = `${kind} ${status}`
                answers.set(key, (answers.get(key) ?? 0) + 1)
                if (status !== EXPECTED[kind]) wrong++
              },
            },
          ],
        },
        (error: Error | null, result: { errors: number; timeouts: number; requests: { total: number; average: number } }) =>
          error ? reject(error) : resolve(result),
      )
      instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => times.push(time))
    })
    return finished.then((result) => ({ result, times, answers, wrong }))
  }
  const benchVisits = async () =>
    Number((await db('shop_visits').where('user_agent', 'like', `${USER_AGENT}/%`).count('* as total').first())?.total)
  const allViews = async () => Number((await db('shops').sum('view_count as total').first())?.total ?? 0)
  const visitsWaiting = async () => ((await (await fetch(`${api.url}/api/health`)).json()) as { visitsWaiting: number }).visitsWaiting
  /** Until the API has counted every view it was told of (its background count catches up within seconds). */
  const countingCaughtUp = async () => {
    const deadline = Date.now() + 60_000
    while ((await visitsWaiting()) > 0) {
      if (Date.now() > deadline) throw new Error('the page views taken were not counted within 60 s')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  // Both servers start cold: their first seconds under the crowd compile code and fill caches. The warm-up's
  // answers and views are left out of every figure and of the count check.
  const warmUp = await crowd(WARM_UP_SECONDS)
  if (warmUp.wrong + warmUp.result.errors > 0) console.log(`warm-up: ${warmUp.wrong + warmUp.result.errors} errors`)
  // Its last pages, still in flight when it stopped, are answered and their views reported within a second.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await countingCaughtUp()
  const visitsBefore = await benchVisits()
  const viewsBefore = await allViews()

  const probe = startHealthProbe(api.url)
  const { result, times, answers, wrong } = await crowd(SECONDS)
  const healthTimes = (await probe.stop()).map((time) => time ?? Number.POSITIVE_INFINITY).sort((a, b) => a - b)

  times.sort((a, b) => a - b)
  console.log(
    `${DATABASE}, ${CONNECTIONS} connections, ${SECONDS} s, ${MIXED ? 'mixed pages' : 'shop pages'}, ${shops.length} public shops, a new visitor per request`,
  )
  console.log(
    `requests ${result.requests.total} · ${Math.round(result.requests.average)} req/s · p50 ${ms(percentile(times, 0.5))} ms · ` +
      `p95 ${ms(percentile(times, 0.95))} ms · p99 ${ms(percentile(times, 0.99))} ms · max ${ms(times.at(-1) ?? 0)} ms`,
  )
  console.log(
    `answers ${JSON.stringify(Object.fromEntries([...answers].sort()))} · errors ${wrong + result.errors} ` +
      `(unexpected status ${wrong}, socket errors ${result.errors}, timeouts ${result.timeouts})`,
  )
  console.log(
    `/api/health during the run: ${healthTimes.length} probes · p95 ${ms(percentile(healthTimes, 0.95))} ms · ` +
      `max ${ms(healthTimes.at(-1) ?? 0)} ms · ${healthTimes.filter((time) => time >= 100).length} at 100 ms or over`,
  )

  // The website reports the views of its shared pages as it stops; the API's background count then catches up
  // within seconds.
  await site.stop()
  await countingCaughtUp()
  const visits = (await benchVisits()) - visitsBefore
  const viewsAfter = await allViews()
  const shopPages = answers.get('shop 200') ?? 0
  // Requests still in flight when the clock stops are served (and counted) but not reported: up to one per connection.
  console.log(`counted: ${visits} visits and ${viewsAfter - viewsBefore} more views, for ${shopPages} shop pages reported 200`)
  // Product pages count their shop's visit too, so the exact count is checked on the shop-page crowd only.
  const countedRight = MIXED || (visits === viewsAfter - viewsBefore && visits >= shopPages && visits <= shopPages + CONNECTIONS)
  process.exitCode = wrong + result.errors === 0 && countedRight ? 0 : 1
} finally {
  await site.stop()
  await db.destroy()
  await api.stop()
}
if (profileDir) await summariseProfile(profileDir, 'Website')
