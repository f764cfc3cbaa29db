import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, startServer, type RunningApi, type RunningServer } from '../../../../scripts/testing/start-api.ts'
import { mintAccessToken } from '../../support/access_tokens.ts'
import { announce, insertOwner, insertProduct, insertShop, searchable } from './fixtures.ts'

/** The longest a catalogue change may take to show in another process's search results. */
const FRESH_WITHIN_MS = 2000
/** How often these processes compare the shops' view counts (an hour in production would be too long; a minute is the default). */
const VIEWS_CHECK_MS = 1000

/*
 * Two API processes on one database, as in production behind a load balancer:
 * a change written through one (or straight into the database with its change
 * announced, as an owner's write does) shows in the other's search results
 * within two seconds, and a hidden or deleted row disappears as fast.
 */
describe(`search freshness across two API processes on ${requestedDatabase()}`, () => {
  let first: RunningApi
  let second: RunningServer
  let db: Knex
  let adminToken: string
  let ownerId: number
  let shopId: number

  /*
   * A card not kept is read from the database by id, so a deleted row could
   * drop out of a page even if the index missed the change; the total comes
   * from the index alone, so it is checked too (a list counts as empty only
   * when both say so).
   */
  async function list<T>(url: string): Promise<T[]> {
    const response = await fetch(url)
    const rows = (await response.json()) as T[]
    return rows.length === 0 && response.headers.get('x-total-count') !== '0' ? [null as T] : rows
  }
  const productNames = (url: string, words: string) => list<Product>(`${url}/api/products/search?product=${encodeURIComponent(words)}`)
  const shopNames = (url: string, words: string) => list<ShopListItem>(`${url}/api/shops?search=${encodeURIComponent(words)}`)

  /** Milliseconds until the check passes, polling every 50 ms; fails past FRESH_WITHIN_MS (with slack to see how late). */
  async function millisUntil(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now()
    while (Date.now() - started < FRESH_WITHIN_MS * 3) {
      if (await check()) return Date.now() - started
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    return Infinity
  }

  beforeAll(async () => {
    first = await startApi({ env: { CATALOGUE_VIEWS_CHECK_MS: String(VIEWS_CHECK_MS) } })
    second = await startServer(first.env)
    db = first.database.connect()
    const admin = await db('users').where('email', 'admin@shoplocal.ie').first('id')
    adminToken = await mintAccessToken(db, Number(admin.id))
    ownerId = await insertOwner(db, 'fresh.owner@example.ie')
    shopId = await insertShop(db, ownerId, { name: 'Vellowick Provisions', location: 'Sligo, Co. Sligo' })
    await insertProduct(db, shopId, { name: 'Vellowick Marmalade' })
    // Both indexes built and caught up with the feed: a typo only an index forgives is found by each.
    await searchable(`${first.url}/api/products/search?product=velowick`)
    await searchable(`${second.url}/api/products/search?product=velowick`)
  })

  afterAll(async () => {
    await db?.destroy()
    await second?.stop()
    await first?.stop()
  })

  it("shows a shop's new view count on its kept product cards within one views check, though no change is announced", async () => {
    let limit = 30
    // Each read asks for another page size, so no cached page answers: only the kept card can be stale.
    const viewCount = async () =>
      (await list<Product>(`${second.url}/api/products/search?product=vellowick+marmalade&limit=${limit++}`))[0]?.shop?.viewCount
    const before = await viewCount()
    expect(before).toBeTypeOf('number')
    await db('shops').where('id', shopId).increment('view_count', 5)
    const shown = await millisUntil(async () => (await viewCount()) === Number(before) + 5)
    expect(shown).toBeLessThan(VIEWS_CHECK_MS + FRESH_WITHIN_MS)
    // The shop list keeps its cards the same way.
    const listed = await millisUntil(async () => (await shopNames(second.url, 'vellowick'))[0]?.viewCount === Number(before) + 5)
    expect(listed).toBeLessThan(VIEWS_CHECK_MS + FRESH_WITHIN_MS)
  })

  it("counts a new product on its shop's kept card in the other process within 2 s", async () => {
    const count = async () => (await shopNames(second.url, 'vellowick'))[0]?.productCount
    const before = Number(await count())
    const id = await insertProduct(db, shopId, { name: 'Vellowick Relish' })
    try {
      expect(await millisUntil(async () => (await count()) === before + 1)).toBeLessThan(FRESH_WITHIN_MS)
    } finally {
      await db('products').where('id', id).delete()
      await announce(db, { productIds: [id] })
    }
    expect(await millisUntil(async () => (await count()) === before)).toBeLessThan(FRESH_WITHIN_MS)
  })

  it('finds a new product in the other process within 2 s, and a deleted one is gone as fast', async () => {
    const id = await insertProduct(db, shopId, { name: 'Vellowick Chutney' })
    const found = await millisUntil(async () => (await productNames(second.url, 'chutney vellowick')).some((product) => product?.id === id))
    expect(found).toBeLessThan(FRESH_WITHIN_MS)

    await db('products').where('id', id).delete()
    await announce(db, { productIds: [id] })
    const gone = await millisUntil(async () => (await productNames(second.url, 'chutney vellowick')).length === 0)
    expect(gone).toBeLessThan(FRESH_WITHIN_MS)
  })

  it('follows an edit and a hidden product within 2 s', async () => {
    const id = await insertProduct(db, shopId, { name: 'Vellowick Relish' })
    expect(await millisUntil(async () => (await productNames(second.url, 'vellowick relish')).length === 1)).toBeLessThan(FRESH_WITHIN_MS)

    await db('products').where('id', id).update({ name: 'Vellowick Pickle' })
    await announce(db, { productIds: [id] })
    const edited = await millisUntil(
      async () =>
        (await productNames(second.url, 'vellowick pickle')).length === 1 &&
        (await productNames(second.url, 'vellowick relish')).length === 0,
    )
    expect(edited).toBeLessThan(FRESH_WITHIN_MS)

    await db('products').where('id', id).update({ is_active: false })
    await announce(db, { productIds: [id] })
    expect(await millisUntil(async () => (await productNames(second.url, 'vellowick pickle')).length === 0)).toBeLessThan(FRESH_WITHIN_MS)
  })

  it('shows a shop approved through one process in the other within 2 s, and hides it when removed', async () => {
    const pending = await insertShop(db, ownerId, {
      name: 'Vellowick Pending Ironmongers',
      location: 'Sligo, Co. Sligo',
      status: 'pending',
    })
    await insertProduct(db, pending, { name: 'Vellowick Ironmongery Hinge' })

    const approve = await fetch(`${first.url}/api/admin/shops/${pending}/approve`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json' },
    })
    expect(approve.status).toBe(200)
    const shown = await millisUntil(
      async () =>
        (await shopNames(second.url, 'vellowick ironmongers')).length === 1 &&
        (await productNames(second.url, 'vellowick hinge')).length === 1,
    )
    expect(shown).toBeLessThan(FRESH_WITHIN_MS)

    const remove = await fetch(`${first.url}/api/admin/shops/${pending}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}`, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Closed down' }),
    })
    expect(remove.status).toBe(200)
    const hidden = await millisUntil(
      async () =>
        (await shopNames(second.url, 'vellowick ironmongers')).length === 0 &&
        (await productNames(second.url, 'vellowick hinge')).length === 0,
    )
    expect(hidden).toBeLessThan(FRESH_WITHIN_MS)
  })
})
