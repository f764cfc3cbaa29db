/*
 * `npm run test:cluster`: the cluster (scripts/cluster.ts) on a new MariaDB/MySQL database and the machine's Redis,
 * driven through its proxy by CLUSTER_TEST_CONNECTIONS (50) connections of mixed traffic (traffic.ts: pages, searches,
 * sign-ins, favourites, reviews, chat messages, payment proofs) for CLUSTER_TEST_SECONDS (60) while every API and
 * website process is restarted one after another (SIGHUP). The website is the storefront e2e suite's shared build
 * (made here when missing), so `npm test` builds it once. It fails on any failed
 * request, any acknowledged write missing afterwards, a signed-in customer signed out, a chat message through one
 * API not reaching a stream on another within 1 s, an approved shop not found by search on every API within 2 s,
 * or a scheduled job run more than once in a period. Prints what it saw; exits 1 on any failure.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Browser, UNTHROTTLED } from '@shoplocal/api/testing-browser'
import { buildSite } from '@shoplocal/storefront/testing-site-build'
import { createTestDatabase } from '../testing/databases.ts'
import { freePort } from '../testing/start-api.ts'
import { freeRun } from './ports.ts'
import { CUSTOMER, lostWrites, startCrowd, writeCounts } from './traffic.ts'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const CONNECTIONS = Number(process.env.CLUSTER_TEST_CONNECTIONS ?? 50)
const SECONDS = Number(process.env.CLUSTER_TEST_SECONDS ?? 60)
const JOB_EVERY_MS = 2000
const CHAT_WITHIN_MS = 1000
const SEARCH_WITHIN_MS = 2000

const failures: string[] = []
const fail = (what: string) => {
  failures.push(what)
  process.stdout.write(`FAIL ${what}\n`)
}

const database = await createTestDatabase('mysql')
const uploads = await mkdtemp(join(tmpdir(), 'shoplocal-cluster-uploads-'))
const port = await freePort()
const metricsPort = await freeRun(8)
// The website built once per version of its sources, shared with the storefront's end-to-end suite.
const site = join(await mkdtemp(join(tmpdir(), 'shoplocal-cluster-site-')), 'site')
await buildSite(site)
const base = `http://127.0.0.1:${port}`
let output = ''
const cluster = spawn(process.execPath, ['scripts/cluster.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    ...database.env,
    NODE_ENV: 'development',
    APP_KEY: 'cluster-test-only-key-never-in-use-32',
    UPLOADS_DIR: uploads,
    SEARCH_SNAPSHOT_PATH: join(uploads, 'search-snapshot.json'),
    CLUSTER_PORT: String(port),
    CLUSTER_HOST: '127.0.0.1',
    CLUSTER_METRICS_PORT: String(metricsPort),
    PUBLIC_SITE_URL: base,
    BILLING_LIFECYCLE_INTERVAL_MS: String(JOB_EVERY_MS),
    SCHEDULER_CHECK_MS: '100',
    CLUSTER_WEB_ENTRY: join(site, 'server', 'entry.mjs'),
    ...UNTHROTTLED,
    AUTH_SIGN_IN_PER_MINUTE: '100000',
    AUTH_REGISTER_PER_MINUTE: '100000',
    GUEST_SESSIONS_PER_MINUTE: '1000000',
    AUTH_EVEN_ANSWER_MS: '0',
    // The crowd signs in on every eighth turn and one owner sends a proof as often: neither may be refused.
    HASH_QUEUE: '1000',
    PROOFS_PER_MINUTE: '100000',
    REVIEWS_PER_ADDRESS_PER_HOUR: '100000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
cluster.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
cluster.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (cluster.exitCode !== null)
      throw new Error(`the cluster exited (${cluster.exitCode}) while waiting for ${what}:\n${output.slice(-4000)}`)
    if (await condition()) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`)
}

/** Each API's current port, from the cluster's own lines (the start, then each restart). */
function apiPorts(): number[] {
  const ports = new Map<string, number>()
  for (const match of output.matchAll(/^\s+(api\d+)\s+:(\d+)/gm)) ports.set(match[1], Number(match[2]))
  for (const match of output.matchAll(/\[cluster\] (api\d+) restarted on :(\d+)/g)) ports.set(match[1], Number(match[2]))
  return [...ports.values()]
}

let crowd: ReturnType<typeof startCrowd> | undefined
try {
  await until(() => output.includes('cluster is running'), 600_000, 'the cluster start')
  const db = database.connect()

  // A signed-in customer, kept through every restart.
  const customer = new Browser(base)
  const signedIn = await customer.post('/api/customer/login', CUSTOMER)
  if (signedIn.status !== 200) throw new Error(`customer sign-in: ${signedIn.status}`)
  const shop = await db('shops').where('is_approved', true).where('is_active', true).first('id', 'name')

  const products = await db('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .where('s.status', 'approved')
    .where('s.is_active', true)
    .whereNull('s.trader_hidden_at')
    .whereNull('s.removed_at')
    .where('p.is_active', true)
    .whereNull('p.hidden_at')
    .orderBy('p.id')
    .limit(CONNECTIONS)
    .select('p.id', 'p.shop_id')
  const jobRuns = async () => Number((await db('scheduled_job_leases').where('name', 'billing_lifecycle').first('runs'))?.runs ?? 0)
  const runsBefore = await jobRuns()
  const started = Date.now()
  crowd = startCrowd(base, { shop, products, customer }, CONNECTIONS, fail)
  // Every process restarted one after another while the traffic runs.
  const restarts = (output.match(/rolling restart done/g) ?? []).length
  cluster.kill('SIGHUP')
  await until(() => (output.match(/rolling restart done/g) ?? []).length > restarts, SECONDS * 1000 + 300_000, 'the rolling restart')
  await until(() => Date.now() - started >= SECONDS * 1000, SECONDS * 1000, 'the end of the traffic')
  await crowd.stop()
  const { counts, acknowledged } = crowd
  const elapsedMs = Date.now() - started
  process.stdout.write(`${counts.requests} requests through the proxy in ${Math.round(elapsedMs / 1000)} s, ${counts.failed} failed\n`)

  // Every acknowledged write is in the database, row by row.
  const customerId = Number((await db('users').where('email', CUSTOMER.contact).where('role', 'customer').first('id')).id)
  const lost = await lostWrites(db, acknowledged, customerId, uploads)
  for (const what of lost.slice(0, 20)) fail(`acknowledged write lost: ${what}`)
  process.stdout.write(`acknowledged: ${writeCounts(acknowledged)}; ${lost.length} lost\n`)

  // A chat message sent through one API reaches a stream open on another within 1 s (Redis carries it).
  const ports = apiPorts()
  if (ports.length >= 2) {
    const [streamPort, sendPort] = ports
    const first = await new Browser(`http://127.0.0.1:${sendPort}`, { cookie: `shoplocal-session=${customer.sessionCookie}` }).post<{
      conversation: { id: number }
    }>('/api/chat/messages', { shopId: shop.id, message: 'Hello from the cluster test' })
    const conversationId = first.body.conversation.id
    const uid = randomUUID()
    const stream = await fetch(`http://127.0.0.1:${streamPort}/api/__transmit/events?uid=${uid}`, {
      headers: { accept: 'text/event-stream', cookie: `shoplocal-session=${customer.sessionCookie}` },
    })
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    const onStream = new Browser(`http://127.0.0.1:${streamPort}`, { cookie: `shoplocal-session=${customer.sessionCookie}` })
    await onStream.post('/api/__transmit/subscribe', { uid, channel: `chat/conversations/${conversationId}` })
    const text = `Across processes ${randomUUID()}`
    const sentAt = Date.now()
    await new Browser(`http://127.0.0.1:${sendPort}`, { cookie: `shoplocal-session=${customer.sessionCookie}` }).post(
      '/api/chat/messages',
      {
        conversationId,
        message: text,
      },
    )
    let received = ''
    const arrived = await Promise.race([
      (async () => {
        while (!received.includes(text)) received += (await reader.read()).value ?? ''
        return Date.now() - sentAt
      })(),
      new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 5000)),
    ])
    await reader.cancel()
    if (arrived > CHAT_WITHIN_MS) fail(`chat message reached the other API's stream after ${arrived} ms`)
    process.stdout.write(`chat message crossed processes in ${arrived} ms\n`)
  } else fail('fewer than two API processes to carry a chat message between')

  // A shop approved through the proxy is found by search on every API within 2 s.
  const pending = await db('shops').where('status', 'pending').first('id', 'name')
  if (pending) {
    const admin = new Browser(base)
    await admin.post('/api/auth/role-login', { email: 'admin@shoplocal.ie', password: 'Admin@2026', role: 'admin' })
    const approved = await admin.send('PATCH', `/api/admin/shops/${pending.id}/approve`, {})
    if (approved.status !== 200) fail(`approving a shop: ${approved.status}`)
    const approvedAt = Date.now()
    const found = async (apiPort: number) => {
      const answer = await fetch(`http://127.0.0.1:${apiPort}/api/shops?search=${encodeURIComponent(pending.name)}`)
      return ((await answer.json()) as { id: number }[]).some((row) => row.id === pending.id)
    }
    await until(async () => (await Promise.all(ports.map(found))).every(Boolean), 10_000, 'the approved shop in every search').catch(
      () => undefined,
    )
    const tookMs = Date.now() - approvedAt
    if (tookMs > SEARCH_WITHIN_MS) fail(`the approved shop was searchable everywhere after ${tookMs} ms`)
    process.stdout.write(`approved shop searchable on ${ports.length} APIs in ${tookMs} ms\n`)
  } else fail('no pending shop to approve')

  // The scheduled job ran at most once per period across every process.
  const runs = (await jobRuns()) - runsBefore
  const periods = (Date.now() - started) / JOB_EVERY_MS
  if (runs < 1 || runs > Math.ceil(periods) + 1) fail(`billing_lifecycle ran ${runs} times in ${periods.toFixed(1)} periods`)
  process.stdout.write(`billing_lifecycle ran ${runs} times in ${periods.toFixed(1)} periods of ${JOB_EVERY_MS / 1000} s\n`)
  await db.destroy()
} catch (error) {
  fail((error as Error).message)
} finally {
  // A check that threw mid-run leaves the crowd driving: it stops before the cluster does, or every request after
  // the stop would count as one more failure.
  await crowd?.stop()
  if (cluster.exitCode === null) {
    const exited = new Promise<number | null>((resolve) => cluster.once('exit', (code) => resolve(code)))
    cluster.kill('SIGTERM')
    const code = await exited
    if (code !== 0) fail(`the cluster exited ${code} on SIGTERM`)
  }
  await database.drop()
  await rm(uploads, { recursive: true, force: true })
  await rm(dirname(site), { recursive: true, force: true })
  if (failures.length > 0) {
    const logFile = join(tmpdir(), 'shoplocal-cluster-test.log')
    await writeFile(logFile, output)
    process.stdout.write(`the cluster's own output: ${logFile}\n`)
  }
}
process.stdout.write(failures.length === 0 ? 'cluster test passed\n' : `cluster test failed: ${failures.length} problem(s)\n`)
process.exit(failures.length === 0 ? 0 : 1)
