import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { NOTIFICATIONS_PER_PAGE } from '@shoplocal/shared/constants'
import type { NotificationItem, NotificationPreference, SentChatMessage } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTrader } from '../../../../scripts/testing/trader-fixture.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { PNG_PROOF, createPayment } from '../../../../scripts/testing/payments.ts'
import { adminClient } from '../../support/admin_client.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { CUSTOMER, OTHER_OWNER, OWNER, customer, owner, shopOf, userId } from '../engagement/people.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }

describe(`notifications on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let sink: MailSink
  let call: ReturnType<typeof adminClient>
  let adminToken: string
  let ownerId: number
  let people: { owner: Browser; otherOwner: Browser; customer: Browser }

  /** A shop of the owner's, put back to pending for an admin to decide. */
  async function pendingShop(name: string): Promise<number> {
    const [id] = (
      await db('shops').insert({
        owner_id: ownerId,
        name,
        description: 'A test shop',
        location: 'Galway',
        status: 'pending',
        is_approved: false,
      })
    ).map(Number)
    return id
  }
  const rowsOf = (userIdValue: number, kind: string) => db('notifications').where({ user_id: userIdValue, kind })

  beforeAll(async () => {
    sink = await startMailSink()
    api = await startApi({ env: { ...sink.env, ...UNTHROTTLED, AUTH_SIGN_IN_PER_MINUTE: '1000' } })
    db = api.database.connect()
    call = adminClient(api.url)
    ownerId = await userId(db, OWNER.email)
    adminToken = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
    people = { owner: await owner(api.url), otherOwner: await owner(api.url, OTHER_OWNER), customer: await customer(api.url) }
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
  })

  it('tells the owner once that their shop was approved, in the list, the count and a mail', async () => {
    const shopId = await pendingShop('Approved Crafts')
    await giveCheckedTrader(db, shopId)
    const approvals = await Promise.all([1, 2].map(() => call('PUT', `/api/admin/shops/${shopId}/approve`, { token: adminToken })))
    expect(approvals.map((reply) => reply.status).sort()).toEqual([200, 409])
    expect(await rowsOf(ownerId, 'shop_approved')).toHaveLength(1)

    const list = await people.owner.get<NotificationItem[]>('/api/notifications')
    expect(list.status).toBe(200)
    expect(list.headers.get('x-total-count')).toBe('1')
    expect(list.body[0]).toMatchObject({ kind: 'shop_approved', title: 'Shop approved', link: '/shop-owner-dashboard', readAt: null })
    expect(list.body[0].body).toContain('Approved Crafts')
    expect((await people.owner.get('/api/notifications/unread-count')).body).toEqual({ count: 1 })

    const mailed = await sink.waitFor(OWNER.email, (mail) => mail.subject === 'Shop approved')
    expect(mailed.text).toContain('Approved Crafts is approved')
    expect(mailed.text).toContain('/shop-owner-dashboard')
    expect(mailed.text).toContain('/api/notifications/unsubscribe?token=')
    await expect.poll(async () => (await rowsOf(ownerId, 'shop_approved').first()).mail_state).toBe('sent')
  })

  it('tells the owner why their shop was rejected', async () => {
    const shopId = await pendingShop('Rejected Crafts')
    expect((await call('PUT', `/api/admin/shops/${shopId}/reject`, { token: adminToken, body: { reason: 'Photos missing' } })).status).toBe(
      200,
    )
    const [row] = await rowsOf(ownerId, 'shop_rejected')
    expect(JSON.parse(row.details)).toMatchObject({ shopName: 'Rejected Crafts', reason: 'Photos missing' })
    // One mail for the decision: its statement of reasons (the bell keeps "Shop not approved" too).
    expect(row.mail_state).toBe('skipped')
    const mailed = await sink.waitFor(
      OWNER.email,
      (mail) => mail.subject === 'Statement of reasons' && mail.text.includes('Rejected Crafts'),
    )
    expect(mailed.text).toContain('Reason: Photos missing')
  })

  it('tells a customer when the shop answers their chat, once while the answer waits unread', async () => {
    const shopId = await shopOf(db, ownerId)
    const customerId = await userId(db, CUSTOMER.email)
    const first = await people.customer.post<SentChatMessage>('/api/chat/messages', { shopId, message: 'Do you open on Sunday?' })
    expect(first.status).toBe(201)
    const conversationId = first.body.conversation.id
    for (const message of ['Yes, from noon.', 'And until five.']) {
      expect((await people.owner.post('/api/chat/messages', { conversationId, message })).status).toBe(201)
    }
    const rows = await rowsOf(customerId, 'chat_reply')
    expect(rows).toHaveLength(1)
    expect(JSON.parse(rows[0].details)).toMatchObject({ shopId, message: 'Yes, from noon.' })
    const list = await people.customer.get<NotificationItem[]>('/api/notifications?unread=true')
    expect(list.body[0]).toMatchObject({ kind: 'chat_reply', link: `/shops/${shopId}` })
    // The owner's own messages tell the owner nothing.
    expect(await rowsOf(ownerId, 'chat_reply')).toHaveLength(0)
  })

  it('lets only the recipient see or change a notification', async () => {
    const [mine] = await rowsOf(ownerId, 'shop_approved')
    expect((await new Browser(api.url).get('/api/notifications')).status).toBe(401)
    expect((await new Browser(api.url).get('/api/notifications/unread-count')).status).toBe(401)
    expect((await new Browser(api.url).send('PUT', `/api/notifications/${mine.id}/read`)).status).toBe(401)
    expect((await people.otherOwner.send('PUT', `/api/notifications/${mine.id}/read`)).status).toBe(404)
    expect((await people.otherOwner.get<NotificationItem[]>('/api/notifications')).body.map((item) => item.id)).not.toContain(mine.id)
    expect((await call('PUT', `/api/notifications/${mine.id}/read`, { token: adminToken })).status).toBe(404)
    expect((await people.owner.send('PUT', '/api/notifications/999999/read')).status).toBe(404)

    const read = await people.owner.send<NotificationItem>('PUT', `/api/notifications/${mine.id}/read`)
    expect(read.status).toBe(200)
    expect(read.body.readAt).not.toBeNull()
    const all = await people.owner.send('PUT', '/api/notifications/read-all')
    expect(all.body).toEqual({ count: 0 })
    expect((await people.owner.get('/api/notifications/unread-count')).body).toEqual({ count: 0 })
  })

  it('pages the list newest first and serves admins over their Bearer token', async () => {
    const adminId = await userId(db, ADMIN.email)
    const rows = Array.from({ length: NOTIFICATIONS_PER_PAGE + 3 }, (_, index) => ({
      user_id: adminId,
      kind: 'admin_shop_pending',
      cause_key: `test:${index}`,
      details: JSON.stringify({ shopName: `Queue shop ${index}` }),
      created_at: '2026-01-01 10:00:00',
      mail_state: 'skipped',
      mail_attempts: 0,
    }))
    await db('notifications').insert(rows)
    const first = await call<NotificationItem[]>('GET', '/api/notifications', { token: adminToken })
    expect(first.status).toBe(200)
    expect(first.body).toHaveLength(NOTIFICATIONS_PER_PAGE)
    expect(first.body[0].body).toContain(`Queue shop ${NOTIFICATIONS_PER_PAGE + 2}`)
    const second = await call<NotificationItem[]>('GET', '/api/notifications?page=2', { token: adminToken })
    expect(second.body).toHaveLength(3)
    expect((await call('GET', '/api/notifications?page=0', { token: adminToken })).status).toBe(422)
    expect((await call('GET', '/api/notifications/unread-count', { token: adminToken })).body).toEqual({
      count: NOTIFICATIONS_PER_PAGE + 3,
    })
  })

  it('keeps mail preferences, essential kinds always on, and unknown kinds refused', async () => {
    const before = await people.owner.get<NotificationPreference[]>('/api/account/notification-preferences')
    expect(before.status).toBe(200)
    expect(before.body.find((row) => row.kind === 'shop_approved')).toMatchObject({ mail: true, essential: false, label: 'Shop approved' })
    expect(before.body.some((row) => row.kind.startsWith('admin_'))).toBe(false)
    const saved = await people.owner.send<NotificationPreference[]>('PUT', '/api/account/notification-preferences', {
      preferences: [
        { kind: 'review_new', mail: false },
        { kind: 'payment_verified', mail: false },
      ],
    })
    expect(saved.status).toBe(200)
    expect(saved.body.find((row) => row.kind === 'review_new')?.mail).toBe(false)
    expect(saved.body.find((row) => row.kind === 'payment_verified')).toMatchObject({ mail: true, essential: true })
    const unknown = await people.owner.send<{ errors: { field: string }[] }>('PUT', '/api/account/notification-preferences', {
      preferences: [{ kind: 'shop_exploded', mail: false }],
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors[0].field).toBe('preferences.0.kind')
    expect((await new Browser(api.url).get('/api/account/notification-preferences')).status).toBe(401)
  })

  it("lists a customer's settings for the kinds a customer can be sent only; an owner keeps theirs", async () => {
    const listed = await people.customer.get<NotificationPreference[]>('/api/account/notification-preferences')
    expect(listed.status).toBe(200)
    expect(listed.body.map((row) => row.kind).sort()).toEqual(
      ['account_banned', 'account_suspended', 'account_unsuspended', 'chat_reply', 'review_reply', 'security_alert'].sort(),
    )
    const owners = await people.owner.get<NotificationPreference[]>('/api/account/notification-preferences')
    expect(owners.body.map((row) => row.kind)).toEqual(expect.arrayContaining(['shop_approved', 'review_new', 'chat_unanswered']))
  })
  it('tells the owner of a new review and the reviewer of the first answer, once each', async () => {
    const shopId = await shopOf(db, ownerId)
    const customerId = await userId(db, CUSTOMER.email)
    const review = await people.customer.post<{ review: { id: number } }>(`/api/shops/${shopId}/reviews`, {
      rating: 4,
      comment: 'Lovely bread',
    })
    expect([200, 201]).toContain(review.status)
    const reviewId = review.body.review.id
    const [told] = await rowsOf(ownerId, 'review_new').orderBy('id', 'desc')
    expect(JSON.parse(told.details)).toMatchObject({ shopId, rating: 4, message: 'Lovely bread' })
    for (const body of ['Thank you!', 'Thank you so much!']) {
      expect((await people.owner.send('PUT', `/api/reviews/${reviewId}/reply`, { body })).status).toBeLessThan(300)
    }
    const replies = await rowsOf(customerId, 'review_reply')
    expect(replies).toHaveLength(1)
    expect(JSON.parse(replies[0].details)).toMatchObject({ shopId, message: 'Thank you!' })
  })

  it('tells an account of its suspension and its end, once per change', async () => {
    const [id] = (
      await db('users').insert({
        email: 'suspended.person@example.ie',
        first_name: 'Una',
        last_name: 'Ryan',
        role: 'customer',
        city: 'Ennis',
      })
    ).map(Number)
    const suspend = () => call('PUT', `/api/admin/users/${id}/suspend`, { token: adminToken, body: { reason: 'Spam' } })
    expect((await suspend()).status).toBe(200)
    await suspend()
    expect((await call('PUT', `/api/admin/users/${id}/unsuspend`, { token: adminToken })).status).toBe(200)
    expect((await rowsOf(id, 'account_suspended')).map((row) => JSON.parse(row.details).reason)).toEqual(['Spam'])
    expect(await rowsOf(id, 'account_unsuspended')).toHaveLength(1)
    // The suspension's one mail is its statement of reasons; its end is mailed too.
    const mailed = await sink.waitFor('suspended.person@example.ie', (mail) => mail.subject === 'Statement of reasons')
    expect(mailed.text).toContain('Reason: Spam')
    await sink.waitFor('suspended.person@example.ie', (mail) => mail.subject === 'Account restored')
  })

  it('tells the subject of each decision once: money rejected and refunded, a shop removed, a spotlight approved then ended early, a ban; and admins of new work', async () => {
    const adminId = await userId(db, ADMIN.email)
    const shopId = await shopOf(db, ownerId)
    const decide = (method: string, path: string, body: object = {}) => call(method, path, { token: adminToken, body })

    // A new shop waits for review: every admin is told.
    const created = await people.owner.send<{ shop: { id: number } }>('POST', '/api/shops', {
      name: 'Told Admins Crafts',
      location: 'Sligo',
    })
    expect(created.status).toBe(201)
    expect(
      (await rowsOf(adminId, 'admin_shop_pending')).filter((row) => JSON.parse(row.details).shopId === created.body.shop.id),
    ).toHaveLength(1)

    // Money: a rejected proof, and a verified payment refunded; each told once even when the decision is sent twice.
    const rejected = await createPayment(db, api.env.UPLOADS_DIR, { userId: ownerId, shopId, amount: 39, proof: 'png' })
    await decide('POST', `/api/admin/payments/transactions/${rejected.id}/reject`, { reason: 'Wrong amount' })
    await decide('POST', `/api/admin/payments/transactions/${rejected.id}/reject`, { reason: 'Wrong amount' })
    const rejections = (await rowsOf(ownerId, 'payment_rejected')).filter((row) => JSON.parse(row.details).paymentId === rejected.id)
    expect(rejections.map((row) => JSON.parse(row.details).reason)).toEqual(['Wrong amount'])
    const refunded = await createPayment(db, api.env.UPLOADS_DIR, { userId: ownerId, shopId, amount: 49, proof: 'png' })
    expect((await decide('POST', `/api/admin/payments/transactions/${refunded.id}/verify`)).status).toBe(200)
    expect((await decide('POST', `/api/admin/payments/transactions/${refunded.id}/refund`, { reason: 'Paid twice' })).status).toBe(200)
    await decide('POST', `/api/admin/payments/transactions/${refunded.id}/refund`, { reason: 'Paid twice' })
    expect((await rowsOf(ownerId, 'payment_refunded')).filter((row) => JSON.parse(row.details).paymentId === refunded.id)).toHaveLength(1)

    // A spotlight: approved (live from … to …), then force-rejected with its reason.
    const [productId] = (
      await db('products')
        .where('shop_id', shopId)
        .where('in_stock', true)
        .whereNotIn('id', db('spotlight_requests').whereIn('status', ['pending', 'approved']).select('product_id'))
        .select('id')
        .limit(1)
    ).map((row) => Number(row.id))
    const [requestId] = (
      await db('spotlight_requests').insert({
        product_id: productId,
        shop_id: shopId,
        shop_owner_id: ownerId,
        status: 'pending',
        duration_months: 1,
        total_amount: 149,
        images: JSON.stringify(['/uploads/owners/1/spotlight.jpg']),
        paid_at: '2026-01-01 10:00:00',
      })
    ).map(Number)
    expect((await decide('PATCH', `/api/admin/spotlight/${requestId}/approve`)).status).toBe(200)
    expect((await decide('PATCH', `/api/admin/spotlight/${requestId}/force-reject`, { reason: 'Misleading photo' })).status).toBe(200)
    const [approved] = await rowsOf(ownerId, 'spotlight_approved')
    expect(approved).toBeDefined()
    const [ended] = (await rowsOf(ownerId, 'spotlight_force_rejected')).map((row) => JSON.parse(row.details))
    expect(ended.reason).toBe('Misleading photo')
    // Each notice names the spotlighted product, not only the shop.
    const productName = (await db('products').where('id', productId).first()).name
    const shopName = (await db('shops').where('id', shopId).first()).name
    const notices = (await people.owner.get<NotificationItem[]>('/api/notifications?limit=50')).body
    for (const kind of ['spotlight_approved', 'spotlight_force_rejected'] as const) {
      expect(notices.find((notice) => notice.kind === kind)?.body, kind).toContain(`${productName} of ${shopName}`)
    }

    // A shop taken down, and a customer banned.
    const removedShop = await pendingShop('Removed Crafts')
    expect((await decide('DELETE', `/api/admin/shops/${removedShop}`, { reason: 'Counterfeit goods' })).status).toBe(200)
    expect((await rowsOf(ownerId, 'shop_removed')).filter((row) => JSON.parse(row.details).shopName === 'Removed Crafts')).toHaveLength(1)
    const [bannedId] = (
      await db('users').insert({
        email: 'banned.person@example.ie',
        first_name: 'Bríd',
        last_name: 'Ní Bhriain',
        role: 'customer',
        city: 'Tuam',
      })
    ).map(Number)
    expect((await decide('PATCH', `/api/admin/customers/${bannedId}/ban`, { banned: true })).status).toBe(200)
    expect(await rowsOf(bannedId, 'account_banned')).toHaveLength(1)
  })

  it('tells admins of a proof and a spotlight request, and the owner of a rejected spotlight and a suspension, once each', async () => {
    const adminId = await userId(db, ADMIN.email)
    const shopId = await shopOf(db, ownerId)
    const decide = (method: string, path: string, body: object = {}) => call(method, path, { token: adminToken, body })

    // A proof uploaded by the owner for their bank transfer.
    const checkout = await people.owner.post<{ id: number }>('/api/payments/checkout', {
      purpose: 'listing',
      paymentMethod: 'bank_transfer',
    })
    expect(checkout.status).toBeLessThan(300)
    const form = new FormData()
    form.set('proof', new Blob([PNG_PROOF], { type: 'image/png' }), 'proof.png')
    const cookie = [...people.owner.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const upload = await fetch(`${api.url}/api/payments/${checkout.body.id}/proof`, {
      method: 'PUT',
      body: form,
      headers: { cookie, accept: 'application/json' },
    })
    expect(upload.status).toBe(200)
    expect(
      (await rowsOf(adminId, 'admin_proof_uploaded')).filter((row) => JSON.parse(row.details).paymentId === checkout.body.id),
    ).toHaveLength(1)
    // The admin's mail opens the same case in the installed console.
    const proofMail = await sink.waitFor(
      ADMIN.email,
      (mail) => mail.subject === 'Payment proof uploaded' && mail.text.includes(`payment/${checkout.body.id}`),
    )
    expect(proofMail.text).toContain(`Open in the admin console: shoplocal-admin://payment/${checkout.body.id}`)
    expect(proofMail.html).toContain(`href="shoplocal-admin://payment/${checkout.body.id}"`)

    // A spotlight request: admins are told; rejected, the owner is told why.
    const [productId] = (
      await db('products')
        .where('shop_id', shopId)
        .where('in_stock', true)
        .whereNotIn('id', db('spotlight_requests').whereIn('status', ['pending', 'approved']).select('product_id'))
        .select('id')
        .limit(1)
    ).map((row) => Number(row.id))
    const submitted = await people.owner.post<{ id: number }>('/api/spotlight/submit', {
      productId,
      durationMonths: 1,
      images: ['/uploads/owners/1/spotlight-a.jpg'],
    })
    expect(submitted.status).toBe(201)
    expect(await rowsOf(adminId, 'admin_spotlight_requested')).not.toHaveLength(0)
    const spotlightMail = await sink.waitFor(ADMIN.email, (mail) => mail.subject === 'Spotlight requested')
    expect(spotlightMail.text).toContain(`shoplocal-admin://spotlight/${submitted.body.id}`)
    await db('spotlight_requests').where('id', submitted.body.id).update({ paid_at: '2026-01-01 10:00:00' })
    expect((await decide('PATCH', `/api/admin/spotlight/${submitted.body.id}/reject`, { reason: 'Blurry photo' })).status).toBe(200)
    await decide('PATCH', `/api/admin/spotlight/${submitted.body.id}/reject`, { reason: 'Blurry photo' })
    expect((await rowsOf(ownerId, 'spotlight_rejected')).map((row) => JSON.parse(row.details).reason)).toEqual(['Blurry photo'])
    const productName = (await db('products').where('id', productId).first()).name
    const rejected = (await people.owner.get<NotificationItem[]>('/api/notifications?limit=50')).body.find(
      (notice) => notice.kind === 'spotlight_rejected',
    )
    expect(rejected?.body).toContain(`The spotlight request for ${productName} of `)
    const requested = (await call('GET', '/api/notifications?limit=50', { token: adminToken })).body as NotificationItem[]
    expect(requested.find((notice) => notice.kind === 'admin_spotlight_requested')?.body).toContain(
      `asked for a spotlight on ${productName}.`,
    )

    // Staff suspend the owner's shops for non-payment.
    expect((await decide('POST', `/api/admin/payments/${ownerId}/suspend`, { reason: 'Unpaid since March' })).status).toBe(200)
    const suspended = await rowsOf(ownerId, 'shop_suspended')
    expect(suspended.length).toBeGreaterThan(0)
    expect(JSON.parse(suspended[0].details).reason).toBe('Unpaid since March')
  })
})
