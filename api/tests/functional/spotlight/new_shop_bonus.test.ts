import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { announce, DAY, getJson, insertOwner, insertProduct, insertShop, searchable } from '../catalogue/fixtures.ts'
import { giveCheckedTrader } from '../../../../scripts/testing/trader-fixture.ts'

const sqlAgo = (ms: number) => new Date(Date.now() - ms).toISOString().slice(0, 19).replace('T', ' ')
/** A town no seed uses, so the location filter holds exactly these shops. */
const TOWN = 'Drumvelloch, Co. Leitrim'

/*
 * The New Shop Bonus through the real API: +1 star on the rating order and
 * ×1.2 on the text score, for 60 days after approval.
 */
describe(`New Shop Bonus in the public ranking on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<string, number>

  const shopIds = async (base: string, query: string) =>
    (await getJson<ShopListItem[]>(`${base}/api/shops?${query}`)).body.map((shop) => shop.id)
  const productIds = async (base: string, query: string) =>
    (await getJson<Product[]>(`${base}/api/products/search?${query}`)).body.map((product) => product.id)
  /** The list once its first shop is `first` (or after 10 s, to fail with what it shows). */
  const settledShopIds = async (base: string, query: string, first: number) => {
    const deadline = Date.now() + 10_000
    let order = await shopIds(base, query)
    while (order[0] !== first && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      order = await shopIds(base, query)
    }
    return order
  }
  const setApproved = async (shopId: number, agoMs: number) => {
    await db('shops')
      .where('id', shopId)
      .update({ approved_at: sqlAgo(agoMs) })
    await announce(db, { shopIds: [shopId] })
  }

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
    const owner = await insertOwner(db, 'drumvelloch.owner@example.ie')
    // Same-length names, so the text score differs only by the bonus.
    ids.established = await insertShop(db, owner, { name: 'Velloran Shop A', location: TOWN, rating: 4.5, reviewCount: 8 })
    ids.fresh = await insertShop(db, owner, { name: 'Velloran Shop B', location: TOWN, rating: 3.6, reviewCount: 2 })
    ids.lapsed = await insertShop(db, owner, { name: 'Velloran Shop C', location: TOWN, rating: 3.8, reviewCount: 3 })
    await db('shops')
      .where('id', ids.established)
      .update({ approved_at: sqlAgo(400 * DAY) })
    await db('shops')
      .where('id', ids.fresh)
      .update({ approved_at: sqlAgo(10 * DAY) })
    await db('shops')
      .where('id', ids.lapsed)
      .update({ approved_at: sqlAgo(61 * DAY) })
    ids.oldProduct = await insertProduct(db, ids.established, { name: 'Velloran Basket', rating: 4.8, reviewCount: 1 })
    ids.newProduct = await insertProduct(db, ids.fresh, { name: 'Velloran Basket', rating: 4, reviewCount: 1 })
    await announce(db, { shopIds: [ids.established, ids.fresh, ids.lapsed] })
    await searchable(`${api.url}/api/products/search?product=velloran%20baskt`)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('lifts a shop approved within 60 days by one star in the rating order', async () => {
    // 3.6 + 1 = 4.6 beats 4.5; 3.8 approved 61 days ago has no bonus.
    const expected = [ids.fresh, ids.established, ids.lapsed]
    expect(await shopIds(api.url, `location=${encodeURIComponent(TOWN)}`)).toEqual(expected)
    // Its products too: 4 + 1 beats 4.8.
    const products = await getJson<Product[]>(`${api.url}/api/products/browse?location=${encodeURIComponent(TOWN)}`)
    expect(products.body.map((product) => product.id)).toEqual([ids.newProduct, ids.oldProduct])
  })

  it('raises the text score of a typed search by 20%, so an equal match ranks first', async () => {
    expect((await shopIds(api.url, 'search=velloran'))[0]).toBe(ids.fresh)
    expect(await productIds(api.url, 'product=velloran%20basket')).toEqual([ids.newProduct, ids.oldProduct])
  })

  it('ends after 60 days, and starts when admin staff approve a shop', async () => {
    const byTown = `location=${encodeURIComponent(TOWN)}`
    await setApproved(ids.fresh, 60 * DAY + 60_000)
    // The change reaches the index through the feed.
    expect(await settledShopIds(api.url, byTown, ids.established)).toEqual([ids.established, ids.lapsed, ids.fresh])

    await db('shops').where('id', ids.lapsed).update({ status: 'pending', is_approved: false, approved_at: null })
    await announce(db, { shopIds: [ids.lapsed] })
    const call = adminClient(api.url)
    const { body } = await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })
    // Approval waits for a checked trader (DSA Art. 30).
    await giveCheckedTrader(db, ids.lapsed)
    expect((await call('PATCH', `/api/admin/shops/${ids.lapsed}/approve`, { token: body.token })).status).toBe(200)
    const row = await db('shops').where('id', ids.lapsed).first()
    const approvedAt = row.approved_at instanceof Date ? row.approved_at : new Date(`${String(row.approved_at).replace(' ', 'T')}Z`)
    expect(Math.abs(Date.now() - approvedAt.getTime())).toBeLessThan(60_000)
    // 3.8 + 1 = 4.8 now leads.
    expect(await settledShopIds(api.url, byTown, ids.lapsed)).toEqual([ids.lapsed, ids.established, ids.fresh])
  })
})
