/*
 * The embedded SearchBackend: the catalogue and users engines inside this API
 * process, loaded from the snapshot or built from the database at start, and
 * kept fresh by one follower per change feed (every searchSettings.feedPollMs,
 * at once after a catalogue change this process committed, and before every
 * users search, so an admin sees a write made through any process at once).
 * Several processes each keep their own; all they share is the database.
 * Until an engine exists its searches answer 503 (search_errors.ts), never
 * with other rules.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { Row } from '#helpers/sql_values'
import { onLocalCatalogueChange, type CatalogueChange } from '#services/catalogue/catalogue_changes'
import { CatalogueEngine, type ProductQuery, type ShopQuery } from '#services/search/catalogue_engine'
import { readCategories, readProducts, readShops, readUsers } from '#services/search/document_reads'
import { FeedFollower } from '#services/search/feed_follower'
import { readSnapshot, writeSnapshot, type SnapshotReader } from '#services/search/snapshot'
import { searchErrors } from '#services/search/search_errors'
import { UsersEngine, usersBlocks, type UserQuery, type UsersSnapshot } from '#services/search/users_engine'
import { useSearchBackend, type SearchBackend, type SearchWindow } from '#services/search/search_backend'
import type { searchSettings } from '#config/search'

const BUILD_BATCH = 5000
/** Categories are few and change rarely (not through the feed): read again this often. */
const CATEGORIES_EVERY_MS = 30_000

/** What was applied; null: everything may have changed (a build, or a category renamed). */
type AppliedListener = (change: CatalogueChange | null) => void
type ViewCountsListener = (viewCounts: Map<number, number>) => void

const appliedListeners = new Set<AppliedListener>()
const viewCountsListeners = new Set<ViewCountsListener>()

/** Runs after each applied batch of catalogue changes (kept cards forget what it names; null: all). */
export function onSearchApplied(listener: AppliedListener) {
  appliedListeners.add(listener)
}

/** Runs every viewsCheckMs with every shop's view count, which changes with no announcement. */
export function onShopViewCounts(listener: ViewCountsListener) {
  viewCountsListeners.add(listener)
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve))

/** Both feeds' work to its end, then the first failure: a stop ends one, and the other must not go on reading. */
async function bothFeeds(work: [Promise<void>, Promise<void>]) {
  const [catalogue, users] = await Promise.allSettled(work)
  if (catalogue.status === 'rejected') throw catalogue.reason
  if (users.status === 'rejected') throw users.reason
}

/** Ends a start or a catch-up of a process that is stopping: it must read no more. */
class SearchStopped extends Error {
  constructor() {
    super('search stopped')
  }
}

/** Which database this process reads, so a snapshot of another is never loaded. */
function databaseIdentity(): string {
  const connection = db.getRawConnection(db.primaryConnectionName)?.config.connection as Record<string, unknown> | undefined
  const { filename, host, port, socketPath, database } = connection ?? {}
  return JSON.stringify([db.primaryConnectionName, filename, host, port, socketPath, database])
}

async function readViewCounts(): Promise<Map<number, number>> {
  const rows: Row[] = await db.from('shops').select('id', 'view_count')
  return new Map(rows.map((row) => [Number(row.id), Number(row.view_count)]))
}

/** The catalogue's blocks as they are taken (the engine waits for the last: #applyCatalogue), then the users'. */
function* blocksOf(catalogue: CatalogueEngine, users: UsersSnapshot) {
  yield* catalogue.snapshotBlocks()
  yield* usersBlocks(users)
}

export interface SearchFigures {
  shops: number
  products: number
  users: number
  positions: { catalogue: number; users: number }
}

export class EmbeddedBackend implements SearchBackend {
  #catalogue: CatalogueEngine | null = null
  #users: UsersEngine | null = null
  #categoriesVersion = ''
  #lastCategories = 0
  #lastViewCounts = Date.now()
  #snapshotAt = { catalogue: -1, users: -1 }
  #timer: NodeJS.Timeout | null = null
  #stopped = false
  #unsubscribe: (() => void) | null = null
  /** Work that reads the database (the start, each poll): a stop waits for it. */
  #underWay = new Set<Promise<unknown>>()
  /** True while a loaded snapshot catches up: its answers could be behind the feed. */
  #catchingUp = false

  readonly catalogueFeed: FeedFollower
  readonly usersFeed: FeedFollower

  constructor(private readonly settings: typeof searchSettings) {
    this.catalogueFeed = new FeedFollower(
      {
        table: 'catalogue_changes',
        columns: ['shop_id', 'product_id'],
        apply: (rows) => this.#applyCatalogue(rows),
        rebuild: () => this.#buildCatalogue(),
      },
      settings.feedPollMs,
    )
    this.usersFeed = new FeedFollower(
      { table: 'user_changes', columns: ['user_id'], apply: (rows) => this.#applyUsers(rows), rebuild: () => this.#buildUsers() },
      settings.feedPollMs,
    )
  }

  /** What the index holds and how far into each change feed it has read (the metrics). */
  get figures(): SearchFigures {
    return {
      shops: this.#catalogue?.shopCount ?? 0,
      products: this.#catalogue?.productCount ?? 0,
      users: this.#users?.size ?? 0,
      positions: { catalogue: this.catalogueFeed.position, users: this.usersFeed.position },
    }
  }

  get ready(): boolean {
    return this.#catalogue !== null && this.#users !== null && !this.#catchingUp
  }

  /** Loads the snapshot (or builds), catches up with the feeds, then follows them; rejects when stopped first. */
  start(): Promise<'snapshot' | 'build'> {
    return this.#track(this.#start())
  }

  async #start(): Promise<'snapshot' | 'build'> {
    this.#unsubscribe = onLocalCatalogueChange(() => void this.#follow(this.catalogueFeed))
    const snapshot = await readSnapshot(this.settings.snapshotPath, databaseIdentity())
    const positions = snapshot?.header.positions
    const loaded =
      positions &&
      (await this.#canCatchUp(this.catalogueFeed, positions.catalogue)) &&
      (await this.#canCatchUp(this.usersFeed, positions.users)) &&
      this.#load(snapshot.reader)
    this.#throwIfStopped()
    if (positions && loaded) {
      const { catalogue, users } = loaded
      await this.#refreshCategories(catalogue, Date.now())
      this.catalogueFeed.startAt(positions.catalogue)
      this.usersFeed.startAt(positions.users)
      this.#snapshotAt = { ...positions }
      // Caught up before the first answer, so that answer is correct.
      this.#catchingUp = true
      this.#catalogue = catalogue
      this.#users = users
      try {
        await bothFeeds([this.catalogueFeed.catchUp(), this.usersFeed.catchUp()])
      } finally {
        this.#catchingUp = false
      }
      this.#notify(null)
    } else {
      await bothFeeds([this.catalogueFeed.rebuild(), this.usersFeed.rebuild()])
      await this.writeSnapshot()
    }
    this.#schedule()
    return loaded ? 'snapshot' : 'build'
  }

  /** Both engines from a snapshot's blocks; null (a build instead) when the file is damaged. */
  #load(reader: SnapshotReader): { catalogue: CatalogueEngine; users: UsersEngine } | null {
    try {
      const catalogue = CatalogueEngine.fromSnapshot(reader)
      const users = UsersEngine.fromSnapshot(reader)
      return { catalogue, users }
    } catch (error) {
      logger.warn({ err: error }, 'search: the snapshot could not be read; building from the database')
      return null
    }
  }

  /** Whether the feed still holds every change after this position (nothing pruned past it, nothing reset). */
  async #canCatchUp(feed: FeedFollower, position: number): Promise<boolean> {
    const [head, oldest] = await Promise.all([feed.head(), feed.oldest()])
    return head >= position && oldest <= position + 1
  }

  /*
   * Stops following and waits for the reads under way, which end at their next step. The database provider
   * closes its pool after this: a read after that would open a new pool, whose connection keeps the process alive.
   */
  async stop() {
    this.#stopped = true
    this.#unsubscribe?.()
    if (this.#timer) clearTimeout(this.#timer)
    await Promise.allSettled(this.#underWay)
  }

  #track<T>(work: Promise<T>): Promise<T> {
    this.#underWay.add(work)
    const done = () => this.#underWay.delete(work)
    work.then(done, done)
    return work
  }

  #throwIfStopped() {
    if (this.#stopped) throw new SearchStopped()
  }

  #schedule() {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      void this.#track(Promise.all([this.#follow(this.catalogueFeed), this.#follow(this.usersFeed), this.#checkUnannounced()])).finally(
        () => this.#schedule(),
      )
    }, this.settings.feedPollMs)
    this.#timer.unref()
  }

  async #follow(feed: FeedFollower) {
    if (this.#stopped || !this.#catalogue || !this.#users) return
    try {
      await this.#track(feed.catchUp())
    } catch (error) {
      if (!this.#stopped) logger.error({ err: error }, 'search: applying changes failed; retrying on the next poll')
    }
  }

  /** Categories and view counts change without the feed: compared from time to time. */
  async #checkUnannounced() {
    if (this.#stopped || !this.#catalogue) return
    const now = Date.now()
    try {
      if (now - this.#lastCategories > CATEGORIES_EVERY_MS) await this.#refreshCategories(this.#catalogue, now)
      if (now - this.#lastViewCounts > this.settings.viewsCheckMs) {
        this.#lastViewCounts = now
        const counts = await readViewCounts()
        viewCountsListeners.forEach((listener) => listener(counts))
      }
    } catch (error) {
      logger.error({ err: error }, 'search: reading categories or view counts failed; retrying on the next poll')
    }
  }

  async #refreshCategories(engine: CatalogueEngine, now: number) {
    const { bySlug, version } = await readCategories()
    engine.setCategories(bySlug)
    // Cards show category names: a renamed category is news to all of them.
    if (this.#categoriesVersion !== '' && version !== this.#categoriesVersion) this.#notify(null)
    this.#categoriesVersion = version
    this.#lastCategories = now
  }

  async #buildCatalogue() {
    const started = performance.now()
    const engine = new CatalogueEngine()
    await this.#refreshCategories(engine, Date.now())
    engine.loadShops(await readShops())
    for (let after = 0; ;) {
      const batch = await readProducts({ after, limit: BUILD_BATCH })
      if (batch.length === 0) break
      await yieldToRequests()
      this.#throwIfStopped()
      engine.loadProducts(batch)
      after = batch[batch.length - 1].id
    }
    this.#catalogue = engine
    this.#lastViewCounts = Date.now()
    this.#notify(null)
    const ms = Math.round(performance.now() - started)
    logger.info({ shops: engine.shopCount, products: engine.productCount, ms }, 'search: catalogue index built')
  }

  async #buildUsers() {
    const users = []
    for (let after = 0; ;) {
      const batch = await readUsers({ after, limit: BUILD_BATCH })
      if (batch.length === 0) break
      users.push(...batch)
      after = batch[batch.length - 1].id
      await yieldToRequests()
      this.#throwIfStopped()
    }
    const engine = new UsersEngine()
    engine.load(users)
    this.#users = engine
  }

  async #applyCatalogue(rows: Row[]): Promise<'rebuild' | void> {
    this.#throwIfStopped()
    if (rows.some((row) => row.shop_id === null && row.product_id === null)) return 'rebuild'
    const ids = (column: string) => [...new Set(rows.filter((row) => row[column] !== null).map((row) => Number(row[column])))]
    const shopIds = ids('shop_id')
    const productIds = ids('product_id')
    const none = Promise.resolve([])
    const [shops, shopsProducts, products] = await Promise.all([
      shopIds.length > 0 ? readShops(shopIds) : none,
      shopIds.length > 0 ? readProducts({ shopIds }) : none,
      productIds.length > 0 ? readProducts({ ids: productIds }) : none,
    ])
    // A snapshot being written reads the engine a slice at a time: the engine changes only after its last slice.
    while (this.#writing) await this.#writing.catch(() => undefined)
    const engine = this.#catalogue!
    if (shopIds.length > 0) {
      const stillPublic = new Set(shops.map((shop) => shop.id))
      for (const id of shopIds) if (!stillPublic.has(id)) engine.removeShop(id)
      engine.putShops(shops)
      engine.replaceShopProducts([...stillPublic], shopsProducts)
    }
    if (productIds.length > 0) {
      const found = new Set(products.map((product) => product.id))
      for (const id of productIds) if (!found.has(id)) engine.removeProduct(id)
      // A product of a shop not held yet (approved a moment ago) comes with the shop's own change.
      engine.putProducts(products)
    }
    this.#notify({ shopIds, productIds })
  }

  async #applyUsers(rows: Row[]) {
    this.#throwIfStopped()
    const ids = [...new Set(rows.map((row) => Number(row.user_id)))]
    const found = await readUsers({ ids })
    const present = new Set(found.map((user) => user.id))
    this.#users!.apply(
      found,
      ids.filter((id) => !present.has(id)),
    )
  }

  #notify(change: CatalogueChange | null) {
    appliedListeners.forEach((listener) => listener(change))
  }

  #writing: Promise<void> | null = null

  /** Writes the snapshot when the index moved since the last one (after a build, and by the search_snapshot job); one write at a time. */
  writeSnapshot(): Promise<void> {
    this.#writing ??= this.#writeSnapshot().finally(() => (this.#writing = null))
    return this.#writing
  }

  async #writeSnapshot() {
    const catalogue = this.#catalogue
    const users = this.#users
    const positions = { catalogue: this.catalogueFeed.position, users: this.usersFeed.position }
    if (!catalogue || !users) return
    if (positions.catalogue === this.#snapshotAt.catalogue && positions.users === this.#snapshotAt.users) return
    const started = performance.now()
    const header = { database: databaseIdentity(), positions }
    const usersNow = users.toSnapshot()
    await writeSnapshot(this.settings.snapshotPath, header, blocksOf(catalogue, usersNow))
    this.#snapshotAt = positions
    logger.info({ ms: Math.round(performance.now() - started), path: this.settings.snapshotPath }, 'search: snapshot written')
  }

  async searchShops(query: ShopQuery, window: SearchWindow) {
    if (!this.ready) throw searchErrors.notReady()
    return this.#catalogue!.searchShops(query, window)
  }

  async searchProducts(query: ProductQuery, window: SearchWindow) {
    if (!this.ready) throw searchErrors.notReady()
    return this.#catalogue!.searchProducts(query, window)
  }

  async searchUsers(query: UserQuery, window: SearchWindow) {
    if (!this.ready) throw searchErrors.notReady()
    await this.usersFeed.catchUp()
    return this.#users!.search(query, window)
  }
}

let running: EmbeddedBackend | null = null

/** Started by the web server (providers/search_provider.ts); searches answer 503 until it is ready. */
export async function startSearch(settings: typeof searchSettings) {
  await running?.stop()
  running = new EmbeddedBackend(settings)
  useSearchBackend(running)
  return running.start()
}

export async function stopSearch() {
  await running?.stop()
  running = null
  useSearchBackend(null)
}

/** Whether this process answers searches (reported by /api/health). */
export const searchReady = () => running?.ready ?? false

/** This process's index figures, null while it holds none. */
export const searchFigures = (): SearchFigures | null => running?.figures ?? null

/*
 * The search_snapshot job: this process's index to disk, when it changed. A
 * process that holds no index (a command: node ace scheduler:run
 * search_snapshot) makes one first, from the snapshot and the feeds or by a
 * build, writes it and lets it go.
 */
export async function writeSearchSnapshot(settings: typeof searchSettings) {
  if (running) return running.writeSnapshot()
  const once = new EmbeddedBackend(settings)
  try {
    await once.start()
    await once.writeSnapshot()
  } finally {
    await once.stop()
  }
}
