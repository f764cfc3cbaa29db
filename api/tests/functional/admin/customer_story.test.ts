import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { AdminCustomerDetail, AdminLogFacets, AdminLogsPage } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { UNTHROTTLED } from '../auth/browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')
const today = () => new Date().toISOString().slice(0, 10)
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)

describe(`a customer's whole story and the searchable admin log on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string
  let customerId: number
  let shop: { id: number; name: string }
  let product: { id: number; name: string }

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    call = adminClient(api.url)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
    const now = sqlNow()
    const [id] = await db('users').insert({
      role: 'customer',
      contact_method: 'email',
      email: 'niamh.ostory@example.ie',
      first_name: 'Niamh',
      last_name: 'Ó Stóraí',
      city: 'Galway',
      created_at: now,
      updated_at: now,
    })
    customerId = Number(id)
    shop = await db('shops').where('status', 'approved').orderBy('id').first()
    product = await db('products').where('shop_id', shop.id).first()
    await db('favorites').insert({ user_id: customerId, shop_id: shop.id, product_id: product.id, created_at: now })
    await db('shop_follows').insert({ user_id: customerId, shop_id: shop.id, created_at: now })
    await db('reviews').insert({
      user_id: customerId,
      shop_id: shop.id,
      rating: 4,
      comment: 'Lovely bread',
      created_at: now,
      updated_at: now,
    })
    const [conversation] = await db('chat_conversations').insert({
      shop_id: shop.id,
      customer_user_id: customerId,
      created_at: now,
      updated_at: now,
    })
    await db('chat_messages').insert([
      {
        conversation_id: Number(conversation),
        sender_type: 'customer',
        sender_id: String(customerId),
        message: 'Open Sunday?',
        created_at: now,
      },
      {
        conversation_id: Number(conversation),
        sender_type: 'shop_owner',
        sender_id: String(shop.id),
        message: 'Yes, 10 to 4',
        created_at: now,
      },
    ])
    await db('messages').insert({
      shop_id: shop.id,
      customer_user_id: customerId,
      sender_name: 'Niamh',
      content: 'Do you deliver?',
      created_at: now,
    })
    await db('shop_visits').insert({
      shop_id: shop.id,
      user_id: customerId,
      ip_address: '10.1.2.0',
      visited_at: now,
      year: 2026,
      month: 1,
      week: 1,
      day: 1,
      created_at: now,
    })
    await db('audit_logs').insert([
      { user_id: customerId, action: 'login', success: true, ip_address: '10.1.2.0', created_at: now },
      { user_id: customerId, action: 'login_failed', success: false, ip_address: '10.1.3.0', created_at: now },
      { user_id: customerId, action: 'profile_updated', success: true, created_at: now },
    ])
  }, 180_000)

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('GET /api/admin/customers/:id tells the account, its counts, reviews, chats with their last message, favourites, messages, visits, sign-ins and admin actions', async () => {
    expect((await call('PATCH', `/api/admin/customers/${customerId}/ban`, { token, body: { banned: true } })).status).toBe(200)
    const { status, body } = await call<AdminCustomerDetail>('GET', `/api/admin/customers/${customerId}`, { token })
    expect(status).toBe(200)
    expect(body.customer).toMatchObject({ id: customerId, firstName: 'Niamh', lastName: 'Ó Stóraí', banned: true })
    expect(body.counts).toEqual({ favourites: 1, follows: 1, reviews: 1, chats: 1, messages: 1, visits: 1 })
    expect(body.reviews).toEqual([expect.objectContaining({ rating: 4, comment: 'Lovely bread', shopId: shop.id, shopName: shop.name })])
    expect(body.chats).toEqual([
      expect.objectContaining({
        shopId: shop.id,
        shopName: shop.name,
        messageCount: 2,
        lastMessage: { text: 'Yes, 10 to 4', from: 'shop_owner', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      }),
    ])
    expect(body.favourites).toEqual([
      { shopId: shop.id, shopName: shop.name, productId: product.id, productName: product.name, createdAt: expect.any(String) },
    ])
    expect(body.messages).toEqual([expect.objectContaining({ shopName: shop.name, content: 'Do you deliver?' })])
    expect(body.visits).toEqual([expect.objectContaining({ shopId: shop.id, shopName: shop.name })])
    expect(body.signIns.map((row) => row.action).sort()).toEqual(['login', 'login_failed'])
    expect(body.signIns.find((row) => row.action === 'login_failed')).toMatchObject({ success: false, ipAddress: '10.1.3.0' })
    expect(body.adminActions).toEqual([
      expect.objectContaining({ action: 'ban_customer', targetId: customerId, admin: expect.objectContaining({ email: ADMIN.email }) }),
    ])
  })

  it('lists a phone-verified account as verified in Users (plain and searched) as in Customers', async () => {
    const now = sqlNow()
    const [id] = await db('users').insert({
      role: 'customer',
      contact_method: 'phone',
      phone: '+353871234599',
      first_name: 'Pádraig',
      last_name: 'Fónverified',
      is_phone_verified: true,
      is_email_verified: false,
      created_at: now,
      updated_at: now,
    })
    const expected = { id: Number(id), isEmailVerified: false, isPhoneVerified: true }
    type Listed = { id: number; isEmailVerified: boolean; isPhoneVerified: boolean }
    const users = await call<{ users: Listed[] }>('GET', '/api/admin/users?limit=100&sortBy=createdAt&sortOrder=desc', { token })
    expect(users.body.users.find((user) => user.id === Number(id))).toMatchObject(expected)
    const searched = await call<{ users: Listed[] }>('GET', `/api/admin/users?search=${encodeURIComponent('Fónverified')}`, { token })
    expect(searched.body.users).toEqual([expect.objectContaining(expected)])
    const customers = await call<{ customers: Listed[] }>('GET', `/api/admin/customers?search=${id}`, { token })
    expect(customers.body.customers).toEqual([expect.objectContaining(expected)])
  })

  it('answers 404 for an owner, an unknown id or a word, and 401 without credentials', async () => {
    const owner = await db('users').where('role', 'shop_owner').first()
    expect((await call('GET', `/api/admin/customers/${owner.id}`, { token })).status).toBe(404)
    expect((await call('GET', '/api/admin/customers/999999', { token })).status).toBe(404)
    expect((await call('GET', '/api/admin/customers/abc', { token })).status).toBe(404)
    expect((await call('GET', `/api/admin/customers/${customerId}`)).status).toBe(401)
  })

  it('GET /api/admin/logs filters by action, admin, text and days; facets list the actions and admins', async () => {
    await call('PATCH', `/api/admin/customers/${customerId}/ban`, { token, body: { banned: false } })
    const admin = await db('users').where('email', ADMIN.email).first()
    const logs = async (query: string) => {
      const reply = await call<AdminLogsPage>('GET', `/api/admin/logs?${query}`, { token })
      expect(reply.status, query).toBe(200)
      return reply.body
    }
    const byAction = await logs('action=ban_customer')
    expect(byAction.logs.length).toBeGreaterThan(0)
    expect(byAction.logs.every((log) => log.action === 'ban_customer')).toBe(true)

    const byText = await logs(`search=${encodeURIComponent('Ó Stóraí')}`)
    expect(byText.logs.map((log) => log.action).sort()).toEqual(['ban_customer', 'unban_customer'])
    expect(byText.totalCount).toBe(2)

    const combined = await logs(`search=Niamh&adminId=${admin.id}&from=${today()}&to=${today()}&action=unban_customer`)
    expect(combined.logs).toEqual([expect.objectContaining({ action: 'unban_customer', targetId: customerId })])
    expect((await logs(`search=Niamh&from=${tomorrow()}`)).totalCount).toBe(0)
    expect((await logs(`search=Niamh&adminId=all&action=all&targetType=customer`)).totalCount).toBe(2)
    expect((await logs('search=100%25')).logs.every((log) => JSON.stringify(log).includes('100%'))).toBe(true)

    expect((await call('GET', '/api/admin/logs?from=yesterday', { token })).status).toBe(422)
    expect((await call('GET', '/api/admin/logs?adminId=x', { token })).status).toBe(422)

    const facets = await call<AdminLogFacets>('GET', '/api/admin/logs/facets', { token })
    expect(facets.status).toBe(200)
    expect(facets.body.actions).toEqual(expect.arrayContaining(['ban_customer', 'unban_customer']))
    expect(facets.body.admins).toContainEqual({ id: admin.id, name: expect.any(String) })

    // Each action the filter offers leaves that action alone, every row of it and nothing else.
    for (const action of facets.body.actions) {
      const page = await logs(`action=${action}&limit=100`)
      const stored = Number((await db('admin_logs').where('action', action).count('* as total').first())?.total)
      expect(page.totalCount, action).toBe(stored)
      expect(new Set(page.logs.map((log) => log.action)), action).toEqual(new Set([action]))
    }
  })
})
