/*
 * The public catalogue held in memory for search: every public shop and every
 * active product of a public shop, their words in two MiniSearch indexes, and
 * what filtering and ranking need. It answers which ids fill a window, in
 * order, and how many match; it knows nothing of the database (the embedded
 * backend feeds it documents from documents.ts).
 *
 * Matching (search_text.ts): case and accents folded, plurals joined, every
 * word required, as a prefix from two letters, with one typo from five, and
 * a shop trade's other names (trade_synonyms.ts) as whole words.
 * Ranking: words found only through a typo last (a typo never displaces an
 * exact or prefix match), then the number of words found in the name, then the
 * text score, then rating, then id. Without words: rating, then id. A shop in
 * its New Shop Bonus window (new_shop_bonus.ts) has its score and rating, and
 * its products' ratings, raised until the bonus ends (checked before every
 * search against the engine's clock).
 */
import { isDeepStrictEqual } from 'node:util'
import { shopOpenStateAt } from '@shoplocal/shared/rules'
import MiniSearch, { type Options, type Query } from 'minisearch'
import { RANKING } from '@shoplocal/shared/constants'
import { foldedWords, storedWords } from '#helpers/text_folding'
import { allowedTypos, indexTerm, termForms } from '#services/catalogue/search_text'
import { placeMatcher, shopPlace, type ShopPlace } from '#services/catalogue/place_match'
import { bonusEndsAt, boostedRating, boostedScore, hasBonus } from '#services/catalogue/new_shop_bonus'
import type { Point } from '#services/catalogue/town_coordinates'
import { shopPoint } from '#services/catalogue/place_point'
import { SEARCHED_FIELDS, SHOP_WORD_FIELDS, type ProductDocument, type ShopDocument } from '#services/search/documents'
import { byDistance, shopDistances, type Near } from '#services/search/near'
import { RankingCache, foundExactly, termsOf, type Ranking, type Word } from '#services/search/ranking_cache'
import { TRADE_SYNONYMS } from '#services/search/trade_synonyms'
import { NumberBlocks, jsonList, type Block, type SnapshotReader } from '#services/search/snapshot'
import { textBlocks, textFromBlocks } from '#services/search/text_snapshot'
import { eachMatch } from '#services/search/minisearch_internals'
import type { CatalogueSort, SearchAnswer, SearchWindow, ShopAnswer } from '#services/search/search_backend'

export interface ShopQuery {
  search?: string
  location?: string
  categorySlug?: string
  near?: Near
  sort?: CatalogueSort
  /** Only shops open at the engine's clock in Ireland, closures applied (a shop with no hours never is). */
  openNow?: boolean
}

export interface ProductQuery extends Omit<ShopQuery, 'search'> {
  product?: string
  shop?: string
}

interface ShopEntry {
  doc: ShopDocument
  place: ShopPlace
  point: Point | null
  /** The point is the county's middle: the shop's town is not one the place data knows. */
  approximate: boolean
  bonusEndsAt: number | null
  /** Whether the ranking values count the New Shop Bonus. */
  boosted: boolean
  products: Set<number>
}

interface ProductEntry {
  id: number
  shopId: number
  rating: number
  /** A hash of the searched text: a put that changes neither it, the shop nor the rating changes nothing. */
  text: number
}

/** One match as ranking compares it. */
interface Scored {
  id: number
  shopId: number
  typos: number
  nameHits: number
  score: number
  rating: number
}

/** Changes since the last search, for the kept rankings to forget what they alter; 'all' after a build or a bonus moved. */
type Touched = { productIds: number[]; shopIds: number[]; products: ProductDocument[]; shops: ShopDocument[] } | 'all'

/** More words than this add nothing to a marketplace search and only cost time. */
const MAX_SEARCH_WORDS = 8
const MAX_WORD_LENGTH = 40
/** Dropped next to other words (they would match nearly everything); alone they are searched. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])
/** A "did you mean" word is at most this many edits from the typed one. */
const SUGGESTION_EDITS = 2
/** Filters and points kept by shop at once (1 or 8 bytes per shop each); past it all are forgotten. */
const MAX_KEPT_FILTERS = 1000
/** Past this many changes between two searches, checking each kept ranking against them costs more than forgetting all (a bulk write). */
const MAX_TOUCHED = 200
const MINUTE_MS = 60_000

const synonymsOf = new Map<string, string[]>()
for (const group of TRADE_SYNONYMS) {
  const stems = [...new Set(group.map(indexTerm))]
  for (const stem of stems) synonymsOf.set(stem, stems)
}

/** The words of a typed search; stop words count only when nothing else was typed. */
export function queryWords(input: string | undefined): Word[] {
  if (!input) return []
  const words = [...new Set(foldedWords(input).map((word) => word.slice(0, MAX_WORD_LENGTH)))].slice(0, MAX_SEARCH_WORDS)
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return (meaningful.length > 0 ? meaningful : words).map((word) => {
    const forms = termForms(word)
    return { forms, synonyms: (synonymsOf.get(forms[0]) ?? []).filter((stem) => !forms.includes(stem)) }
  })
}

function wordQuery(word: Word): Query {
  const typed: Query = {
    queries: word.forms,
    combineWith: 'OR',
    prefix: (term) => term.length >= RANKING.prefixFromLetters,
    fuzzy: (term) => allowedTypos(term),
  }
  if (word.synonyms.length === 0) return typed
  return { combineWith: 'OR', queries: [typed, { queries: word.synonyms, combineWith: 'OR', prefix: false, fuzzy: false }] }
}

function textOptions(fields: readonly string[]): Options<{ id: number }> {
  return {
    fields: [...fields],
    tokenize: (text) => storedWords(text),
    processTerm: termForms,
    searchOptions: {
      combineWith: 'AND',
      boost: { name: RANKING.nameBoost },
      // Queries arrive already split and folded (queryWords), one word at a time.
      tokenize: (query) => [query],
      processTerm: (term) => term,
    },
  }
}

const SHOP_TEXT = textOptions(SEARCHED_FIELDS.shops)
const PRODUCT_TEXT = textOptions(SEARCHED_FIELDS.products)

/** A 53-bit hash of a product's searched text (cyrb53): equal texts, equal hashes; others collide about once in 2^53. */
function textHash(doc: ProductDocument): number {
  const text = SEARCHED_FIELDS.products.map((field) => doc[field]).join('\u0000')
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return 4294967296 * (2097151 & h2) + (h1 >>> 0)
}

/** Matches in rank order: typos (fewest first), name hits, score, rating, then the id in `idOrder`. */
function ranked(matches: Scored[], idOrder: 1 | -1): Ranking {
  matches.sort(
    (a, b) => a.typos - b.typos || b.nameHits - a.nameHits || b.score - a.score || b.rating - a.rating || (a.id - b.id) * idOrder,
  )
  return {
    ids: Int32Array.from(matches, (match) => match.id),
    shops: Int32Array.from(matches, (match) => match.shopId),
    typos: Uint8Array.from(matches, (match) => match.typos),
    nameHits: Uint8Array.from(matches, (match) => match.nameHits),
    scores: Float64Array.from(matches, (match) => match.score),
  }
}

export class CatalogueEngine {
  #shops = new Map<number, ShopEntry>()
  #products = new Map<number, ProductEntry>()
  #shopText = new MiniSearch<{ id: number }>(SHOP_TEXT)
  #productText = new MiniSearch<{ id: number }>(PRODUCT_TEXT)
  /** Each stored name word's form and the word as written (folded), for "did you mean". */
  #vocabulary = new Map<string, string>()
  #categories = new Map<string, number>()
  #maxShopId = 0
  #kept = new RankingCache()
  /*
   * By shop id, kept per set of filters (place, category, distance) the shops
   * it allows, and per point each shop's distance: forgotten when a shop or the
   * categories change.
   */
  #byShop = new Map<string, Uint8Array | Float64Array>()
  /** "Did you mean" of a ranking without matches, forgotten with its ranking. */
  #suggestions = new WeakMap<Ranking, string | null>()
  #touched: Touched = 'all'
  /** The earliest end of a bonus still counted (Infinity: none). */
  #nextBonusEnd = Infinity
  /*
   * Every product in list order (rating with the bonus, then id, high first),
   * kept sorted as products come and go (a binary search and a splice), so a
   * list without words after a change costs one pass, not a sort of the whole
   * catalogue (about a second at 200,000 products). Null: sorted on next use
   * (after a bulk load, or when a shop's bonus started or ended).
   */
  #productOrder: ProductEntry[] | null = null

  /** `clock` gives the time in epoch ms (tests pass their own to move through a bonus window). */
  constructor(private readonly clock: () => number = Date.now) {}

  get shopCount() {
    return this.#shops.size
  }

  get productCount() {
    return this.#products.size
  }

  setCategories(categories: Map<string, number>) {
    if (!isDeepStrictEqual(categories, this.#categories)) this.#byShop.clear()
    this.#categories = categories
  }

  /** What kept rankings must be checked against; null when they are all forgotten anyway. */
  #pending() {
    const touched = this.#touched
    if (touched === 'all') return null
    if (touched.productIds.length + touched.shopIds.length + touched.products.length + touched.shops.length < MAX_TOUCHED) return touched
    this.#touched = 'all'
    return null
  }

  #learnWords(name: string) {
    for (const word of storedWords(name))
      for (const form of termForms(word)) if (!this.#vocabulary.has(form)) this.#vocabulary.set(form, word)
  }

  #shopEntry(doc: ShopDocument, products = new Set<number>()): ShopEntry {
    const place = shopPlace(doc.location)
    const endsAt = bonusEndsAt(doc.approvedAt)
    const boosted = hasBonus(endsAt, this.clock())
    if (boosted) this.#nextBonusEnd = Math.min(this.#nextBonusEnd, endsAt!)
    this.#maxShopId = Math.max(this.#maxShopId, doc.id)
    const located = shopPoint(place)
    return { doc, place, point: located?.point ?? null, approximate: located?.approximate ?? false, bonusEndsAt: endsAt, boosted, products }
  }

  /** Adds or replaces public shops; their products stay as they are. */
  putShops(docs: ShopDocument[]) {
    for (const doc of docs) {
      const existing = this.#shops.get(doc.id)
      if (existing && isDeepStrictEqual(existing.doc, doc)) continue
      if (existing) this.#shopText.discard(doc.id)
      const entry = this.#shopEntry(doc, existing?.products)
      // Its products rank with the shop's bonus, or without it now.
      if (existing && existing.boosted !== entry.boosted) {
        this.#productOrder = null
        this.#touched = 'all'
      }
      this.#shops.set(doc.id, entry)
      this.#byShop.clear()
      this.#shopText.add(doc)
      this.#learnWords(doc.name)
      this.#pending()?.shopIds.push(doc.id)
      this.#pending()?.shops.push(doc)
    }
  }

  /** Removes a shop that is no longer public, with its products. */
  removeShop(id: number) {
    const entry = this.#shops.get(id)
    if (!entry) return
    for (const productId of entry.products) this.removeProduct(productId)
    this.#shopText.discard(id)
    this.#shops.delete(id)
    this.#byShop.clear()
    this.#pending()?.shopIds.push(id)
  }

  /** Adds or replaces public products (one whose shop is not held is left out); an unchanged one is left as it is. */
  putProducts(docs: ProductDocument[]) {
    for (const doc of docs) {
      const text = textHash(doc)
      const existing = this.#products.get(doc.id)
      if (existing && existing.shopId === doc.shopId && existing.rating === doc.rating && existing.text === text) continue
      this.removeProduct(doc.id)
      const shop = this.#shops.get(doc.shopId)
      if (!shop) continue
      const entry = { id: doc.id, shopId: doc.shopId, rating: doc.rating, text }
      this.#products.set(doc.id, entry)
      shop.products.add(doc.id)
      this.#productText.add(doc)
      this.#learnWords(doc.name)
      this.#productOrder?.splice(this.#orderPosition(this.#productOrder, entry), 0, entry)
      this.#pending()?.products.push(doc)
    }
  }

  /** Makes these shops' products exactly the given ones. */
  replaceShopProducts(shopIds: number[], docs: ProductDocument[]) {
    const kept = new Set(docs.map((doc) => doc.id))
    for (const shopId of shopIds) {
      for (const id of [...(this.#shops.get(shopId)?.products ?? [])]) if (!kept.has(id)) this.removeProduct(id)
    }
    this.putProducts(docs)
  }

  removeProduct(id: number) {
    const entry = this.#products.get(id)
    if (!entry) return
    if (this.#productOrder) {
      const at = this.#orderPosition(this.#productOrder, entry)
      if (this.#productOrder[at] === entry) this.#productOrder.splice(at, 1)
      else this.#productOrder = null
    }
    this.#productText.discard(id)
    this.#shops.get(entry.shopId)?.products.delete(id)
    this.#products.delete(id)
    this.#pending()?.productIds.push(id)
  }

  /** Bulk load for a build: shops first, then products in batches (sorted into list order once, on first use). */
  loadShops(docs: ShopDocument[]) {
    this.#touched = 'all'
    this.putShops(docs)
  }

  loadProducts(docs: ProductDocument[]) {
    this.#touched = 'all'
    this.#productOrder = null
    this.putProducts(docs)
  }

  /** The engine's contents as snapshot blocks (snapshot.ts), made a slice at a time: nothing may change it until the last is taken. */
  *snapshotBlocks(): Generator<Block> {
    yield* jsonList([...this.#shops.values()].map((shop) => shop.doc))
    const products = new NumberBlocks('float64')
    for (const product of this.#products.values()) {
      products.add(product.id)
      products.add(product.shopId)
      products.add(product.rating)
      products.add(product.text)
      const full = products.full()
      if (full) yield full
    }
    yield* products.end()
    yield* jsonList([...this.#vocabulary])
    yield* textBlocks(this.#shopText)
    yield* textBlocks(this.#productText)
  }

  static fromSnapshot(reader: SnapshotReader, clock?: () => number): CatalogueEngine {
    const engine = new CatalogueEngine(clock)
    for (const doc of reader.jsonList<ShopDocument>()) engine.#shops.set(doc.id, engine.#shopEntry(doc))
    for (const products = reader.numbers('float64'); !products.done;) {
      const product = { id: products.next(), shopId: products.next(), rating: products.next(), text: products.next() }
      engine.#products.set(product.id, product)
      engine.#shops.get(product.shopId)?.products.add(product.id)
    }
    engine.#vocabulary = new Map(reader.jsonList<[string, string]>())
    engine.#shopText = textFromBlocks(reader, SHOP_TEXT)
    engine.#productText = textFromBlocks(reader, PRODUCT_TEXT)
    return engine
  }

  /** Before a search: bonuses that ended make their shops rank plainly again, and kept rankings forget what changes altered. */
  #beforeSearch() {
    const now = this.clock()
    if (now >= this.#nextBonusEnd) {
      this.#nextBonusEnd = Infinity
      for (const shop of this.#shops.values()) {
        shop.boosted = hasBonus(shop.bonusEndsAt, now)
        if (shop.boosted) this.#nextBonusEnd = Math.min(this.#nextBonusEnd, shop.bonusEndsAt!)
      }
      this.#productOrder = null
      this.#touched = 'all'
    }
    const touched = this.#touched
    this.#touched = { productIds: [], shopIds: [], products: [], shops: [] }
    if (touched === 'all') return this.#kept.clear()
    if (touched.productIds.length + touched.shopIds.length + touched.products.length + touched.shops.length === 0) return
    const texts = <T>(doc: T, fields: readonly (keyof T)[]) => termsOf(...fields.map((field) => String(doc[field])))
    this.#kept.forget({
      productIds: touched.productIds,
      shopIds: touched.shopIds,
      products: touched.products.map((doc) => {
        const shop = this.#shops.get(doc.shopId)?.doc
        return { terms: texts(doc, SEARCHED_FIELDS.products), shopTerms: shop ? texts(shop, SHOP_WORD_FIELDS) : [] }
      }),
      shops: touched.shops.map((doc) => ({ named: texts(doc, SHOP_WORD_FIELDS), all: texts(doc, SEARCHED_FIELDS.shops) })),
    })
  }

  #productRating(product: ProductEntry) {
    return boostedRating(product.rating, this.#shops.get(product.shopId)!.boosted)
  }

  #listOrder = (a: ProductEntry, b: ProductEntry) => this.#productRating(b) - this.#productRating(a) || b.id - a.id

  /** Where a product is, or would go, in the list order. */
  #orderPosition(order: ProductEntry[], product: ProductEntry): number {
    let low = 0
    let high = order.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.#listOrder(order[middle], product) < 0) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Every match of the words, scored (each word required). */
  #scored(kind: 'shops' | 'products', words: Word[], fields?: readonly string[]): Scored[] {
    const text = kind === 'shops' ? this.#shopText : this.#productText
    // Per index term, the words it finds as typed (a bit each); many matches share their terms.
    const typedBy = new Map<string, number>()
    const wordsTypedAs = (term: string) => {
      let bits = typedBy.get(term)
      if (bits === undefined) {
        bits = words.reduce((found, word, at) => (foundExactly([term], word) ? found | (1 << at) : found), 0)
        typedBy.set(term, bits)
      }
      return bits
    }
    const scored: Scored[] = []
    const query: Query = { combineWith: 'AND', queries: words.map(wordQuery) }
    eachMatch(text, query, fields ? { fields: [...fields] } : {}, (id, score, match) => {
      let typed = 0
      let nameHits = 0
      for (const term in match) {
        typed |= wordsTypedAs(term)
        if (match[term].includes('name')) nameHits++
      }
      let typos = words.length
      for (; typed !== 0; typed &= typed - 1) typos--
      const product = kind === 'products' ? this.#products.get(id)! : null
      const shop = this.#shops.get(product?.shopId ?? id)!
      scored.push({
        id,
        shopId: shop.doc.id,
        typos,
        nameHits,
        score: boostedScore(score, shop.boosted),
        rating: boostedRating(product?.rating ?? shop.doc.rating, shop.boosted),
      })
    })
    return scored
  }

  #shopRanking(words: Word[]): Ranking {
    return this.#kept.get('shops', words, [], () => {
      if (words.length > 0) return ranked(this.#scored('shops', words), 1)
      const plain = { typos: 0, nameHits: 0, score: 0 }
      const all = [...this.#shops.values()].map((shop) => ({
        ...plain,
        id: shop.doc.id,
        shopId: shop.doc.id,
        rating: boostedRating(shop.doc.rating, shop.boosted),
      }))
      return ranked(all, 1)
    })
  }

  /** Shops whose name or description hold the words: a product search's shop words. */
  #shopNameRanking(words: Word[]): Ranking {
    return this.#kept.get('shop names', words, [], () => ranked(this.#scored('shops', words, SHOP_WORD_FIELDS), 1))
  }

  /** Products matching the product words, of shops matching the shop words; both ranks add up. */
  #productRanking(productWords: Word[], shopWords: Word[]): Ranking {
    return this.#kept.get('products', productWords, shopWords, () => {
      if (shopWords.length > 0) return this.#productsOfShops(this.#productRanking(productWords, []), this.#shopNameRanking(shopWords))
      if (productWords.length > 0) return ranked(this.#scored('products', productWords), -1)
      this.#productOrder ??= [...this.#products.values()].sort(this.#listOrder)
      const count = this.#productOrder.length
      const list = { ids: new Int32Array(count), shops: new Int32Array(count) }
      this.#productOrder.forEach((product, at) => {
        list.ids[at] = product.id
        list.shops[at] = product.shopId
      })
      return { ...list, typos: new Uint8Array(count), nameHits: new Uint8Array(count), scores: new Float64Array(count) }
    })
  }

  /** The products of a ranking whose shops are in a shop ranking, each with its shop's typos, name hits and score added. */
  #productsOfShops(products: Ranking, shops: Ranking): Ranking {
    // Each shop's place in its ranking plus one, by id (0: not there).
    const shopAt = new Int32Array(this.#maxShopId + 1)
    shops.ids.forEach((id, at) => (shopAt[id] = at + 1))
    const matches: Scored[] = []
    for (let at = 0; at < products.ids.length; at++) {
      const shop = shopAt[products.shops[at]] - 1
      if (shop < 0) continue
      matches.push({
        id: products.ids[at],
        shopId: products.shops[at],
        typos: products.typos[at] + shops.typos[shop],
        nameHits: products.nameHits[at] + shops.nameHits[shop],
        score: products.scores[at] + shops.scores[shop],
        rating: this.#productRating(this.#products.get(products.ids[at])!),
      })
    }
    return ranked(matches, -1)
  }

  /** The shops the location, category, distance and "open now" filters allow (by id), or null when none is given. */
  #allowedShops(query: ShopQuery | ProductQuery): Uint8Array | null {
    const place = query.location?.trim()
    const withinKm = query.near?.withinKm ?? null
    const openNow = query.openNow === true
    if (!place && !query.categorySlug && withinKm === null && !openNow) return null
    // Open now is kept for the minute it was judged in: hours and closures change state only on the minute.
    const minute = openNow ? Math.floor(this.clock() / MINUTE_MS) : null
    const key = JSON.stringify(['allowed', place, query.categorySlug, withinKm === null ? null : query.near, minute])
    const near = withinKm === null ? null : query.near!
    return this.#keptByShop(key, () => this.#filterShops(place, query.categorySlug, near, minute === null ? null : new Date(this.clock())))
  }

  #distances(near: Near): Float64Array {
    return this.#keptByShop(`distances ${near.latitude} ${near.longitude}`, () =>
      shopDistances(this.#shops.values(), this.#maxShopId + 1, near),
    )
  }

  /** Each key names one kind of array ('allowed': Uint8Array, 'distances': Float64Array). */
  #keptByShop<T extends Uint8Array | Float64Array>(key: string, make: () => T): T {
    const known = this.#byShop.get(key) as T | undefined
    if (known) return known
    if (this.#byShop.size >= MAX_KEPT_FILTERS) this.#byShop.clear()
    const made = make()
    this.#byShop.set(key, made)
    return made
  }

  #filterShops(place: string | undefined, categorySlug: string | undefined, near: Near | null, openAt: Date | null): Uint8Array {
    const withinKm = near?.withinKm ?? null
    const allowed = new Uint8Array(this.#maxShopId + 1)
    const categoryId = categorySlug ? this.#categories.get(categorySlug) : undefined
    // An unknown category slug matches no shop.
    if (categorySlug && categoryId === undefined) return allowed
    const matchesPlace = place ? placeMatcher(place) : null
    const distances = near === null ? null : this.#distances(near)
    for (const shop of this.#shops.values()) {
      if (categorySlug && shop.doc.categoryId !== categoryId) continue
      if (matchesPlace && !matchesPlace(shop.place)) continue
      if (distances && !(distances[shop.doc.id] <= withinKm!)) continue
      if (openAt && !(shop.doc.calendar && shopOpenStateAt(shop.doc.calendar, openAt) === 'open')) continue
      allowed[shop.doc.id] = 1
    }
    return allowed
  }

  /** One window of a ranking under the query's filters and sort, with distances when the query has a point. */
  #window(ranking: Ranking, query: ShopQuery | ProductQuery, window: SearchWindow): SearchAnswer {
    const allowed = this.#allowedShops(query)
    const near = query.near
    const nearest = near !== undefined && query.sort === 'nearest'
    const distances = near ? this.#distances(near) : null
    let positions: number[] = []
    let total = ranking.ids.length
    const end = window.offset + window.limit
    if (nearest) {
      for (let at = 0; at < ranking.ids.length; at++) if (!allowed || allowed[ranking.shops[at]] === 1) positions.push(at)
      total = positions.length
      positions = byDistance(
        positions,
        (at) => distances![ranking.shops[at]],
        (at) => ranking.typos[at],
      ).slice(window.offset, end)
    } else if (allowed) {
      // Counted in one pass; only the window's positions are kept.
      total = 0
      for (let at = 0; at < ranking.ids.length; at++) {
        if (allowed[ranking.shops[at]] !== 1) continue
        if (total >= window.offset && total < end) positions.push(at)
        total++
      }
    } else {
      for (let at = window.offset; at < Math.min(total, end); at++) positions.push(at)
    }
    const ids = positions.map((at) => ranking.ids[at])
    if (!distances) return { ids, total }
    const distanceKm = positions.map((at) => {
      const distance = distances[ranking.shops[at]]
      return Number.isNaN(distance) ? null : distance
    })
    const distanceApproximate = positions.map((at) => this.#shops.get(ranking.shops[at])!.approximate)
    return { ids, total, distanceKm, distanceApproximate }
  }

  searchShops(query: ShopQuery, window: SearchWindow): ShopAnswer {
    this.#beforeSearch()
    const words = queryWords(query.search)
    const ranking = this.#shopRanking(words)
    const answer = this.#window(ranking, query, window)
    const productCounts = answer.ids.map((id) => this.#shops.get(id)?.products.size ?? 0)
    if (ranking.ids.length > 0 || words.length === 0) return { ...answer, productCounts }
    return { ...answer, productCounts, suggestion: this.#suggestionFor(ranking, 'shops', words) }
  }

  searchProducts(query: ProductQuery, window: SearchWindow): SearchAnswer {
    this.#beforeSearch()
    const productWords = queryWords(query.product)
    const ranking = this.#productRanking(productWords, queryWords(query.shop))
    const answer = this.#window(ranking, query, window)
    if (ranking.ids.length > 0 || productWords.length === 0) return answer
    // Words that find products, only not in the shops named, are spelt as the index holds them.
    const ofWords = this.#productRanking(productWords, [])
    return { ...answer, suggestion: ofWords.ids.length > 0 ? null : this.#suggestionFor(ofWords, 'products', productWords) }
  }

  #suggestionFor(ranking: Ranking, kind: 'shops' | 'products', words: Word[]): string | null {
    if (!this.#suggestions.has(ranking)) this.#suggestions.set(ranking, this.#suggest(kind, words))
    return this.#suggestions.get(ranking)!
  }

  /*
   * "Did you mean": each typed word replaced by the nearest name word the index
   * holds (up to SUGGESTION_EDITS edits), kept only when the whole suggestion
   * finds something of its own and differs from what was typed.
   */
  #suggest(kind: 'shops' | 'products', words: Word[]): string | null {
    const text = kind === 'shops' ? this.#shopText : this.#productText
    const replaced: string[] = []
    for (const word of words) {
      const form = word.forms[0]
      const [best] = text.search(form, { fields: ['name'], prefix: false, fuzzy: form.length > 3 ? SUGGESTION_EDITS : 1 })
      const term = best?.terms.find((candidate) => this.#vocabulary.has(candidate))
      if (!term) return null
      replaced.push(this.#vocabulary.get(term)!)
    }
    const suggestion = replaced.join(' ')
    const typed = words.map((word) => word.forms[0]).join(' ')
    if (
      queryWords(suggestion)
        .map((word) => word.forms[0])
        .join(' ') === typed
    )
      return null
    return this.#scored(kind, queryWords(suggestion)).length > 0 ? suggestion : null
  }
}
