/*
 * The embedded SearchBackend: both engines in this process, loaded from the snapshot or built from the rows
 * (read under the catalogue's visibility rule, public_scope.ts), then kept fresh by a follower per change feed
 * (every feedPollMs, at once after a catalogue change here, before every users search). 503 until ready.
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { dublinDateOf } from '@shoplocal/shared/rules'
import type { Row } from '#helpers/sql_values'
import { onLocalCatalogueChange } from '#services/catalogue/catalogue_changes'
import { wherePublicProduct, wherePublicShop, whereUnrestrictedShop } from '#services/catalogue/public_scope'
import { closuresOfShops } from '#services/reservations/shop_calendar'
import { CatalogueEngine } from '#services/search/catalogue_engine'
import { COLUMNS, MAPPERS, toDocument, type ShopDocument, type UserDocument } from '#services/search/documents'
import { FeedFollower, type Feed } from '#services/search/feed_follower'
import { readSnapshot, writeSnapshot, type SnapshotReader } from '#services/search/snapshot'
import { UsersEngine } from '#services/search/users_engine'
import { notReady, type ProductQuery, type SearchBackend, type SearchNews, type SearchWindow } from '#services/search/search_backend'
import type { ShopQuery, UserQuery } from '#services/search/search_backend'
import type { searchSettings } from '#config/search'

const BUILD_BATCH = 5000
/** Categories are few and change rarely (not through the feed): read again this often. */
const CATEGORIES_EVERY_MS = 30_000

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve))

/** Both feeds' work to its end, then the first failure (a stop ends one; the other must not go on reading). */
async function bothFeeds(work: [Promise<void>, Promise<void>]) {
  for (const outcome of await Promise.allSettled(work)) if (outcome.status === 'rejected') throw outcome.reason
}

/** Which database this process reads, so a snapshot of another is never loaded. */
function databaseIdentity(): string {
  const connection = db.getRawConnection(db.primaryConnectionName)?.config.connection as Record<string, unknown> | undefined
  const { filename, host, port, socketPath, database } = connection ?? {}
  return JSON.stringify([db.primaryConnectionName, filename, host, port, socketPath, database])
}

/** Public shops (none restricted by moderation), all or these. */
export async function readShops(ids?: number[]): Promise<ShopDocument[]> {
  const query = db.from('shops as s').select(COLUMNS.shops)
  wherePublicShop(query)
  whereUnrestrictedShop(query)
  if (ids) query.whereIn('s.id', ids)
  const rows = (await query) as Row[]
  const closures = await closuresOfShops(db, ids ? rows.map((row) => Number(row.id)) : null, dublinDateOf(new Date()))
  return rows.map((row) => toDocument(MAPPERS.shops, { ...row, closures: closures.get(Number(row.id)) }))
}

/** Public products of public shops: a batch after an id, or those of some shops, or some products. */
export async function readProducts(which: { after: number; limit: number } | { shopIds: number[] } | { ids: number[] }) {
  const query = db.from('products as p').join('shops as s', 's.id', 'p.shop_id').select(COLUMNS.products)
  wherePublicProduct(query)
  wherePublicShop(query)
  whereUnrestrictedShop(query)
  if ('after' in which) query.where('p.id', '>', which.after).orderBy('p.id').limit(which.limit)
  else if ('shopIds' in which) query.whereIn('p.shop_id', which.shopIds)
  else query.whereIn('p.id', which.ids)
  return ((await query) as Row[]).map((row) => toDocument(MAPPERS.products, row))
}

export async function readUsers(which: { after: number; limit: number } | { ids: number[] }): Promise<UserDocument[]> {
  const query = db.from('users').select(COLUMNS.users)
  if ('after' in which) query.where('id', '>', which.after).orderBy('id').limit(which.limit)
  else query.whereIn('id', which.ids)
  return ((await query) as Row[]).map((row) => toDocument(MAPPERS.users, row))
}

/** Every category by slug, and a text that changes whenever any category does. */
export async function readCategories(): Promise<{ bySlug: Map<string, number>; version: string }> {
  const rows: Row[] = await db.from('categories').select('id', 'slug', 'name').orderBy('id')
  return {
    bySlug: new Map(rows.map((row) => [String(row.slug), Number(row.id)])),
    version: JSON.stringify(rows.map((row) => [row.id, row.slug, row.name])),
  }
}

async function readViewCounts(): Promise<Map<number, number>> {
  const rows: Row[] = await db.from('shops').select('id', 'view_count')
  return new Map(rows.map((row) => [Number(row.id), Number(row.view_count)]))
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
  /** Work that reads the database: a stop waits for it. */
  #underWay = new Set<Promise<unknown>>()
  /** While a loaded snapshot catches up its answers could be behind the feed. */
  #catchingUp = false

  readonly catalogueFeed: FeedFollower
  readonly usersFeed: FeedFollower

  constructor(
    private readonly settings: typeof searchSettings,
    private readonly news: SearchNews,
  ) {
    const follower = (feed: Feed) => new FeedFollower(feed, settings.feedPollMs)
    this.catalogueFeed = follower({
      table: 'catalogue_changes',
      columns: ['shop_id', 'product_id'],
      apply: (rows) => this.#applyCatalogue(rows),
      rebuild: () => this.#buildCatalogue(),
    })
    this.usersFeed = follower({
      table: 'user_changes',
      columns: ['user_id'],
      apply: (rows) => this.#applyUsers(rows),
      rebuild: () => this.#buildUsers(),
    })
  }

  /** What the index holds and how far into each feed it has read (the metrics). */
  get figures() {
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
      this.news.applied(null)
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
      return { catalogue: CatalogueEngine.fromSnapshot(reader), users: UsersEngine.fromSnapshot(reader) }
    } catch (error) {
      logger.warn({ err: error }, 'search: the snapshot could not be read; building from the database')
      return null
    }
  }

  /** Whether the feed still holds every change after this position (nothing pruned past it, nothing reset). */
  async #canCatchUp(feed: FeedFollower, position: number): Promise<boolean> {
    const { head, oldest } = await feed.ends()
    return head >= position && oldest <= position + 1
  }

  /** Stops following and waits for the reads under way (a read after the pool closes would open one that keeps the process alive). */
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
    if (this.#stopped) throw new Error('search stopped')
  }

  #schedule() {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      const poll = Promise.all([this.#follow(this.catalogueFeed), this.#follow(this.usersFeed), this.#checkUnannounced()])
      void this.#track(poll).finally(() => this.#schedule())
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
        this.news.viewCounts(await readViewCounts())
      }
    } catch (error) {
      logger.error({ err: error }, 'search: reading categories or view counts failed; retrying on the next poll')
    }
  }

  async #refreshCategories(engine: CatalogueEngine, now: number) {
    const { bySlug, version } = await readCategories()
    engine.setCategories(bySlug)
    // Cards show category names: a renamed category is news to all of them.
    if (this.#categoriesVersion !== '' && version !== this.#categoriesVersion) this.news.applied(null)
    this.#categoriesVersion = version
    this.#lastCategories = now
  }

  async #buildCatalogue() {
    const started = performance.now()
    const engine = new CatalogueEngine()
    await this.#refreshCategories(engine, Date.now())
    engine.putShops(await readShops())
    for await (const batch of this.#batches((after) => readProducts({ after, limit: BUILD_BATCH }))) engine.putProducts(batch)
    this.#catalogue = engine
    this.#lastViewCounts = Date.now()
    this.news.applied(null)
    const figures = { shops: engine.shopCount, products: engine.productCount, ms: Math.round(performance.now() - started) }
    logger.info(figures, 'search: catalogue index built')
  }

  async #buildUsers() {
    const users: UserDocument[] = []
    for await (const batch of this.#batches((after) => readUsers({ after, limit: BUILD_BATCH }))) users.push(...batch)
    this.#users = new UsersEngine(users)
  }

  /** A kind's rows in id order, a batch at a time, with the event loop free between batches. */
  async *#batches<T extends { id: number }>(read: (after: number) => Promise<T[]>) {
    for (let batch = await read(0); batch.length > 0; batch = await read(batch[batch.length - 1].id)) {
      await yieldToRequests()
      this.#throwIfStopped()
      yield batch
    }
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
    this.news.applied({ shopIds, productIds })
  }

  async #applyUsers(rows: Row[]) {
    this.#throwIfStopped()
    const ids = [...new Set(rows.map((row) => Number(row.user_id)))]
    const found = await readUsers({ ids })
    const present = new Set(found.map((user) => user.id))
    const removed = ids.filter((id) => !present.has(id))
    this.#users!.apply(found, removed)
  }

  #writing: Promise<void> | null = null

  /** Writes the snapshot when the index moved since the last one; one write at a time. */
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
    // The catalogue's blocks are taken as written (#applyCatalogue waits for the last); the users' from a copy made now.
    const blocks = [catalogue.snapshotBlocks(), users.snapshotBlocks()]
    await writeSnapshot(this.settings.snapshotPath, { database: databaseIdentity(), positions }, blocks)
    this.#snapshotAt = positions
    logger.info({ ms: Math.round(performance.now() - started), path: this.settings.snapshotPath }, 'search: snapshot written')
  }

  /** The catalogue engine; 503 until both are ready. */
  #ready() {
    if (!this.ready) throw notReady()
    return this.#catalogue!
  }

  searchShops = async (query: ShopQuery, window: SearchWindow) => this.#ready().searchShops(query, window)
  searchProducts = async (query: ProductQuery, window: SearchWindow) => this.#ready().searchProducts(query, window)
  async searchUsers(query: UserQuery, window: SearchWindow) {
    this.#ready()
    await this.usersFeed.catchUp()
    return this.#users!.search(query, window)
  }
}
