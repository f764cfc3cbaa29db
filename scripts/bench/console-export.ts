/*
 * Benchmark: the console's customers export at the size it must handle (100,000 customers), in Chromium against
 * the real API. Prints how long the export took and the longest task that held the page's main thread, and exits
 * 1 if that task is over 500 ms (building the whole file in one go holds it for seconds). The e2e test checks
 * that every row is saved and the progress moves; the times belong here, on a quiet machine.
 *
 * Run from the repository root (a fresh SQLite database is seeded each time):
 *   npm run bench:console-export
 * Overrides: BENCH_DB (sqlite, or mysql on 127.0.0.1), BENCH_CUSTOMERS (100000).
 */
import { launchChromium, startWebConsole, stopAll } from '../../desktop/tests/helpers/web-console.ts'
import { freePort, startApi } from '../testing/start-api.ts'

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 100_000)
const LONGEST_BLOCK_MS = 500

const database = process.env.BENCH_DB === 'mysql' ? 'mysql' : 'sqlite'
const port = await freePort()
const api = await startApi({ database, env: { CONSOLE_ORIGINS: `http://127.0.0.1:${port}` } })
const db = api.database.connect()
const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
for (let start = 0; start < CUSTOMERS; start += 400) {
  const rows = Array.from({ length: Math.min(400, CUSTOMERS - start) }, (_, offset) => ({
    email: `bench-${start + offset}@example.ie`,
    city: 'Athlone',
    role: 'customer',
    contact_method: 'email',
    created_at: now,
    updated_at: now,
  }))
  await db('users').insert(rows)
}
const web = await startWebConsole(api.url, 'production', port)
const browser = await launchChromium()
let longest: number
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  page.setDefaultTimeout(60_000)
  await page.goto(`${web.site.origin}/`)
  await page.getByLabel('Email').fill('admin@shoplocal.ie')
  await page.getByLabel('Password').fill('Admin@2026')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await page.getByRole('link', { name: 'Customers' }).click()
  await page.getByText(/Showing 20 of [\d,]+ customers/).waitFor()
  // Every task that holds the main thread for 50 ms or more, from here on.
  await page.evaluate(() => {
    const blocks: number[] = []
    Object.assign(window, { blocks })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) blocks.push(Math.round(entry.duration))
    }).observe({ type: 'longtask' })
  })
  const started = performance.now()
  await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), page.getByRole('button', { name: 'Export CSV' }).click()])
  const seconds = (performance.now() - started) / 1000
  const blocks = await page.evaluate(() => (window as unknown as { blocks: number[] }).blocks)
  longest = Math.max(0, ...blocks)
  process.stdout.write(`export of ${CUSTOMERS} customers (${database}): ${seconds.toFixed(1)} s; longest main-thread task ${longest} ms\n`)
  process.stdout.write(`main-thread tasks over 50 ms: ${blocks.length} (${blocks.join(', ')} ms)\n`)
} finally {
  await stopAll(browser, web, db, api)
}
process.stdout.write(`bound: longest main-thread task under ${LONGEST_BLOCK_MS} ms: ${longest < LONGEST_BLOCK_MS ? 'ok' : 'BROKEN'}\n`)
process.exitCode = longest < LONGEST_BLOCK_MS ? 0 : 1
