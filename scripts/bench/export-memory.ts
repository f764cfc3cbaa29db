/*
 * Benchmark: "Download my data" for a large owner, watching the API's memory. The owner gets
 * BENCH_PRODUCTS products (each with its own uploaded picture of BENCH_PICTURE_KB) and BENCH_MESSAGES
 * messages to the shop; the JSON and then the zip download are read to the end while the API process's
 * resident memory is sampled every 20 ms. The target: the API grows by no more than about 50 MB over
 * what it held before the download. A probe loaded into the API (memory-probe.ts) also reports how much
 * of the growth was the JavaScript heap and how much Buffers outside it (external, arrayBuffers). Not a
 * test: it prints figures for docs/performance.md.
 *
 * Run from the repository root (a fresh database is set up each time):
 *   npm run bench:export
 * Overrides: BENCH_DB (sqlite, or mysql on 127.0.0.1), BENCH_PRODUCTS (1000), BENCH_MESSAGES (10000),
 * BENCH_PICTURE_KB (100).
 */
import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startApi } from '../testing/start-api.ts'

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000)
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 10000)
const PICTURE_KB = Number(process.env.BENCH_PICTURE_KB ?? 100)
const OWNER = { emailOrPhone: 'siobhan.murphy@shoplocal.ie', password: 'Owner@2026' }
const BATCH = 500

const database = process.env.BENCH_DB === 'mysql' ? 'mysql' : 'sqlite'
// The probe in the API process tells the heap, the Buffers outside it and the resident set apart.
const PROBE_FILE = join(tmpdir(), `bench-export-memory-${process.pid}.json`)
const api = await startApi({
  database,
  env: {
    AUTH_SIGN_IN_PER_MINUTE: '1000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${new URL('./memory-probe.ts', import.meta.url).href}`.trim(),
    BENCH_MEMORY_FILE: PROBE_FILE,
  },
})
const db = api.database.connect()

/** The API process's resident memory in MB, from /proc (Linux). */
async function rssMb(): Promise<number> {
  const status = await readFile(`/proc/${api.pid()}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN)
  return kb / 1024
}

type Figures = Record<'rss' | 'heapUsed' | 'external' | 'arrayBuffers', number>
let probeSignals = 0

/** The probe's first sample and peaks since the previous call (MB), asked by a signal; its answer is awaited. */
async function probe(): Promise<{ first: Figures; peak: Figures }> {
  process.kill(api.pid(), 'SIGUSR2')
  probeSignals += 1
  for (;;) {
    const written = await readFile(PROBE_FILE, 'utf8')
      .then((text) => JSON.parse(text) as { signals: number; first: Figures; peak: Figures })
      .catch(() => null)
    if (written?.signals === probeSignals) return written
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')

try {
  const owner = await db('users').where('email', OWNER.emailOrPhone).first('id')
  const shop = await db('shops').where('owner_id', owner.id).orderBy('id').first('id')
  const folder = join(api.env.UPLOADS_DIR, 'owners', String(owner.id))
  await mkdir(folder, { recursive: true })
  const now = sql(new Date())
  for (let start = 0; start < PRODUCTS; start += BATCH) {
    const rows = []
    for (let index = start; index < Math.min(PRODUCTS, start + BATCH); index++) {
      await writeFile(join(folder, `bench-${index}.webp`), randomBytes(PICTURE_KB * 1024))
      rows.push({
        shop_id: shop.id,
        name: `Bench product ${index}`,
        description: 'A product made for the export benchmark, with a description of ordinary length.',
        price: 6.5,
        image_url: `/uploads/owners/${owner.id}/bench-${index}.webp`,
        created_at: now,
        updated_at: now,
      })
    }
    await db('products').insert(rows)
  }
  for (let start = 0; start < MESSAGES; start += BATCH) {
    const count = Math.min(BATCH, MESSAGES - start)
    await db('messages').insert(
      Array.from({ length: count }, (_, index) => ({
        shop_id: shop.id,
        sender_name: 'Bench Customer',
        sender_email: `bench${start + index}@example.ie`,
        content: `Hello, is the product still available? Message ${start + index}.`,
        created_at: now,
      })),
    )
  }

  const signIn = await fetch(`${api.url}/api/shop-owner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  })
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`)
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

  async function download(format: 'json' | 'zip') {
    // Settle first: what the process holds before the download is the baseline.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await probe()
    const before = await rssMb()
    let peak = before
    const sampler = setInterval(() => {
      rssMb().then(
        (mb) => (peak = Math.max(peak, mb)),
        () => undefined,
      )
    }, 20)
    const started = performance.now()
    const response = await fetch(`${api.url}/api/account/export${format === 'zip' ? '?format=zip' : ''}`, { headers: { cookie } })
    let bytes = 0
    for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength
    const seconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    peak = Math.max(peak, await rssMb())
    const inside = await probe()
    const grew = (key: keyof Figures) => inside.peak[key] - inside.first[key]
    return {
      format,
      status: response.status,
      mb: bytes / 2 ** 20,
      seconds,
      before,
      peak,
      growth: peak - before,
      heap: grew('heapUsed'),
      external: grew('external'),
      arrayBuffers: grew('arrayBuffers'),
    }
  }

  const results = [await download('json'), await download('zip')]
  process.stdout.write(
    `\nExport of an owner with ${PRODUCTS} products (${PICTURE_KB} KB picture each) and ${MESSAGES} messages, on ${database}\n\n`,
  )
  process.stdout.write(
    '| download | status | size | time | API RSS before | peak | growth | heapUsed growth | external growth | arrayBuffers growth |\n|---|---|---|---|---|---|---|---|---|---|\n',
  )
  for (const result of results) {
    process.stdout.write(
      `| ${result.format} | ${result.status} | ${result.mb.toFixed(1)} MB | ${result.seconds.toFixed(1)} s | ${result.before.toFixed(0)} MB | ${result.peak.toFixed(0)} MB | ${result.growth.toFixed(0)} MB | ${result.heap.toFixed(0)} MB | ${result.external.toFixed(0)} MB | ${result.arrayBuffers.toFixed(0)} MB |\n`,
    )
  }
} finally {
  await db.destroy()
  await api.stop()
  await rm(PROBE_FILE, { force: true })
}
