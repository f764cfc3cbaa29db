import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { OwnerReview, ReviewResult } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { OTHER_OWNER, OWNER, customer, newCustomer, owner, shopOf, userId } from '../engagement/people.ts'

/* GET /api/shop-owner/reviews: what the dashboard's reviews tab answers. */
describe(`owner reviews on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let sink: MailSink
  let shopId: number
  let productId: number

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED } })
    db = api.database.connect()
    shopId = await shopOf(db, await userId(db, OWNER.email))
    productId = Number((await db('products').where({ shop_id: shopId, is_active: true }).orderBy('id').first('id')).id)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  const listOf = async (browser: Browser, query = '') => {
    const answer = await browser.get<OwnerReview[]>(`/api/shop-owner/reviews${query}`)
    expect(answer.status).toBe(200)
    return answer
  }

  it("lists the owner's shop and product reviews newest first, with their reply, and nobody else's", async () => {
    const person = await newCustomer(api.url, db, 'Orla')
    const ofShop = await person.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 4, comment: 'Friendly shop' })
    const ofProduct = await person.post<ReviewResult>(`/api/products/${productId}/reviews`, { rating: 5, comment: 'Lovely jug' })
    expect([ofShop.status, ofProduct.status]).toEqual([201, 201])
    // Waiting for its code, a typed-address review is not public and not listed.
    const pending = await new Browser(api.url).post<ReviewResult>(`/api/shops/${shopId}/reviews`, {
      rating: 1,
      reviewerName: 'Anon',
      reviewerEmail: 'anon.owner.reviews@example.ie',
    })
    expect(pending.status).toBe(202)

    const shopOwner = await owner(api.url)
    const page = await listOf(shopOwner, '?limit=2')
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2)
    const shopName = String((await db('shops').where('id', shopId).first('name')).name)
    const productName = String((await db('products').where('id', productId).first('name')).name)
    expect(page.body.map((review) => review.id)).toEqual([ofProduct.body.review.id, ofShop.body.review.id])
    expect(page.body[0]).toMatchObject({ rating: 5, comment: 'Lovely jug', shopId, shopName, productId, productName, reply: null })
    expect(page.body[1]).toMatchObject({ rating: 4, shopId, shopName, productId: null, productName: null })
    expect((await listOf(shopOwner, '?limit=100')).body.some((review) => review.id === pending.body.review.id)).toBe(false)

    expect((await shopOwner.send('PUT', `/api/reviews/${ofProduct.body.review.id}/reply`, { body: 'Thank you, Orla!' })).status).toBe(201)
    expect((await listOf(shopOwner, '?limit=1')).body[0].reply).toMatchObject({ body: 'Thank you, Orla!' })

    const others = await listOf(await owner(api.url, OTHER_OWNER), '?limit=100')
    expect(others.body.some((review) => review.shopId === shopId)).toBe(false)
  })

  it('is for shop owners only', async () => {
    expect((await new Browser(api.url).get('/api/shop-owner/reviews')).status).toBe(401)
    expect((await (await customer(api.url)).get('/api/shop-owner/reviews')).status).toBe(401)
    expect((await (await owner(api.url)).get('/api/shop-owner/reviews?page=0')).status).toBe(422)
  })
})
