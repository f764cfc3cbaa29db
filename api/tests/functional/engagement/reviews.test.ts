import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { CATALOGUE_EMPTY, ENGAGEMENT_SERVER_MESSAGES as E, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import type { OwnReview, Review, ReviewResult } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { OWNER, confirmedGuest, customer, guest, newCustomer, owner, publicProducts, shopOf, userId, type PublicProduct } from './people.ts'

describe(`reviews on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let ownerShop: number
  let product: PublicProduct
  let shopId: number

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    const ownerId = await userId(db, OWNER.email)
    ownerShop = await shopOf(db, ownerId)
    ;[product] = await publicProducts(db, 1, ownerId)
    shopId = product.shopId
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  /** The figures straight from the reviews table, as the API must report them. */
  async function truth(where: { shop_id?: number; product_id?: number | null }) {
    const query = db('reviews').where('is_confirmed', true).avg('rating as average').count('* as total')
    if (where.product_id === null) query.where('shop_id', where.shop_id!).whereNull('product_id')
    else query.where('product_id', where.product_id!)
    const row = await query.first()
    return { reviewCount: Number(row?.total), rating: Math.round(Number(row?.average) * 100) / 100 }
  }
  const stored = async (table: string, id: number) => {
    const row = await db(table).where('id', id).first('rating', 'review_count')
    return { rating: Number(row.rating), reviewCount: Number(row.review_count) }
  }

  it('records a customer’s rating, recomputes the shop’s figures and replaces a second rating', async () => {
    const person = await newCustomer(api.url, db, 'Róisín')
    const first = await person.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 5, comment: '  Lovely shop  ' })
    expect(first.status).toBe(201)
    expect(first.body.replaced).toBe(false)
    expect(first.body.review).toMatchObject({ rating: 5, comment: 'Lovely shop', reviewerName: 'Róisín B.' })
    expect(first.body.review).not.toHaveProperty('reviewerEmail')
    const afterFirst = await truth({ shop_id: shopId, product_id: null })
    expect(first.body.summary).toEqual({ rating: afterFirst.rating, averageRating: afterFirst.rating, reviewCount: afterFirst.reviewCount })
    expect(await stored('shops', shopId)).toEqual(afterFirst)

    const second = await person.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 1, comment: '   ' })
    expect(second.status).toBe(200)
    expect(second.body.replaced).toBe(true)
    expect(second.body.review.id).toBe(first.body.review.id)
    expect(second.body.review.comment).toBeNull()
    const afterSecond = await truth({ shop_id: shopId, product_id: null })
    expect(afterSecond.reviewCount).toBe(afterFirst.reviewCount)
    expect(second.body.summary.reviewCount).toBe(afterFirst.reviewCount)
    expect(second.body.summary.rating).toBe(afterSecond.rating)
    expect(await stored('shops', shopId)).toEqual(afterSecond)

    const shown = await new Browser(api.url).get<{ rating: number; reviewCount: number }>(`/api/shops/${shopId}?track=0`)
    expect(shown.body.rating).toBe(afterSecond.rating)
    expect(shown.body.reviewCount).toBe(afterSecond.reviewCount)
  })

  it('keeps product reviews apart from the shop’s figures', async () => {
    const shopBefore = await stored('shops', shopId)
    const person = await newCustomer(api.url, db, 'Eimear')
    const reply = await person.post<ReviewResult>(`/api/products/${product.id}/reviews`, { rating: 4 })
    expect(reply.status).toBe(201)
    const figures = await truth({ product_id: product.id })
    expect(await stored('products', product.id)).toEqual(figures)
    expect(reply.body.summary.reviewCount).toBe(figures.reviewCount)
    expect(await stored('shops', shopId)).toEqual(shopBefore)
    const row = await db('reviews').where('id', reply.body.review.id).first()
    expect(Number(row.shop_id)).toBe(shopId)
  })

  it('answers the caller’s own product review: the account’s or the guest session’s, nobody else’s', async () => {
    const person = await newCustomer(api.url, db, 'Orla')
    expect((await person.get<OwnReview>(`/api/products/${product.id}/reviews/mine`)).body).toEqual({ review: null })
    const posted = await person.post<ReviewResult>(`/api/products/${product.id}/reviews`, { rating: 2, comment: 'Too small for me' })
    const mine = await person.get<OwnReview>(`/api/products/${product.id}/reviews/mine`)
    expect(mine.status).toBe(200)
    expect(mine.body.review).toEqual(posted.body.review)
    expect(mine.body.review).toMatchObject({ rating: 2, comment: 'Too small for me' })
    // The same product's other reviewers, a guest session and a signed-out visitor each see only their own.
    expect(
      (await (await newCustomer(api.url, db, 'Nuala')).get<OwnReview>(`/api/products/${product.id}/reviews/mine`)).body.review,
    ).toBeNull()
    const visitor = await confirmedGuest(api.url, db, 'own.review@example.ie')
    expect((await visitor.get<OwnReview>(`/api/products/${product.id}/reviews/mine`)).body.review).toBeNull()
    await visitor.post(`/api/products/${product.id}/reviews`, { rating: 5 })
    expect((await visitor.get<OwnReview>(`/api/products/${product.id}/reviews/mine`)).body.review).toMatchObject({
      rating: 5,
      comment: null,
    })
    expect((await new Browser(api.url).get<OwnReview>(`/api/products/${product.id}/reviews/mine`)).body).toEqual({ review: null })
    expect((await person.get('/api/products/999999/reviews/mine')).status).toBe(404)
    // A product its owner took off the shelves: its reviews are nobody's business, the caller's own neither.
    const [, other] = await publicProducts(db, 2, await userId(db, OWNER.email))
    await person.post(`/api/products/${other.id}/reviews`, { rating: 4 })
    await db('products').where('id', other.id).update({ is_active: false })
    expect((await person.get(`/api/products/${other.id}/reviews/mine`)).status).toBe(404)
  })

  it('answers the caller’s own shop rating, not one of its products’, and nobody else’s', async () => {
    const person = await newCustomer(api.url, db, 'Clodagh')
    const own = (who: Browser, id = shopId) => who.get<OwnReview>(`/api/shops/${id}/reviews/mine`)
    expect((await own(person)).body).toEqual({ review: null })
    // A review of one of the shop's products is not a rating of the shop.
    await person.post(`/api/products/${product.id}/reviews`, { rating: 1 })
    expect((await own(person)).body).toEqual({ review: null })
    const posted = await person.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 4, comment: 'Friendly staff' })
    const mine = await own(person)
    expect(mine.status).toBe(200)
    expect(mine.body.review).toEqual(posted.body.review)
    expect((await own(await newCustomer(api.url, db, 'Dara'))).body.review).toBeNull()
    const visitor = await confirmedGuest(api.url, db, 'own.shop.rating@example.ie')
    await visitor.post(`/api/shops/${shopId}/reviews`, { rating: 3 })
    expect((await own(visitor)).body.review).toMatchObject({ rating: 3, comment: null })
    expect((await own(new Browser(api.url))).body).toEqual({ review: null })
    expect((await own(person, 999999)).status).toBe(404)
  })

  it('publishes a guest session’s review only after its code, under the name it confirmed; names the missing identity otherwise', async () => {
    const visitor = await guest(api.url, 'reviewer@example.ie')
    const before = await stored('shops', shopId)
    const byGuest = await visitor.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 3, reviewerName: 'Seán' })
    expect(byGuest).toMatchObject({ status: 202, body: { pending: true, held: false, codeSentTo: 'reviewer@example.ie' } })
    expect(await stored('shops', shopId)).toEqual(before)
    const guestRow = await db('reviews').where('id', byGuest.body.review.id).first()
    expect(guestRow.guest_session_id).not.toBeNull()
    expect(guestRow.reviewer_email).toBe('reviewer@example.ie')
    // The author asks for a new code (the website's "send a new code"), and the newest one publishes it.
    expect((await visitor.post(`/api/reviews/${byGuest.body.review.id}/code`)).status).toBe(200)
    const { confirmation_code: code } = await db('reviews').where('id', byGuest.body.review.id).first('confirmation_code')
    const published = await visitor.post<ReviewResult>(`/api/reviews/${byGuest.body.review.id}/confirm`, { code })
    expect(published).toMatchObject({ status: 201, body: { pending: false, review: { reviewerName: 'Seán' } } })
    expect((await stored('shops', shopId)).reviewCount).toBe(before.reviewCount + 1)
    // The code confirmed the session and fixed its name: the next review publishes at once under it, whatever is typed.
    expect((await visitor.get('/api/guest-session')).body).toMatchObject({ guestSession: { confirmed: true, name: 'Seán' } })
    const again = await visitor.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 4, reviewerName: 'Somebody Else' })
    expect(again).toMatchObject({ status: 200, body: { replaced: true, review: { reviewerName: 'Seán' } } })
    expect((await stored('shops', shopId)).reviewCount).toBe(before.reviewCount + 1)

    const anonymous = new Browser(api.url)
    const nobody = await anonymous.post(`/api/shops/${shopId}/reviews`, { rating: 4 })
    expect(nobody.status).toBe(422)
    expect(nobody.body.message).toBe(M.reviewerIdentityRequired)
    expect(fieldMessages((await anonymous.post(`/api/shops/${shopId}/reviews`, { rating: 4, reviewerName: 'Pat' })).body)).toEqual({
      reviewerEmail: M.guestEmailRequired,
    })
    expect(
      fieldMessages((await anonymous.post(`/api/shops/${shopId}/reviews`, { rating: 4, reviewerEmail: 'pat@example.ie' })).body),
    ).toEqual({
      reviewerName: M.guestNameRequired,
    })
    expect(
      fieldMessages((await anonymous.post(`/api/shops/${shopId}/reviews`, { rating: 4, reviewerName: 'Pat', reviewerEmail: 'nope' })).body),
    ).toEqual({
      reviewerEmail: M.guestEmailInvalid,
    })
    // Typed details alone wait for the mailed code (review_integrity.test.ts follows them through).
    const named = await anonymous.post<ReviewResult>(`/api/shops/${shopId}/reviews`, {
      rating: 2,
      reviewerName: 'Pat',
      reviewerEmail: 'pat@example.ie',
    })
    expect(named.status).toBe(202)
    expect(named.body.pending).toBe(true)
  })

  it('refuses ratings outside 1–5 or not whole with the form’s words, leaving the figures alone', async () => {
    const person = await newCustomer(api.url, db, 'Aisling')
    const before = await stored('shops', shopId)
    for (const rating of [0, 6, 3.5]) {
      const reply = await person.post(`/api/shops/${shopId}/reviews`, { rating })
      expect(reply.status).toBe(422)
      expect(fieldMessages(reply.body).rating).toBe(M.ratingRange)
    }
    expect(fieldMessages((await person.post(`/api/shops/${shopId}/reviews`, { comment: 'no stars' })).body).rating).toBe(M.selectRating)
    expect(fieldMessages((await person.post(`/api/shops/${shopId}/reviews`, { rating: 'five' })).body).rating).toBe(M.selectRating)
    expect(await stored('shops', shopId)).toEqual(before)
  })

  it('refuses an owner rating their own shop, and hidden or unknown targets', async () => {
    const shopOwner = await owner(api.url)
    const own = await shopOwner.post(`/api/shops/${ownerShop}/reviews`, { rating: 5 })
    expect(own.status).toBe(403)
    expect(own.body.message).toBe(E.ownShopReview)
    expect((await shopOwner.post(`/api/shops/${shopId}/reviews`, { rating: 4 })).status).toBe(201)

    const person = await customer(api.url)
    const missing = await person.post('/api/shops/999999/reviews', { rating: 4 })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe(CATALOGUE_EMPTY.shopNotFound)
    expect((await person.post('/api/products/999999/reviews', { rating: 4 })).status).toBe(404)
    const pending = await db('shops').whereNot('status', 'approved').first('id')
    expect((await person.post(`/api/shops/${pending.id}/reviews`, { rating: 4 })).status).toBe(404)
    expect((await person.get(`/api/shops/${pending.id}/reviews`)).status).toBe(404)
  })

  it('lists a shop’s reviews newest first, a page at a time, without emails', async () => {
    const total = Number(
      (await db('reviews').where('shop_id', shopId).whereNull('product_id').where('is_confirmed', true).count('* as total').first())?.total,
    )
    const page1 = await new Browser(api.url).get<Review[]>(`/api/shops/${shopId}/reviews?limit=2`)
    expect(page1.status).toBe(200)
    expect(page1.headers.get('x-total-count')).toBe(String(total))
    expect(page1.body).toHaveLength(Math.min(2, total))
    const all = await new Browser(api.url).get<Review[]>(`/api/shops/${shopId}/reviews?limit=100`)
    const times = all.body.map((review) => Date.parse(review.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(all.body.slice(0, 2)).toEqual(page1.body)
    expect(JSON.stringify(all.body)).not.toContain('@')
    expect((await new Browser(api.url).get(`/api/products/${product.id}/reviews`)).status).toBe(200)
    expect((await new Browser(api.url).get(`/api/shops/${shopId}/reviews?page=0`)).status).toBe(422)
  })

  it('keeps the figures true when many people rate at once', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, (_, index) => newCustomer(api.url, db, `Rater${'abcdef'[index]}`)))
    const replies = await Promise.all(
      people.map((person, index) => person.post(`/api/products/${product.id}/reviews`, { rating: (index % 5) + 1 })),
    )
    expect(replies.every((reply) => reply.status === 201)).toBe(true)
    expect(await stored('products', product.id)).toEqual(await truth({ product_id: product.id }))
  })
})
