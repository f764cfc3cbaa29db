import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { createTestDatabase, requestedDatabase, type TestDatabase } from '../../../scripts/testing/databases.ts'
import { runAce } from '../../../scripts/testing/start-api.ts'

/** Every table the platform uses, plus the access-token guard's table. */
const TABLES = [
  'users',
  'sessions',
  'verification_codes',
  'password_reset_tokens',
  'login_sessions',
  'audit_logs',
  'categories',
  'shops',
  'products',
  'messages',
  'subscriptions',
  'payment_plans',
  'payment_transactions',
  'guest_sessions',
  'admin_logs',
  'shop_visits',
  'chat_conversations',
  'chat_messages',
  'reviews',
  'favorites',
  'spotlight_requests',
  'auth_access_tokens',
]

async function existingTables(connection: Knex): Promise<string[]> {
  const found = await Promise.all(TABLES.map(async (table) => ((await connection.schema.hasTable(table)) ? table : null)))
  return found.filter((table): table is string => table !== null)
}

describe(`migrations on ${requestedDatabase()}`, () => {
  let database: TestDatabase
  let connection: Knex

  beforeAll(async () => {
    database = await createTestDatabase(requestedDatabase())
    connection = database.connect()
  })

  afterAll(async () => {
    await connection?.destroy()
    await database?.drop()
  })

  it('migrate up, roll back and migrate up again cleanly', async () => {
    await runAce(['migration:run', '--force'], database.env)
    expect(await existingTables(connection)).toEqual(TABLES)

    await runAce(['migration:rollback', '--batch=0', '--force'], database.env)
    expect(await existingTables(connection)).toEqual([])

    await runAce(['migration:run', '--force'], database.env)
    expect(await existingTables(connection)).toEqual(TABLES)
  })

  it('enforces the unique constraints and defaults', async () => {
    const [userId] = await connection('users').insert({ email: 'a@example.ie', role: 'customer' })
    const user = await connection('users').where('id', userId).first()
    expect(user.role).toBe('customer')
    expect(user.contact_method).toBe('email')
    expect(Number(user.failed_login_attempts)).toBe(0)

    // Email + role is unique; the same email with another role is a different account.
    await expect(connection('users').insert({ email: 'a@example.ie', role: 'customer' })).rejects.toThrow()
    await connection('users').insert({ email: 'a@example.ie', role: 'shop_owner' })

    const [shopId] = await connection('shops').insert({ owner_id: userId, name: 'Test Shop', location: 'Sligo' })
    const shop = await connection('shops').where('id', shopId).first()
    expect(shop.status).toBe('pending')
    expect(Boolean(shop.is_approved)).toBe(false)
    expect(Boolean(shop.is_active)).toBe(true)
    expect(Number(shop.max_products)).toBe(30)
    expect(shop.current_plan).toBe('free_trial')
    expect(shop.payment_status).toBe('pending')

    await expect(
      connection('categories').insert([
        { name: 'A', slug: 'same' },
        { name: 'B', slug: 'same' },
      ]),
    ).rejects.toThrow()
  })

  it('cascades a deleted shop to its products and visits', async () => {
    const [ownerId] = await connection('users').insert({ email: 'owner@example.ie', role: 'shop_owner' })
    const [shopId] = await connection('shops').insert({ owner_id: ownerId, name: 'Cascade', location: 'Ennis' })
    await connection('products').insert({ shop_id: shopId, name: 'Thing', price: 10 })
    await connection('shop_visits').insert({
      shop_id: shopId,
      visited_at: '2026-01-01 10:00:00',
      year: 2026,
      month: 1,
      week: 1,
      day: 1,
    })
    await connection('shops').where('id', shopId).delete()
    expect(await connection('products').where('shop_id', shopId)).toHaveLength(0)
    expect(await connection('shop_visits').where('shop_id', shopId)).toHaveLength(0)
  })
})
