import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { ENGAGEMENT_SERVER_MESSAGES as M } from '@shoplocal/shared/messages'
import type { FavoriteCount, FavoriteItem, FavoriteState } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { Browser, UNTHROTTLED } from '../auth/browser.ts'
import { CUSTOMER, guest, newCustomer, owner, publicProducts, userId, type PublicProduct } from './people.ts'

describe(`favourites on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  let products: PublicProduct[]

  beforeAll(async () => {
    api = await startApi({ env: UNTHROTTLED })
    db = api.database.connect()
    products = await publicProducts(db, 12)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  const body = (product: PublicProduct) => ({ shopId: product.shopId, productId: product.id })
  const rowsFor = (productId: number) => db('favorites').where('product_id', productId).count('* as total').first()
  const countOf = async (product: PublicProduct) => {
    const counts = (await new Browser(api.url).get<FavoriteCount[]>(`/api/favorites/counts?productIds=${product.id}`)).body
    return counts.find((entry) => entry.productId === product.id)?.count ?? 0
  }

  it('gives a visitor with no guest session nothing to read and refuses writes with 401', async () => {
    const anonymous = new Browser(api.url)
    const count = await anonymous.get('/api/favorites/count')
    expect(count.status).toBe(200)
    expect(count.body).toBe(0)
    expect((await anonymous.get('/api/customer/favorites')).body).toEqual([])
    const add = await anonymous.post('/api/customer/favorites', body(products[0]))
    expect(add.status).toBe(401)
    expect(add.body.message).toBe(M.signInOrGuestRequired)
    expect((await anonymous.send('DELETE', '/api/favorites', body(products[0]))).status).toBe(401)
    expect((await anonymous.send('DELETE', `/api/customer/favorites/${products[0].shopId}?productId=${products[0].id}`)).status).toBe(401)
  })

  it('lets a guest add, list, count and remove, each call harmless when repeated', async () => {
    const visitor = await guest(api.url, 'saver@example.ie')
    const product = products[1]
    const before = await countOf(product)

    const first = await visitor.post<FavoriteState>('/api/customer/favorites', body(product))
    expect(first.status).toBe(200)
    expect(first.body).toEqual({ ...body(product), isFavorite: true, count: before + 1 })
    const again = await visitor.post<FavoriteState>('/api/customer/favorites', body(product))
    expect(again.body).toEqual(first.body)
    expect(await countOf(product)).toBe(before + 1)
    expect((await visitor.get('/api/favorites/count')).body).toBe(1)

    const list = await visitor.get<FavoriteItem[]>('/api/customer/favorites')
    expect(list.body).toHaveLength(1)
    expect(list.body[0]).toMatchObject({ id: product.id, shopId: product.shopId, shop: { id: product.shopId } })
    expect(list.body[0]).toHaveProperty('isSpotlighted')
    expect(typeof list.body[0].price).toBe('number')
    // The product's own figures, not its shop's.
    const stored = await db('products').where('id', product.id).first('rating', 'review_count')
    const reviewCount = Number(stored.review_count)
    expect(list.body[0]).toMatchObject({ reviewCount, rating: reviewCount > 0 ? Number(stored.rating) : null })

    const removed = await visitor.send<FavoriteState>('DELETE', `/api/customer/favorites/${product.shopId}?productId=${product.id}`)
    expect(removed.body).toEqual({ ...body(product), isFavorite: false, count: before })
    const removedAgain = await visitor.send<FavoriteState>('DELETE', '/api/favorites', body(product))
    expect(removedAgain.status).toBe(200)
    expect(removedAgain.body.count).toBe(before)
    expect((await visitor.get('/api/favorites/count')).body).toBe(0)
  })

  it('refuses bad input with 422, and a product not of that shop or not public with 404', async () => {
    const visitor = await guest(api.url)
    expect((await visitor.post('/api/customer/favorites', { shopId: 'x', productId: 1 })).status).toBe(422)
    expect((await visitor.post('/api/customer/favorites', { shopId: products[0].shopId })).status).toBe(422)
    expect((await visitor.get('/api/favorites/counts?productIds=1,abc')).status).toBe(422)
    const otherShop = products.find((product) => product.shopId !== products[0].shopId)!
    const mismatched = await visitor.post('/api/customer/favorites', { shopId: otherShop.shopId, productId: products[0].id })
    expect(mismatched.status).toBe(404)
    expect(mismatched.body.message).toBe(M.productNotFound)

    await db('products').where('id', products[2].id).update({ is_active: false })
    expect((await visitor.post('/api/customer/favorites', body(products[2]))).status).toBe(404)
    await db('products').where('id', products[2].id).update({ is_active: true })
    expect((await visitor.post('/api/customer/favorites', { shopId: 999999, productId: 999999 })).status).toBe(404)
    expect((await visitor.get('/api/favorites/count')).body).toBe(0)
  })

  it('keeps owner accounts out of favourites', async () => {
    const shopOwner = await owner(api.url)
    const add = await shopOwner.post('/api/customer/favorites', body(products[0]))
    expect(add.status).toBe(403)
    expect(add.body.message).toBe(M.customersOnly)
    expect((await shopOwner.get('/api/favorites/count')).body).toBe(0)
  })

  it('counts per product for a shop or a list of products', async () => {
    const product = products[3]
    const a = await newCustomer(api.url, db, 'Saoirse')
    const b = await guest(api.url, 'second@example.ie')
    await a.post('/api/customer/favorites', body(product))
    await b.post('/api/customer/favorites', body(product))
    const byShop = await new Browser(api.url).get<FavoriteCount[]>(`/api/favorites/counts?shopId=${product.shopId}`)
    const expected = Number((await rowsFor(product.id))?.total)
    expect(byShop.body.find((entry) => entry.productId === product.id)?.count).toBe(expected)
    expect(byShop.body.every((entry) => entry.count > 0)).toBe(true)
  })

  it('stays consistent under 20 simultaneous calls on one favourite', async () => {
    const person = await newCustomer(api.url, db, 'Orla')
    const product = products[4]
    const base = await countOf(product)
    const add = () => person.post<FavoriteState>('/api/customer/favorites', body(product))
    const remove = () => person.send<FavoriteState>('DELETE', '/api/favorites', body(product))

    const adds = await Promise.all(Array.from({ length: 20 }, add))
    expect(adds.every((reply) => reply.status === 200)).toBe(true)
    expect(await countOf(product)).toBe(base + 1)

    const toggles = await Promise.all(Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? remove() : add())))
    expect(toggles.every((reply) => reply.status === 200)).toBe(true)
    const mine = await person.get<FavoriteItem[]>('/api/customer/favorites')
    const saved = mine.body.some((item) => item.id === product.id) ? 1 : 0
    expect(await countOf(product)).toBe(base + saved)
    expect((await person.get('/api/favorites/count')).body).toBe(saved)

    const removes = await Promise.all(Array.from({ length: 20 }, remove))
    expect(removes.every((reply) => reply.status === 200 && reply.body.count === base)).toBe(true)
    expect(await countOf(product)).toBe(base)
  })

  it('moves a guest’s favourites to the account on sign-in in the same browser, without duplicates', async () => {
    const aoife = await userId(db, CUSTOMER.email)
    const owned = await db('favorites').where('user_id', aoife).first('product_id', 'shop_id')
    const already = { id: Number(owned.product_id), shopId: Number(owned.shop_id) }
    const fresh = products.find((product) => product.id !== already.id && product.id !== products[4].id)!
    await db('favorites').where('user_id', aoife).where('product_id', fresh.id).delete()
    const before = Number((await db('favorites').where('user_id', aoife).count('* as total').first())?.total)

    const browser = await guest(api.url, 'adopt@example.ie')
    await browser.post('/api/customer/favorites', body(already))
    await browser.post('/api/customer/favorites', body(fresh))
    const guestId = (await browser.get<{ guestSession: { id: number } }>('/api/guest-session')).body.guestSession.id

    const signIn = await browser.post('/api/customer/login', { contact: CUSTOMER.email, password: CUSTOMER.password })
    expect(signIn.status).toBe(200)
    expect(await db('favorites').where('guest_session_id', guestId)).toHaveLength(0)
    const after = Number((await db('favorites').where('user_id', aoife).count('* as total').first())?.total)
    expect(after).toBe(before + 1)
    expect((await browser.get('/api/favorites/count')).body).toBe(after)
  })

  it('moves a guest’s favourites to a new account on sign-up in the same browser', async () => {
    const browser = await guest(api.url, 'newbie@example.ie')
    await browser.post('/api/customer/favorites', body(products[5]))
    await newCustomer(api.url, db, 'Ciara', browser)
    const list = await browser.get<FavoriteItem[]>('/api/customer/favorites')
    expect(list.body.map((item) => item.id)).toEqual([products[5].id])
  })
})
