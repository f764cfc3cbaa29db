import MiniSearch from 'minisearch'
import { describe, expect, it, vi } from 'vitest'
import { CatalogueEngine } from '../../../app/services/search/catalogue_engine.ts'
import type { ProductDocument, ShopDocument } from '../../../app/services/search/documents.ts'

const WINDOW = { offset: 0, limit: 50 }
const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 25)

const SHOPS: ShopDocument[] = [
  { id: 1, name: 'Murphy Bakery', description: 'Soda bread daily.', location: 'Galway, Co. Galway', categoryId: 1, rating: 4 },
  { id: 2, name: 'Kingdom Cheeses', description: 'Farmhouse cheese.', location: 'Tralee, Co. Kerry', categoryId: 2, rating: 3 },
  { id: 3, name: 'Liffey Crafts', description: 'Candles and pottery.', location: 'Dublin, Co. Dublin', categoryId: 3, rating: 5 },
]

const PRODUCTS: ProductDocument[] = [
  { id: 11, shopId: 1, name: 'Brown Soda Bread', description: 'Baked every morning.', rating: 4 },
  { id: 12, shopId: 1, name: 'Irish Barmbrack', description: 'A fruit loaf.', rating: 5 },
  { id: 13, shopId: 2, name: 'Smoked Cheese', description: 'Oak smoked, from Cork.', rating: 3 },
  { id: 14, shopId: 2, name: 'Irish Cheddar', description: 'Aged a year.', rating: 4 },
  { id: 15, shopId: 3, name: 'Beeswax Candle', description: 'Hand poured.', rating: 2 },
  { id: 16, shopId: 3, name: 'Coffee Mug', description: 'Stoneware.', rating: 5 },
]

const SEARCHES: [string, (engine: CatalogueEngine) => unknown][] = [
  ['irish', (engine) => engine.searchProducts({ product: 'irish' }, WINDOW)],
  ['co (a prefix)', (engine) => engine.searchProducts({ product: 'co' }, WINDOW)],
  ['chedar (a typo)', (engine) => engine.searchProducts({ product: 'chedar' }, WINDOW)],
  ['bread (a synonym finds bakeries)', (engine) => engine.searchShops({ search: 'bread' }, WINDOW)],
  ['cheese of kingdom shops', (engine) => engine.searchProducts({ product: 'cheese', shop: 'kingdom' }, WINDOW)],
  ['anything of bakery shops', (engine) => engine.searchProducts({ shop: 'bakery' }, WINDOW)],
  ['products without words', (engine) => engine.searchProducts({}, WINDOW)],
  ['shops without words', (engine) => engine.searchShops({}, WINDOW)],
  ['shops in Kerry', (engine) => engine.searchShops({ search: 'cheese', location: 'Kerry' }, WINDOW)],
  ['candle', (engine) => engine.searchProducts({ product: 'candle' }, WINDOW)],
]

const CHANGES: [string, (engine: CatalogueEngine) => void][] = [
  ['a product renamed into a search', (engine) => engine.putProducts([{ ...PRODUCTS[4], name: 'Irish Beeswax Candle' }])],
  ['a product renamed out of one', (engine) => engine.putProducts([{ ...PRODUCTS[1], name: 'Barmbrack' }])],
  ['a product renamed to a typo away', (engine) => engine.putProducts([{ ...PRODUCTS[5], name: 'Cheddar Mug' }])],
  ['a product rated again', (engine) => engine.putProducts([{ ...PRODUCTS[3], rating: 1 }])],
  [
    'a product added to a shop found by its words',
    (engine) => engine.putProducts([{ id: 17, shopId: 1, name: 'Teacake', description: '', rating: 3 }]),
  ],
  ['a product removed', (engine) => engine.removeProduct(13)],
  ['a shop renamed into shop words', (engine) => engine.putShops([{ ...SHOPS[2], name: 'Liffey Bakery' }])],
  ['a shop moved', (engine) => engine.putShops([{ ...SHOPS[1], location: 'Killarney, Co. Kerry', description: 'Cheese.' }])],
  ['a shop rated again', (engine) => engine.putShops([{ ...SHOPS[0], rating: 1 }])],
  ['a shop approved a day ago (its bonus starts)', (engine) => engine.putShops([{ ...SHOPS[1], approvedAt: NOW - DAY }])],
  ['a shop removed with its products', (engine) => engine.removeShop(3)],
  ['the same documents put again', (engine) => engine.putProducts([{ ...PRODUCTS[0] }])],
]

function built(clock: () => number): CatalogueEngine {
  const engine = new CatalogueEngine(clock)
  engine.setCategories(new Map([['food', 1]]))
  engine.putShops(SHOPS)
  engine.putProducts(PRODUCTS)
  return engine
}

const answers = (engine: CatalogueEngine) => SEARCHES.map(([, search]) => search(engine))

/*
 * An engine that keeps its rankings across changes answers every search as
 * an engine given the same changes without having searched in between (so
 * holding nothing kept): a change forgets every kept ranking it can alter.
 */
describe('kept rankings across changes', () => {
  it('answer as rankings made afresh after each change', () => {
    let now = NOW
    const clock = () => now
    const kept = built(clock)
    let replay = kept
    CHANGES.forEach(([label, change], step) => {
      answers(kept)
      change(kept)
      // A new engine given every change so far, then asked once.
      replay = built(clock)
      for (const [, earlier] of CHANGES.slice(0, step + 1)) earlier(replay)
      const expected = answers(replay)
      SEARCHES.forEach(([search, ask], at) => expect(ask(kept), `${search} after ${label}`).toEqual(expected[at]))
    })
    // A bonus that ends with no change announced.
    answers(kept)
    now += 61 * DAY
    expect(answers(kept)).toEqual(answers(replay))
  })

  it('ranks again only the words a change can alter', () => {
    const engine = built(() => NOW)
    const ranks = vi.spyOn(MiniSearch.prototype, 'search')
    answers(engine)
    engine.putProducts([{ ...PRODUCTS[4], name: 'Beeswax Taper' }])
    ranks.mockClear()
    engine.searchProducts({ product: 'irish' }, WINDOW)
    engine.searchShops({ search: 'bread' }, WINDOW)
    expect(ranks).not.toHaveBeenCalled()
    engine.searchProducts({ product: 'candle' }, WINDOW)
    expect(ranks).toHaveBeenCalled()
    ranks.mockRestore()
  })
})
