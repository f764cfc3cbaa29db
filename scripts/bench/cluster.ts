/*
 * `npm run bench:cluster`: how far one box goes. In one run, the cluster (scripts/cluster.ts, HAProxy in front) as
 * 1 API + 1 website, then as 2 APIs + 2 websites, on one new MariaDB/MySQL database and the machine's Redis; each
 * shape takes the same two crowds through the proxy: searches (bench:search's distinct product and shop
 * queries in turn) and shop pages (the website's /shops/{id}, every public shop in turn). Prints a table of
 * req/s and p95 for each shape and the ratio 2+2 / 1+1, so docs/performance.md can say what a second process of
 * each buys on this machine. A warm-up of each crowd comes first and no figure includes it.
 *
 * Settings: BENCH_SECONDS (20) per crowd and shape, BENCH_WARM_UP_SECONDS (5), BENCH_CONNECTIONS (50),
 * BENCH_SEED_SCALE (0: the demo data only; 10000 gives 200,000 products) seeds the database first, BENCH_SHAPES
 * (1+1,2+2). The website is the storefront e2e suite's shared build (made here when missing).
 * Figures from a shared or busy machine are not the targets' figures: say so with them.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildSite } from '@shoplocal/storefront/testing-site-build'
import { freeRun } from '../cluster/ports.ts'
import { createTestDatabase } from '../testing/databases.ts'
import { freePort } from '../testing/start-api.ts'
import { cycle, measure, type Figures } from './measure.ts'
import { productQueries, seededVocabulary, shopQueries } from './search-queries.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const SEED_SCALE = process.env.BENCH_SEED_SCALE ?? ''
const SHAPES = (process.env.BENCH_SHAPES ?? '1+1,2+2').split(',').map((shape) => shape.split('+').map(Number) as [number, number])

/** Starts the cluster in this shape and resolves once it says it is running; its output is kept for a failure. */
async function startCluster(env: Record<string, string>, apis: number, webs: number) {
  const port = await freePort()
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['scripts/cluster.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      CLUSTER_PORT: String(port),
      CLUSTER_HOST: '127.0.0.1',
      CLUSTER_METRICS_PORT: String(await freeRun(apis * 2)),
      CLUSTER_API_PROCESSES: String(apis),
      CLUSTER_WEB_PROCESSES: String(webs),
      PUBLIC_SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('cluster is running')) resolve()
      else if (child.exitCode !== null) reject(new Error(`the cluster exited (${child.exitCode}):\n${output.slice(-3000)}`))
      else return
      clearInterval(check)
    }, 200)
  })
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

const database = await createTestDatabase('mysql')
const uploads = await mkdtemp(join(tmpdir(), 'shoplocal-bench-cluster-'))
const site = join(uploads, 'site')
try {
  await buildSite(site)
  const env = {
    ...database.env,
    NODE_ENV: 'production',
    APP_KEY: 'benchmark-only-key-0123456789abcdef',
    UPLOADS_DIR: join(uploads, 'files'),
    SEARCH_SNAPSHOT_PATH: join(uploads, 'search-snapshot.bin'),
    CLUSTER_WEB_ENTRY: join(site, 'server', 'entry.mjs'),
    SEED_SCALE,
    LOG_LEVEL: 'warn',
    // The schedule's mail and retries are not what is measured.
    SCHEDULER: 'off',
  }
  const rows: { shape: string; search: Figures; shops: Figures }[] = []
  let crowds: { search: string[]; shops: string[] } | undefined
  for (const [apis, webs] of SHAPES) {
    const cluster = await startCluster(env, apis, webs)
    try {
      if (!crowds) {
        const db = database.connect()
        const vocabulary = await seededVocabulary(database.env.DB_DATABASE)
        const shops = shopQueries(vocabulary)
        const shopIds = await db('shops')
          .where('status', 'approved')
          .where('is_active', true)
          .whereNot('payment_status', 'suspended')
          .whereNull('trader_hidden_at')
          .whereNull('removed_at')
          .pluck('id')
        await db.destroy()
        crowds = {
          search: productQueries(vocabulary).flatMap((product, at) => [
            `/api/products/search?${product.query}`,
            `/api/shops?${shops[at % shops.length].query}`,
          ]),
          shops: shopIds.map((id) => `/shops/${id}`),
        }
      }
      const run = async (paths: string[]) => {
        await measure(cluster.base, cycle(paths), { seconds: WARM_UP_SECONDS, connections: CONNECTIONS })
        return measure(cluster.base, cycle(paths), { seconds: SECONDS, connections: CONNECTIONS })
      }
      rows.push({ shape: `${apis}+${webs}`, search: await run(crowds.search), shops: await run(crowds.shops) })
    } finally {
      await cluster.stop()
    }
  }
  console.log(`\n${CONNECTIONS} connections through HAProxy, ${SECONDS} s a crowd; load: ${execFileSync('uptime').toString().trim()}\n`)
  console.log('| crowd | API + website | req/s | p95 ms | errors |')
  console.log('|---|---|---|---|---|')
  for (const crowd of ['search', 'shops'] as const)
    for (const row of rows)
      console.log(
        `| ${crowd === 'search' ? 'searches' : 'shop pages'} | ${row.shape} | ${row[crowd].rps} | ${row[crowd].p95} | ${row[crowd].errors} |`,
      )
  const [first, last] = [rows[0], rows.at(-1)!]
  if (rows.length > 1)
    for (const crowd of ['search', 'shops'] as const)
      console.log(
        `${crowd === 'search' ? 'searches' : 'shop pages'}: ${last.shape} / ${first.shape} throughput ${(last[crowd].rps / Math.max(first[crowd].rps, 1)).toFixed(2)}×, p95 ${(last[crowd].p95 / Math.max(first[crowd].p95, 1)).toFixed(2)}×`,
      )
} finally {
  await database.drop()
  await rm(uploads, { recursive: true, force: true })
}
