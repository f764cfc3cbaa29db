import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { DEFAULT_REJECT_REASON, UNAUTHORIZED, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { SPOTLIGHT_SERVER_MESSAGES as S } from '#messages/index'
import type {
  ActiveSpotlight,
  AdminSpotlightActionResponse,
  AdminSpotlightPage,
  AdminSpotlightRequest,
  OwnerSpotlightRequest,
  SpotlightStats,
} from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { runAce, startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { fieldMessages, UNTHROTTLED, type Browser } from '../auth/browser.ts'
import { signInEveryone, type Clients } from '../owner/owner_clients.ts'

const IMAGES = ['/uploads/owners/1/spotlight-a.jpg', '/uploads/owners/1/spotlight-b.jpg']
const DAY = 86_400_000

describe(`spotlight requests on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let as: Clients

  /** One of the owner's public products with no pending or approved request, not handed out before. */
  const taken = new Set<number>()
  const freeProductOf = async (email: string): Promise<number> => {
    const row = await db('products as p')
      .join('shops as s', 's.id', 'p.shop_id')
      .join('users as u', 'u.id', 's.owner_id')
      .where('u.email', email)
      .where('s.status', 'approved')
      .where('p.is_active', true)
      .where('p.in_stock', true)
      .whereNotIn('p.id', db('spotlight_requests').whereIn('status', ['pending', 'approved']).select('product_id'))
      .whereNotIn('p.id', [...taken, 0])
      .orderBy('p.id')
      .select('p.id')
      .first()
    const id = row ? Number(row.id) : await newProductOf(email)
    taken.add(id)
    return id
  }
  /** The seed gives each owner a few products; once the cases have used them up, one more for the owner's shop. */
  const newProductOf = async (email: string): Promise<number> => {
    const shop = await db('shops as s')
      .join('users as u', 'u.id', 's.owner_id')
      .where('u.email', email)
      .where('s.status', 'approved')
      .orderBy('s.id')
      .first('s.id')
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const [id] = await db('products').insert({
      shop_id: shop.id,
      name: `Spotlit Lantern ${taken.size + 1}`,
      price: 25,
      is_active: true,
      in_stock: true,
      created_at: now,
      updated_at: now,
    })
    return Number(id)
  }
  const submit = (browser: Browser, body: object) => browser.post<OwnerSpotlightRequest>('/api/spotlight/submit', body)
  const patch = (browser: Browser, path: string, body: object = {}) => browser.send<AdminSpotlightActionResponse>('PATCH', path, body)
  const active = async () => (await (await fetch(`${api.url}/api/spotlight/active`)).json()) as ActiveSpotlight[]
  const requestCount = async () => Number((await db('spotlight_requests').count('* as total').first())?.total)
  const logsFor = (id: number, action: string) => db('admin_logs').where({ target_type: 'spotlight', target_id: id, action })
  const markPaid = (id: number) => db('spotlight_requests').where('id', id).update({ paid_at: '2026-01-01 10:00:00' })

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    db = api.database.connect()
    as = await signInEveryone(api.url)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('creates a pending, unpaid request priced by the server from the months, whatever the body says', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const reply = await submit(as.ownerA, {
      productId,
      durationMonths: 3,
      images: IMAGES,
      totalAmount: 1,
      monthlyFee: 1,
      status: 'approved',
    })
    expect(reply.status).toBe(201)
    expect(reply.body).toMatchObject({ productId, status: 'pending', durationMonths: 3, totalAmount: 402, images: IMAGES, paidAt: null })
    expect(reply.body.startDate).toBeNull()
    const row = await db('spotlight_requests').where('id', reply.body.id).first()
    expect(Number(row.total_amount)).toBe(402)
    expect(Number(row.monthly_fee)).toBe(149)

    const mine = await as.ownerA.get<OwnerSpotlightRequest[]>('/api/spotlight/my-requests')
    expect(mine.status).toBe(200)
    expect(mine.body[0]).toMatchObject({ id: reply.body.id, product: { name: expect.any(String) }, totalAmount: 402 })
    const theirs = await as.ownerB.get<OwnerSpotlightRequest[]>('/api/spotlight/my-requests')
    expect(theirs.body.map((request) => request.id)).not.toContain(reply.body.id)

    for (const [months, total] of [
      [1, 149],
      [12, 1609],
    ]) {
      const other = await submit(as.ownerA, {
        productId: await freeProductOf('siobhan.murphy@shoplocal.ie'),
        durationMonths: months,
        images: IMAGES,
      })
      expect(other.body.totalAmount).toBe(total)
    }
  })

  it('refuses a product that already has a pending or approved request', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    expect((await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })).status).toBe(201)
    const before = await requestCount()
    const again = await submit(as.ownerA, { productId, durationMonths: 2, images: IMAGES })
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ message: S.alreadyRequested })

    const approvedProduct = (await db('spotlight_requests').where('status', 'approved').first()).product_id
    const owner = await db('shops as s')
      .join('users as u', 'u.id', 's.owner_id')
      .where('s.id', db('products').where('id', approvedProduct).select('shop_id'))
      .select('u.email')
      .first()
    const browser =
      owner.email === 'siobhan.murphy@shoplocal.ie' ? as.ownerA : owner.email === 'ciaran.obrien@shoplocal.ie' ? as.ownerB : null
    if (browser) expect((await submit(browser, { productId: approvedProduct, durationMonths: 1, images: IMAGES })).status).toBe(409)
    expect(await requestCount()).toBe(before)
  })

  it('refuses bad bodies (9 images, none, 13 months, no product, bad addresses) with the exact messages and stores nothing', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const before = await requestCount()
    const nine = Array.from({ length: 9 }, (_, index) => `/uploads/owners/1/spotlight-${index}.jpg`)
    const cases: [object, string, string][] = [
      [{ productId, durationMonths: 1, images: nine }, 'images', M.spotlightTooManyImages],
      [{ productId, durationMonths: 1, images: [] }, 'images', M.spotlightImagesMissing],
      [{ productId, durationMonths: 1 }, 'images', M.spotlightImagesMissing],
      [{ productId, durationMonths: 13, images: IMAGES }, 'durationMonths', M.spotlightDurationRange],
      [{ productId, durationMonths: 0, images: IMAGES }, 'durationMonths', M.spotlightDurationRange],
      [{ productId, durationMonths: 1.5, images: IMAGES }, 'durationMonths', M.spotlightDurationRange],
      [{ durationMonths: 1, images: IMAGES }, 'productId', M.spotlightProductMissing],
      [{ productId, durationMonths: 1, images: ['javascript:alert(1)'] }, 'images.0', M.imageUrlInvalid],
      [{ productId, durationMonths: 1, images: ['https://images.example.ie/b.jpg'] }, 'images.0', M.imageUrlNotUploaded],
    ]
    for (const [body, field, message] of cases) {
      const reply = await submit(as.ownerA, body)
      expect(reply.status, JSON.stringify(body)).toBe(422)
      expect(fieldMessages(reply.body)[field]).toBe(message)
    }
    expect(await requestCount()).toBe(before)
  })

  it("may use the product's own photo instead of a new upload, first of its pictures", async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const photo = (await db('products').where('id', productId).first()).image_url as string | null
    const own = photo ?? '/uploads/owners/1/own-product-photo.jpg'
    if (!photo) await db('products').where('id', productId).update({ image_url: own })
    const eight = Array.from({ length: 8 }, (_, index) => `/uploads/owners/1/spotlight-${index}.jpg`)
    const before = await requestCount()
    const tooMany = await submit(as.ownerA, { productId, durationMonths: 1, useProductPhoto: true, images: eight })
    expect(tooMany.status).toBe(422)
    expect(fieldMessages(tooMany.body).images).toBe(M.spotlightTooManyImages)
    expect(await requestCount()).toBe(before)

    const created = await submit(as.ownerA, { productId, durationMonths: 1, useProductPhoto: true })
    expect(created.status).toBe(201)
    expect(created.body.images).toEqual([own])

    const bare = await freeProductOf('siobhan.murphy@shoplocal.ie')
    await db('products').where('id', bare).update({ image_url: null })
    const noPhoto = await submit(as.ownerA, { productId: bare, durationMonths: 1, useProductPhoto: true })
    expect(noPhoto.status).toBe(422)
    expect(fieldMessages(noPhoto.body).useProductPhoto).toBe(M.spotlightNoProductPhoto)
    const withUpload = await submit(as.ownerA, { productId: bare, durationMonths: 1, useProductPhoto: false, images: IMAGES })
    expect(withUpload.status).toBe(201)
    expect(withUpload.body.images).toEqual(IMAGES)
  })

  it('refuses an out-of-stock product with 422 on the product field and stores nothing', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    await db('products').where('id', productId).update({ in_stock: false })
    const before = await requestCount()
    const reply = await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })
    expect(reply.status).toBe(422)
    expect(fieldMessages(reply.body).productId).toBe(S.productOutOfStock)
    expect(await requestCount()).toBe(before)
  })

  it("refuses another owner's product (403), an unknown product (404), and callers who are not owners (401)", async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const before = await requestCount()
    const other = await submit(as.ownerB, { productId, durationMonths: 1, images: IMAGES })
    expect(other.status).toBe(403)
    expect(other.body).toMatchObject({ message: S.notYourProduct })
    expect((await submit(as.ownerA, { productId: 999999, durationMonths: 1, images: IMAGES })).status).toBe(404)
    for (const browser of [as.customer, as.anonymous]) {
      const reply = await submit(browser, { productId, durationMonths: 1, images: IMAGES })
      expect(reply.status).toBe(401)
      expect(reply.body).toMatchObject({ message: UNAUTHORIZED })
      expect((await browser.get('/api/spotlight/my-requests')).status).toBe(401)
    }
    expect(await requestCount()).toBe(before)
  })

  it('admin routes refuse anyone but admin staff', async () => {
    for (const path of ['/api/admin/spotlight/pending', '/api/admin/spotlight/stats', '/api/admin/spotlight/requests']) {
      expect((await as.anonymous.get(path)).status).toBe(401)
      expect((await as.ownerA.get(path)).status).toBe(403)
      expect((await as.admin.get(path)).status).toBe(200)
    }
    const pending = (await db('spotlight_requests').where('status', 'pending').first()).id
    expect((await patch(as.ownerA, `/api/admin/spotlight/${pending}/approve`, { priority: 1 })).status).toBe(403)
    expect((await db('spotlight_requests').where('id', pending).first()).status).toBe('pending')
  })

  it('puts a spotlight first by priority only while its product is in stock, and its page says the stock', async () => {
    const approve = async (productId: number, priority: number) => {
      const { body: request } = await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })
      await markPaid(request.id)
      expect((await patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority })).status).toBe(200)
      return request.id
    }
    const soldOutProduct = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const soldOut = await approve(soldOutProduct, 10)
    const inStock = await approve(await freeProductOf('siobhan.murphy@shoplocal.ie'), 1)
    expect((await active())[0].id).toBe(soldOut)

    await db('products').where('id', soldOutProduct).update({ in_stock: false })
    const list = await active()
    const at = (id: number) => list.findIndex((spotlight) => spotlight.id === id)
    expect(at(soldOut)).toBeGreaterThan(at(inStock))
    expect(list.slice(0, at(soldOut)).every((spotlight) => spotlight.product.inStock)).toBe(true)
    expect(list[at(soldOut)].product.inStock).toBe(false)
    const page = (await (await fetch(`${api.url}/api/spotlight/${soldOut}`)).json()) as ActiveSpotlight
    expect(page.product.inStock).toBe(false)
    const other = (await (await fetch(`${api.url}/api/spotlight/${inStock}`)).json()) as ActiveSpotlight
    expect(other.product.inStock).toBe(true)

    for (const id of [soldOut, inStock]) await patch(as.admin, `/api/admin/spotlight/${id}/force-reject`, { reason: 'Test over' })
  })

  it('approve needs a paid, pending request; priority 8 puts it first on /api/spotlight/active at once; force-reject removes it at once', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const { body: request } = await submit(as.ownerA, { productId, durationMonths: 2, images: IMAGES })

    const unpaid = await patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority: 8 })
    expect(unpaid.status).toBe(409)
    expect(unpaid.body).toMatchObject({ message: S.notPaid })
    expect((await active()).map((spotlight) => spotlight.id)).not.toContain(request.id)

    await markPaid(request.id)
    const outOfRange = await patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority: 11 })
    expect(outOfRange.status).toBe(422)
    expect(fieldMessages(outOfRange.body).priority).toBe(M.spotlightPriorityRange)

    const before = Date.now()
    const approved = await patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority: 8 })
    expect(approved.status).toBe(200)
    expect(approved.body.message).toBe(S.approved)
    expect(approved.body.request).toMatchObject({ status: 'approved', priority: 8, shop: { name: expect.any(String) } })
    const start = new Date(approved.body.request.startDate!).getTime()
    const end = new Date(approved.body.request.endDate!).getTime()
    expect(start).toBeGreaterThanOrEqual(before - 2000)
    // Two calendar months from approval: 59 to 62 days.
    expect((end - start) / DAY).toBeGreaterThanOrEqual(59)
    expect((end - start) / DAY).toBeLessThanOrEqual(62)

    const list = await active()
    const shown = list.find((spotlight) => spotlight.id === request.id)
    expect(shown).toMatchObject({ priority: 8, productId, images: IMAGES })
    const higher = list.filter((spotlight) => spotlight.product.inStock && spotlight.priority > 8).length
    expect(list.findIndex((spotlight) => spotlight.id === request.id)).toBe(higher)
    expect(await logsFor(request.id, 'approve_spotlight')).toHaveLength(1)

    const twice = await patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority: 3 })
    expect(twice.status).toBe(409)
    expect(twice.body).toMatchObject({ message: S.notPending })
    expect((await patch(as.admin, `/api/admin/spotlight/${request.id}/reject`, {})).status).toBe(409)

    const noReason = await patch(as.admin, `/api/admin/spotlight/${request.id}/force-reject`, { reason: '   ' })
    expect(noReason.status).toBe(422)
    expect(fieldMessages(noReason.body).reason).toBe(M.forceRejectReasonRequired)
    expect((await active()).map((spotlight) => spotlight.id)).toContain(request.id)

    const removed = await patch(as.admin, `/api/admin/spotlight/${request.id}/force-reject`, { reason: 'Misleading images' })
    expect(removed.status).toBe(200)
    expect(removed.body.request).toMatchObject({ status: 'force_rejected', rejectionReason: 'Misleading images' })
    expect((await active()).map((spotlight) => spotlight.id)).not.toContain(request.id)
    expect((await fetch(`${api.url}/api/spotlight/${request.id}`)).status).toBe(404)
    const [log] = await logsFor(request.id, 'force_reject_spotlight')
    expect(JSON.parse(typeof log.details === 'string' ? log.details : JSON.stringify(log.details))).toMatchObject({
      reason: 'Misleading images',
    })
    expect((await patch(as.admin, `/api/admin/spotlight/${request.id}/force-reject`, { reason: 'again' })).status).toBe(409)

    const mine = await as.ownerA.get<OwnerSpotlightRequest[]>('/api/spotlight/my-requests')
    expect(mine.body.find((each) => each.id === request.id)).toMatchObject({
      status: 'force_rejected',
      rejectionReason: 'Misleading images',
    })
    // The product is free again.
    expect((await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })).status).toBe(201)
  })

  it('two admins deciding one request at once: one wins, the other gets a 409, and one log row is written', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const { body: request } = await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })
    await markPaid(request.id)
    const [approve, reject] = await Promise.all([
      patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority: 4 }),
      patch(as.admin, `/api/admin/spotlight/${request.id}/reject`, { reason: 'Too late' }),
    ])
    expect([approve.status, reject.status].sort()).toEqual([200, 409])
    const row = await db('spotlight_requests').where('id', request.id).first()
    expect(row.status).toBe(approve.status === 200 ? 'approved' : 'rejected')
    const logs = await db('admin_logs').where({ target_type: 'spotlight', target_id: request.id })
    expect(logs).toHaveLength(1)
  })

  it('reject records the default reason when none is typed; the request never reaches the public list', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const { body: request } = await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })
    const rejected = await patch(as.admin, `/api/admin/spotlight/${request.id}/reject`, { reason: '' })
    expect(rejected.status).toBe(200)
    expect(rejected.body.request).toMatchObject({ status: 'rejected', rejectionReason: DEFAULT_REJECT_REASON })
    const [log] = await logsFor(request.id, 'reject_spotlight')
    expect(log).toBeDefined()
    expect((await active()).map((spotlight) => spotlight.id)).not.toContain(request.id)
    expect((await patch(as.admin, `/api/admin/spotlight/${request.id}/force-reject`, { reason: 'x' })).status).toBe(409)
    expect((await patch(as.admin, '/api/admin/spotlight/999999/reject', {})).status).toBe(404)
  })

  it('lists pending requests oldest first, pages the console list by status, and counts stats from the rows', async () => {
    const pending = await as.admin.get<AdminSpotlightRequest[]>('/api/admin/spotlight/pending')
    const pendingRows = await db('spotlight_requests').where('status', 'pending').orderBy('created_at').orderBy('id')
    expect(pending.body.map((request) => request.id)).toEqual(pendingRows.map((row) => row.id))
    expect(pending.body[0]).toMatchObject({ shopOwner: { email: expect.any(String) }, product: { name: expect.any(String) } })

    const page = await as.admin.get<AdminSpotlightPage>('/api/admin/spotlight/requests?status=pending&limit=2&page=1')
    expect(page.body.totalCount).toBe(pendingRows.length)
    expect(page.body.requests).toHaveLength(2)
    expect(page.body.requests.every((request) => request.status === 'pending')).toBe(true)
    expect((await as.admin.get('/api/admin/spotlight/requests?status=nonsense')).status).toBe(422)

    const stats = await as.admin.get<SpotlightStats>('/api/admin/spotlight/stats')
    const count = async (status: string) =>
      Number((await db('spotlight_requests').where('status', status).count('* as total').first())?.total)
    const revenue = Number((await db('spotlight_requests').whereNotNull('paid_at').sum('total_amount as total').first())?.total ?? 0)
    expect(stats.body).toMatchObject({ pending: await count('pending'), expired: await count('expired'), totalRevenue: revenue })
    expect(stats.body.active).toBe((await active()).length)
  })

  it('expires approved spotlights past their end date, once, and frees their products', async () => {
    const productId = await freeProductOf('siobhan.murphy@shoplocal.ie')
    const { body: request } = await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })
    await markPaid(request.id)
    expect((await patch(as.admin, `/api/admin/spotlight/${request.id}/approve`, { priority: 2 })).status).toBe(200)
    expect((await active()).map((spotlight) => spotlight.id)).toContain(request.id)
    await db('spotlight_requests').where('id', request.id).update({ end_date: '2001-01-01 00:00:00' })
    const stillApproved = Number(
      (
        await db('spotlight_requests')
          .where('status', 'approved')
          .where('end_date', '<=', '2026-11-23 00:00:00')
          .count('* as total')
          .first()
      )?.total,
    )

    expect(await runAce(['spotlights:expire'], api.env)).toContain(`Expired ${stillApproved} spotlight`)
    expect((await db('spotlight_requests').where('id', request.id).first()).status).toBe('expired')
    expect(await runAce(['spotlights:expire'], api.env)).toContain('Expired 0 spotlights')
    expect((await active()).map((spotlight) => spotlight.id)).not.toContain(request.id)
    expect((await submit(as.ownerA, { productId, durationMonths: 1, images: IMAGES })).status).toBe(201)
  })
})
