import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { unzipSync } from 'fflate'
import type { Knex } from 'knex'
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES as M } from '@shoplocal/shared/messages'
import { ACCOUNT_MAIL, AUTH_API_MESSAGES, FORMER_CUSTOMER, codeInvalidMessage } from '#messages/index'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { startMailSink, type MailSink } from '../../../../scripts/testing/mail-sink.ts'
import { startSmsSink, type SmsSink } from '../../../../scripts/testing/sms-sink.ts'
import { Browser, UNTHROTTLED, fieldMessages } from '../auth/browser.ts'
import { OTHER_OWNER, OWNER, customer, newCustomer, owner, userId } from '../engagement/people.ts'
import { adminClient } from '../../support/admin_client.ts'

const STRONG = 'Secret@123'
const NEWER = 'Newer@2027'

/** Polls until `read` gives a value, for work the API finishes after answering (visit counting, mail). */
async function eventually<T>(read: () => Promise<T | undefined | null>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined && value !== null) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe(`account page, data export and deletion on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let sink: MailSink
  let sms: SmsSink
  let db: Knex

  beforeAll(async () => {
    sink = await startMailSink()
    sms = await startSmsSink()
    api = await startApi({ env: { ...sink.env, ...sms.env, ...UNTHROTTLED } })
    db = api.database.connect()
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
    await sink?.stop()
    await sms?.stop()
  })

  const publicShop = async () => Number((await db('shops').where({ status: 'approved', is_active: true }).orderBy('id').first('id')).id)
  const publicProduct = async (shopId: number) =>
    Number((await db('products').where({ shop_id: shopId, is_active: true }).orderBy('id').first('id')).id)
  const currentUserId = async (browser: Browser) => Number((await browser.get<{ id: number }>('/api/account')).body.id)

  it('refuses a signed-out visitor', async () => {
    const visitor = new Browser(api.url)
    expect((await visitor.get('/api/account')).status).toBe(401)
    expect((await visitor.get('/api/account/export')).status).toBe(401)
    expect((await visitor.post('/api/account/delete', { password: STRONG, confirmation: 'DELETE' })).status).toBe(401)
  })

  it('edits the name and city, with the registration field rules', async () => {
    const browser = await newCustomer(api.url, db)
    const bad = await browser.send('PATCH', '/api/account', { firstName: 'N', lastName: 'Byrne', city: 'Sligo' })
    expect(bad.status).toBe(422)
    expect(fieldMessages(bad.body)).toEqual({ firstName: M.firstNameTooShort })
    const saved = await browser.send<{ user: { firstName: string; city: string } }>('PATCH', '/api/account', {
      firstName: 'Nuala',
      lastName: 'Byrne',
      city: 'Galway',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.user).toMatchObject({ firstName: 'Nuala', city: 'Galway' })
    const id = await currentUserId(browser)
    expect(await db('users').where('id', id).first('first_name', 'city')).toEqual({ first_name: 'Nuala', city: 'Galway' })
  })

  it('adds an e-mail to a phone-only account only with the code mailed to the new address, and tells the old one of a change', async () => {
    const browser = await newCustomer(api.url, db)
    const id = await currentUserId(browser)
    const since = new Date()
    const asked = await browser.post('/api/account/email', { email: 'Nuala.New@Example.ie' })
    expect(asked.status).toBe(200)
    expect(asked.body.message).toBe(ACCOUNT_MESSAGES.emailCodeSent)
    const code = await sink.latestCode('nuala.new@example.ie', since)
    // Nothing changes before the code comes back.
    expect((await db('users').where('id', id).first('email')).email).toBeNull()
    const wrong = await browser.post('/api/account/email/confirm', { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(422)
    expect((await db('users').where('id', id).first('email')).email).toBeNull()
    const confirmed = await browser.post<{ user: { email: string; isEmailVerified: boolean } }>('/api/account/email/confirm', { code })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.user).toMatchObject({ email: 'nuala.new@example.ie', isEmailVerified: true })
    expect((await browser.post('/api/account/email/confirm', { code })).status).toBe(410)

    // A second change: the code goes to the newer address, and the old one is told afterwards.
    const again = new Date()
    await browser.post('/api/account/email', { email: 'nuala.newer@example.ie' })
    const second = await sink.latestCode('nuala.newer@example.ie', again)
    expect((await browser.post('/api/account/email/confirm', { code: second })).status).toBe(200)
    const notice = await sink.waitFor('nuala.new@example.ie', (mail) => mail.receivedAt >= again && /was changed/.test(mail.subject))
    expect(notice.text).toContain('nuala.newer@example.ie')

    const invalid = await browser.post('/api/account/email', { email: 'nope' })
    expect(fieldMessages(invalid.body)).toEqual({ email: M.emailInvalid })
  })

  it('answers a change to a taken e-mail address as it answers a free one, and mails the holder instead', async () => {
    const browser = await newCustomer(api.url, db)
    const id = await currentUserId(browser)
    const since = new Date()
    const free = await browser.post('/api/account/email', { email: 'ciara.free@example.ie' })
    const taken = await browser.post('/api/account/email', { email: 'aoife.kelly@shoplocal.ie' })
    expect(taken).toEqual({ ...free, headers: taken.headers })
    expect(taken.body.message).toBe(ACCOUNT_MESSAGES.emailCodeSent)
    // The holder of the taken address is told, with no code; the account keeps its own address.
    const notice = await sink.waitFor(
      'aoife.kelly@shoplocal.ie',
      (mail) => mail.receivedAt >= since && mail.subject === ACCOUNT_MAIL.emailTakenSubject,
    )
    expect(notice.text).not.toMatch(/\b\d{6}\b/)
    expect((await db('users').where('id', id).first('email')).email).toBeNull()

    // The code of the free address was replaced by the taken address's request: typing it says so.
    const replacedCode = await sink.latestCode('ciara.free@example.ie', since)
    const replaced = await browser.post('/api/account/email/confirm', { code: replacedCode })
    expect(replaced).toMatchObject({ status: 410, body: { message: AUTH_API_MESSAGES.codeReplaced } })
    expect((await db('users').where('id', id).first('email')).email).toBeNull()
    // Not counted as a guess: the person still has all their tries at the live code.
    const wrong = await browser.post('/api/account/email/confirm', { code: replacedCode === '000000' ? '111111' : '000000' })
    expect(wrong.body.message).toBe(codeInvalidMessage(4))
  })

  it('changes a phone number only with the code texted to the new number, tells the old one, and refuses a taken number', async () => {
    const browser = await newCustomer(api.url, db)
    const id = await currentUserId(browser)
    const oldPhone = (await db('users').where('id', id).first('phone')).phone as string
    const newPhone = `086${String(Date.now()).slice(-7)}`
    const e164 = `+353${newPhone.slice(1)}`

    expect(fieldMessages((await browser.post('/api/account/phone', { phone: oldPhone })).body)).toEqual({
      phone: ACCOUNT_MESSAGES.phoneUnchanged,
    })
    expect(fieldMessages((await browser.post('/api/account/phone', { phone: '12' })).body)).toEqual({ phone: M.phoneTooShort })

    const since = new Date()
    const asked = await browser.post('/api/account/phone', { phone: newPhone })
    expect(asked.status).toBe(200)
    expect(asked.body.message).toBe(ACCOUNT_MESSAGES.phoneCodeSent)
    const code = await sms.latestCode(e164, since)
    // Nothing changes before the code comes back, and a wrong code changes nothing.
    expect((await db('users').where('id', id).first('phone')).phone).toBe(oldPhone)
    const wrong = await browser.post('/api/account/phone/confirm', { code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(422)
    expect((await db('users').where('id', id).first('phone')).phone).toBe(oldPhone)

    const confirmed = await browser.post<{ message: string; user: { phone: string } }>('/api/account/phone/confirm', { code })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ message: ACCOUNT_MESSAGES.phoneChanged, user: { phone: e164 } })
    expect(await db('users').where('id', id).first('phone', 'is_phone_verified')).toMatchObject({ phone: e164 })
    expect((await browser.post('/api/account/phone/confirm', { code })).status).toBe(410)
    const told = await sms.waitFor(oldPhone, (text) => text.receivedAt >= since && text.body.includes(e164))
    expect(told.body).not.toMatch(/\b\d{6}\b/)
    const actions = (await db('audit_logs').where('user_id', id).select('action')).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['phone_change_requested', 'phone_change_failed', 'phone_changed']))
    expect(await new Browser(api.url).post('/api/customer/login', { contact: newPhone, password: STRONG }).then((r) => r.status)).toBe(200)

    // Another customer's number is refused (409), before and after a code was sent.
    const other = await newCustomer(api.url, db, 'Orla')
    expect((await other.post('/api/account/phone', { phone: newPhone })).status).toBe(409)
  })

  it('adds a phone to an e-mail account, mailing the address the change', async () => {
    const browser = await customer(api.url)
    const since = new Date()
    const phone = `085${String(Date.now()).slice(-7)}`
    expect((await browser.post('/api/account/phone', { phone })).status).toBe(200)
    const code = await sms.latestCode(phone, since)
    expect((await browser.post('/api/account/phone/confirm', { code })).status).toBe(200)
    const notice = await sink.waitFor(
      'aoife.kelly@shoplocal.ie',
      (mail) => mail.receivedAt >= since && /phone number was changed/.test(mail.subject),
    )
    expect(notice.text).toContain(`+353${phone.slice(1)}`)
  })

  it('changes the password with the current one, signs every other session out and lists and ends sessions', async () => {
    const here = await newCustomer(api.url, db)
    const id = await currentUserId(here)
    const phone = (await db('users').where('id', id).first('phone')).phone as string
    const there = new Browser(api.url)
    expect((await there.post('/api/customer/login', { contact: phone, password: STRONG })).status).toBe(200)
    const third = new Browser(api.url)
    expect((await third.post('/api/customer/login', { contact: phone, password: STRONG })).status).toBe(200)

    const sessions = await here.get<{ id: number; current: boolean; ipAddress: string }[]>('/api/account/sessions')
    expect(sessions.body).toHaveLength(3)
    expect(sessions.body.filter((session) => session.current)).toHaveLength(1)
    for (const session of sessions.body) expect(session.ipAddress).toMatch(/(\.0|::)$/)

    // Ending one session from the list signs that browser out.
    const thirdRow = sessions.body.find((session) => !session.current)!
    const thirdIsWhich = async () => ((await third.get('/api/account')).status === 401 ? third : there)
    expect((await here.send('DELETE', `/api/account/sessions/${thirdRow.id}`)).status).toBe(200)
    const endedBrowser = await thirdIsWhich()
    expect((await endedBrowser.get('/api/account')).status).toBe(401)
    expect((await here.send('DELETE', `/api/account/sessions/${thirdRow.id}`)).status).toBe(404)

    const wrong = await here.post('/api/account/password', { currentPassword: 'Wrong@123', newPassword: NEWER, confirmPassword: NEWER })
    expect(wrong.status).toBe(422)
    expect(fieldMessages(wrong.body)).toEqual({ currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong })
    const weak = await here.post('/api/account/password', { currentPassword: STRONG, newPassword: 'short', confirmPassword: 'short' })
    expect(weak.status).toBe(422)

    const changed = await here.post('/api/account/password', { currentPassword: STRONG, newPassword: NEWER, confirmPassword: NEWER })
    expect(changed.status).toBe(200)
    expect((await here.get('/api/account')).status).toBe(200)
    expect((await there.get('/api/account')).status).toBe(401)
    expect((await new Browser(api.url).post('/api/customer/login', { contact: phone, password: NEWER })).status).toBe(200)
    const actions = (await db('audit_logs').where('user_id', id).select('action')).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['password_change_failed', 'password_changed', 'session_ended']))
  })

  it('exports everything about the account as streamed JSON, and nothing of anyone else', async () => {
    const browser = await newCustomer(api.url, db, 'Orla')
    const id = await currentUserId(browser)
    const shopId = await publicShop()
    const productId = await publicProduct(shopId)
    const { name: shopName } = await db('shops').where('id', shopId).first('name')
    const { name: productName } = await db('products').where('id', productId).first('name')
    expect((await browser.post('/api/customer/favorites', { shopId, productId })).status).toBeLessThan(300)
    expect((await browser.send('PUT', `/api/shops/${shopId}/follow`)).status).toBeLessThan(300)
    expect((await browser.post(`/api/shops/${shopId}/reviews`, { rating: 4, comment: 'Lovely bread' })).status).toBeLessThan(300)
    expect((await browser.post('/api/chat/messages', { shopId, message: 'Do you open on Sundays?' })).status).toBeLessThan(300)
    // Someone else's activity on the same shop must not appear.
    const other = await customer(api.url)
    await other.post('/api/chat/messages', { shopId, message: 'A question from Aoife' })

    const response = await fetch(`${api.url}/api/account/export`, {
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const text = await response.text()
    const data = JSON.parse(text)
    expect(data.account).toMatchObject({ id, first_name: 'Orla' })
    expect(data.account.password).toBeUndefined()
    // Names beside the ids, so the file reads without the site's database.
    expect(data.favourites).toEqual([
      expect.objectContaining({ shop_id: shopId, shop_name: shopName, product_id: productId, product_name: productName }),
    ])
    expect(data.followedShops).toEqual([expect.objectContaining({ shop_id: shopId, shop_name: shopName })])
    expect(data.reviews).toEqual([expect.objectContaining({ shop_id: shopId, shop_name: shopName, rating: 4, comment: 'Lovely bread' })])
    expect(data.chats).toEqual([expect.objectContaining({ shop_id: shopId, shop_name: shopName })])
    expect(data.chatMessages).toEqual([expect.objectContaining({ message: 'Do you open on Sundays?', shop_name: shopName })])
    expect(data.signIns.length).toBeGreaterThan(0)
    expect(data.auditEntries.map((entry: { action: string }) => entry.action)).toContain('register')
    // Nested details are JSON objects, not JSON written into strings.
    const registered = data.auditEntries.find((entry: { action: string }) => entry.action === 'register')
    expect(registered.details).toEqual({ contactMethod: 'phone' })
    expect(text).not.toContain('\\"')
    expect(text).not.toContain('A question from Aoife')
    expect(text).not.toContain('aoife.kelly@shoplocal.ie')
  })

  it("exports an owner's shops, products, messages and payments", async () => {
    const browser = await owner(api.url, OTHER_OWNER)
    const id = await userId(db, OTHER_OWNER.email)
    const shops = await db('shops').where('owner_id', id).select('id')
    const products = await db('products').whereIn('shop_id', db('shops').select('id').where('owner_id', id)).count('* as total').first()
    // A customer writes to the shop with her contact details: the owner's notice carries them, the download does not.
    const writer = await newCustomer(api.url, db, 'Gráinne')
    const sent = await writer.post(`/api/shops/${shops[0].id}/messages`, {
      senderEmail: 'grainne.writes@example.ie',
      senderPhone: '0857654321',
      content: 'Have you gift cards?',
    })
    expect(sent.status).toBe(201)
    const response = await fetch(`${api.url}/api/account/export`, {
      headers: { cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
    })
    const text = await response.text()
    const data = JSON.parse(text) as Record<string, Record<string, unknown>[]>
    const notice = data.notifications.find(
      (row) => row.kind === 'contact_message' && JSON.stringify(row.details).includes('Have you gift cards?'),
    )
    expect(notice).toBeDefined()
    for (const trace of ['Gráinne', 'grainne.writes@example.ie', '0857654321', '+353857654321']) expect(text).not.toContain(trace)
    expect(data.shops.map((shop) => shop.id).sort()).toEqual(shops.map((shop) => shop.id).sort())
    expect(data.products).toHaveLength(Number(products?.total))
    for (const section of ['payments', 'receipts', 'messagesReceived', 'spotlightRequests', 'subscriptions'])
      expect(Array.isArray(data[section])).toBe(true)
    for (const payment of data.payments) {
      expect(typeof payment.shop_name === 'string' || payment.shop_id === null).toBe(true)
      expect(typeof payment.line_items).not.toBe('string')
    }
  })

  it("exports an owner's replies to reviews, named by the shop and product reviewed", async () => {
    const shopOwner = await owner(api.url, OTHER_OWNER)
    const ownerId = await userId(db, OTHER_OWNER.email)
    const shopId = Number((await db('shops').where({ owner_id: ownerId, status: 'approved' }).first('id')).id)
    const productId = Number((await db('products').where({ shop_id: shopId, is_active: true }).first('id')).id)
    const reviewer = await newCustomer(api.url, db, 'Bríd')
    const review = await reviewer.post<{ review: { id: number } }>(`/api/products/${productId}/reviews`, { rating: 5, comment: 'Grand' })
    expect(review.status).toBeLessThan(300)
    expect((await shopOwner.send('PUT', `/api/reviews/${review.body.review.id}/reply`, { body: 'Thanks, Bríd!' })).status).toBe(201)

    const cookie = [...shopOwner.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const data = (await (await fetch(`${api.url}/api/account/export`, { headers: { cookie } })).json()) as Record<string, unknown[]>
    const { name: shopName } = await db('shops').where('id', shopId).first('name')
    const { name: productName } = await db('products').where('id', productId).first('name')
    expect(data.reviewReplies).toContainEqual(
      expect.objectContaining({
        review_id: review.body.review.id,
        body: 'Thanks, Bríd!',
        review_rating: 5,
        shop_name: shopName,
        product_name: productName,
      }),
    )
  })

  it("exports the person's notifications and mail preferences, in the JSON and the zip, and nobody else's", async () => {
    const ownerBrowser = await owner(api.url, OTHER_OWNER)
    const shopId = Number(
      (
        await db('shops')
          .where('owner_id', await userId(db, OTHER_OWNER.email))
          .orderBy('id')
          .first('id')
      ).id,
    )
    // A shop's chat reply is a notification of the customer's: one for each of two people.
    const replyTo = async (browser: Browser, reply: string) => {
      const sent = await browser.post<{ conversation: { id: number } }>('/api/chat/messages', { shopId, message: 'Are you open late?' })
      expect(sent.status).toBeLessThan(300)
      const conversationId = sent.body.conversation.id
      expect((await ownerBrowser.post('/api/chat/messages', { conversationId, message: reply })).status).toBeLessThan(300)
    }
    const browser = await newCustomer(api.url, db, 'Sadhbh')
    const other = await newCustomer(api.url, db, 'Nuala')
    await replyTo(browser, 'Until nine for Sadhbh')
    await replyTo(other, 'Until ten for Nuala')
    const preferences = [{ kind: 'chat_reply', mail: false }]
    expect((await browser.send('PUT', '/api/account/notification-preferences', { preferences })).status).toBe(200)
    expect((await other.send('PUT', '/api/account/notification-preferences', { preferences })).status).toBe(200)

    const expectOwnOnly = (text: string) => {
      const data = JSON.parse(text) as Record<string, Record<string, unknown>[]>
      expect(data.notifications).toHaveLength(1)
      expect(data.notifications[0]).toMatchObject({ kind: 'chat_reply' })
      // The notice's details are a JSON object in the file, not a string of JSON.
      expect(typeof data.notifications[0].details).toBe('object')
      expect(JSON.stringify(data.notifications[0].details)).toContain('Until nine for Sadhbh')
      expect(data.notificationPreferences).toEqual([expect.objectContaining({ kind: 'chat_reply' })])
      expect(Boolean(data.notificationPreferences[0].mail)).toBe(false)
      expect(text).not.toContain('Until ten for Nuala')
    }
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const json = await fetch(`${api.url}/api/account/export`, { headers: { cookie } })
    expect(json.status).toBe(200)
    expectOwnOnly(await json.text())
    const zipped = await fetch(`${api.url}/api/account/export?format=zip`, { headers: { cookie } })
    expect(zipped.status).toBe(200)
    expectOwnOnly(new TextDecoder().decode(unzipSync(new Uint8Array(await zipped.arrayBuffer()))['data.json']))
  })

  it("zips an owner's product pictures byte for byte, pieces larger and smaller than a read, skipping a missing file", async () => {
    const browser = await owner(api.url)
    const id = await userId(db, OWNER.email)
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const products = await db('products')
      .whereIn('shop_id', db('shops').select('id').where('owner_id', id))
      .orderBy('id')
      .limit(6)
      .select('id')
    // Sizes around the 64 KB a read takes, and more pictures than buffers, so every buffer is filled again.
    const sizes = [150 * 1024, 64 * 1024, 64 * 1024 + 1, 1, 300 * 1024]
    const folder = join(api.env.UPLOADS_DIR, 'owners', String(id))
    await mkdir(folder, { recursive: true })
    const written = new Map<string, Buffer>()
    for (const [index, product] of products.entries()) {
      const name = `export-${index}.webp`
      await db('products')
        .where('id', product.id)
        .update({ image_url: `/uploads/owners/${id}/${name}` })
      // The last one is listed but has no file.
      if (index >= sizes.length) continue
      const bytes = randomBytes(sizes[index])
      await writeFile(join(folder, name), bytes)
      written.set(`pictures/${name}`, bytes)
    }
    expect(products).toHaveLength(sizes.length + 1)

    const zipped = await fetch(`${api.url}/api/account/export?format=zip`, { headers: { cookie, 'accept-encoding': 'br, gzip' } })
    expect(zipped.status).toBe(200)
    // Never compressed again on the way: the zip is written piece by piece straight to the socket.
    expect(zipped.headers.get('content-encoding')).toBeNull()
    const files = unzipSync(new Uint8Array(await zipped.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(['data.json', ...written.keys()].sort())
    for (const [name, bytes] of written) expect(Buffer.from(files[name]).equals(bytes), name).toBe(true)
    const listed = JSON.parse(new TextDecoder().decode(files['data.json'])).pictures as { url: string }[]
    expect(listed.map((picture) => picture.url)).toContain(`/uploads/owners/${id}/export-${sizes.length}.webp`)

    // A client that goes away part way stops the download; the API carries on and zips it whole again.
    const aborted = new AbortController()
    const partial = await fetch(`${api.url}/api/account/export?format=zip`, { headers: { cookie }, signal: aborted.signal })
    const reader = partial.body!.getReader()
    await reader.read()
    aborted.abort()
    await reader.closed.catch(() => undefined)
    const again = await fetch(`${api.url}/api/account/export?format=zip`, { headers: { cookie } })
    expect(Object.keys(unzipSync(new Uint8Array(await again.arrayBuffer()))).sort()).toEqual(['data.json', ...written.keys()].sort())
    expect(api.output()).not.toContain('the data download failed part way')
  })

  it('deletes a code-only account with a code sent to its phone instead of the password, still with the typed confirmation', async () => {
    const browser = await newCustomer(api.url, db, 'Ciara')
    const id = await currentUserId(browser)
    const phone = (await db('users').where('id', id).first('phone')).phone as string
    const neither = await browser.post('/api/account/delete', { confirmation: 'DELETE' })
    expect(fieldMessages(neither.body)).toEqual({ password: ACCOUNT_MESSAGES.deletionNeedsPassword })
    // No e-mail address to mail a code to.
    expect(fieldMessages((await browser.post('/api/account/delete/code', { via: 'email' })).body)).toEqual({
      via: ACCOUNT_MESSAGES.noContactForCode,
    })

    const since = new Date()
    const asked = await browser.post('/api/account/delete/code', {})
    expect(asked.status).toBe(200)
    expect(asked.body.message).toBe(ACCOUNT_MESSAGES.deletionCodeSent('phone'))
    const code = await sms.latestCode(phone, since)
    expect((await browser.post('/api/account/delete', { code, confirmation: 'delete me' })).status).toBe(422)
    expect(
      (await browser.post('/api/account/delete', { code: code === '000000' ? '111111' : '000000', confirmation: 'DELETE' })).status,
    ).toBe(422)
    expect(await db('users').where('id', id).first('id')).toBeDefined()
    const deleted = await browser.post('/api/account/delete', { code, confirmation: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect(await db('users').where('id', id).first('id')).toBeUndefined()
    const actions = (
      await db('audit_logs')
        .whereRaw(`details like ?`, [`%"accountId":${id}%`])
        .select('action')
    ).map((row) => row.action)
    expect(actions).toContain('account_deleted')
  })

  it('mails a deletion code to an account with an e-mail address', async () => {
    const browser = await customer(api.url)
    const since = new Date()
    const asked = await browser.post('/api/account/delete/code', {})
    expect(asked.body.message).toBe(ACCOUNT_MESSAGES.deletionCodeSent('email'))
    const code = await sink.latestCode('aoife.kelly@shoplocal.ie', since)
    expect(code).toMatch(/^\d{6}$/)
  })

  it("sets, reuses and removes a profile picture: only the person's own uploads, listed and zipped in the data download", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const uploadPicture = async (browser: Browser, bytes: Uint8Array) => {
      const form = new FormData()
      form.append('image', new Blob([bytes], { type: 'image/png' }), 'me.png')
      const response = await fetch(`${api.url}/api/account/picture`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          cookie: [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; '),
          origin: api.url,
        },
        body: form,
      })
      return { status: response.status, body: (await response.json()) as { user: { profileImageUrl: string | null } } }
    }
    expect((await uploadPicture(new Browser(api.url), photo)).status).toBe(401)

    const browser = await newCustomer(api.url, db, 'Eimear')
    const id = await currentUserId(browser)
    const uploaded = await uploadPicture(browser, photo)
    expect(uploaded.status).toBe(201)
    const url = uploaded.body.user.profileImageUrl!
    expect(url).toMatch(new RegExp(`^/uploads/owners/${id}/[0-9a-f-]+\\.webp$`))
    expect((await db('users').where('id', id).first('profile_image_url')).profile_image_url).toBe(url)
    expect((await fetch(`${api.url}${url}`)).status).toBe(200)
    const refusedUpload = await uploadPicture(browser, new TextEncoder().encode('not a picture'))
    expect(refusedUpload.status).toBe(422)
    expect(refusedUpload.body).toMatchObject({ message: M.imageWrongType, field: 'image' })

    // Only its own uploads: no address elsewhere, no seeded picture, no one else's upload.
    const other = await newCustomer(api.url, db, 'Una')
    for (const address of ['https://tracker.example/me.png', '/uploads/seed/shop-food.svg', url, `/uploads/owners/${id}/../x.webp`]) {
      const refused = await other.send('PUT', '/api/account/picture', { profileImageUrl: address })
      expect(refused.status, address).toBe(422)
      expect(fieldMessages(refused.body), address).toEqual({ profileImageUrl: ACCOUNT_MESSAGES.pictureNotUploaded })
    }
    expect((await browser.send('PUT', '/api/account/picture', { profileImageUrl: url })).status).toBe(200)

    const listed = (await browser.get<{ pictures: unknown[] }>('/api/account/export')).body
    expect(listed.pictures).toEqual([{ kind: 'profile', id, url }])
    const zipped = await fetch(`${api.url}/api/account/export?format=zip`, {
      headers: { cookie: [...browser.cookies].map(([key, value]) => `${key}=${value}`).join('; ') },
    })
    expect(zipped.status).toBe(200)
    expect(zipped.headers.get('content-type')).toBe('application/zip')
    const files = unzipSync(new Uint8Array(await zipped.arrayBuffer()))
    const name = url.split('/').pop()!
    expect(Object.keys(files).sort()).toEqual(['data.json', `pictures/${name}`])
    expect(JSON.parse(new TextDecoder().decode(files['data.json'])).account.id).toBe(id)
    expect((await sharp(Buffer.from(files[`pictures/${name}`])).metadata()).format).toBe('webp')
    expect((await browser.get('/api/account/export?format=pdf')).status).toBe(422)

    const removed = await browser.send<{ user: { profileImageUrl: string | null } }>('DELETE', '/api/account/picture')
    expect(removed.body.user.profileImageUrl).toBeNull()
    // Nothing shows the upload any more: its file is gone.
    await eventually(async () => ((await fetch(`${api.url}${url}`)).status === 404 ? true : null))
  })

  it('deletes a customer: personal data gone, reviews kept anonymised with their rating, chats kept without the name', async () => {
    const browser = await newCustomer(api.url, db, 'Sorcha')
    const id = await currentUserId(browser)
    const shopId = await publicShop()
    await browser.post('/api/account/email', { email: 'sorcha@example.ie' })
    await browser.post('/api/account/email/confirm', { code: await sink.latestCode('sorcha@example.ie') })
    await browser.post('/api/customer/favorites', { shopId, productId: await publicProduct(shopId) })
    await browser.post(`/api/shops/${shopId}/reviews`, { rating: 2, comment: 'Closed when it said open' })
    await browser.post('/api/chat/messages', { shopId, message: 'Hello from Sorcha' })
    expect((await browser.post(`/api/shops/${shopId}/messages`, { senderPhone: '0871234567', content: 'Do you deliver?' })).status).toBe(
      201,
    )
    const review = await db('reviews').where('user_id', id).first()
    const ownerId = Number((await db('shops').where('id', shopId).first('owner_id')).owner_id)
    // The owner's notices about her message and review name her and carry her contact details.
    const notices = () => db('notifications').where('user_id', ownerId).whereIn('kind', ['contact_message', 'review_new']).select('details')
    expect(JSON.stringify(await notices())).toContain('sorcha@example.ie')
    expect(await db('favorites').where('user_id', id).first()).toBeDefined()
    const conversation = await db('chat_conversations').where('customer_user_id', id).first()

    const unconfirmed = await browser.post('/api/account/delete', { password: STRONG, confirmation: 'delete me' })
    expect(unconfirmed.status).toBe(422)
    expect(fieldMessages(unconfirmed.body)).toEqual({ confirmation: ACCOUNT_MESSAGES.confirmationMismatch })
    const wrong = await browser.post('/api/account/delete', { password: 'Wrong@123', confirmation: 'DELETE' })
    expect(wrong.status).toBe(422)
    expect((await db('users').where('id', id).first()).id).toBe(id)

    const since = new Date()
    const deleted = await browser.post('/api/account/delete', { password: STRONG, confirmation: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect((await browser.get('/api/account')).status).toBe(401)
    expect(await db('users').where('id', id).first()).toBeUndefined()
    expect(await db('favorites').where('user_id', id).first()).toBeUndefined()
    expect(await db('sessions').where('user_id', id).first()).toBeUndefined()
    expect(await db('reviews').where('id', review.id).first()).toMatchObject({ user_id: null, reviewer_name: FORMER_CUSTOMER, rating: 2 })
    const shopReviews = await new Browser(api.url).get<{ reviews: { id: number; reviewerName: string }[] }>(`/api/shops/${shopId}/reviews`)
    expect(JSON.stringify(shopReviews.body)).toContain(FORMER_CUSTOMER)
    expect(await db('chat_conversations').where('id', conversation.id).first()).toMatchObject({ customer_user_id: null })
    expect((await db('chat_messages').where('conversation_id', conversation.id).first()).message).toBe('Hello from Sorcha')
    // The shop still has the chat, under no name.
    const shopOwner = await db('users').join('shops', 'shops.owner_id', 'users.id').where('shops.id', shopId).first('users.email')
    const ownerBrowser = await owner(api.url, { email: String(shopOwner.email), password: OTHER_OWNER.password })
    const chats = await ownerBrowser.get<{ id: number; customer: { name: string } }[]>('/api/chat/conversations')
    expect(chats.body.find((chat) => chat.id === conversation.id)?.customer.name).toBe(FORMER_CUSTOMER)
    // Every copy in the owner's notifications (the mail outbox rows) lost her name, e-mail and phone.
    const after = JSON.stringify(await notices())
    expect(after).toContain('Do you deliver?')
    for (const trace of ['Sorcha', 'sorcha@example.ie', '0871234567', '+353871234567']) expect(after).not.toContain(trace)
    const bell = JSON.stringify((await ownerBrowser.get('/api/notifications')).body)
    for (const trace of ['Sorcha', 'sorcha@example.ie', '0871234567']) expect(bell).not.toContain(trace)
    expect(bell).toContain(FORMER_CUSTOMER)
    const steps = (
      await db('audit_logs')
        .whereIn('action', ['account_deletion_started', 'account_reviews_anonymised', 'account_chats_anonymised', 'account_deleted'])
        .select('details')
    )
      .map((row) => (typeof row.details === 'string' ? JSON.parse(row.details) : row.details))
      .filter((details) => details.accountId === id)
    expect(steps).toHaveLength(4)
    const mail = await sink.waitFor('sorcha@example.ie', (sent) => sent.receivedAt >= since && /deleted/.test(sent.subject))
    expect(mail.subject).toBe('Your ShopLocal account is deleted')
  })

  it('refuses to delete an owner while an invoice is open, then removes the shops and keeps the payment records', async () => {
    // A fresh owner with a shop, a product and two invoices (one paid, one awaiting payment).
    const browser = new Browser(api.url)
    const since = new Date()
    const registered = await browser.post('/api/shop-owner/register', {
      firstName: 'Deirdre',
      lastName: 'Walsh',
      email: null,
      phone: '0861112233',
      city: 'Tralee',
      password: STRONG,
      contactMethod: 'phone',
    })
    expect(registered.status).toBe(201)
    const verified = await browser.post('/api/auth/verify-phone', { phone: '0861112233', code: await sms.latestCode('0861112233', since) })
    expect(verified.status).toBe(200)
    const id = await currentUserId(browser)
    const [shopId] = await db('shops')
      .insert({ owner_id: id, name: 'Walsh Books', location: 'Tralee', status: 'approved', is_approved: true, is_active: true })
      .returning('id')
      .then((rows) => rows.map((row) => Number(typeof row === 'object' ? row.id : row)))
    const [productId] = await db('products')
      .insert({ shop_id: shopId, name: 'Atlas', price: 12 })
      .returning('id')
      .then((rows) => rows.map((row) => Number(typeof row === 'object' ? row.id : row)))
    await db('payment_transactions').insert([
      { shop_id: shopId, user_id: id, amount_paid: 40, payment_status: 'verified', payment_reference: 'SL-PAID-1' },
      { shop_id: shopId, user_id: id, amount_paid: 99, payment_status: 'awaiting_payment', payment_reference: 'SL-OPEN-1' },
    ])

    const refused = await browser.post<{ message: string; invoices: { reference: string; amount: string; status: string }[] }>(
      '/api/account/delete',
      {
        password: STRONG,
        confirmation: 'DELETE',
      },
    )
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.openInvoices)
    expect(refused.body.invoices).toEqual([
      expect.objectContaining({ reference: 'SL-OPEN-1', amount: '99.00', status: 'awaiting_payment' }),
    ])
    expect((await new Browser(api.url).get(`/api/shops/${shopId}`)).status).toBe(200)

    await db('payment_transactions').where('payment_reference', 'SL-OPEN-1').update({ payment_status: 'rejected' })
    const deleted = await browser.post('/api/account/delete', { password: STRONG, confirmation: 'DELETE' })
    expect(deleted.status).toBe(200)
    expect((await new Browser(api.url).get(`/api/shops/${shopId}`)).status).toBe(404)
    expect(await db('products').where('id', productId).first()).toBeUndefined()
    const kept = await db('payment_transactions')
      .whereIn('payment_reference', ['SL-PAID-1', 'SL-OPEN-1'])
      .select('user_id', 'shop_id', 'amount_paid')
    expect(kept).toHaveLength(2)
    for (const row of kept) expect(row).toMatchObject({ user_id: null, shop_id: null })
    expect(await db('catalogue_changes').where('shop_id', shopId).first()).toBeDefined()
  })

  it('matches a position to the nearest town on this server, keeping nothing', async () => {
    const visitor = new Browser(api.url)
    const found = await visitor.get('/api/places/nearest?latitude=52.2593&longitude=-7.1101')
    expect(found.status).toBe(200)
    expect(found.body).toEqual({ town: 'Waterford', county: 'Waterford', distanceKm: 0 })
    expect(found.headers.get('cache-control')).toBe('no-store')
    expect((await visitor.get('/api/places/nearest?latitude=40.4&longitude=-3.7')).status).toBe(404)
    const bad = await visitor.get('/api/places/nearest?latitude=91&longitude=x')
    expect(bad.status).toBe(422)
    expect(Object.keys(fieldMessages(bad.body)).sort()).toEqual(['latitude', 'longitude'])
  })

  it('applies the same rules to a deletion from the console', async () => {
    const call = adminClient(api.url)
    const token = (await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })).body
      .token
    const ownerId = await userId(db, OTHER_OWNER.email)
    const [shop] = await db('shops').where('owner_id', ownerId).select('id')
    await db('payment_transactions').insert({
      shop_id: shop.id,
      user_id: ownerId,
      amount_paid: 25,
      payment_status: 'pending_verification',
      payment_reference: 'SL-CONSOLE-1',
    })
    const refused = await call('DELETE', `/api/admin/shop-owners/${ownerId}`, { token, body: { reason: 'Asked by the owner' } })
    expect(refused.status).toBe(409)
    expect(refused.body.invoices).toEqual([expect.objectContaining({ reference: 'SL-CONSOLE-1', status: 'pending_verification' })])
    expect(await db('users').where('id', ownerId).first()).toBeDefined()

    // A customer removed from the console keeps their reviews anonymised, as a self-deletion does.
    const browser = await newCustomer(api.url, db, 'Cathal')
    const customerId = await currentUserId(browser)
    const shopId = await publicShop()
    await browser.post(`/api/shops/${shopId}/reviews`, { rating: 5, comment: 'Great' })
    expect((await call('DELETE', `/api/admin/customers/${customerId}`, { token })).status).toBe(200)
    expect(await db('reviews').where({ shop_id: shopId, comment: 'Great', reviewer_name: FORMER_CUSTOMER }).first()).toBeDefined()
    expect(await db('admin_logs').where({ action: 'delete_customer', target_id: customerId }).first()).toBeDefined()
    expect(
      await db('audit_logs').where('action', 'account_deleted').where('details', 'like', `%"accountId":${customerId}%`).first(),
    ).toBeDefined()
  })

  it("stores a visitor's address truncated from the moment a visit is written", async () => {
    const shopId = await publicShop()
    const since = await db('shop_visits').max('id as last').first()
    const visitor = new Browser(api.url, { 'user-agent': 'truncation-probe' })
    expect((await visitor.get(`/api/shops/${shopId}`)).status).toBe(200)
    const visit = await eventually(() =>
      db('shop_visits')
        .where('id', '>', Number(since?.last ?? 0))
        .where('user_agent', 'truncation-probe')
        .first(),
    )
    expect(visit.ip_address).toMatch(/^(\d+\.\d+\.\d+\.0|[0-9a-f:]+::)$/)
  })
})
