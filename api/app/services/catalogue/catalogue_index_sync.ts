/*
 * Builds this process's catalogue index from the database and keeps it fresh
 * from the change feed (catalogue_changes.ts). Several API processes each keep
 * their own index: all they share is the database, so a change made through
 * one is found through any other after its next poll (every
 * CATALOGUE_INDEX_POLL_MS, 500 ms by default).
 *
 * Until the first build finishes the index is not used and the SQL path
 * answers. The build reads in batches and yields between them, so requests
 * keep being served while it runs.
 *
 * Feed ids are auto-increment ids: a transaction that took an id may commit
 * after a later one, so a missing id is waited for (GAP_WAIT_MS) before it is
 * taken for a rolled-back write and skipped. Applying a change twice is
 * harmless: a change only says "read these shops and products again".
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { CatalogueIndex, type IndexedProduct, type IndexedShop } from '#services/catalogue/catalogue_index'
import { onLocalCatalogueChange, type CatalogueChange } from '#services/catalogue/catalogue_changes'
import { wherePublicProduct, wherePublicShop } from '#services/catalogue/public_scope'
import type { Row } from '#helpers/sql_values'
import { foldedWords } from '#helpers/text_folding'
import { fromSqlDateTime, toSqlDateTime } from '#helpers/sql_values'

const BUILD_BATCH = 5000
const FEED_BATCH = 1000
const GAP_WAIT_MS = 30_000
/** Feed rows older than this are deleted; a process that was stopped longer rebuilds on start anyway. */
const FEED_KEEP_MS = 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000
/** How many of the commonest product-name words a new index looks up before visitors do. */
const WARM_WORDS = 300

/** Categories are few and change rarely (not through the feed): read again this often. */
const CATEGORIES_EVERY_MS = 30_000

/** What was applied; null: everything may have changed (a rebuild, or the categories changed). */
type Listener = (change: CatalogueChange | null) => void
type ViewCountsListener = (viewCounts: Map<number, number>) => void

const shopRow = (row: Row): IndexedShop => ({
  id: Number(row.id),
  name: String(row.name),
  description: row.description === null ? null : String(row.description),
  location: String(row.location),
  categoryId: row.category_id === null ? null : Number(row.category_id),
  rating: Number(row.rating),
  approvedAt:
    row.approved_at === null || row.approved_at === undefined ? null : fromSqlDateTime(row.approved_at as Date | string).getTime(),
})

const productRow = (row: Row): IndexedProduct => ({
  id: Number(row.id),
  shopId: Number(row.shop_id),
  name: String(row.name),
  description: row.description === null ? null : String(row.description),
  rating: Number(row.rating),
})

function publicShops(shopIds?: number[]) {
  const query = db.from('shops as s').select('s.id', 's.name', 's.description', 's.location', 's.category_id', 's.rating', 's.approved_at')
  wherePublicShop(query)
  if (shopIds) query.whereIn('s.id', shopIds)
  return query
}

function publicProducts() {
  const query = db
    .from('products as p')
    .join('shops as s', 's.id', 'p.shop_id')
    .select('p.id', 'p.shop_id', 'p.name', 'p.description', 'p.rating')
  wherePublicProduct(query)
  wherePublicShop(query)
  return query
}

/** Every category by slug, and a text that changes whenever any category does. */
async function categories(): Promise<{ bySlug: Map<string, number>; version: string }> {
  const rows: Row[] = await db.from('categories').select('id', 'slug', 'name').orderBy('id')
  return {
    bySlug: new Map(rows.map((row) => [String(row.slug), Number(row.id)])),
    version: JSON.stringify(rows.map((row) => [row.id, row.slug, row.name])),
  }
}

/** Every shop's view count, counted on each visit and never announced through the feed. */
async function shopViewCounts(): Promise<Map<number, number>> {
  const rows: Row[] = await db.from('shops').select('id', 'view_count')
  return new Map(rows.map((row) => [Number(row.id), Number(row.view_count)]))
}

async function feedHead(): Promise<number> {
  const row: Row | null = await db.from('catalogue_changes').max('id as head').first()
  return Number(row?.head ?? 0)
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve))

export interface BuildStats {
  shops: number
  products: number
  ms: number
}

/** The words of product names by how many names hold them, commonest first. */
function commonestWords(counts: Map<string, number>, count: number): string[] {
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word)
}

/*
 * A common word matches tens of thousands of products, and the first search
 * for it scores them all (docs/search.md): the commonest name words are looked
 * up right after a build, one per turn of the event loop, so visitors rarely
 * pay for it. Later changes keep these lookups unless they touch them.
 */
async function warmCommonWords(index: CatalogueIndex, words: string[], stillCurrent: () => boolean) {
  for (const word of words) {
    if (!stillCurrent()) return
    await yieldToRequests()
    index.warmWord(word)
  }
}

/** Reads every public shop and product into a new index, yielding between batches. */
export async function buildCatalogueIndex(): Promise<{ index: CatalogueIndex; stats: BuildStats; commonWords: string[] }> {
  const started = performance.now()
  const index = new CatalogueIndex()
  index.setCategories((await categories()).bySlug)
  const shops: Row[] = await publicShops()
  index.load(shops.map(shopRow), [])
  const nameWords = new Map<string, number>()
  let after = 0
  for (;;) {
    const rows: Row[] = await publicProducts().where('p.id', '>', after).orderBy('p.id').limit(BUILD_BATCH)
    if (rows.length === 0) break
    await yieldToRequests()
    for (const row of rows) for (const word of new Set(foldedWords(String(row.name)))) nameWords.set(word, (nameWords.get(word) ?? 0) + 1)
    index.addProductBatch(rows.map(productRow))
    after = Number(rows[rows.length - 1].id)
    await yieldToRequests()
  }
  index.finishLoad()
  return {
    index,
    stats: { shops: index.shopCount, products: index.productCount, ms: Math.round(performance.now() - started) },
    commonWords: commonestWords(nameWords, WARM_WORDS),
  }
}

export class CatalogueIndexSync {
  #index: CatalogueIndex | null = null
  /** Every feed id up to this one has been applied (or given up on). */
  #applied = 0
  /** Ids above #applied already applied, while an earlier id is still missing. */
  #seenAbove = new Set<number>()
  #gapSince: number | null = null
  #timer: NodeJS.Timeout | null = null
  #polling: Promise<void> | null = null
  #pollAgain = false
  #stopped = false
  #lastPrune = 0
  #lastCategories = 0
  #categoriesVersion = ''
  #lastViewCounts = 0
  #listeners = new Set<Listener>()
  #viewCountsListeners = new Set<ViewCountsListener>()
  #unsubscribe: (() => void) | null = null

  constructor(
    private readonly pollMs: number,
    private readonly viewsCheckMs: number,
  ) {}

  /** The index once built; null while the first build runs. */
  get index(): CatalogueIndex | null {
    return this.#index
  }

  /** Called after each batch of changes is applied (the result caches forget their pages). */
  onApplied(listener: Listener) {
    this.#listeners.add(listener)
  }

  /** Called every `viewsCheckMs` with every shop's view count (kept cards that show another are read again). */
  onShopViewCounts(listener: ViewCountsListener) {
    this.#viewCountsListeners.add(listener)
  }

  async start(): Promise<BuildStats> {
    this.#unsubscribe = onLocalCatalogueChange(() => void this.poll())
    const stats = await this.#rebuild()
    this.#schedule()
    return stats
  }

  async stop() {
    this.#stopped = true
    this.#unsubscribe?.()
    if (this.#timer) clearTimeout(this.#timer)
    await this.#polling
  }

  async #rebuild(): Promise<BuildStats> {
    // The head is read first: changes made during the build are applied again afterwards.
    const head = await feedHead()
    const { index, stats, commonWords } = await buildCatalogueIndex()
    this.#index = index
    this.#applied = head
    this.#seenAbove.clear()
    this.#gapSince = null
    this.#lastCategories = 0
    this.#lastViewCounts = Date.now()
    this.#notify(null)
    void warmCommonWords(index, commonWords, () => this.#index === index && !this.#stopped)
    return stats
  }

  #schedule() {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      void this.poll().finally(() => this.#schedule())
    }, this.pollMs)
    this.#timer.unref()
  }

  /** Applies what the feed holds beyond the last applied id; a call during a poll runs one more after it. */
  poll(): Promise<void> {
    if (this.#stopped || !this.#index) return Promise.resolve()
    if (this.#polling) {
      this.#pollAgain = true
      return this.#polling
    }
    this.#polling = (async () => {
      try {
        do {
          this.#pollAgain = false
          await this.#pollOnce()
        } while (this.#pollAgain && !this.#stopped)
      } catch (error) {
        logger.error({ err: error }, 'catalogue index: applying changes failed; retrying on the next poll')
      } finally {
        this.#polling = null
      }
    })()
    return this.#polling
  }

  async #pollOnce() {
    const now = Date.now()
    if (now - this.#lastCategories > CATEGORIES_EVERY_MS) {
      const { bySlug, version } = await categories()
      this.#index!.setCategories(bySlug)
      // Cards and cached pages show category names: a renamed category is news to all of them.
      if (this.#categoriesVersion !== '' && version !== this.#categoriesVersion) this.#notify(null)
      this.#categoriesVersion = version
      this.#lastCategories = now
    }
    if (now - this.#lastViewCounts > this.viewsCheckMs) {
      const viewCounts = await shopViewCounts()
      this.#viewCountsListeners.forEach((listener) => listener(viewCounts))
      this.#lastViewCounts = now
    }
    const rows: Row[] = await db
      .from('catalogue_changes')
      .select('id', 'shop_id', 'product_id')
      .where('id', '>', this.#applied)
      .orderBy('id')
      .limit(FEED_BATCH)
    const fresh = rows.filter((row) => !this.#seenAbove.has(Number(row.id)))
    if (fresh.length === 0) {
      // An emptied or restored feed (ids went backwards) means the database changed under us.
      if (rows.length === 0 && (await feedHead()) < this.#applied) await this.#rebuild()
      this.#advance(now)
      await this.#prune(now)
      return
    }

    if (fresh.some((row) => row.shop_id === null && row.product_id === null)) {
      await this.#rebuild()
      return
    }
    const shopIds = [...new Set(fresh.filter((row) => row.shop_id !== null).map((row) => Number(row.shop_id)))]
    const productIds = [...new Set(fresh.filter((row) => row.product_id !== null).map((row) => Number(row.product_id)))]
    await this.#applyShops(shopIds)
    await this.#applyProducts(productIds)
    for (const row of fresh) this.#seenAbove.add(Number(row.id))
    this.#advance(now)
    this.#notify({ shopIds, productIds })
    // A full batch means more are waiting.
    if (rows.length === FEED_BATCH) this.#pollAgain = true
  }

  /** Moves #applied over every contiguous id seen; a gap older than GAP_WAIT_MS is skipped. */
  #advance(now: number) {
    for (;;) {
      while (this.#seenAbove.delete(this.#applied + 1)) this.#applied++
      if (this.#seenAbove.size === 0) {
        this.#gapSince = null
        return
      }
      this.#gapSince ??= now
      if (now - this.#gapSince < GAP_WAIT_MS) return
      this.#applied++
      this.#gapSince = now
    }
  }

  async #applyShops(shopIds: number[]) {
    const index = this.#index!
    for (let start = 0; start < shopIds.length; start += FEED_BATCH) {
      const ids = shopIds.slice(start, start + FEED_BATCH)
      const shops = (await publicShops(ids)).map(shopRow)
      const products = (await publicProducts().whereIn('p.shop_id', ids)).map(productRow)
      const stillPublic = new Set(shops.map((shop) => shop.id))
      for (const id of ids) if (!stillPublic.has(id)) index.removeShop(id)
      index.putShops(shops)
      index.replaceShopProducts(
        shops.map((shop) => shop.id),
        products,
      )
    }
  }

  async #applyProducts(productIds: number[]) {
    const index = this.#index!
    for (let start = 0; start < productIds.length; start += FEED_BATCH) {
      const ids = productIds.slice(start, start + FEED_BATCH)
      const products = (await publicProducts().whereIn('p.id', ids)).map(productRow)
      const found = new Set(products.map((product) => product.id))
      for (const id of ids) if (!found.has(id)) index.removeProduct(id)
      // A product of a shop this index does not hold yet (approved a moment ago) comes with the shop's own change.
      index.putProducts(products)
    }
  }

  async #prune(now: number) {
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return
    this.#lastPrune = now
    await db
      .from('catalogue_changes')
      .where('created_at', '<', toSqlDateTime(new Date(now - FEED_KEEP_MS)))
      // The newest row stays, so the feed's head never goes backwards (see the reset check above).
      .where('id', '<', this.#applied)
      .delete()
  }

  #notify(change: CatalogueChange | null) {
    this.#listeners.forEach((listener) => listener(change))
  }
}
