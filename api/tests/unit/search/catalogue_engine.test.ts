import { beforeEach, describe, expect, it } from 'vitest'
import { CatalogueEngine } from '../../../app/services/search/catalogue_engine.ts'
import type { ProductDocument, ShopDocument } from '../../../app/services/search/documents.ts'

const WINDOW = { offset: 0, limit: 50 }

const shops: ShopDocument[] = [
  {
    id: 1,
    name: "Siobhán's Bakery",
    description: 'Sourdough and soda bread.',
    location: 'Galway, Co. Galway',
    categoryId: 10,
    rating: 4.5,
  },
  {
    id: 2,
    name: 'Gráinne Crafts',
    description: 'Pottery and candles; we also bake for markets.',
    location: 'Tuam, Co. Galway',
    categoryId: 20,
    rating: 4.9,
  },
  {
    id: 3,
    name: 'Kingdom Cheeses',
    description: 'Farmhouse cheese from Kerry.',
    location: 'Tralee, Co. Kerry',
    categoryId: 10,
    rating: 3.0,
  },
  { id: 4, name: 'Liffey Books', description: '', location: 'Dublin, Co. Dublin', categoryId: 30, rating: 4.0 },
  { id: 5, name: 'Foyle Bakeries', description: 'Wheaten bread.', location: 'Derry, Co. Derry', categoryId: 10, rating: 2.0 },
]

const products: ProductDocument[] = [
  { id: 101, shopId: 1, name: 'Brown Soda Bread', description: 'Baked every morning.', rating: 4 },
  { id: 102, shopId: 1, name: 'Sourdough Loaf', description: 'Goes well with soda jam.', rating: 5 },
  { id: 103, shopId: 3, name: 'Smoked Cheese', description: 'Oak smoked.', rating: 3 },
  { id: 104, shopId: 3, name: 'Cheese Board', description: '', rating: 4 },
  { id: 105, shopId: 2, name: 'Beeswax Candles', description: 'Hand poured, sold in boxes of six.', rating: 4.5 },
  { id: 106, shopId: 4, name: 'Penguin Classics', description: '', rating: 1 },
  { id: 107, shopId: 4, name: 'Pen', description: 'Fountain pen.', rating: 0 },
  { id: 108, shopId: 5, name: 'Wheaten Bread', description: '', rating: 4 },
]

describe('CatalogueEngine', () => {
  let index: CatalogueEngine
  const shopIds = (query: Parameters<CatalogueEngine['searchShops']>[0]) => index.searchShops(query, WINDOW).ids
  const productIds = (query: Parameters<CatalogueEngine['searchProducts']>[0]) => index.searchProducts(query, WINDOW).ids

  beforeEach(() => {
    index = new CatalogueEngine()
    index.setCategories(
      new Map([
        ['food', 10],
        ['crafts', 20],
        ['books', 30],
      ]),
    )
    index.putShops(shops)
    index.putProducts(products)
  })

  it('tolerates one typo in words of five letters or more, not in shorter ones', () => {
    expect(shopIds({ search: 'bakry' })).toEqual([5, 1])
    expect(productIds({ product: 'cheeze' })).toEqual([104, 103])
    expect(productIds({ product: 'brd' })).toEqual([])
    expect(productIds({ product: 'paen' })).toEqual([])
  })

  it('folds accents both ways', () => {
    expect(shopIds({ search: 'Siobhan' })).toEqual([1])
    expect(shopIds({ search: 'siobhán' })).toEqual([1])
    expect(shopIds({ search: 'Grainne' })).toEqual([2])
    expect(shopIds({ search: 'GRÁINNE' })).toEqual([2])
  })

  it('finds plurals from the singular and the singular from plurals', () => {
    expect(shopIds({ search: 'bakeries' })).toEqual([5, 1])
    expect(shopIds({ search: 'cheese' })).toEqual([3])
    expect(productIds({ product: 'cheeses' })).toEqual([104, 103])
    expect(productIds({ product: 'candle' })).toEqual([105])
    expect(productIds({ product: 'box' })).toEqual([105])
    expect(productIds({ product: 'loaves' })).toEqual([102])
  })

  it('matches word prefixes and requires every word', () => {
    expect(productIds({ product: 'sour' })).toEqual([102])
    expect(productIds({ product: 'soda bread' })).toEqual([101])
    expect(productIds({ product: 'soda cheese' })).toEqual([])
  })

  it('ranks name matches before description matches, and exact words before prefixes', () => {
    // 101 has "soda" in its name; 102 only in its description, though rated higher.
    expect(productIds({ product: 'soda' })).toEqual([101, 102])
    // "Pen" is the word; "Penguin" only starts with it, and is rated higher.
    expect(productIds({ product: 'pen' })).toEqual([107, 106])
    // A shop named for baking comes before one that only mentions it.
    expect(shopIds({ search: 'bake' })).toEqual([5, 1, 2])
  })

  it('finds a name however its "Mc" and apostrophes are typed, and each part alone', () => {
    const names = new CatalogueEngine()
    names.putShops([
      { id: 1, name: "McCarthy's Butchers", description: '', location: 'Cork, Co. Cork', categoryId: null, rating: 1 },
      { id: 2, name: "O'Connor & Daughters", description: '', location: 'Sligo, Co. Sligo', categoryId: null, rating: 1 },
      { id: 3, name: 'Mc Donagh Hardware', description: '', location: 'Sligo, Co. Sligo', categoryId: null, rating: 1 },
      { id: 4, name: 'Carthy Crafts', description: '', location: 'Sligo, Co. Sligo', categoryId: null, rating: 5 },
    ])
    names.putProducts([{ id: 9, shopId: 4, name: "Mc Carthy's Relish", description: '', rating: 1 }])
    const shopsFor = (search: string) => names.searchShops({ search }, WINDOW).ids
    for (const typed of ['mc carthy', 'Mc Carthy', 'mccarthy', "McCarthy's", 'MCCARTHYS', 'mc carthy butchers'])
      expect(shopsFor(typed), typed).toEqual([1])
    expect(names.searchProducts({ product: 'mccarthy' }, WINDOW).ids).toEqual([9])
    expect(names.searchProducts({ product: 'mc carthy relish' }, WINDOW).ids).toEqual([9])
    for (const typed of ["o'connor", 'oconnor', 'O’Connor', 'connor']) expect(shopsFor(typed), typed).toEqual([2])
    expect(shopsFor('mcdonagh')).toEqual([3])
    expect(shopsFor('donagh')).toEqual([3])
    // Written as one word, "McCarthy's" has no part "carthy".
    expect(shopsFor('carthy')).toEqual([4])
  })

  it('orders lists without words by rating, then id', () => {
    expect(shopIds({})).toEqual([2, 1, 4, 3, 5])
    expect(productIds({})).toEqual([102, 105, 108, 104, 101, 103, 106, 107])
  })

  it('filters by Irish place names, variants and routing keys', () => {
    expect(shopIds({ location: 'Gaillimh' })).toEqual([2, 1])
    expect(shopIds({ location: 'Londonderry' })).toEqual([5])
    expect(shopIds({ location: 'Doire' })).toEqual([5])
    expect(shopIds({ location: 'V92' })).toEqual([3])
    expect(shopIds({ location: 'Baile Átha Cliath' })).toEqual([4])
    expect(productIds({ location: 'Co. Kerry' })).toEqual([104, 103])
    expect(productIds({ product: 'bread', location: 'gaillimh' })).toEqual([101])
  })

  it('filters by category slug; an unknown slug matches nothing', () => {
    expect(shopIds({ categorySlug: 'food', location: 'galway' })).toEqual([1])
    expect(shopIds({ categorySlug: 'no-such' })).toEqual([])
    expect(productIds({ categorySlug: 'no-such' })).toEqual([])
  })

  it('matches shop words against shop names and descriptions for products', () => {
    expect(productIds({ shop: 'siobhan' })).toEqual([102, 101])
    expect(productIds({ shop: 'siobhan', product: 'loaf' })).toEqual([102])
  })

  it('counts every match and pages through them', () => {
    expect(index.searchProducts({}, { offset: 2, limit: 3 })).toEqual({ ids: [108, 104, 101], total: 8 })
    expect(index.searchProducts({ location: 'galway' }, { offset: 1, limit: 1 })).toEqual({ ids: [105], total: 3 })
  })

  it('follows changes: edits, hidden products and shops, new ones', () => {
    index.putProducts([{ id: 103, shopId: 3, name: 'Smoked Gouda', description: '', rating: 3 }])
    expect(productIds({ product: 'cheese' })).toEqual([104])
    expect(productIds({ product: 'gouda' })).toEqual([103])

    index.removeProduct(104)
    expect(productIds({ product: 'cheese' })).toEqual([])

    index.removeShop(1)
    expect(shopIds({ search: 'siobhan' })).toEqual([])
    expect(productIds({ product: 'sourdough' })).toEqual([])
    expect(index.searchProducts({}, WINDOW).total).toBe(5)

    index.putShops([{ ...shops[0], name: 'Siobhán Bakes' }])
    index.replaceShopProducts([1], [products[0]])
    expect(shopIds({ search: 'siobhan' })).toEqual([1])
    expect(productIds({ shop: 'siobhan' })).toEqual([101])
    expect(productIds({})).toEqual([105, 108, 101, 103, 106, 107])
  })

  it('keeps remembered searches right through product changes', () => {
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)
    expect(productIds({ product: 'cheese' })).toEqual([104, 103])
    expect(productIds({ product: 'bread' })).toEqual([108, 101])

    index.putProducts([{ id: 109, shopId: 1, name: 'Cheddar Cheeses', description: '', rating: 5 }])
    expect(sorted(productIds({ product: 'cheese' }))).toEqual([103, 104, 109])
    // A typo in the new text is still found by the remembered word.
    index.putProducts([{ id: 110, shopId: 1, name: 'Chese Knife', description: '', rating: 1 }])
    expect(productIds({ product: 'cheese' })).toContain(110)

    index.putProducts([{ id: 104, shopId: 3, name: 'Oak Board', description: '', rating: 4 }])
    expect(productIds({ product: 'cheese' })).not.toContain(104)
    index.removeProduct(103)
    expect(productIds({ product: 'cheese' })).not.toContain(103)
    expect(productIds({ product: 'bread' })).toEqual([108, 101])

    index.putProducts([{ id: 101, shopId: 1, name: 'Brown Soda Loaf', description: '', rating: 4 }])
    expect(productIds({ product: 'bread' })).toEqual([108])
    expect(productIds({ product: 'soda loaf' })).toEqual([101, 102])
  })

  it('pages deep into large rankings, with and without a filter, in full order', () => {
    const many = Array.from({ length: 2500 }, (_, at) => ({
      id: 1000 + at,
      shopId: (at % 5) + 1,
      name: 'Widget',
      description: '',
      rating: at % 7,
    }))
    index.putProducts(many)
    // Every name is the same, so the order is rating high to low, then id high to low.
    const expected = [...many].sort((a, b) => b.rating - a.rating || b.id - a.id)
    const inGalway = expected.filter((product) => product.shopId <= 2)
    expect(index.searchProducts({ product: 'widget' }, { offset: 0, limit: 50 })).toEqual({
      ids: expected.slice(0, 50).map((product) => product.id),
      total: 2500,
    })
    expect(index.searchProducts({ product: 'widget' }, { offset: 1800, limit: 100 }).ids).toEqual(
      expected.slice(1800, 1900).map((product) => product.id),
    )
    expect(index.searchProducts({ product: 'widget', location: 'Gaillimh' }, { offset: 900, limit: 100 })).toEqual({
      ids: inGalway.slice(900, 1000).map((product) => product.id),
      total: 1000,
    })
    expect(index.searchProducts({ product: 'widget', location: 'Gaillimh' }, { offset: 950, limit: 100 }).ids).toEqual(
      inGalway.slice(950).map((product) => product.id),
    )
  })

  it('pages a filtered list without words in full order, through loads, edits and removals', () => {
    const many = Array.from({ length: 600 }, (_, at) => ({
      id: 1000 + at,
      shopId: (at % 5) + 1,
      name: `Item ${at}`,
      description: '',
      rating: (at * 7) % 11,
    }))
    const bulk = new CatalogueEngine()
    bulk.putShops(shops)
    bulk.putProducts(many.slice(0, 400))
    bulk.putProducts(many.slice(400))
    // Re-rated, moved to another shop and removed after the load: each shop's own order must follow.
    bulk.putProducts([
      { ...many[10], rating: 10.5 },
      { ...many[11], shopId: 1 },
    ])
    bulk.removeProduct(many[12].id)
    const current = many
      .map((product) =>
        product.id === many[10].id ? { ...product, rating: 10.5 } : product.id === many[11].id ? { ...product, shopId: 1 } : product,
      )
      .filter((product) => product.id !== many[12].id)
    const inGalway = current.filter((product) => product.shopId <= 2).sort((a, b) => b.rating - a.rating || b.id - a.id)
    for (const offset of [0, 50, 200, 230]) {
      expect(bulk.searchProducts({ location: 'Gaillimh' }, { offset, limit: 50 })).toEqual({
        ids: inGalway.slice(offset, offset + 50).map((product) => product.id),
        total: inGalway.length,
      })
    }
  })

  it('finds products by shop words and product words the same whichever side has fewer matches', () => {
    const loaves = Array.from({ length: 300 }, (_, at) => ({
      id: 2000 + at,
      shopId: (at % 5) + 1,
      name: 'Batch Loaf',
      description: '',
      rating: at % 4,
    }))
    const bracks = [1, 3, 5].map((shopId) => ({ id: 3000 + shopId, shopId, name: 'Barmbrack', description: '', rating: shopId }))
    index.putProducts([...loaves, ...bracks])
    const all = { offset: 0, limit: 500 }
    const expectedIds = (products: ProductDocument[], shopIds: number[]) =>
      products
        .filter((product) => shopIds.includes(product.shopId))
        .sort((a, b) => b.rating - a.rating || b.id - a.id)
        .map((product) => product.id)
    // One shop's products are fewer than the 300 loaves: each is looked up among the loaves.
    expect(index.searchProducts({ shop: 'siobhan', product: 'batch' }, all).ids).toEqual(expectedIds(loaves, [1]))
    // Three shops' products outnumber the three bracks: the bracks are filtered by shop.
    expect(index.searchProducts({ shop: 'bake', product: 'barmbrack' }, all).ids).toEqual(expectedIds(bracks, [1, 2, 5]))
  })

  it('leaves out products of shops it does not hold', () => {
    index.putProducts([{ id: 200, shopId: 99, name: 'Orphan Bread', description: '', rating: 5 }])
    expect(productIds({ product: 'orphan' })).toEqual([])
  })
})
