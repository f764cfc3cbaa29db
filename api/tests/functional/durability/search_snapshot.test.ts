import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Knex } from 'knex'
import type { Product } from '@shoplocal/shared/types'
import { SnapshotReader, type SnapshotHeader } from '#services/search/snapshot'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { announce, getJson, insertOwner, insertProduct, insertShop, searchable } from '../catalogue/fixtures.ts'

/** How often the snapshot job may write here (and how often the scheduler looks): a few seconds, not ten minutes. */
const SNAPSHOT_EVERY_MS = 1000
/** Far above every other shop id: the card warming after a start then walks a million empty ranges of ids. */
const FAR_SHOP_ID = 100_000_000

/*
 * A process killed with SIGKILL starts again from its search snapshot and the
 * change feed, not from a rebuild: its first search is right (a change made
 * while it was down is found; how soon is measured by bench:search-snapshot). That it loaded
 * the snapshot shows in a row changed behind the feed's back while it was
 * down: a rebuild would read it, a snapshot does not know it.
 */
describe(`search snapshot after SIGKILL on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let shopId: number
  const productNames = async (words: string) =>
    (await getJson<Product[]>(`${api.url}/api/products/search?product=${encodeURIComponent(words)}`)).body.map((product) => product.name)

  beforeAll(async () => {
    api = await startApi({
      // Info: the log says when the card warming is over.
      env: { SEARCH_SNAPSHOT_INTERVAL_MS: String(SNAPSHOT_EVERY_MS), SCHEDULER_CHECK_MS: String(SNAPSHOT_EVERY_MS), LOG_LEVEL: 'info' },
    })
    db = api.database.connect()
    const owner = await insertOwner(db, 'snapshot.owner@example.ie')
    shopId = await insertShop(db, owner, { name: 'Quennick Provisions', location: 'Sligo, Co. Sligo' })
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('loads the snapshot, catches up from the feed and answers the first search correctly', async () => {
    const kept = await insertProduct(db, shopId, { name: 'Quennick Marmalade' })
    await searchable(`${api.url}/api/products/search?product=quennick+marmalade`)
    // The snapshot job writes the index once it holds the change: the file's header names the feed position it
    // reflects. It is renamed into place whole, so a file read is complete.
    const announced = Number((await db('catalogue_changes').max('id as id').first())?.id)
    const snapshot = api.env.SEARCH_SNAPSHOT_PATH
    await vi.waitFor(
      async () => {
        const header = new SnapshotReader(await readFile(snapshot)).json<SnapshotHeader>()
        expect(header.positions.catalogue).toBeGreaterThanOrEqual(announced)
      },
      { timeout: 30_000, interval: 100 },
    )

    await api.crash()
    const added = await insertProduct(db, shopId, { name: 'Quennick Chutney' })
    await announce(db, { productIds: [added] })
    // Unannounced: only a rebuild would see it.
    await db('products').where('id', kept).update({ name: 'Quennick Relish' })

    await api.restart()
    expect(await productNames('quennick chutney')).toEqual(['Quennick Chutney'])
    // How fast a snapshot loads is measured by `npm run bench:search-snapshot`, not here.
    const marmalade = await getJson<Product[]>(`${api.url}/api/products/search?product=quennick+marmalade`)
    expect(marmalade.body.map((product) => product.id)).toEqual([kept])

    // Once announced, the edit is followed as any other.
    await announce(db, { productIds: [kept] })
    await vi.waitFor(async () => expect(await productNames('quennick relish')).toEqual(['Quennick Relish']), {
      timeout: 20_000,
      interval: 100,
    })
  })

  /*
   * The reads a start leaves running in the background (the card warming after the snapshot load) end with the
   * process: one that went on after the database's pool had closed opened a new one, and its connection kept a
   * MySQL process alive for good (a SQLite one until the warming was over).
   */
  it('exits on its own after SIGTERM while it still warms its cards after a snapshot load', async () => {
    const far = await insertShop(db, await insertOwner(db, 'far.owner@example.ie'), { name: 'Farrow Stores', location: 'Mayo' })
    await db('shops').where('id', far).update({ id: FAR_SHOP_ID })

    await api.restart()
    await vi.waitFor(() => expect(api.output()).toMatch(/search ready\W+from\W+snapshot/), { timeout: 20_000, interval: 50 })
    expect(api.output()).not.toContain('product cards warmed')
    // A process that does not exit on its own is killed after the grace (start-api.ts), which fails this.
    expect(await api.terminate()).toEqual({ killed: false })
    expect(api.output()).not.toContain('product cards warmed')
  })
})
