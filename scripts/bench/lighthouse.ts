/*
 * `npm run bench:lighthouse`: Lighthouse (mobile, its stock simulated throttling) over the public pages of a
 * production build, printed as a table. Targets: performance ≥ 98, accessibility, best practices and SEO 100,
 * LCP ≤ 2.0 s on each page. Not a test: the performance score and LCP depend on the machine's load (the API, the
 * website and Chromium share its cores); the other three do not.
 *
 * Builds the site and starts it (storefront/server.mjs, as `npm start` does) in front of the API on a fresh
 * seeded SQLite database (BENCH_DB=mysql for the local MySQL-family server), then runs Lighthouse against the
 * system Chromium (CHROMIUM_PATH, default /usr/bin/chromium). BENCH_PAGES (comma-separated paths) overrides the
 * pages; BENCH_DETAILS=1 also lists each failing audit of the three load-independent categories;
 * BENCH_REPORTS=<folder> keeps each page's whole Lighthouse report there as JSON (the LCP element, the
 * render-blocking requests, the script and the diagnostics behind the performance score).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { TestDatabaseKind } from '../testing/databases.ts'
import { startApi } from '../testing/start-api.ts'
import { buildSite, startSite } from './web-site.ts'

const DATABASE = (process.env.BENCH_DB ?? 'sqlite') as TestDatabaseKind
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const DETAILS = process.env.BENCH_DETAILS === '1'
const REPORTS = process.env.BENCH_REPORTS
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const [api] = await Promise.all([
  startApi({
    database: DATABASE,
    env: { NODE_ENV: 'production', APP_KEY: 'benchmark-only-key-0123456789abcdef', LOG_LEVEL: 'warn' },
  }),
  buildSite(),
])
const site = await startSite(api.url)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})

/** The pages, with ids of a public shop, one of its products and an active spotlight from the seeded data. */
async function pages(): Promise<string[]> {
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(',')
  const read = async <T>(path: string): Promise<T> => (await (await fetch(`${api.url}${path}`)).json()) as T
  const [shop] = await read<{ id: number }[]>('/api/shops?limit=1')
  const [product] = await read<{ id: number }[]>('/api/products/search?limit=1')
  const [spotlight] = await read<{ id: number }[]>('/api/spotlight/active')
  return [
    '/',
    '/browse-shops',
    '/browse-products',
    `/shops/${shop.id}`,
    `/products/${product.id}`,
    '/pricing',
    `/spotlight/${spotlight.id}`,
  ]
}

const score = (value: number | null | undefined) => (value === null || value === undefined ? '–' : String(Math.round(value * 100)))

try {
  const rows: string[] = []
  const failures: string[] = []
  for (const path of await pages()) {
    const result = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
    const { lhr } = result
    if (REPORTS) {
      await mkdir(REPORTS, { recursive: true })
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-')
      await writeFile(join(REPORTS, `${name}.json`), JSON.stringify(lhr))
    }
    const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? 0
    rows.push(`| ${path} | ${CATEGORIES.map((name) => score(lhr.categories[name]?.score)).join(' | ')} | ${(lcp / 1000).toFixed(2)} s |`)
    for (const name of CATEGORIES.slice(1)) {
      for (const ref of lhr.categories[name]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id]
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failures.push(`${path} ${name}: ${audit.id} (${audit.title})`)
      }
    }
  }
  console.log('| page | performance | accessibility | best practices | SEO | LCP |')
  console.log('|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
  if (DETAILS && failures.length > 0) console.log(`\nFailing audits:\n${failures.join('\n')}`)
} finally {
  chrome.kill()
  await site.stop()
  await api.stop()
}
