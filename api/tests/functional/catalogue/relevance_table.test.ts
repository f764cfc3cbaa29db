import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import type { Product, ShopListItem } from '@shoplocal/shared/types'
import { requestedDatabase } from '../../../../scripts/testing/databases.ts'
import { startApi, type RunningApi } from '../../../../scripts/testing/start-api.ts'
import { getJson, insertOwner, insertProduct, insertShop, searchable } from './fixtures.ts'

type Fixture =
  | 'bakehouse'
  | 'barbershop'
  | 'pharmacy'
  | 'hardware'
  | 'books'
  | 'cafe'
  | 'antiques'
  | 'florist'
  | 'loaf'
  | 'brack'
  | 'beardOil'
  | 'handCream'
  | 'hammers'
  | 'atlas'
  | 'scones'
  | 'lilies'
  | 'mccarthys'
  | 'oconnors'
  | 'relish'

/** A query string of one tab and the fixtures it must answer, in order (the whole answer, or only its start). */
interface Case {
  tab: 'shops' | 'products'
  query: string
  expected: Fixture[]
  /** Only the first results are checked: the seed may add more after them. */
  startsWith?: boolean
}

const shops = (query: string, expected: Fixture[], startsWith = false): Case => ({ tab: 'shops', query, expected, startsWith })
const products = (query: string, expected: Fixture[]): Case => ({ tab: 'products', query, expected })

/*
 * The relevance table: what a shopper types and what must come first. Made-up
 * "Dromkeen" shops keep the answers exact beside the demo seed; the place
 * names, routing keys and trade words are real.
 */
const CASES: Case[] = [
  // Trade synonyms (data: TRADE_SYNONYMS in catalogue_engine.ts), plurals and prefixes.
  shops('search=dromkeen bakery', ['bakehouse']),
  shops('search=dromkeen bakeries', ['bakehouse']),
  shops('search=dromkeen bakehouse', ['bakehouse']),
  shops('search=dromkeen baker', ['bakehouse']),
  shops('search=dromkeen barber', ['barbershop']),
  shops('search=dromkeen barbers', ['barbershop']),
  shops('search=dromkeen chemist', ['pharmacy']),
  shops('search=dromkeen pharmacy', ['pharmacy']),
  shops('search=dromkeen ironmonger', ['hardware']),
  shops('search=dromkeen bookshop', ['books']),
  shops('search=dromkeen book', ['books']),
  shops('search=dromkeen coffee', ['cafe']),
  shops('search=dromkeen flowers', ['florist']),
  shops('search=dromkeen phar', ['pharmacy']),
  shops('search=dromkeen hardw', ['hardware']),
  // Accents folded both ways.
  shops('search=dromkeen cafe', ['cafe']),
  shops('search=café dromkeen', ['cafe']),
  shops('search=DROMKEEN CAFÉ', ['cafe']),
  // Typos: found, but never before an exact or prefix match.
  shops('search=dromken bakehouse', ['bakehouse']),
  shops('search=dromkeen pharmcy', ['pharmacy']),
  shops('search=dromkeen bread', ['bakehouse', 'antiques']),
  shops('search=dromkeen broad', ['antiques', 'bakehouse']),
  // Sorted by distance, a typo still comes after what was found as typed: the bakery (Galway) before Broad Street (Waterford).
  shops('search=dromkeen bread&near=Waterford&sort=nearest', ['bakehouse', 'antiques']),
  // "Mc" and apostrophes: however the name is typed.
  shops('search=dromkeen mc carthy', ['mccarthys']),
  shops('search=Dromkeen Mc Carthy', ['mccarthys']),
  shops('search=dromkeen mccarthy', ['mccarthys']),
  shops("search=dromkeen mccarthy's", ['mccarthys']),
  shops('search=dromkeen mccarthys', ['mccarthys']),
  shops("search=dromkeen o'connor", ['oconnors']),
  shops('search=dromkeen oconnor', ['oconnors']),
  shops('search=dromkeen connor', ['oconnors']),
  // Irish place names, variants and Eircode routing keys in the location box.
  shops('search=dromkeen&location=Gaillimh', ['bakehouse']),
  shops('search=dromkeen&location=H91', ['bakehouse']),
  shops('search=dromkeen&location=H91 X2Y3', ['bakehouse']),
  shops('search=dromkeen&location=Ciarraí', ['barbershop']),
  shops('search=dromkeen&location=V92', ['barbershop']),
  shops('search=dromkeen&location=Co. Kerry', ['barbershop']),
  shops('search=dromkeen&location=Sligeach', ['pharmacy']),
  shops('search=dromkeen&location=F91', ['pharmacy']),
  shops('search=dromkeen&location=Corcaigh', ['hardware']),
  shops('search=dromkeen&location=T12', ['hardware']),
  shops('search=dromkeen&location=Baile Átha Cliath', ['books']),
  shops('search=dromkeen&location=Cill Chainnigh', ['cafe']),
  shops('search=dromkeen&location=Port Láirge', ['antiques']),
  shops('search=dromkeen&location=County Westmeath', ['florist']),
  shops('search=dromkeen&location=Baile Átha Luain', ['florist']),
  // Products: plurals, prefixes, typos, shop words with synonyms, places.
  products('product=dromkeen loaves', ['loaf']),
  products('product=dromkeen hammer', ['hammers']),
  products('product=dromkeen scone', ['scones']),
  products('product=dromkeen lily', ['lilies']),
  products('product=dromkeen sourdogh', ['loaf']),
  products('product=dromkeen barmb', ['brack']),
  products('product=dromkeen bread', ['loaf']),
  products('product=dromkeen&shop=chemist', ['handCream']),
  products('product=dromkeen&shop=barbershop', ['beardOil']),
  products('product=dromkeen atlas&location=D02', ['atlas']),
  products('product=dromkeen&location=Sligeach', ['handCream']),
  products('product=dromkeen mc carthy', ['relish']),
  products('product=Dromkeen Mc Carthy', ['relish']),
  products('product=dromkeen mccarthy', ['relish']),
  products("product=dromkeen mccarthy's relish", ['relish']),
]

describe(`the relevance table (${CASES.length} queries) on ${requestedDatabase()}`, () => {
  let api: RunningApi
  let db: Knex
  const ids = {} as Record<Fixture, number>
  const nameOf = new Map<number, Fixture>()

  const shopList = (query: string) => getJson<ShopListItem[]>(`${api.url}/api/shops?${query}&limit=100`)
  const productList = (query: string) => getJson<Product[]>(`${api.url}/api/products/search?${query}&limit=100`)

  beforeAll(async () => {
    api = await startApi()
    db = api.database.connect()
    const owner = await insertOwner(db, 'dromkeen.owner@example.ie')
    const shop = async (key: Fixture, name: string, description: string, location: string) => {
      ids[key] = await insertShop(db, owner, { name, description, location })
    }
    await shop('bakehouse', 'Dromkeen Bakehouse', 'Sourdough bread, barmbrack and cakes.', 'Galway, Co. Galway')
    await shop('barbershop', 'Dromkeen Barbershop', 'Fades, hot towel shaves and beard trims.', 'Tralee, Co. Kerry')
    await shop('pharmacy', 'Dromkeen Pharmacy', 'Prescriptions, skincare and advice.', 'Sligo, Co. Sligo')
    await shop('hardware', 'Dromkeen Hardware', 'Tools, paint and ironmongery.', 'Cork, Co. Cork')
    await shop('books', 'Dromkeen Books', 'Second-hand books and maps.', 'Dublin, Co. Dublin')
    await shop('cafe', 'Café Dromkeen', 'Coffee, scones and soup.', 'Kilkenny, Co. Kilkenny')
    await shop('antiques', 'Dromkeen Antiques', 'Find us on Broad Street.', 'Waterford, Co. Waterford')
    await shop('florist', 'Dromkeen Florist', 'Bouquets and wreaths.', 'Athlone, Co. Westmeath')
    await shop('mccarthys', "McCarthy's Dromkeen Deli", 'Sandwiches and soup.', 'Ennis, Co. Clare')
    await shop('oconnors', "O'Connor's Dromkeen Shoes", 'Boots and brogues.', 'Ennis, Co. Clare')
    const product = async (key: Fixture, shopKey: Fixture, name: string, description?: string) => {
      ids[key] = await insertProduct(db, ids[shopKey], { name, description })
    }
    await product('loaf', 'bakehouse', 'Dromkeen Sourdough Loaf', 'Slow-fermented bread.')
    await product('brack', 'bakehouse', 'Dromkeen Barmbrack')
    await product('beardOil', 'barbershop', 'Dromkeen Beard Oil')
    await product('handCream', 'pharmacy', 'Dromkeen Hand Cream')
    await product('hammers', 'hardware', 'Dromkeen Claw Hammers')
    await product('atlas', 'books', 'Dromkeen Road Atlas')
    await product('scones', 'cafe', 'Dromkeen Fruit Scones')
    await product('lilies', 'florist', 'Dromkeen Lilies')
    await product('relish', 'florist', "Dromkeen Mc Carthy's Relish")
    for (const [key, id] of Object.entries(ids)) nameOf.set(id, key as Fixture)
    await searchable(`${api.url}/api/products/search?product=dromkeen%20lilies`)
    await searchable(`${api.url}/api/shops?search=dromkeen%20florist`)
  })

  afterAll(async () => {
    await db?.destroy()
    await api?.stop()
  })

  it.each(CASES.map((testCase) => [`${testCase.tab}?${testCase.query}`, testCase] as const))('%s', async (_, testCase) => {
    const query = testCase.query.replace(/ /g, '%20')
    const answer = testCase.tab === 'shops' ? await shopList(query) : await productList(query)
    expect(answer.status).toBe(200)
    const found = answer.body.map((row) => nameOf.get(row.id) ?? row.id)
    expect(testCase.startsWith ? found.slice(0, testCase.expected.length) : found).toEqual(testCase.expected)
  })

  it('finds bakeries for "bread" before any shop that is only on Broad Street', async () => {
    const found = (await shopList('search=bread')).body
    expect(found[0].name).toMatch(/Bake(ry|house)/)
    const lastBakery = found.findLastIndex((shop) => /Bake(ry|house)/.test(shop.name))
    const firstBroad = found.findIndex(
      (shop) => /Broad Street/.test(shop.description ?? '') && !/bread|Bake/i.test(`${shop.name} ${shop.description}`),
    )
    expect(lastBakery).toBeGreaterThanOrEqual(0)
    if (firstBroad >= 0) expect(firstBroad).toBeGreaterThan(lastBakery)
  })

  it("finds McCarthy's however the name is typed, beside the demo data", async () => {
    for (const typed of ['mc%20carthy', 'Mc%20Carthy', 'mccarthy', "McCarthy's"]) {
      const names = (await shopList(`search=${typed}`)).body.map((shop) => shop.name)
      expect(names, typed).toContain("McCarthy's Dromkeen Deli")
      expect(names, typed).toContain('McCarthy Solicitors')
    }
  })

  it('finds bread first among products for "bread", and a pharmacy for "chemist"', async () => {
    expect((await productList('product=bread')).body[0].name).toMatch(/Bread/)
    expect((await shopList('search=chemist')).body[0].name).toMatch(/Pharmacy/)
  })

  it('says "did you mean" with words of the index when nothing matches, and only then', async () => {
    const none = await shopList('search=drumkeen%20bakhose')
    expect(none.body).toEqual([])
    expect(decodeURIComponent(none.headers.get('x-search-suggestion') ?? '')).toBe('dromkeen bakehouse')
    const suggested = await shopList(`search=${none.headers.get('x-search-suggestion')}`)
    expect(suggested.body.map((shop) => shop.id)).toEqual([ids.bakehouse])
    expect((await shopList('search=dromkeen')).headers.get('x-search-suggestion')).toBeNull()
    const noProduct = await productList('product=dromkeen%20barmbrik')
    expect(decodeURIComponent(noProduct.headers.get('x-search-suggestion') ?? '')).toBe('dromkeen barmbrack')
  })
})
