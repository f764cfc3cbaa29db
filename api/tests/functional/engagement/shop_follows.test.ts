import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { ENGAGEMENT_SERVER_MESSAGES as E } from '@shoplocal/shared/messages'
import type { ShopFollowState, ShopSummary } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { confirmedGuest, guest, newCustomer, owner, publicProducts } from './people.ts'

describe(`following a shop on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let shopIds: number[]

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    const products = await publicProducts(db, 200)
    shopIds = [...new Set(products.map((product) => product.shopId))]
    expect(shopIds.length).toBeGreaterThanOrEqual(3)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  const rows = async (shopId: number) => Number((await db('shop_follows').where('shop_id', shopId).count('* as total').first())?.total)
  const follow = (browser: Browser, shopId: number) => browser.send<ShopFollowState>('PUT', `/api/shops/${shopId}/follow`)

  it('lets a guest follow and unfollow a shop idempotently, listing it under their followed shops', async () => {
    const [shopId] = shopIds
    const before = await rows(shopId)
    const visitor = new Browser(api.url)
    expect((await visitor.get<ShopFollowState>(`/api/shops/${shopId}/follow`)).body).toEqual({ shopId, isFollowing: false, count: before })
    const refused = await follow(visitor, shopId)
    expect(refused).toMatchObject({ status: 401, body: { message: E.signInOrGuestRequired } })

    const person = await confirmedGuest(api.url, db, 'follower@example.ie')
    const first = await follow(person, shopId)
    expect(first).toMatchObject({ status: 200, body: { shopId, isFollowing: true, count: before + 1 } })
    expect((await follow(person, shopId)).body).toEqual(first.body)
    expect(await rows(shopId)).toBe(before + 1)
    const listed = await person.get<ShopSummary[]>('/api/customer/followed-shops')
    expect(listed.body.map((shop) => shop.id)).toEqual([shopId])
    expect(listed.body[0]).toMatchObject({ name: expect.any(String), reviewCount: expect.any(Number), viewCount: expect.any(Number) })

    const off = await person.send<ShopFollowState>('DELETE', `/api/shops/${shopId}/follow`)
    expect(off.body).toEqual({ shopId, isFollowing: false, count: before })
    expect((await person.send<ShopFollowState>('DELETE', `/api/shops/${shopId}/follow`)).body).toEqual(off.body)
    expect((await person.get<ShopSummary[]>('/api/customer/followed-shops')).body).toEqual([])
  })

  it('keeps one row when one guest follows 20 times at once, and counts only guests who confirmed a contact', async () => {
    const shopId = shopIds[1]
    const before = await rows(shopId)
    const shown = async () => (await new Browser(api.url).get<ShopFollowState>(`/api/shops/${shopId}/follow`)).body.count
    const countBefore = await shown()
    const person = await confirmedGuest(api.url, db, 'eager@example.ie')
    const same = await Promise.all(Array.from({ length: 20 }, () => follow(person, shopId)))
    expect(same.every((answer) => answer.status === 200 && answer.body.isFollowing)).toBe(true)
    expect(await rows(shopId)).toBe(before + 1)
    expect(await shown()).toBe(countBefore + 1)

    // Twenty guest sessions that never proved a contact follow too: they keep their follows, the count ignores them.
    const many = await Promise.all(Array.from({ length: 20 }, (_, index) => guest(api.url, `crowd${index}@example.ie`)))
    const answers = await Promise.all(many.map((visitor) => follow(visitor, shopId)))
    expect(answers.every((answer) => answer.status === 200 && answer.body.isFollowing)).toBe(true)
    expect(await rows(shopId)).toBe(before + 21)
    expect(await shown()).toBe(countBefore + 1)
  })

  it("moves a guest's follows to the account they sign up with, refuses owners and unknown shops", async () => {
    const shopId = shopIds[2]
    const browser = await guest(api.url, 'mover@example.ie')
    await follow(browser, shopId)
    await newCustomer(api.url, db, 'Mover', browser)
    const mine = await browser.get<ShopSummary[]>('/api/customer/followed-shops')
    expect(mine.body.map((shop) => shop.id)).toEqual([shopId])
    const row = await db('shop_follows').where({ shop_id: shopId }).whereNotNull('user_id').orderBy('id', 'desc').first()
    expect(row.guest_session_id).toBeNull()

    const shopOwner = await owner(api.url)
    expect((await follow(shopOwner, shopId)).status).toBe(403)
    expect((await follow(browser, 999_999)).status).toBe(404)
    expect((await browser.get('/api/shops/999999/follow')).status).toBe(404)
  })
})
