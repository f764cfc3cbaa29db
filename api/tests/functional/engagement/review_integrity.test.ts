import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { ENGAGEMENT_SERVER_MESSAGES as E } from '@shoplocal/shared/messages'
import { AUTH_API_MESSAGES, AUTH_MAIL, codeInvalidMessage } from '#messages/index'
import type { Review, ReviewResult } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { OTHER_OWNER, OWNER, confirmedGuest, customer, owner, publicProducts, shopOf, userId, type PublicProduct } from './people.ts'

const PER_ADDRESS = 10
const BURST = 300

describe(`review integrity and owner replies on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let sink: MailSink
  let texts: SmsSink
  /** Public products of distinct shops not owned by OWNER, so each test meets only its own shop's limit. */
  let products: PublicProduct[]
  let ownerShop: number
  let addressCounter = 0
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++addressCounter}` })

  beforeAll(async () => {
    sink = await startMailSink()
    texts = await startSmsSink()
    api = await startApi({
      env: {
        ...sink.env,
        ...texts.env,
        ...UNTHROTTLED,
        REVIEWS_PER_ADDRESS_PER_HOUR: String(PER_ADDRESS),
      },
    })
    db = api.database.connect()
    const ownerId = await userId(db, OWNER.email)
    ownerShop = await shopOf(db, ownerId)
    const candidates = await publicProducts(db, 200, ownerId)
    products = candidates.filter((product, index) => candidates.findIndex((other) => other.shopId === product.shopId) === index)
    expect(products.length).toBeGreaterThanOrEqual(4)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
    await texts?.stop()
  })

  const figures = async (table: 'shops' | 'products', id: number) => {
    const row = await db(table).where('id', id).first('rating', 'review_count')
    return { rating: Number(row.rating), reviewCount: Number(row.review_count) }
  }
  const listed = async (path: string) => (await new Browser(api.url).get<Review[]>(path)).body

  it('keeps a review under a typed e-mail uncounted until the mailed code, and lets nobody else replace it', async () => {
    const { shopId } = products[0]
    const path = `/api/shops/${shopId}/reviews`
    const before = await figures('shops', shopId)
    const since = new Date()
    const mine = await new Browser(api.url, from()).post<ReviewResult>(path, {
      rating: 5,
      comment: 'Lovely',
      reviewerName: 'Orla',
      reviewerEmail: 'orla@example.ie',
    })
    expect(mine.status).toBe(202)
    expect(mine.body).toMatchObject({ pending: true, replaced: false, summary: { reviewCount: before.reviewCount } })
    expect(await figures('shops', shopId)).toEqual(before)
    expect((await listed(path)).some((review) => review.id === mine.body.review.id)).toBe(false)
    const mail = await sink.waitFor('orla@example.ie', (candidate) => candidate.receivedAt >= since)
    expect(mail.subject).toBe(AUTH_MAIL.reviewSubject)
    const code = await sink.latestCode('orla@example.ie', since)

    const confirmPath = `/api/reviews/${mine.body.review.id}/confirm`
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const refused = await new Browser(api.url, from()).post(confirmPath, { code: wrong })
    expect(refused).toMatchObject({ status: 422, body: { message: codeInvalidMessage(4) } })
    expect(fieldMessages((await new Browser(api.url, from()).post(confirmPath, { code: '12' })).body)).toHaveProperty('code')
    const confirmed = await new Browser(api.url, from()).post<ReviewResult>(confirmPath, { code })
    expect(confirmed).toMatchObject({ status: 201, body: { pending: false, replaced: false } })
    expect((await figures('shops', shopId)).reviewCount).toBe(before.reviewCount + 1)
    expect((await listed(path))[0]).toMatchObject({ id: mine.body.review.id, rating: 5, comment: 'Lovely', reply: null })
    expect((await new Browser(api.url, from()).post(confirmPath, { code })).status).toBe(409)

    // Someone else types Orla's address: nothing of hers changes, and theirs waits for a code they never get.
    const since2 = new Date()
    const impostor = await new Browser(api.url, from()).post<ReviewResult>(path, {
      rating: 1,
      reviewerName: 'Orla',
      reviewerEmail: 'ORLA@example.ie',
    })
    expect(impostor.status).toBe(202)
    expect(impostor.body.review.id).not.toBe(mine.body.review.id)
    expect((await figures('shops', shopId)).reviewCount).toBe(before.reviewCount + 1)
    expect((await listed(path)).find((review) => review.id === mine.body.review.id)).toMatchObject({ rating: 5 })

    // Orla herself replacing her review does it with the code from her mailbox.
    const secondCode = await sink.latestCode('orla@example.ie', since2)
    const replaced = await new Browser(api.url, from()).post<ReviewResult>(`/api/reviews/${impostor.body.review.id}/confirm`, {
      code: secondCode,
    })
    expect(replaced).toMatchObject({ status: 200, body: { replaced: true, summary: { reviewCount: before.reviewCount + 1 } } })
    expect(await db('reviews').where({ id: mine.body.review.id }).first()).toBeUndefined()
  })

  it(`limits reviews per address: a burst of ${BURST} from one address moves nothing`, async () => {
    const { id: productId, shopId } = products[1]
    const before = { shop: await figures('shops', shopId), product: await figures('products', productId) }
    const attacker = { 'x-forwarded-for': '198.18.0.66' }
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        new Browser(api.url, attacker).post(`/api/products/${productId}/reviews`, {
          rating: 1,
          reviewerName: `Bot ${index}`,
          reviewerEmail: `bot${index}@example.ie`,
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(PER_ADDRESS)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(BURST - PER_ADDRESS)
    expect(refused[0].body.message).toBe(E.reviewRateLimited)
    expect(await figures('products', productId)).toEqual(before.product)
    expect(await figures('shops', shopId)).toEqual(before.shop)
    expect(Number((await db('reviews').where({ product_id: productId, is_confirmed: true }).count('* as total').first())?.total)).toBe(
      before.product.reviewCount,
    )
  })

  it("texts a phone-only guest's review code; the code confirms the session, whose name its messages carry", async () => {
    const { shopId } = products[2]
    const phone = '+353871234599'
    const visitor = new Browser(api.url, from())
    expect((await visitor.post('/api/guest-session', { phone })).status).toBe(201)
    const since = new Date()
    const posted = await visitor.post<ReviewResult>(`/api/shops/${shopId}/reviews`, { rating: 4, reviewerName: 'Fionn' })
    expect(posted).toMatchObject({ status: 202, body: { pending: true, codeSentTo: phone } })
    const code = await texts.latestCode(phone, since)
    const published = await visitor.post<ReviewResult>(`/api/reviews/${posted.body.review.id}/confirm`, { code })
    expect(published).toMatchObject({ status: 201, body: { review: { reviewerName: 'Fionn' } } })
    expect((await visitor.get('/api/guest-session')).body).toMatchObject({ guestSession: { confirmed: true, name: 'Fionn' } })
    // The contact form needs a name from anyone else; this guest writes under the one it confirmed.
    const message = await visitor.post<{ id: number }>(`/api/shops/${shopId}/messages`, { content: 'Do you open on Sundays?' })
    expect(message.status).toBe(201)
    expect((await db('messages').where('id', message.body.id).first('sender_name')).sender_name).toBe('Fionn')
  })

  it('keeps one review per confirmed guest session', async () => {
    const { id: otherProduct } = products[3]
    const visitor = await confirmedGuest(api.url, db, 'once@example.ie', from())
    expect((await visitor.post(`/api/products/${otherProduct}/reviews`, { rating: 2 })).status).toBe(201)
    const again = await visitor.post<ReviewResult>(`/api/products/${otherProduct}/reviews`, { rating: 5 })
    expect(again).toMatchObject({ status: 200, body: { replaced: true } })
    const session = await db('reviews').where({ id: again.body.review.id }).first()
    expect(
      Number(
        (await db('reviews').where({ product_id: otherProduct, guest_session_id: session.guest_session_id }).count('* as total').first())
          ?.total,
      ),
    ).toBe(1)
  })

  it("lets only the reviewed shop's owner post, edit and delete one public reply", async () => {
    const person = await customer(api.url, undefined, from())
    const reviewed = await person.post<ReviewResult>(`/api/shops/${ownerShop}/reviews`, { rating: 4, comment: 'Good' })
    expect([200, 201]).toContain(reviewed.status)
    const reviewId = reviewed.body.review.id
    const replyPath = `/api/reviews/${reviewId}/reply`

    const shopOwner = await owner(api.url)
    const other = await owner(api.url, OTHER_OWNER)
    expect((await new Browser(api.url).send('PUT', replyPath, { body: 'Thanks' })).status).toBe(401)
    expect((await person.send('PUT', replyPath, { body: 'Thanks' })).body).toMatchObject({ message: E.ownShopReplyOnly })
    expect((await person.send('PUT', replyPath, { body: 'Thanks' })).status).toBe(403)
    expect((await other.send('PUT', replyPath, { body: 'Thanks' })).status).toBe(403)
    expect((await shopOwner.send('PUT', '/api/reviews/999999/reply', { body: 'Thanks' })).status).toBe(404)
    expect(fieldMessages((await shopOwner.send('PUT', replyPath, { body: '   ' })).body)).toEqual({ body: E.replyRequired })

    const posted = await shopOwner.send<{ review: Review }>('PUT', replyPath, { body: 'Thank you, Aoife!' })
    expect(posted.status).toBe(201)
    expect(posted.body.review.reply).toMatchObject({ body: 'Thank you, Aoife!' })
    const edited = await shopOwner.send<{ review: Review }>('PUT', replyPath, { body: 'Thank you so much!' })
    expect(edited.status).toBe(200)
    expect(await db('review_replies').where({ review_id: reviewId })).toHaveLength(1)
    const shown = (await listed(`/api/shops/${ownerShop}/reviews`)).find((review) => review.id === reviewId)
    expect(shown?.reply).toMatchObject({ body: 'Thank you so much!', createdAt: expect.any(String), updatedAt: expect.any(String) })

    expect((await other.send('DELETE', replyPath)).status).toBe(403)
    expect((await shopOwner.send('DELETE', replyPath)).body).toEqual({ message: E.replyDeleted })
    expect((await shopOwner.send('DELETE', replyPath)).status).toBe(404)
    expect((await listed(`/api/shops/${ownerShop}/reviews`)).find((review) => review.id === reviewId)?.reply).toBeNull()
  })

  it("lets nobody void another's pending review by guessing, lets the author ask for a new code, and caps code mails per address", async () => {
    const { shopId } = products[3]
    const path = `/api/shops/${shopId}/reviews`
    const since = new Date()
    const posted = await new Browser(api.url, from()).post<ReviewResult>(path, {
      rating: 5,
      reviewerName: 'Niamh',
      reviewerEmail: 'niamh@example.ie',
    })
    expect(posted.status).toBe(202)
    const id = posted.body.review.id
    const code = await sink.latestCode('niamh@example.ie', since)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    // A stranger spends their five tries: they are shut out of this code, the review is not.
    const stranger = new Browser(api.url, from())
    const tries = []
    for (let attempt = 1; attempt <= 6; attempt++) tries.push((await stranger.post(`/api/reviews/${id}/confirm`, { code: wrong })).status)
    expect(tries).toEqual([422, 422, 422, 422, 429, 429])
    expect((await stranger.post(`/api/reviews/${id}/confirm`, { code })).status).toBe(429)
    // The author asks for a new code and publishes with it; the old one no longer works.
    const again = new Date()
    const resent = await new Browser(api.url, from()).post(`/api/reviews/${id}/code`)
    expect(resent).toMatchObject({ status: 200, body: { message: AUTH_API_MESSAGES.reviewCodeResent } })
    const fresh = await sink.latestCode('niamh@example.ie', again)
    if (fresh !== code) expect((await new Browser(api.url, from()).post(`/api/reviews/${id}/confirm`, { code })).status).toBe(422)
    const published = await new Browser(api.url, from()).post<ReviewResult>(`/api/reviews/${id}/confirm`, { code: fresh })
    expect(published).toMatchObject({ status: 201, body: { pending: false } })
    expect((await new Browser(api.url, from()).post(`/api/reviews/${id}/code`)).status).toBe(409)

    // However many reviews name one address, it is mailed REVIEW_CODE_MAILS_PER_DAY codes a day (5 here).
    const flooded = 'flooded.inbox@example.ie'
    const floodStart = new Date()
    for (let index = 0; index < 8; index++) {
      const review = await new Browser(api.url, from()).post(path, { rating: 1, reviewerName: `Bot ${index}`, reviewerEmail: flooded })
      expect(review.status).toBe(202)
    }
    // The last allowed mail arrives; then nothing more, since the others were never sent.
    await sink.waitFor(
      flooded,
      () => sink.messages().filter((mail) => mail.to.includes(flooded) && mail.receivedAt >= floodStart).length >= 5,
    )
    expect(sink.messages().filter((mail) => mail.to.includes(flooded) && mail.receivedAt >= floodStart)).toHaveLength(5)
  })

  it('does not let anyone answer a review still waiting for its code', async () => {
    const pending = await new Browser(api.url, from()).post<ReviewResult>(`/api/shops/${ownerShop}/reviews`, {
      rating: 3,
      reviewerName: 'Dara',
      reviewerEmail: 'dara@example.ie',
    })
    expect(pending.status).toBe(202)
    const answered = await (await owner(api.url)).send('PUT', `/api/reviews/${pending.body.review.id}/reply`, { body: 'Hi' })
    expect(answered).toMatchObject({ status: 404, body: { message: E.reviewNotFound } })
  })
})
