/*
 * The catalogue engine alone at scale (no HTTP, no SQL): builds it from
 * synthetic shops and products made from the seed's templates (the seed's
 * shape at SEED_SCALE=10000: 10,000 shops of 20 products), then measures
 * writing its snapshot (with the longest pause of the event loop meanwhile),
 * reading and loading it back (checking the loaded engine answers as the built
 * one does), and cold and kept searches before and after a single change.
 *
 *   npm run bench:search-snapshot       (BENCH_SHOPS, default 10000; BENCH_PRODUCTS_PER_SHOP, default 20)
 */
import { isDeepStrictEqual } from 'node:util'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir, loadavg } from 'node:os'
import { join } from 'node:path'
import { CatalogueEngine } from '@shoplocal/api/catalogue-engine'
import { readSnapshot, writeSnapshot } from '@shoplocal/api/search-snapshot'
import type { ProductDocument, ShopDocument } from '@shoplocal/api/search-documents'
import { CATEGORIES } from '@shoplocal/api/seed-catalogue'
import { TOWNS, townLocation } from '@shoplocal/api/seed-towns'
import { FIRST_NAMES, SURNAMES } from '@shoplocal/api/seed-people'

const SHOPS = Number(process.env.BENCH_SHOPS ?? 10_000)
const PER_SHOP = Number(process.env.BENCH_PRODUCTS_PER_SHOP ?? 20)
const WINDOW = { offset: 0, limit: 50 }
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const millis = (ms: number) => `${ms.toFixed(1)} ms`
/** CPU time of this process since `from` (all its threads: the collector's helpers count too). */
const cpuSeconds = (from: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(from)
  return seconds((used.user + used.system) / 1000)
}

function catalogue(): { shops: ShopDocument[]; products: ProductDocument[] } {
  const shops: ShopDocument[] = []
  const products: ProductDocument[] = []
  for (let index = 0; index < SHOPS; index++) {
    const category = CATEGORIES[index % CATEGORIES.length]
    const town = TOWNS[index % TOWNS.length]
    const id = index + 1
    const name = category.shopNames[Math.floor(index / CATEGORIES.length) % category.shopNames.length]
      .replace('{surname}', SURNAMES[index % SURNAMES.length])
      .replace('{first}', FIRST_NAMES[index % FIRST_NAMES.length])
      .replace('{town}', town.name)
    const description = `${category.shopBlurb} Find us on ${town.streets[index % town.streets.length]} in ${town.name}.`
    shops.push({
      id,
      name,
      description,
      location: townLocation(town),
      categoryId: (index % CATEGORIES.length) + 1,
      rating: (index % 50) / 10,
    })
    for (let position = 0; position < PER_SHOP; position++) {
      const template = category.products[(id + position) % category.products.length]
      const lap = Math.floor(position / category.products.length)
      products.push({
        id: products.length + 1,
        shopId: id,
        name: lap === 0 ? template.name : `${template.name} (${['Deluxe', 'Family', 'Gift', 'Value'][lap % 4]})`,
        description: template.description,
        rating: (products.length % 41) / 8,
      })
    }
  }
  return { shops, products }
}

function build(shops: ShopDocument[], products: ProductDocument[]): CatalogueEngine {
  const engine = new CatalogueEngine()
  engine.setCategories(new Map(CATEGORIES.map((category, index) => [category.slug, index + 1])))
  engine.putShops(shops)
  for (let at = 0; at < products.length; at += 5000) engine.putProducts(products.slice(at, at + 5000))
  return engine
}

/** The longest time the event loop could not run a timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let stallMs = 0
  let last = performance.now()
  let running = true
  const tick = () => {
    const now = performance.now()
    stallMs = Math.max(stallMs, now - last)
    last = now
    if (running) setTimeout(tick, 1)
  }
  setTimeout(tick, 1)
  const result = await work()
  running = false
  return { result, stallMs }
}

function timed<T>(work: () => T): [T, number] {
  const started = performance.now()
  const result = work()
  return [result, performance.now() - started]
}

const QUERIES: [string, (engine: CatalogueEngine) => unknown][] = [
  ['products "irish"', (engine) => engine.searchProducts({ product: 'irish' }, WINDOW)],
  ['products "co"', (engine) => engine.searchProducts({ product: 'co' }, WINDOW)],
  ['products "brown bread" in Cork', (engine) => engine.searchProducts({ product: 'brown bread', location: 'Cork' }, WINDOW)],
  ['products "chese" (a typo)', (engine) => engine.searchProducts({ product: 'chese' }, WINDOW)],
  ['products without words', (engine) => engine.searchProducts({}, WINDOW)],
  ['shops "bakery"', (engine) => engine.searchShops({ search: 'bakery' }, WINDOW)],
  ['shops without words, Galway', (engine) => engine.searchShops({ location: 'Galway' }, WINDOW)],
]

console.log(
  `load average before: ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')}`,
)
const data = catalogue()
const [built, buildMs] = timed(() => build(data.shops, data.products))
console.log(`built ${built.productCount} products, ${built.shopCount} shops in ${seconds(buildMs)}`)

const folder = await mkdtemp(join(tmpdir(), 'search-snapshot-'))
const path = join(folder, 'index-snapshot.bin')
const header = { database: 'bench', positions: { catalogue: 1, users: 1 } }
const started = performance.now()
const writeCpu = process.cpuUsage()
const { stallMs } = await longestStall(() => writeSnapshot(path, header, [built.snapshotBlocks()]))
console.log(
  `snapshot written in ${seconds(performance.now() - started)} (${cpuSeconds(writeCpu)} of CPU), ${((await stat(path)).size / 1e6).toFixed(1)} MB; longest event-loop pause while writing ${millis(stallMs)}`,
)

const loadCpu = process.cpuUsage()
const [loaded, loadMs] = await (async () => {
  const readStarted = performance.now()
  const snapshot = await readSnapshot(path, 'bench')
  if (!snapshot) throw new Error('the snapshot just written was not read back')
  const engine = CatalogueEngine.fromSnapshot(snapshot.reader)
  engine.setCategories(new Map(CATEGORIES.map((category, index) => [category.slug, index + 1])))
  return [engine, performance.now() - readStarted] as const
})()
console.log(`snapshot read and loaded in ${seconds(loadMs)} (${cpuSeconds(loadCpu)} of CPU)`)
await rm(folder, { recursive: true })

/*
 * Two single changes, as an owner's edit arrives through the feed: a product
 * renamed whose words none of the searches below hold, then one holding
 * "irish". Each search is timed right after each change, then again.
 */
const holdsSearchedWords = (product: ProductDocument) =>
  /\b(irish|co\w*|brown|bread|chee\w*|bak\w*)\b/i.test(`${product.name} ${product.description}`)
const unrelated = data.products.find((product) => !holdsSearchedWords(product))!
const irish = data.products.find((product) => /\birish\b/i.test(product.name))!
const rows = QUERIES.map(([label, ask]) => {
  const [answer, coldMs] = timed(() => ask(loaded))
  const [, keptMs] = timed(() => ask(loaded))
  if (!isDeepStrictEqual(answer, ask(built))) throw new Error(`the loaded engine answers ${label} differently from the built one`)
  return [label, millis(coldMs), millis(keptMs)]
})
for (const changed of [unrelated, irish]) {
  loaded.putProducts([{ ...changed, name: `${changed.name} Special` }])
  for (const [at, [, ask]] of QUERIES.entries()) rows[at].push(millis(timed(() => ask(loaded))[1]), millis(timed(() => ask(loaded))[1]))
}
console.log(`\nchanges: "${unrelated.name}" renamed, then "${irish.name}" renamed`)
console.log('| search | cold (loaded engine) | kept | after the first change | kept | after the second | kept |')
console.log('|---|---|---|---|---|---|---|')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
console.log(
  `heap used ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB (both engines), load average after: ${loadavg()[0].toFixed(1)}`,
)
