/*
 * The public catalogue held in memory for search: every public shop and every
 * active product of a public shop, with their words in two MiniSearch indexes
 * (prefix, one typo from five letters, folded accents and plurals: see
 * search_text.ts) and what filtering and ranking need. It answers which ids
 * fill a page, in order, and how many match; the rows themselves are read from
 * the database by id. It knows nothing of the database: catalogue_index_sync.ts
 * fills it and keeps it fresh.
 *
 * Ranking: the number of typed words found in the name first (a name match
 * beats a description match), then the text score (an exact word beats a
 * prefix, a prefix beats a typo), then rating, then id. Without words: rating,
 * then id, as the SQL path orders them.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import { allowedTypos, foldedWords, termForms } from '#services/catalogue/search_text'
import { placeMatcher, shopPlace, type ShopPlace } from '#services/catalogue/place_match'
import { MAX_SEARCH_WORDS, isStopWord } from '#services/catalogue/search_terms'

export interface IndexedShop {
  id: number
  name: string
  description: string | null
  location: string
  categoryId: number | null
  rating: number
}

export interface IndexedProduct {
  id: number
  shopId: number
  name: string
  description: string | null
  rating: number
}

/** Filters as the API received them; `categorySlug` unknown to the index matches nothing. */
export interface ShopQuery {
  search?: string
  location?: string
  categorySlug?: string
}

export interface ProductQuery {
  product?: string
  shop?: string
  location?: string
  categorySlug?: string
}

export interface IdPage {
  ids: number[]
  total: number
}

interface ShopEntry {
  id: number
  categoryId: number | null
  rating: number
  place: ShopPlace
  products: Set<number>
}

interface ProductEntry {
  id: number
  shopId: number
  rating: number
}

interface Ranked {
  id: number
  nameHits: number
  score: number
  rating: number
}

/** A name field counts this much more than the others inside the text score. */
const NAME_BOOST = 3
/** Filter sets remembered per typed location and category; cleared when a shop changes. */
const MAX_CACHED_FILTERS = 1000
/** Under this many candidate products a filtered list is sorted directly instead of walking the global order. */
const DIRECT_SORT_LIMIT = 5000

/** What the text indexes hold of a shop or product: its id and words (location for shops only). */
interface TextDocument {
  id: number
  name: string
  description: string
  location?: string
}

function tokenize(text: string): string[] {
  return foldedWords(text)
}

function textIndex(fields: string[]) {
  return new MiniSearch<TextDocument>({
    fields,
    tokenize,
    processTerm: termForms,
    searchOptions: {
      combineWith: 'AND',
      prefix: true,
      fuzzy: (term) => allowedTypos(term),
      boost: { name: NAME_BOOST },
      // The query reaches MiniSearch already split and folded (queryOf below).
      tokenize: (query) => [query],
      processTerm: (term) => term,
    },
  })
}

/**
 * The words of a typed search, each as the forms it is searched under (see
 * termForms); stop words only count when nothing else was typed.
 */
export function queryTerms(input: string | undefined): string[][] {
  if (!input) return []
  const words = [...new Set(foldedWords(input).map((word) => word.slice(0, 40)))].slice(0, MAX_SEARCH_WORDS)
  const meaningful = words.filter((word) => !isStopWord(word))
  return (meaningful.length > 0 ? meaningful : words).map(termForms)
}

/** Every word required; a word with several forms matches by any of them. */
function queryOf(terms: string[][]): Query {
  return {
    combineWith: 'AND',
    queries: terms.map((forms) => (forms.length === 1 ? forms[0] : { combineWith: 'OR', queries: forms })),
  }
}

function nameHits(result: SearchResult): number {
  return Object.values(result.match).filter((fields) => fields.includes('name')).length
}

/** Rating high to low, then the id in the given direction: the order of lists without words. */
function byRating<T extends { id: number; rating: number }>(idOrder: 1 | -1) {
  return (a: T, b: T) => b.rating - a.rating || (a.id - b.id) * idOrder
}

function byRelevance(idOrder: 1 | -1) {
  return (a: Ranked, b: Ranked) => b.nameHits - a.nameHits || b.score - a.score || b.rating - a.rating || (a.id - b.id) * idOrder
}

/** An array kept in list order under inserts and removals (binary search; splice moves pointers only). */
class OrderedIds<T extends { id: number; rating: number }> {
  readonly items: T[] = []
  constructor(private readonly compare: (a: T, b: T) => number) {}

  #position(entry: T): number {
    let low = 0
    let high = this.items.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.compare(this.items[middle], entry) < 0) low = middle + 1
      else high = middle
    }
    return low
  }

  insert(entry: T) {
    this.items.splice(this.#position(entry), 0, entry)
  }

  remove(entry: T) {
    const at = this.#position(entry)
    if (this.items[at]?.id === entry.id) this.items.splice(at, 1)
  }

  /** Replaces the whole content at once (a build), sorted in one go. */
  reset(entries: T[]) {
    this.items.length = 0
    this.items.push(...entries.sort(this.compare))
  }
}

export class CatalogueIndex {
  #shops = new Map<number, ShopEntry>()
  #products = new Map<number, ProductEntry>()
  #shopText = textIndex(['name', 'description', 'location'])
  #productText = textIndex(['name', 'description'])
  #shopOrder = new OrderedIds<ShopEntry>(byRating(1))
  #productOrder = new OrderedIds<ProductEntry>(byRating(-1))
  #categories = new Map<string, number>()
  #filterCache = new Map<string, Set<number>>()

  get shopCount() {
    return this.#shops.size
  }

  get productCount() {
    return this.#products.size
  }

  setCategories(categories: Map<string, number>) {
    this.#categories = categories
    this.#filterCache.clear()
  }

  /** Adds or replaces public shops. Their products stay as they are. */
  putShops(shops: IndexedShop[]) {
    for (const shop of shops) {
      const existing = this.#shops.get(shop.id)
      if (existing) {
        this.#shopOrder.remove(existing)
        this.#shopText.discard(shop.id)
      }
      const entry: ShopEntry = {
        id: shop.id,
        categoryId: shop.categoryId,
        rating: shop.rating,
        place: shopPlace(shop.location),
        products: existing?.products ?? new Set(),
      }
      this.#shops.set(shop.id, entry)
      this.#shopOrder.insert(entry)
      this.#shopText.add({ id: shop.id, name: shop.name, description: shop.description ?? '', location: shop.location })
    }
    this.#filterCache.clear()
  }

  /** Removes a shop that is no longer public, with all its products. */
  removeShop(id: number) {
    const entry = this.#shops.get(id)
    if (!entry) return
    for (const productId of entry.products) this.removeProduct(productId)
    this.#shopOrder.remove(entry)
    this.#shopText.discard(id)
    this.#shops.delete(id)
    this.#filterCache.clear()
  }

  hasShop(id: number): boolean {
    return this.#shops.has(id)
  }

  /** Adds or replaces public products; a product whose shop is not in the index is left out. */
  putProducts(products: IndexedProduct[]) {
    for (const product of products) {
      this.removeProduct(product.id)
      const shop = this.#shops.get(product.shopId)
      if (!shop) continue
      const entry: ProductEntry = { id: product.id, shopId: product.shopId, rating: product.rating }
      this.#products.set(product.id, entry)
      shop.products.add(product.id)
      this.#productOrder.insert(entry)
      this.#productText.add({ id: product.id, name: product.name, description: product.description ?? '' })
    }
  }

  /** Makes these shops' products exactly the given ones (the shops' products read again). */
  replaceShopProducts(shopIds: number[], products: IndexedProduct[]) {
    const kept = new Set(products.map((product) => product.id))
    for (const shopId of shopIds) {
      for (const id of [...(this.#shops.get(shopId)?.products ?? [])]) if (!kept.has(id)) this.removeProduct(id)
    }
    this.putProducts(products)
  }

  removeProduct(id: number) {
    const entry = this.#products.get(id)
    if (!entry) return
    this.#productOrder.remove(entry)
    this.#productText.discard(id)
    this.#shops.get(entry.shopId)?.products.delete(id)
    this.#products.delete(id)
  }

  /** Bulk load for a build: much faster than one insert at a time into the ordered lists. */
  load(shops: IndexedShop[], products: IndexedProduct[]) {
    for (const shop of shops) {
      this.#shops.set(shop.id, {
        id: shop.id,
        categoryId: shop.categoryId,
        rating: shop.rating,
        place: shopPlace(shop.location),
        products: new Set(),
      })
    }
    this.#shopText.addAll(
      shops.map((shop) => ({ id: shop.id, name: shop.name, description: shop.description ?? '', location: shop.location })),
    )
    this.#shopOrder.reset([...this.#shops.values()])
    this.addProductBatch(products)
  }

  /** Adds products of shops already loaded, keeping the ordered list for finishLoad. */
  addProductBatch(products: IndexedProduct[]) {
    const kept = products.filter((product) => this.#shops.has(product.shopId))
    for (const product of kept) {
      this.#products.set(product.id, { id: product.id, shopId: product.shopId, rating: product.rating })
      this.#shops.get(product.shopId)!.products.add(product.id)
    }
    this.#productText.addAll(kept.map((product) => ({ id: product.id, name: product.name, description: product.description ?? '' })))
  }

  /** Sorts the product order once every batch is in. */
  finishLoad() {
    this.#productOrder.reset([...this.#products.values()])
  }

  /** The shops the location and category filters allow; null when neither is given. */
  #shopFilter(location: string | undefined, categorySlug: string | undefined): Set<number> | null {
    const place = location?.trim()
    if (!place && !categorySlug) return null
    const key = `${place ?? ''}\u0000${categorySlug ?? ''}`
    const cached = this.#filterCache.get(key)
    if (cached) return cached

    const categoryId = categorySlug ? this.#categories.get(categorySlug) : undefined
    const matchesPlace = place ? placeMatcher(place) : null
    const allowed = new Set<number>()
    // An unknown category slug matches no shop, as the SQL path does.
    if (!categorySlug || categoryId !== undefined) {
      for (const shop of this.#shops.values()) {
        if (categorySlug && shop.categoryId !== categoryId) continue
        if (matchesPlace && !matchesPlace(shop.place)) continue
        allowed.add(shop.id)
      }
    }
    if (this.#filterCache.size >= MAX_CACHED_FILTERS) this.#filterCache.delete(this.#filterCache.keys().next().value!)
    this.#filterCache.set(key, allowed)
    return allowed
  }

  #rankedShops(terms: string[][], allowed: Set<number> | null, fields?: string[]): Map<number, Ranked> {
    const ranked = new Map<number, Ranked>()
    for (const result of this.#shopText.search(queryOf(terms), fields ? { fields } : {})) {
      const shop = this.#shops.get(result.id as number)
      if (!shop || (allowed && !allowed.has(shop.id))) continue
      ranked.set(shop.id, { id: shop.id, nameHits: nameHits(result), score: result.score, rating: shop.rating })
    }
    return ranked
  }

  searchShops(query: ShopQuery, window: { offset: number; limit: number }): IdPage {
    const allowed = this.#shopFilter(query.location, query.categorySlug)
    const terms = queryTerms(query.search)
    if (terms.length > 0) {
      const ranked = [...this.#rankedShops(terms, allowed).values()].sort(byRelevance(1))
      return { ids: ranked.slice(window.offset, window.offset + window.limit).map((shop) => shop.id), total: ranked.length }
    }
    return pageOf(this.#shopOrder.items, allowed, allowed?.size ?? this.#shops.size, window)
  }

  searchProducts(query: ProductQuery, window: { offset: number; limit: number }): IdPage {
    let allowed = this.#shopFilter(query.location, query.categorySlug)
    const shopTerms = queryTerms(query.shop)
    // Product search matches a shop's name and description, not its town.
    const shopRanks = shopTerms.length > 0 ? this.#rankedShops(shopTerms, allowed, ['name', 'description']) : null
    if (shopRanks) allowed = new Set(shopRanks.keys())

    const terms = queryTerms(query.product)
    if (terms.length > 0) {
      const ranked: Ranked[] = []
      for (const result of this.#productText.search(queryOf(terms))) {
        const product = this.#products.get(result.id as number)
        if (!product || (allowed && !allowed.has(product.shopId))) continue
        const shop = shopRanks?.get(product.shopId)
        ranked.push({
          id: product.id,
          nameHits: nameHits(result) + (shop?.nameHits ?? 0),
          score: result.score + (shop?.score ?? 0),
          rating: product.rating,
        })
      }
      ranked.sort(byRelevance(-1))
      return { ids: ranked.slice(window.offset, window.offset + window.limit).map((product) => product.id), total: ranked.length }
    }
    if (shopRanks) {
      const ranked: Ranked[] = []
      for (const shop of shopRanks.values()) {
        for (const id of this.#shops.get(shop.id)!.products) {
          ranked.push({ id, nameHits: shop.nameHits, score: shop.score, rating: this.#products.get(id)!.rating })
        }
      }
      ranked.sort(byRelevance(-1))
      return { ids: ranked.slice(window.offset, window.offset + window.limit).map((product) => product.id), total: ranked.length }
    }
    if (!allowed) return pageOf(this.#productOrder.items, null, this.#products.size, window)

    let total = 0
    for (const shopId of allowed) total += this.#shops.get(shopId)?.products.size ?? 0
    if (total <= DIRECT_SORT_LIMIT) {
      const candidates: ProductEntry[] = []
      for (const shopId of allowed) for (const id of this.#shops.get(shopId)!.products) candidates.push(this.#products.get(id)!)
      candidates.sort(byRating(-1))
      return { ids: candidates.slice(window.offset, window.offset + window.limit).map((product) => product.id), total }
    }
    return pageOf(this.#productOrder.items, { has: (id) => allowed.has(this.#products.get(id)!.shopId) }, total, window)
  }
}

/** One page of an ordered list, skipping what the filter refuses. */
function pageOf(
  ordered: { id: number }[],
  allowed: { has(id: number): boolean } | null,
  total: number,
  window: { offset: number; limit: number },
): IdPage {
  if (!allowed) return { ids: ordered.slice(window.offset, window.offset + window.limit).map((entry) => entry.id), total }
  const ids: number[] = []
  let skipped = 0
  for (const entry of ordered) {
    if (!allowed.has(entry.id)) continue
    if (skipped < window.offset) skipped++
    else if (ids.push(entry.id) >= window.limit) break
  }
  return { ids, total }
}
