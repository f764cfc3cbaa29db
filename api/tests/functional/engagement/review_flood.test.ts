import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { HeldReviewsPage, ReviewResult } from '@shoplocal/shared/types'
import { TRUST_MESSAGES as T } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { OTHER_OWNER, customer, guest, newCustomer, owner, shopOf, userId } from './people.ts'

/*
 * Issue 39's flood: 60 guest sessions from 60 addresses give a shop rated 4.00 one star each. Each proves its
 * e-mail with the review's code, as the website leads it to; past REVIEW_BURST_NEWCOMERS (5, the default) the
 * newcomers' reviews are held, the early ones too, so the rating ends where it began, and an honest account
 * holder's review in the middle of it publishes at once.
 */
const FLOOD = 60
const BURST = 5
const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const DAY_MS = 86_400_000
/** A moment `days` ago as the DATETIME columns keep it (SQLite would store a Date as a number). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 19).replace('T', ' ')

describe(`a flood of new reviewers on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string
  let shopId: number

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED, REVIEW_BURST_NEWCOMERS: String(BURST) } })
    db = api.database.connect()
    call = adminClient(api.url)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token as string
    shopId = await shopOf(db, await userId(db, OTHER_OWNER.email))
    // The shop's standing: four established reviews of 4 stars, written a week ago.
    await db('reviews').where('shop_id', shopId).delete()
    const weekAgo = daysAgo(7)
    await db('reviews').insert(
      Array.from({ length: 4 }, (_, index) => ({
        shop_id: shopId,
        product_id: null,
        rating: 4,
        reviewer_name: `Regular ${index}`,
        reviewer_email: `regular${index}@example.ie`,
        is_confirmed: true,
        created_at: weekAgo,
        updated_at: weekAgo,
      })),
    )
    await db('shops').where('id', shopId).update({ rating: 4, review_count: 4 })
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  const figures = async () => {
    const row = await db('shops').where('id', shopId).first('rating', 'review_count')
    return { rating: Number(row.rating), reviewCount: Number(row.review_count) }
  }
  const codeOf = async (reviewId: number) =>
    String((await db('reviews').where('id', reviewId).first('confirmation_code')).confirmation_code)

  /** One guest of the flood, from an address of its own: the review, then its code. */
  async function floodOne(index: number): Promise<ReviewResult & { status: number }> {
    const visitor = await guest(api.url, `flood${index}@example.ie`, { 'x-forwarded-for': `198.51.100.${index + 1}` })
    const posted = await visitor.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 1, reviewerName: `Flood ${index}` })
    expect(posted).toMatchObject({ status: 202, body: { pending: true, codeSentTo: `flood${index}@example.ie` } })
    const confirmed = await visitor.post<ReviewResult>(`/api/reviews/${posted.body.review.id}/confirm`, {
      code: await codeOf(posted.body.review.id),
    })
    return { ...confirmed.body, status: confirmed.status }
  }

  it('changes neither the rating nor an honest account holder’s chance, and holds the crowd for an admin', async () => {
    // An account holder of some standing, who reviews in the middle of the flood.
    const honest = await newCustomer(api.url, db, 'Honest')
    const honestId = Number((await db('users').where('first_name', 'Honest').orderBy('id', 'desc').first('id')).id)
    await db('users')
      .where('id', honestId)
      .update({ created_at: daysAgo(30) })

    const first = await Promise.all(Array.from({ length: FLOOD / 2 }, (_, index) => floodOne(index)))
    const during = await honest.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 5, comment: 'Always helpful' })
    const second = await Promise.all(Array.from({ length: FLOOD / 2 }, (_, index) => floodOne(FLOOD / 2 + index)))

    expect(during).toMatchObject({ status: 201, body: { pending: false, held: false } })
    const flood = [...first, ...second]
    expect(flood.every((answer) => answer.status === 201 || answer.status === 202)).toBe(true)
    expect(flood.filter((answer) => answer.held).length).toBeGreaterThanOrEqual(FLOOD - BURST)
    // Every one-star review of the flood is held, the ones that published before the burst showed itself too.
    const held = await db('reviews').where({ shop_id: shopId, rating: 1 }).whereNotNull('held_at').count('* as total').first()
    expect(Number(held?.total)).toBe(FLOOD)
    // 4 × 4 stars and the honest 5: the flood moved nothing.
    expect(await figures()).toEqual({ rating: 4.2, reviewCount: 5 })
    const listed = await new Browser(api.url).get<{ rating: number }[]>(`/api/shops/${shopId}/reviews?limit=100`)
    expect(listed.body.map((review) => review.rating).sort()).toEqual([4, 4, 4, 4, 5])

    // The console's list: every held review, oldest held first.
    const page = await call<HeldReviewsPage>('GET', '/api/admin/reviews/held', { token })
    expect(page.status).toBe(200)
    expect(page.body.totalCount).toBe(FLOOD)
    expect(page.body.reviews[0]).toMatchObject({ rating: 1, reviewerKind: 'guest', shopId, productId: null })
    // Not public yet: the shop's owner neither lists nor answers a held review.
    const shopOwner = await owner(api.url, OTHER_OWNER)
    const answered = await shopOwner.send('PUT', `/api/reviews/${page.body.reviews[0].id}/reply`, { body: 'Who are you?' })
    expect(answered.status).toBe(404)
    const ownerList = await shopOwner.get<{ id: number }[]>('/api/shop-owner/reviews?limit=100')
    expect(ownerList.body.some((review) => review.id === page.body.reviews[0].id)).toBe(false)
  })

  it('lets an admin approve a held review into the rating, or reject it with a statement of reasons', async () => {
    const { reviews } = (await call<HeldReviewsPage>('GET', '/api/admin/reviews/held', { token })).body
    const [approved, rejected] = reviews
    const before = await figures()

    const refusedVisitor = await new Browser(api.url).post(`/api/admin/reviews/${approved.id}/approve`)
    expect(refusedVisitor.status).toBe(401)
    expect((await (await customer(api.url)).post(`/api/admin/reviews/${approved.id}/approve`)).status).toBe(403)

    const approval = await call('POST', `/api/admin/reviews/${approved.id}/approve`, { token })
    expect(approval).toMatchObject({ status: 200, body: { message: T.heldReviewApproved } })
    expect((await figures()).reviewCount).toBe(before.reviewCount + 1)
    expect((await call('POST', `/api/admin/reviews/${approved.id}/approve`, { token })).status).toBe(404)

    const incomplete = await call('POST', `/api/admin/reviews/${rejected.id}/reject`, { token, body: { ground: 'terms' } })
    expect(incomplete.status).toBe(422)
    expect(fieldMessages(incomplete.body)).toHaveProperty('groundDetail')
    const rejection = await call('POST', `/api/admin/reviews/${rejected.id}/reject`, {
      token,
      body: { ground: 'terms', groundDetail: 'Terms 7.2: fake reviews', explanation: 'Part of a coordinated flood of one-star reviews.' },
    })
    expect(rejection).toMatchObject({ status: 200, body: { message: T.heldReviewRejected, statementId: expect.any(Number) } })
    const statement = await db('statements').where('id', rejection.body.statementId).first()
    expect(statement).toMatchObject({ target_type: 'review', target_id: rejected.id, action: 'hide_item', ground: 'terms' })
    const row = await db('reviews').where('id', rejected.id).first('held_at', 'hidden_at')
    expect(row.held_at).toBeNull()
    expect(row.hidden_at).not.toBeNull()
    expect((await figures()).reviewCount).toBe(before.reviewCount + 1)
    expect((await call<HeldReviewsPage>('GET', '/api/admin/reviews/held', { token })).body.totalCount).toBe(FLOOD - 2)
  })
})
