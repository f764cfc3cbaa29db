import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { getJson, insertOwner, insertProduct, insertShop, searchable } from './fixtures.ts'

/*
 * Forgiving search through the real API: a small catalogue of made-up words
 * ("Quorvath", "Brennick") beside the demo seed, so typos, accents, plurals,
 * Irish place names and ranking can be checked exactly.
 */
describe(`forgiving catalogue search on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<string, number>

  const shopIds = async (query: string) => (await getJson<ShopListItem[]>(`${api.url}/api/shops?${query}`)).body.map((shop) => shop.id)
  const productIds = async (query: string) =>
    (await getJson<Product[]>(`${api.url}/api/products/search?${query}`)).body.map((product) => product.id)

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
    const owner = await insertOwner(db, 'quorvath.owner@example.ie')
    ids.bakery = await insertShop(db, owner, {
      name: 'Quorvath Bakery',
      description: 'Brennick loaves baked daily.',
      location: 'Galway, Co. Galway',
      rating: 4,
      reviewCount: 1,
    })
    ids.siobhan = await insertShop(db, owner, {
      name: 'Siobhán Quorvath Crafts',
      description: 'Candles; bakery goods on Saturdays.',
      location: 'Tralee, Co. Kerry',
      rating: 5,
      reviewCount: 1,
    })
    ids.derry = await insertShop(db, owner, { name: 'Quorvath Books', location: 'Derry, Co. Derry' })
    ids.hidden = await insertShop(db, owner, { name: 'Quorvath Hidden Bakery', location: 'Galway, Co. Galway', status: 'pending' })
    ids.loaf = await insertProduct(db, ids.bakery, { name: 'Brennick Loaf', description: 'Sourdough.', rating: 1, reviewCount: 1 })
    ids.jam = await insertProduct(db, ids.bakery, {
      name: 'Damson Jam',
      description: 'Lovely on a brennick loaf.',
      rating: 5,
      reviewCount: 1,
    })
    ids.grainne = await insertProduct(db, ids.siobhan, { name: 'Gráinne Brennick Candle', rating: 3, reviewCount: 1 })
    ids.hiddenLoaf = await insertProduct(db, ids.hidden, { name: 'Brennick Hidden Loaf' })
    // A one-letter typo only the search index forgives: found means the index has every row above.
    await searchable(`${api.url}/api/products/search?product=brenick%20candle`)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it('tolerates one typo in a word of five letters or more', async () => {
    expect((await shopIds('search=quorvth')).sort()).toEqual([ids.bakery, ids.siobhan, ids.derry].sort())
    expect(await shopIds('search=bakry%20quorvath')).toEqual([ids.bakery, ids.siobhan])
    const typo = await productIds('product=brenick')
    // The two with the word in their name first, then the one with it in its description.
    expect(typo.slice(0, 2).sort()).toEqual([ids.loaf, ids.grainne].sort())
    expect(typo[2]).toBe(ids.jam)
  })

  it('folds accents both ways', async () => {
    expect(await shopIds('search=siobhan')).toEqual([ids.siobhan])
    expect(await productIds('product=grainne')).toEqual([ids.grainne])
    expect(await productIds('product=GR%C3%81INNE')).toEqual([ids.grainne])
  })

  it('finds a singular from a plural and a plural from a singular', async () => {
    expect(await productIds('product=brennick%20loaves')).toEqual([ids.loaf, ids.jam])
    expect(await shopIds('search=quorvath%20bakeries')).toEqual([ids.bakery, ids.siobhan])
    expect(await shopIds('search=quorvath%20loaf')).toEqual([ids.bakery])
  })

  it('ranks a name match before a description match, whatever the rating', async () => {
    expect(await productIds('product=brennick%20loaf')).toEqual([ids.loaf, ids.jam])
    expect(await shopIds('search=quorvath%20bakery')).toEqual([ids.bakery, ids.siobhan])
  })

  it('understands Irish place names, variants and Eircode routing keys in the location box', async () => {
    expect(await shopIds('search=quorvath&location=Gaillimh')).toEqual([ids.bakery])
    expect(await shopIds('search=quorvath&location=Ciarra%C3%AD')).toEqual([ids.siobhan])
    expect(await shopIds('search=quorvath&location=V92')).toEqual([ids.siobhan])
    expect(await shopIds('search=quorvath&location=Londonderry')).toEqual([ids.derry])
    expect(await shopIds('search=quorvath&location=County%20Galway')).toEqual([ids.bakery])
    expect(await productIds('product=brennick&location=gaillimh')).toEqual([ids.loaf, ids.jam])
  })

  it('lists the Galway shops of the demo data for Gaillimh, as for Galway', async () => {
    const irish = await getJson<ShopListItem[]>(`${api.url}/api/shops?location=Gaillimh&limit=100`)
    const english = await getJson<ShopListItem[]>(`${api.url}/api/shops?location=Galway&limit=100`)
    expect(irish.body.length).toBeGreaterThan(1)
    expect(irish.body.map((shop) => shop.id)).toEqual(english.body.map((shop) => shop.id))
    for (const shop of irish.body) expect(shop.location).toContain('Galway')
  })

  it('never finds what the public may not see', async () => {
    expect(await shopIds('search=hidden%20quorvath')).toEqual([])
    expect(await productIds('product=brennick%20hidden')).toEqual([])
  })
})
