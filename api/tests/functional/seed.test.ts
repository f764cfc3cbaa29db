import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { PLANS } from '@shoplocal/shared/constants'
import { CATEGORY_SLUGS, SPOTLIGHT_STATUSES } from '@shoplocal/shared/constants'
import { createTestDatabase, requestedDatabase, type TestDatabase } from '../../../scripts/testing/databases.ts'
import { runAce } from '../../../scripts/testing/start-api.ts'

const count = async (query: Knex.QueryBuilder) => Number((await query.count('* as total').first())?.total ?? 0)

describe(`demo seed on ${requestedDatabase()}`, () => {
  let database: TestDatabase
  let db: Knex
  let setupOutput: string

  beforeAll(async () => {
    database = await createTestDatabase(requestedDatabase())
    db = database.connect()
    setupOutput = await runAce(['db:setup'], database.env)
  })

  afterAll(async () => {
    await db?.destroy()
    await database?.drop()
  })

  it('prints the demo accounts and creates two admins, two shop owners and one customer', async () => {
    const emails = [
      'admin@shoplocal.ie',
      'moderator@shoplocal.ie',
      'siobhan.murphy@shoplocal.ie',
      'ciaran.obrien@shoplocal.ie',
      'aoife.kelly@shoplocal.ie',
    ]
    for (const email of emails) {
      expect(setupOutput).toContain(email)
    }
    const demo = await db('users').where('email', 'like', '%@shoplocal.ie').select('email', 'role', 'is_admin', 'password')
    expect(demo.map((user) => user.role).sort()).toEqual(['admin', 'admin', 'customer', 'shop_owner', 'shop_owner'])
    for (const admin of demo.filter((user) => user.role === 'admin')) expect(Boolean(admin.is_admin)).toBe(true)
    // Hashed with the framework's argon2id driver, never stored in clear.
    for (const user of demo) expect(user.password).toMatch(/^\$argon2id\$/)
  })

  it('has the 8 marketplace categories', async () => {
    const categories = await db('categories').select('slug', 'name', 'icon', 'description').orderBy('slug')
    expect(categories.map((category) => category.slug)).toEqual([...CATEGORY_SLUGS].sort())
    for (const category of categories) {
      expect(category.name).toBeTruthy()
      expect(category.icon).toBeTruthy()
      expect(category.description).toBeTruthy()
    }
  })

  it('has at least 40 approved shops plus pending and rejected ones in 10+ towns and several counties', async () => {
    expect(await count(db('shops').where({ status: 'approved', is_approved: true }))).toBeGreaterThanOrEqual(40)
    expect(await count(db('shops').where('status', 'pending'))).toBeGreaterThan(0)
    expect(await count(db('shops').where('status', 'rejected'))).toBeGreaterThan(0)
    const locations: string[] = (await db('shops').distinct('location')).map((row) => row.location)
    expect(locations.length).toBeGreaterThanOrEqual(10)
    expect(new Set(locations.map((location) => location.split(', Co. ')[1])).size).toBeGreaterThanOrEqual(5)
    const incomplete = await count(
      db('shops').where((query) =>
        query.whereNull('address').orWhereNull('phone').orWhereNull('opening_hours').orWhereNull('profile_image_url'),
      ),
    )
    expect(incomplete).toBe(0)
  })

  it('has at least 300 products with euro prices, stock counts, ratings and reviews', async () => {
    expect(await count(db('products'))).toBeGreaterThanOrEqual(300)
    expect(await count(db('products').where('price', '<=', 0))).toBe(0)
    expect(await count(db('products').where('in_stock', false))).toBeGreaterThan(0)
    // Every product counts its stock, so a demo product can be reserved at once; the out-of-stock ones hold none.
    expect(await count(db('products').whereNull('stock'))).toBe(0)
    expect(await count(db('products').where('in_stock', true).where('stock', '<', 1))).toBe(0)
    expect(await count(db('products').where('in_stock', false).where('stock', '>', 0))).toBe(0)
    expect(await count(db('products').where('rating', '>', 0))).toBeGreaterThan(150)
    expect(await count(db('reviews').whereNotNull('product_id'))).toBeGreaterThan(300)
    expect(await count(db('reviews').whereNull('product_id'))).toBeGreaterThanOrEqual(40)
  })

  it('has the 6 payment plans with the exact prices, durations and limits', async () => {
    const plans = await db('payment_plans')
      .where('is_active', true)
      .select('name', 'price', 'duration', 'max_products', 'savings', 'is_popular')
    expect(plans).toHaveLength(6)
    for (const plan of PLANS) {
      const row = plans.find((candidate) => candidate.name === plan.name)!
      expect(Number(row.price)).toBe(plan.price)
      expect(Number(row.duration)).toBe(plan.duration)
      expect(Number(row.max_products)).toBe(plan.maxProducts)
      expect(row.savings === null ? null : Number(row.savings)).toBe(plan.savings)
    }
  })

  it('has spotlight requests in every status, some approved and running now', async () => {
    const statuses = (await db('spotlight_requests').distinct('status')).map((row) => row.status).sort()
    expect(statuses).toEqual([...SPOTLIGHT_STATUSES].sort())
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    expect(await count(db('spotlight_requests').where('status', 'approved').where('end_date', '>', now))).toBeGreaterThan(0)
    expect(await count(db('spotlight_requests').where('status', 'approved').where('priority', '>', 5))).toBeGreaterThan(0)
  })

  it('spreads visits over the last 12 months and counts them on each shop', async () => {
    const months = await db('shop_visits').distinct('year', 'month')
    expect(months.length).toBeGreaterThanOrEqual(10)
    const [{ total }] = await db('shop_visits').count('* as total')
    const [{ views }] = await db('shops').sum('view_count as views')
    expect(Number(views)).toBe(Number(total))
  })

  it('leaves the data alone when setup runs again', async () => {
    const before = await count(db('shops'))
    await runAce(['db:setup'], database.env)
    expect(await count(db('shops'))).toBe(before)
  })
})
