import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import {
  OPENING_HOURS_MESSAGES,
  OWNER_ERRORS,
  OWNER_STATUS_COPY,
  SHOP_PENDING_REVIEW,
  UNAUTHORIZED,
  VALIDATION_MESSAGES as M,
} from '@shoplocal/shared/messages'
import type { OwnerInsights, OwnerMessagesResponse, OwnerShop, Product } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTrader } from '../../../../scripts/testing/trader-fixture.ts'
import { adminClient } from '../../support/admin_client.ts'
import { fieldMessages, UNTHROTTLED } from '../auth/browser.ts'
import type { Browser } from '../auth/browser.ts'
import { signInEveryone, uploadImage, type Clients } from './owner_clients.ts'

const SHOP = { name: 'Quillmore Books', location: 'Ennis, Co. Clare', description: 'New and second-hand books.' }
const product = (name: string, price = 12.5) => ({ name, price, description: 'A fine thing.' })

describe(`owner API on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let as: Clients

  const createShop = async (browser: Browser, body: object = SHOP) => {
    const reply = await browser.post<{ shop: OwnerShop; message: string }>('/api/shops', body)
    expect(reply.status).toBe(201)
    return reply.body.shop
  }
  const addProduct = (browser: Browser, shopId: number, body: object) =>
    browser.post<{ product: Product; message: string }>(`/api/shops/${shopId}/products`, body)
  const approve = async (shopId: number) => {
    await giveCheckedTrader(db, shopId)
    const call = adminClient(api.url)
    const { body } = await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })
    expect((await call('PUT', `/api/admin/shops/${shopId}/approve`, { token: body.token })).status).toBe(200)
  }
  const reject = async (shopId: number, reason: string) => {
    const call = adminClient(api.url)
    const { body } = await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })
    expect((await call('PUT', `/api/admin/shops/${shopId}/reject`, { token: body.token, body: { reason } })).status).toBe(200)
  }
  const searchProducts = async (word: string) =>
    (await (await fetch(`${api.url}/api/products/search?product=${encodeURIComponent(word)}`)).json()) as Product[]

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    db = api.database.connect()
    as = await signInEveryone(api.url)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('creates a shop pending review, on a free trial of 30 days with a limit of 10 products, and not public yet', async () => {
    const reply = await as.ownerA.post<{ shop: OwnerShop; message: string }>('/api/shops', {
      ...SHOP,
      website: 'https://quillmore.ie',
      categoryId: 1,
    })
    expect(reply.status).toBe(201)
    expect(reply.body.message).toBe(SHOP_PENDING_REVIEW)
    const shop = reply.body.shop
    expect(shop).toMatchObject({
      ...SHOP,
      status: 'pending',
      isApproved: false,
      maxProducts: 10,
      currentPlan: 'free_trial',
      productCount: 0,
    })

    const row = await db('shops').where('id', shop.id).first()
    const days = (new Date(row.free_trial_end_date).getTime() - new Date(row.free_trial_start_date).getTime()) / 86_400_000
    expect(days).toBe(30)
    expect((await fetch(`${api.url}/api/shops/${shop.id}`)).status).toBe(404)

    const mine = await as.ownerA.get<OwnerShop[]>('/api/my-shops')
    expect(mine.body[0].id).toBe(shop.id)
    const theirs = await as.ownerB.get<OwnerShop[]>('/api/my-shops')
    expect(theirs.body.map((each) => each.id)).not.toContain(shop.id)
  })

  it('refuses bad shop, product and image bodies with the exact messages and changes nothing', async () => {
    const before = Number((await db('shops').count('* as total').first())?.total)
    const empty = await as.ownerA.post('/api/shops', { name: '  ', description: 'x' })
    expect(empty.status).toBe(422)
    expect(fieldMessages(empty.body)).toMatchObject({ name: M.shopNameRequired, location: M.locationRequired })
    const unknownCategory = await as.ownerA.post('/api/shops', { ...SHOP, categoryId: 99999 })
    expect(fieldMessages(unknownCategory.body).categoryId).toBe(M.categoryUnknown)
    expect(Number((await db('shops').count('* as total').first())?.total)).toBe(before)

    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Validation Shop' })
    const noName = await addProduct(as.ownerA, shop.id, { price: 3 })
    expect(fieldMessages(noName.body).name).toBe(M.productNameRequired)
    const negative = await addProduct(as.ownerA, shop.id, { name: 'Pen', price: -1 })
    expect(fieldMessages(negative.body).price).toBe(M.priceNegative)
    const script = await addProduct(as.ownerA, shop.id, { name: 'Pen', price: 1, imageUrl: 'javascript:alert(1)' })
    expect(fieldMessages(script.body).imageUrl).toBe(M.imageUrlInvalid)
    const free = await addProduct(as.ownerA, shop.id, { name: 'Free bookmark', price: 0 })
    expect(free.status).toBe(201)

    for (const profileImageUrl of ['not a url', 'data:image/png;base64,AAAA', '/uploads/../../etc/passwd', 'javascript:alert(1)']) {
      const reply = await as.ownerA.send('PUT', `/api/shops/${shop.id}/profile-image`, { profileImageUrl })
      expect(reply.status).toBe(422)
      expect(reply.body.message).toBe(M.imageUrlInvalid)
    }
    // A picture from another website would be blocked by the site's own Content-Security-Policy.
    const outside = await as.ownerA.send('PUT', `/api/shops/${shop.id}/profile-image`, {
      profileImageUrl: 'https://images.example.ie/shop.jpg',
    })
    expect(outside.status).toBe(422)
    expect(outside.body.message).toBe(M.imageUrlNotUploaded)
    const outsideProduct = await addProduct(as.ownerA, shop.id, {
      name: 'Linked bookmark',
      price: 2,
      imageUrl: 'https://images.example.ie/b.jpg',
    })
    expect(outsideProduct.status).toBe(422)
    expect(fieldMessages(outsideProduct.body).imageUrl).toBe(M.imageUrlNotUploaded)
    const ok = await as.ownerA.send<{ shop: OwnerShop }>('PUT', `/api/shops/${shop.id}/profile-image`, {
      profileImageUrl: '/uploads/owners/1/shop.jpg',
    })
    expect(ok.body.shop.profileImageUrl).toBe('/uploads/owners/1/shop.jpg')
  })

  it('lets only the owner act on a shop, its products and its messages (owner B, customer, admin, anonymous)', async () => {
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Matrix Shop' })
    const made = await addProduct(as.ownerA, shop.id, product('Matrix Pen'))
    const productId = made.body.product.id
    const [message] = await db('messages').insert({ shop_id: shop.id, sender_name: 'Nora', content: 'Open Sundays?' })

    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
    )
    type Call = [string, string, unknown?]
    const ownRoutes: Call[] = [
      ['PUT', `/api/shops/${shop.id}`, SHOP],
      ['PUT', `/api/shops/${shop.id}/profile-image`, { profileImageUrl: '/uploads/owners/1/a.png' }],
      ['POST', `/api/shops/${shop.id}/products`, product('Other Pen')],
      ['PUT', `/api/products/${productId}`, product('Matrix Pen', 14)],
      ['PUT', `/api/shop-owner/messages/${message}/read`],
      ['DELETE', `/api/products/${productId}`],
      ['DELETE', `/api/shops/${shop.id}/products`],
      ['DELETE', `/api/shops/${shop.id}`],
    ]
    const portalRoutes: Call[] = [
      ['GET', '/api/my-shops'],
      ['POST', '/api/shops', SHOP],
      ['GET', '/api/shop-owner/messages'],
    ]

    for (const browser of [as.anonymous, as.customer]) {
      for (const [method, path, body] of [...portalRoutes, ...ownRoutes]) {
        const reply = await browser.send(method, path, body)
        expect(reply.status, `${method} ${path}`).toBe(401)
        expect(reply.body.message).toBe(UNAUTHORIZED)
      }
      expect((await uploadImage(browser, api.url, png, 'a.png', 'image/png')).status).toBe(401)
    }

    const expected: Record<string, string> = {
      [`DELETE /api/products/${productId}`]: OWNER_ERRORS.notYourProduct,
      [`DELETE /api/shops/${shop.id}/products`]: OWNER_ERRORS.notYourShop,
      [`PUT /api/products/${productId}`]: OWNER_ERRORS.notYourProductToChange,
      [`PUT /api/shop-owner/messages/${message}/read`]: OWNER_ERRORS.notYourMessage,
    }
    for (const browser of [as.ownerB, as.admin]) {
      for (const [method, path, body] of ownRoutes) {
        const reply = await browser.send(method, path, body)
        expect(reply.status, `${method} ${path}`).toBe(403)
        expect(reply.body.message).toBe(expected[`${method} ${path}`] ?? OWNER_ERRORS.notYourShopToChange)
      }
      for (const [method, path] of [
        ['GET', '/api/my-shops'],
        ['GET', '/api/shop-owner/messages'],
      ]) {
        expect((await browser.send(method, path)).status).toBe(200)
      }
    }
    const untouched = await db('products').where('shop_id', shop.id)
    expect(untouched.map((row) => row.name)).toEqual(['Matrix Pen'])
    expect((await db('messages').where('id', message).first()).is_read).toBeFalsy()

    for (const [method, path, body] of ownRoutes) {
      const reply = await as.ownerA.send(method, path, body)
      expect(reply.status, `${method} ${path}`).toBeLessThan(300)
    }
    expect((await as.ownerA.send('DELETE', '/api/products/99999999')).status).toBe(404)
    expect((await as.ownerA.send('PUT', '/api/shops/99999999', SHOP)).status).toBe(404)
    expect(await db('shops').where('id', shop.id).first()).toBeUndefined()
  })

  it('stops at the plan limit even with 10 adds at once, naming the limit and the plan that raises it', async () => {
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Limit Shop' })
    for (let index = 1; index <= 9; index++) expect((await addProduct(as.ownerA, shop.id, product(`Item ${index}`))).status).toBe(201)
    const replies = await Promise.all(Array.from({ length: 10 }, (_, index) => addProduct(as.ownerA, shop.id, product(`Rush ${index}`))))
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    const refused = replies.find((reply) => reply.status === 409)!
    expect(refused.body.message).toBe(
      'This shop has reached its limit of 10 products on the Free Trial plan. Upgrade to Starter to list up to 50 products.',
    )
    expect(refused.body).toMatchObject({ maxProducts: 10, currentPlan: 'free_trial', upgradePlan: 'starter' })
    expect(Number((await db('products').where('shop_id', shop.id).count('* as total').first())?.total)).toBe(10)
  })

  it('shows new, edited and deleted products in public search (no stale list cache)', async () => {
    // Every API process follows the catalogue's change feed; the 2 s promised to visitors is measured by
    // `npm run bench:freshness`, and the polls here allow for a loaded machine.
    const names = async () => (await searchProducts('Zephyrquill')).map((each) => [each.name, each.price, each.inStock])
    const untilShown = { timeout: 15_000, interval: 100 }
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Zephyrquill Crafts' })
    await approve(shop.id)
    const added = await addProduct(as.ownerA, shop.id, product('Zephyrquill Candle', 8))
    await expect.poll(names, untilShown).toEqual([['Zephyrquill Candle', 8, true]])

    await as.ownerA.send('PUT', `/api/products/${added.body.product.id}`, { ...product('Zephyrquill Lantern', 9), inStock: false })
    await expect.poll(names, untilShown).toEqual([['Zephyrquill Lantern', 9, false]])

    expect((await as.ownerA.send('DELETE', `/api/products/${added.body.product.id}`)).status).toBe(200)
    await expect.poll(names, untilShown).toEqual([])

    await addProduct(as.ownerA, shop.id, product('Zephyrquill Mug'))
    await addProduct(as.ownerA, shop.id, product('Zephyrquill Bowl'))
    await expect.poll(async () => (await names()).length, untilShown).toBe(2)
    const removed = await as.ownerA.send('DELETE', `/api/shops/${shop.id}/products`)
    expect(removed.body).toMatchObject({ deleted: 2 })
    await expect.poll(names, untilShown).toEqual([])
  })

  it('shows a reduction only against the lowest price of the 30 days before it, kept through one campaign of cuts', async () => {
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Pricewise Hardware' })
    await approve(shop.id)
    const added = await addProduct(as.ownerA, shop.id, product('Claw Hammer', 10))
    expect(added.status).toBe(201)
    const id = added.body.product.id
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
    const latestPrice = () => db('product_prices').where('product_id', id).orderBy('id', 'desc').first()
    const setPrice = async (price: number | string) => as.ownerA.send('PUT', `/api/products/${id}`, product('Claw Hammer', price as number))
    const shown = async () => (await (await fetch(`${api.url}/api/products/${id}`)).json()) as Product

    // €10 since 45 days ago, €15 since 10 days ago: the €10 was still in force 30 days ago.
    await db('product_prices')
      .where('id', (await latestPrice()).id)
      .update({ starts_at: ago(45) })
    expect((await setPrice(15)).status).toBe(200)
    await db('product_prices')
      .where('id', (await latestPrice()).id)
      .update({ starts_at: ago(10) })
    expect((await setPrice(12)).status).toBe(200)
    expect(await shown()).toMatchObject({ price: 12, priorPrice: null, reducedSince: null })

    // Below €10: a reduction against €10, from now; a second cut keeps the same prior price and start.
    expect((await setPrice(9)).status).toBe(200)
    const first = await shown()
    expect(first).toMatchObject({ price: 9, priorPrice: 10 })
    expect(Math.abs(new Date(first.reducedSince!).getTime() - Date.now())).toBeLessThan(120_000)
    expect((await setPrice(7.5)).status).toBe(200)
    expect(await shown()).toMatchObject({ price: 7.5, priorPrice: 10, reducedSince: first.reducedSince })
    const owned = (await as.ownerA.get<OwnerShop[]>('/api/my-shops')).body
    expect(JSON.stringify(owned)).toContain('"priorPrice":10')

    // A refused edit records no price; back at €10 the reduction is over.
    const prices = (await db('product_prices').where('product_id', id)).length
    expect((await setPrice('ten euro')).status).toBe(422)
    expect(await db('product_prices').where('product_id', id)).toHaveLength(prices)
    expect((await setPrice(10)).status).toBe(200)
    expect(await shown()).toMatchObject({ price: 10, priorPrice: null, reducedSince: null })
    expect((await db('product_prices').where('product_id', id).orderBy('id')).map((row) => Number(row.price))).toEqual([
      10, 15, 12, 9, 7.5, 10,
    ])
  })

  it('imports CSV rows all or nothing: per-row field errors, the plan limit, then every row', async () => {
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Import Shop' })
    const path = `/api/shops/${shop.id}/products/import`
    const bad = await as.ownerA.post(path, { products: [product('Good row'), { name: '', price: 2 }, { name: 'Cheap', price: -4 }] })
    expect(bad.status).toBe(422)
    expect(fieldMessages(bad.body)).toMatchObject({ 'products.1.name': M.productNameRequired, 'products.2.price': M.priceNegative })
    const tooMany = await as.ownerA.post(path, { products: Array.from({ length: 11 }, (_, index) => product(`Row ${index}`)) })
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toContain('limit of 10 products')
    expect((await as.ownerB.post(path, { products: [product('Sneaky')] })).status).toBe(403)
    expect(Number((await db('products').where('shop_id', shop.id).count('* as total').first())?.total)).toBe(0)

    const ok = await as.ownerA.post(path, { products: [product('Row A', 3), { ...product('Row B', 4), inStock: false }] })
    expect(ok.status).toBe(201)
    // The shop waits for review, so the rows are not listed yet and the answer says so.
    expect(ok.body).toEqual({ message: `2 products imported. ${OWNER_STATUS_COPY.productsImportedNotPublic}`, imported: 2, listed: false })
    const rows = await db('products').where('shop_id', shop.id).orderBy('name')
    expect(rows.map((row) => [row.name, Number(row.price), Boolean(row.in_stock)])).toEqual([
      ['Row A', 3, true],
      ['Row B', 4, false],
    ])
  })

  it("lists the owner's contact messages newest first and marks them read", async () => {
    const shop = await createShop(as.ownerB, { ...SHOP, name: 'Messages Shop' })
    await db('messages').insert([
      { shop_id: shop.id, sender_name: 'First', content: 'Older', created_at: '2026-01-01 10:00:00' },
      { shop_id: shop.id, sender_name: 'Second', sender_email: 'b@example.ie', content: 'Newer', created_at: '2026-02-01 10:00:00' },
    ])
    const listed = await as.ownerB.get<OwnerMessagesResponse>('/api/shop-owner/messages')
    const mine = listed.body.messages.filter((each) => each.shopId === shop.id)
    expect(mine.map((each) => each.content)).toEqual(['Newer', 'Older'])
    expect(mine[0]).toMatchObject({ shopName: 'Messages Shop', senderEmail: 'b@example.ie', isRead: false })
    const unread = listed.body.unreadCount

    expect((await as.ownerB.send('PUT', `/api/shop-owner/messages/${mine[0].id}/read`)).status).toBe(200)
    const after = await as.ownerB.get<OwnerMessagesResponse>('/api/shop-owner/messages')
    expect(after.body.unreadCount).toBe(unread - 1)
    expect(after.body.messages.find((each) => each.id === mine[0].id)?.isRead).toBe(true)
    const ownerA = await as.ownerA.get<OwnerMessagesResponse>('/api/shop-owner/messages')
    expect(ownerA.body.messages.map((each) => each.shopId)).not.toContain(shop.id)
  })

  it("counts the unread chat messages customers sent to the owner's shops beside the unread contact messages", async () => {
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Chatty Shop' })
    const before = (await as.ownerA.get<OwnerMessagesResponse>('/api/shop-owner/messages')).body
    const othersBefore = (await as.ownerB.get<OwnerMessagesResponse>('/api/shop-owner/messages')).body.unreadChatCount
    // Owner A's shop: owner B's insights (reply times) are checked by the next test.
    const [conversationId] = await db('chat_conversations')
      .insert({ shop_id: shop.id, customer_user_id: null })
      .returning('id')
      .then((rows) => rows.map((row) => Number(typeof row === 'object' ? row.id : row)))
    await db('chat_messages').insert([
      { conversation_id: conversationId, sender_type: 'customer', sender_id: 'test', message: 'Open Sunday?', is_read: false },
      { conversation_id: conversationId, sender_type: 'customer', sender_id: 'test', message: 'And Monday?', is_read: false },
      { conversation_id: conversationId, sender_type: 'customer', sender_id: 'test', message: 'Read already', is_read: true },
      { conversation_id: conversationId, sender_type: 'shop_owner', sender_id: 'test', message: 'Yes, from ten', is_read: false },
    ])
    const after = (await as.ownerA.get<OwnerMessagesResponse>('/api/shop-owner/messages')).body
    expect(after.unreadChatCount).toBe(before.unreadChatCount + 2)
    expect(after.unreadCount).toBe(before.unreadCount)
    expect((await as.ownerB.get<OwnerMessagesResponse>('/api/shop-owner/messages')).body.unreadChatCount).toBe(othersBefore)
  })

  it('tells the owner how each shop is doing: views per day, favourites, messages and chats per week, reply time', async () => {
    const shop = await createShop(as.ownerB, { ...SHOP, name: 'Insights Shop' })
    const made = await addProduct(as.ownerB, shop.id, product('Loved Lamp'))
    const userIds = (
      await db('users').whereIn('email', ['aoife.kelly@shoplocal.ie', 'siobhan.murphy@shoplocal.ie', 'admin@shoplocal.ie']).select('id')
    ).map((row) => Number(row.id))
    const now = new Date()
    const sql = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ')
    const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * 86_400_000 + minutes * 60_000)
    const visit = (at: Date) => ({
      shop_id: shop.id,
      visited_at: sql(at),
      year: at.getUTCFullYear(),
      month: at.getUTCMonth() + 1,
      week: 1,
      day: at.getUTCDate(),
    })
    await db('shop_visits').insert([visit(now), visit(now), visit(daysAgo(1)), visit(daysAgo(40))])
    await db('favorites').insert(userIds.map((userId) => ({ shop_id: shop.id, product_id: made.body.product.id, user_id: userId })))
    await db('messages').insert([
      { shop_id: shop.id, content: 'a', created_at: sql(now) },
      { shop_id: shop.id, content: 'b', created_at: sql(daysAgo(200)) },
    ])
    for (const [index, replyAfter] of [30, 90].entries()) {
      const asked = daysAgo(2, index)
      const [conversation] = await db('chat_conversations').insert({
        shop_id: shop.id,
        customer_user_id: userIds[index],
        created_at: sql(asked),
      })
      await db('chat_messages').insert([
        {
          conversation_id: conversation,
          sender_type: 'customer',
          sender_id: String(userIds[index]),
          message: 'Hi',
          created_at: sql(asked),
        },
        {
          conversation_id: conversation,
          sender_type: 'shop_owner',
          sender_id: 'owner',
          message: 'Hello',
          created_at: sql(new Date(asked.getTime() + replyAfter * 60_000)),
        },
      ])
    }

    const insights = (await as.ownerB.get<OwnerInsights>('/api/shop-owner/insights')).body
    expect(insights.days).toHaveLength(30)
    expect(insights.days.at(-1)).toBe(now.toISOString().slice(0, 10))
    const mine = insights.shops.find((each) => each.id === shop.id)!
    expect(mine.viewsPerDay.at(-1)).toBe(2)
    expect(mine.viewsPerDay.reduce((sum, views) => sum + views, 0)).toBe(3)
    expect(insights.favourites[0]).toEqual({
      productId: made.body.product.id,
      name: 'Loved Lamp',
      shopName: 'Insights Shop',
      favourites: 3,
    })
    expect(insights.weeks).toHaveLength(12)
    expect(insights.messagesPerWeek.at(-1)).toBeGreaterThanOrEqual(1)
    expect(insights.chatsPerWeek.reduce((sum, chats) => sum + chats, 0)).toBeGreaterThanOrEqual(2)
    expect(insights.averageFirstReplyMinutes).toBe(60)
    expect(insights.repliedConversations).toBe(2)

    const other = (await as.ownerA.get<OwnerInsights>('/api/shop-owner/insights')).body
    expect(other.shops.map((each) => each.id)).not.toContain(shop.id)
    expect((await as.customer.get('/api/shop-owner/insights')).status).toBe(401)
  })
  it('keeps opening hours (closed days and past-midnight hours too) and refuses a broken week with 422', async () => {
    const week = [
      { day: 'Monday', opens: '09:00', closes: '18:00' },
      { day: 'Friday', opens: '18:00', closes: '02:00' },
      { day: 'Sunday', opens: null, closes: null },
    ]
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Late Night Records', openingHours: week })
    expect(shop.openingHours).toEqual(week)
    const edited = await as.ownerA.send<{ shop: OwnerShop }>('PUT', `/api/shops/${shop.id}`, {
      ...SHOP,
      name: 'Late Night Records',
      openingHours: null,
    })
    expect(edited.body.shop.openingHours).toBeNull()

    const refused = async (openingHours: unknown) => {
      const reply = await as.ownerA.send('PUT', `/api/shops/${shop.id}`, { ...SHOP, openingHours })
      expect(reply.status).toBe(422)
      return Object.values(fieldMessages(reply.body))[0]
    }
    expect(await refused([{ day: 'Monday', opens: '9am', closes: '17:00' }])).toBe(OPENING_HOURS_MESSAGES.timeInvalid)
    expect(await refused([{ day: 'Monday', opens: '09:00', closes: null }])).toBe(OPENING_HOURS_MESSAGES.bothTimes)
    expect(await refused([{ day: 'Funday', opens: null, closes: null }])).toBe(OPENING_HOURS_MESSAGES.invalid)
    expect(
      await refused([
        { day: 'Monday', opens: '09:00', closes: '17:00' },
        { day: 'Monday', opens: '10:00', closes: '17:00' },
      ]),
    ).toBe(OPENING_HOURS_MESSAGES.invalid)
    expect(await refused('all day')).toBe(OPENING_HOURS_MESSAGES.invalid)
    expect((await db('shops').where('id', shop.id).first()).opening_hours).toBeNull()

    await approve(shop.id)
    await as.ownerA.send('PUT', `/api/shops/${shop.id}`, { ...SHOP, name: 'Late Night Records', openingHours: week })
    const page = (await (await fetch(`${api.url}/api/shops/${shop.id}`)).json()) as { openingHoursSchedule: unknown }
    expect(page.openingHoursSchedule).toEqual(week)
  })

  it('says a product is listed only in a public shop; a rejected shop is edited and resubmitted, nothing else is', async () => {
    const shop = await createShop(as.ownerA, { ...SHOP, name: 'Honest Words Hardware' })
    const waiting = await addProduct(as.ownerA, shop.id, product('Claw hammer'))
    expect(waiting.body.message).toBe(OWNER_STATUS_COPY.productAddedNotPublic)
    const imported = await as.ownerA.post<{ message: string }>(`/api/shops/${shop.id}/products/import`, { products: [product('Nails')] })
    expect(imported.body.message).toContain(OWNER_STATUS_COPY.productsImportedNotPublic)

    const early = await as.ownerA.post<{ message: string }>(`/api/shops/${shop.id}/resubmit`, { ...SHOP, name: 'Honest Words Hardware' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(OWNER_STATUS_COPY.shopNotRejected)

    await reject(shop.id, 'The photos show another shop')
    const theirs = await as.ownerB.post(`/api/shops/${shop.id}/resubmit`, { ...SHOP, name: 'Taken Over' })
    expect(theirs.status).toBe(403)
    const badForm = await as.ownerA.post(`/api/shops/${shop.id}/resubmit`, { name: '' })
    expect(badForm.status).toBe(422)
    const again = await as.ownerA.post<{ message: string; shop: OwnerShop }>(`/api/shops/${shop.id}/resubmit`, {
      ...SHOP,
      name: 'Honest Words Hardware',
      description: 'Our own photos now.',
    })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe(OWNER_STATUS_COPY.shopResubmitted)
    expect(again.body.shop).toMatchObject({ status: 'pending', rejectionReason: null, description: 'Our own photos now.' })

    await approve(shop.id)
    const listed = await addProduct(as.ownerA, shop.id, product('Spirit level'))
    expect(listed.body.message).toBe(OWNER_STATUS_COPY.productAddedPublic)
    expect((await as.ownerA.post(`/api/shops/${shop.id}/resubmit`, { ...SHOP, name: 'Honest Words Hardware' })).status).toBe(409)
  })
})
