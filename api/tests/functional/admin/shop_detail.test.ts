import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { ADMIN_SHOP_DETAIL_PRODUCTS } from '@shoplocal/shared/constants'
import type { AdminShopDetail } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { adminClient } from '../../support/admin_client.ts'
import { UNTHROTTLED } from '../auth/browser.ts'

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const sqlNow = () => new Date().toISOString().slice(0, 19).replace('T', ' ')

describe(`GET /api/admin/shops/:id on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let call: ReturnType<typeof adminClient>
  let token: string

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    call = adminClient(api.url)
    token = (await call('POST', '/api/admin/auth/token', { body: ADMIN })).body.token
  }, 180_000)

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('shows a pending shop in full before a decision: owner, photo and its products with pictures and prices', async () => {
    const pending = await db('shops').where('status', 'pending').orderBy('id').first()
    await db('products').insert({
      shop_id: pending.id,
      name: 'Hand-thrown mug',
      description: 'Stoneware, 350 ml',
      price: 24.5,
      image_url: `/uploads/owners/${pending.owner_id}/mug.webp`,
      in_stock: true,
      is_active: true,
      created_at: sqlNow(),
      updated_at: sqlNow(),
    })
    const { status, body } = await call<AdminShopDetail>('GET', `/api/admin/shops/${pending.id}`, { token })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: pending.id, name: pending.name, status: 'pending', location: pending.location })
    expect(body.description).toBe(pending.description)
    const owner = await db('users').where('id', pending.owner_id).first()
    expect(body.owner).toMatchObject({ id: owner.id, email: owner.email })
    const total = Number((await db('products').where('shop_id', pending.id).count('* as total').first())?.total)
    expect(body.productCount).toBe(total)
    expect(body.products.length).toBe(Math.min(total, ADMIN_SHOP_DETAIL_PRODUCTS))
    expect(body.products).toContainEqual(
      expect.objectContaining({ name: 'Hand-thrown mug', price: 24.5, imageUrl: `/uploads/owners/${pending.owner_id}/mug.webp` }),
    )
  })

  it("reads a shop's town and county from its location, a known town alone giving its county", async () => {
    const pending = await db('shops').where('status', 'pending').orderBy('id').first()
    const detail = async (location: string) => {
      await db('shops').where('id', pending.id).update({ location, address: '1 Main Street' })
      const { status, body } = await call<AdminShopDetail>('GET', `/api/admin/shops/${pending.id}`, { token })
      expect(status).toBe(200)
      return { address: body.address, location: body.location, town: body.town, county: body.county }
    }
    expect(await detail('Tralee, Co. Kerry')).toEqual({
      address: '1 Main Street',
      location: 'Tralee, Co. Kerry',
      town: 'Tralee',
      county: 'Kerry',
    })
    expect(await detail('Galway')).toEqual({ address: '1 Main Street', location: 'Galway', town: 'Galway', county: 'Galway' })
    expect(await detail('Nowhereville')).toEqual({ address: '1 Main Street', location: 'Nowhereville', town: 'Nowhereville', county: null })
    await db('shops').where('id', pending.id).update({ location: pending.location, address: pending.address })
  })

  it('answers 404 for an unknown shop and 401 without credentials', async () => {
    expect((await call('GET', '/api/admin/shops/999999', { token })).status).toBe(404)
    expect((await call('GET', '/api/admin/shops/abc', { token })).status).toBe(404)
    const any = await db('shops').first()
    expect((await call('GET', `/api/admin/shops/${any.id}`)).status).toBe(401)
  })
})
