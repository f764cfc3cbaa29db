/*
 * Benchmark: how much JavaScript the home page ships, gzipped (target: under 100 KB). Not a test: it
 * prints the figures recorded in docs/performance.md.
 *
 * Run from the repository root:  npm run bench:web-home-js
 *
 * It builds the site for production, starts it in front of the real API on a fresh seeded database
 * (so every island the home page can show is there: search, tabs, spotlights, report dialog), loads
 * each page's HTML and follows every script it references — <script src>, the islands' component
 * and renderer URLs, and the static and dynamic imports inside those modules — then gzips each file
 * once (level 6, what a reverse proxy typically uses) and adds them up. Inline scripts count too.
 */
import { gzipSync } from 'node:zlib'
import { startApi } from '../testing/start-api.ts'
import { buildSite, startSite } from './web-site.ts'

const PAGES = ['/', '/browse-products', '/browse-shops', '/shops/1', '/spotlight/1']
const BUDGET_BYTES = 100 * 1024

const ATTRIBUTE_URLS = /\b(?:src|component-url|renderer-url|before-hydration-url)="([^"]+\.m?js)"/g
const INLINE_SCRIPTS = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g
const MODULE_IMPORTS =
  /(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bimport\s*\(\s*|\bexport\s*[\w*{}\s,$]+\s*from\s*)["'`]([^"'`]+\.m?js)["'`]/g

interface PageWeight {
  path: string
  files: number
  rawBytes: number
  gzipBytes: number
  /** Each module's gzipped size, largest first, to see what the budget is spent on. */
  largest: { url: string; gzipBytes: number }[]
}

async function weigh(base: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${base}${path}`)).text()
  const seen = new Set<string>()
  const queue = [...html.matchAll(ATTRIBUTE_URLS)].map((match) => new URL(match[1].replace(/&amp;/g, '&'), `${base}${path}`).href)
  let rawBytes = 0
  let gzipBytes = 0
  const sizes: { url: string; gzipBytes: number }[] = []
  for (const [, script] of html.matchAll(INLINE_SCRIPTS)) {
    rawBytes += Buffer.byteLength(script)
    gzipBytes += gzipSync(script, { level: 6 }).length
  }
  while (queue.length > 0) {
    const url = queue.shift() ?? ''
    if (seen.has(url)) continue
    seen.add(url)
    const source = await (await fetch(url)).text()
    const zipped = gzipSync(source, { level: 6 }).length
    rawBytes += Buffer.byteLength(source)
    gzipBytes += zipped
    sizes.push({ url: new URL(url).pathname, gzipBytes: zipped })
    for (const [, specifier] of source.matchAll(MODULE_IMPORTS)) queue.push(new URL(specifier, url).href)
  }
  sizes.sort((a, b) => b.gzipBytes - a.gzipBytes)
  return { path, files: seen.size, rawBytes, gzipBytes, largest: sizes.slice(0, 5) }
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1)

const api = await startApi()
await buildSite()
const site = await startSite(api.url)
try {
  const weights = []
  for (const path of PAGES) weights.push(await weigh(site.url, path))
  console.log('| page | JS files | raw KB | gzip KB | under 100 KB gzip |')
  console.log('|---|---|---|---|---|')
  for (const weight of weights) {
    console.log(
      `| ${weight.path} | ${weight.files} | ${kb(weight.rawBytes)} | ${kb(weight.gzipBytes)} | ${weight.gzipBytes < BUDGET_BYTES ? 'yes' : 'NO'} |`,
    )
  }
  console.log(`\nLargest modules of ${weights[0].path} (gzip KB):`)
  for (const file of weights[0].largest) console.log(`  ${kb(file.gzipBytes)}  ${file.url}`)
} finally {
  await site.stop()
  await api.stop()
}
