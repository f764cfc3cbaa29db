import db from '@adonisjs/lucid/services/db'
import type { ShopStatus } from '@shoplocal/shared/types'
import { generatedPeople, unusablePasswordHash } from '#database/seed/accounts'
import { SeededRandom } from '#database/seed/random_source'
import { buildProducts, buildShop } from '#database/seed/shop_factory'
import { SCALE_PRODUCTS_PER_SHOP } from '#database/seed/scale_shape'
import { IdSequence, insertRows, type Row } from '#database/seed/writer'

const SHOPS_PER_OWNER = 5
const BATCH_SHOPS = 500

/*
 * Grows the catalogue to `targetShops` shops for benchmarks. Works in batches
 * of 500 shops, each batch its own transaction, so memory stays flat and a
 * long run shows progress. Ratings and view counts are set directly instead
 * of writing review and visit rows.
 */
export async function seedScale(targetShops: number, report: (message: string) => void) {
  const existing = Number((await db.from('shops').count('* as total').first())?.total ?? 0)
  const existingProducts = Number((await db.from('products').count('* as total').first())?.total ?? 0)
  const missing = targetShops - existing
  if (missing <= 0) return { shops: 0, products: 0 }
  // Spread the products so the total lands exactly on 20 per shop overall.
  const productsNeeded = Math.max(targetShops * SCALE_PRODUCTS_PER_SHOP - existingProducts, 0)
  const perShop = Math.floor(productsNeeded / missing)
  const withOneMore = productsNeeded - perShop * missing

  const rng = new SeededRandom(targetShops)
  const now = new Date()
  const passwordHash = await unusablePasswordHash()
  const categories: { id: number; slug: string }[] = await db.from('categories').select('id', 'slug')
  const categoryIds = new Map(categories.map((row) => [row.slug, Number(row.id)]))
  let made = { shops: 0, products: 0 }

  for (let start = 0; start < missing; start += BATCH_SHOPS) {
    const size = Math.min(BATCH_SHOPS, missing - start)
    await db.transaction(async (trx) => {
      const userIds = await IdSequence.after(trx, 'users')
      const shopIds = await IdSequence.after(trx, 'shops')
      const productIds = await IdSequence.after(trx, 'products')
      const owners = generatedPeople({
        count: Math.ceil(size / SHOPS_PER_OWNER),
        role: 'shop_owner',
        ids: userIds,
        passwordHash,
        rng,
        now,
        numberFrom: 100000 + existing + start,
      })
      const shops: Row[] = []
      const products: Row[] = []
      const prices: Row[] = []
      for (let offset = 0; offset < size; offset++) {
        const index = existing + start + offset
        const status: ShopStatus = index % 20 === 0 ? 'pending' : index % 33 === 0 ? 'rejected' : 'approved'
        const shop = buildShop({
          id: shopIds.take(),
          index,
          ownerId: Number(owners[Math.floor(offset / SHOPS_PER_OWNER)].id),
          status,
          categoryIds,
          rng,
          now,
        })
        shop.row.rating = rng.int(300, 500) / 100
        shop.row.review_count = rng.int(0, 40)
        shop.row.view_count = rng.int(0, 2000)
        shops.push(shop.row)
        for (const product of buildProducts({
          shop,
          count: perShop + (start + offset < withOneMore ? 1 : 0),
          nextId: () => productIds.take(),
          rng,
          now,
        })) {
          product.row.rating = rng.int(250, 500) / 100
          product.row.review_count = rng.int(0, 25)
          products.push(product.row)
          prices.push(...product.prices)
        }
      }
      await insertRows(trx, 'users', owners)
      await insertRows(trx, 'shops', shops)
      await insertRows(trx, 'products', products, 1000)
      await insertRows(trx, 'product_prices', prices, 1000)
      made = { shops: made.shops + shops.length, products: made.products + products.length }
    })
    report(`  ${existing + made.shops} shops, ${made.products} products added so far`)
  }
  return made
}

const BATCH_USERS = 2000

/**
 * Adds customers until the users table holds `targetUsers` rows, for the admin
 * console's benchmarks (100,000 users). Batches of 2,000, each its own transaction.
 */
export async function seedUsers(targetUsers: number, report: (message: string) => void) {
  const existing = Number((await db.from('users').count('* as total').first())?.total ?? 0)
  const missing = targetUsers - existing
  if (missing <= 0) return { users: 0 }
  const rng = new SeededRandom(targetUsers + 7)
  const now = new Date()
  const passwordHash = await unusablePasswordHash()
  let made = 0
  for (let start = 0; start < missing; start += BATCH_USERS) {
    const size = Math.min(BATCH_USERS, missing - start)
    await db.transaction(async (trx) => {
      const ids = await IdSequence.after(trx, 'users')
      const people = generatedPeople({
        count: size,
        role: 'customer',
        ids,
        passwordHash,
        rng,
        now,
        numberFrom: 1_000_000 + existing + start,
      })
      await insertRows(trx, 'users', people, 1000)
    })
    made += size
    report(`  ${existing + made} users so far`)
  }
  return { users: made }
}
