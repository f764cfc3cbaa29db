import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnerShop, Product, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { giveCheckedTrader } from '../../../../scripts/testing/trader-fixture.ts'
import { SEARCHED_FIELDS } from '../../../app/services/search/documents.ts'
import { adminClient } from '../../support/admin_client.ts'
import { UNTHROTTLED } from '../auth/browser.ts'
import { signInEveryone, type Clients } from '../owner/owner_clients.ts'

/** Polls until a change shows in search; the 2 s promised to visitors is measured by `npm run bench:freshness`. */
const UNTIL_SEARCHED = { timeout: 15_000, interval: 100 }

const SHOP = { name: 'Brannoch Goods', location: 'Ennis, Co. Clare', description: 'Useful things.' }
const PRODUCT = { name: 'Brannoch Basket', price: 12, description: 'Woven by hand.' }

/*
 * How each searched field is changed in the product: the owner's own edit,
 * with a made-up word in that field. A field the index searches that no edit
 * here changes fails the first test, so a new searched field comes with its
 * edit; the second makes each edit and waits for the word in search, so a
 * field whose change is not announced on the change feed (the freshness path:
 * recordCatalogueChange in the write's transaction, then the follower reading
 * the row again by its mapper's columns) fails there.
 */
const SHOP_EDITS: Record<string, (word: string) => object> = {
  name: (word) => ({ ...SHOP, name: `${word} Goods` }),
  description: (word) => ({ ...SHOP, description: `Useful ${word} things.` }),
  location: (word) => ({ ...SHOP, location: `${word}, Co. Clare` }),
}
const PRODUCT_EDITS: Record<string, (word: string) => object> = {
  name: (word) => ({ ...PRODUCT, name: `${word} Basket` }),
  description: (word) => ({ ...PRODUCT, description: `Woven ${word} by hand.` }),
}

describe(`every searched catalogue field reaches search on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let as: Clients
  let shopId: number
  let productId: number

  const found = async (path: string) =>
    ((await (await fetch(`${api.url}${path}`)).json()) as (ShopListItem | Product)[]).map((row) => row.id)

  beforeAll(async () => {
    api = await startApi({ env: { ...UNTHROTTLED } })
    as = await signInEveryone(api.url)
    const created = await as.ownerA.post<{ shop: OwnerShop }>('/api/shops', SHOP)
    shopId = created.body.shop.id
    const db = api.database.connect()
    await giveCheckedTrader(db, shopId)
    await db.destroy()
    const call = adminClient(api.url)
    const { body } = await call('POST', '/api/admin/auth/token', { body: { email: 'admin@shoplocal.ie', password: 'Admin@2026' } })
    expect((await call('PUT', `/api/admin/shops/${shopId}/approve`, { token: body.token })).status).toBe(200)
    const added = await as.ownerA.post<{ product: Product }>(`/api/shops/${shopId}/products`, PRODUCT)
    productId = added.body.product.id
  })

  afterAll(async () => {
    await api?.stop()
  })

  it('knows how each searched field is changed', () => {
    expect(Object.keys(SHOP_EDITS).sort()).toEqual([...SEARCHED_FIELDS.shops].sort())
    expect(Object.keys(PRODUCT_EDITS).sort()).toEqual([...SEARCHED_FIELDS.products].sort())
  })

  it.each(Object.entries(SHOP_EDITS))("finds a shop by a new word in its %s once the owner's edit is saved", async (field, edit) => {
    const word = `Zorvex${field}`
    expect((await as.ownerA.send('PUT', `/api/shops/${shopId}`, edit(word))).status).toBe(200)
    await expect.poll(() => found(`/api/shops?search=${word}`), UNTIL_SEARCHED).toEqual([shopId])
  })

  it.each(Object.entries(PRODUCT_EDITS))("finds a product by a new word in its %s once the owner's edit is saved", async (field, edit) => {
    const word = `Quorvel${field}`
    expect((await as.ownerA.send('PUT', `/api/products/${productId}`, edit(word))).status).toBe(200)
    await expect.poll(() => found(`/api/products/search?product=${word}`), UNTIL_SEARCHED).toEqual([productId])
  })
})
