/*
 * The public catalogue in memory (public shops, their active products, their
 * words in two MiniSearch indexes): which ids fill a window, in order, and how
 * many match. How it matches and ranks: docs/search.md.
 */
import { isDeepStrictEqual } from 'node:util'
import { shopOpenStateAt } from '@shoplocal/shared/rules'
import MiniSearch, { type Options, type Query } from 'minisearch'
import { RANKING } from '@shoplocal/shared/constants'
import { storedWords } from '#helpers/text_folding'
import { allowedTypos, queryWords, termForms, type Word } from '#services/catalogue/search_text'
import { placeMatcher, shopPlace, type ShopPlace } from '#services/catalogue/place_match'
import { bonusEndsAt, boostedRating, boostedScore, hasBonus } from '#services/catalogue/new_shop_bonus'
import type { Point } from '#services/catalogue/town_coordinates'
import { distanceKm } from '#services/catalogue/nearest_town'
import { byDistance } from '#services/catalogue/near_search'
import { shopPoint } from '#services/catalogue/place_point'
import { SEARCHED_FIELDS, SHOP_WORD_FIELDS, fingerprint, type ProductDocument, type ShopDocument } from '#services/search/documents'
import { RankingCache, foundExactly, termsOf, type Ranking } from '#services/search/ranking_cache'
import { jsonList, numberBlocks, type Block, type SnapshotReader } from '#services/search/snapshot'
import { firstNotBefore } from '#services/search/sorted'
import { eachMatch, textBlocks, textFromBlocks } from '#services/search/minisearch_internals'
import type { Near, ProductQuery, SearchAnswer, SearchWindow, ShopAnswer, ShopQuery } from '#services/search/search_backend'

interface ShopEntry {
  doc: ShopDocument
  place: ShopPlace
  point: Point | null
  /** The point is the county's middle: the shop's town is not one the place data knows. */
  approximate: boolean
  bonusEndsAt: number | null
  boosted: boolean
  products: Set<number>
}

type ProductEntry = { id: number; shopId: number; rating: number; fingerprint: number }
type Scored = { id: number; shopId: number; typos: number; nameHits: number; score: number; rating: number }

/** Changes since the last search; 'all' after a build or a bonus moved. */
type Touched = { productIds: number[]; shopIds: number[]; products: ProductDocument[]; shops: ShopDocument[] } | 'all'
const touchedCount = (touched: Exclude<Touched, 'all'>) => Object.values(touched).reduce((sum, list) => sum + list.length, 0)

const SUGGESTION_EDITS = 2
/** Filters and points kept by shop at once (1 or 8 bytes per shop each). */
const MAX_KEPT_FILTERS = 1000
/** Past this many changes between two searches, forgetting all kept rankings costs less than checking each. */
const MAX_TOUCHED = 200
const MINUTE_MS = 60_000

function wordQuery(word: Word): Query {
  const typed: Query = {
    queries: word.forms,
    combineWith: 'OR',
    prefix: (term) => term.length >= RANKING.prefixFromLetters,
    fuzzy: allowedTypos,
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
  /** Each stored name word's form and the word as written, for "did you mean". */
  #vocabulary = new Map<string, string>()
  #categories = new Map<string, number>()
  #maxShopId = 0
  #kept = new RankingCache()
  /** By shop id, per set of filters the shops allowed, per point each shop's distance; forgotten when a shop or category changes. */
  #byShop = new Map<string, Uint8Array | Float64Array>()
  #suggestions = new WeakMap<Ranking, string | null>()
  #touched: Touched = 'all'
  /** The earliest end of a bonus still counted (Infinity: none). */
  #nextBonusEnd = Infinity
  /*
   * Every product in list order (rating with the bonus, then id, high first), kept sorted as products change, so
   * a list without words is one pass, not a sort (a second at 200,000). Null: sorted on next use.
   */
  #productOrder: ProductEntry[] | null = null

  /** `clock`: epoch ms (tests move through a bonus window with their own). */
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

  /** What kept rankings must be checked against; null when all are forgotten anyway. */
  #pending() {
    if (this.#touched !== 'all' && touchedCount(this.#touched) >= MAX_TOUCHED) this.#touched = 'all'
    return this.#touched === 'all' ? null : this.#touched
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
      if (existing && fingerprint(existing.doc) === fingerprint(doc)) continue
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
      const pending = this.#pending()
      pending?.shopIds.push(doc.id)
      pending?.shops.push(doc)
    }
  }

  removeShop(id: number) {
    const entry = this.#shops.get(id)
    if (!entry) return
    for (const productId of entry.products) this.removeProduct(productId)
    this.#shopText.discard(id)
    this.#shops.delete(id)
    this.#byShop.clear()
    this.#pending()?.shopIds.push(id)
  }

  /** Adds or replaces products (one whose shop is not held is left out). */
  putProducts(docs: ProductDocument[]) {
    for (const doc of docs) {
      const print = fingerprint(doc)
      if (this.#products.get(doc.id)?.fingerprint === print) continue
      this.removeProduct(doc.id)
      const shop = this.#shops.get(doc.shopId)
      if (!shop) continue
      const entry = { id: doc.id, shopId: doc.shopId, rating: doc.rating, fingerprint: print }
      this.#products.set(doc.id, entry)
      shop.products.add(doc.id)
      this.#productText.add(doc)
      this.#learnWords(doc.name)
      this.#productOrder?.splice(this.#orderPosition(this.#productOrder, entry), 0, entry)
      this.#pending()?.products.push(doc)
    }
  }

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

  /** The engine as snapshot blocks, made a slice at a time: nothing may change it until the last is taken. */
  *snapshotBlocks(): Generator<Block> {
    yield* jsonList([...this.#shops.values()].map((shop) => shop.doc))
    yield* numberBlocks('float64', this.#products.values(), (product, add) => {
      add(product.id)
      add(product.shopId)
      add(product.rating)
      add(product.fingerprint)
    })
    yield* jsonList([...this.#vocabulary])
    yield* textBlocks(this.#shopText)
    yield* textBlocks(this.#productText)
  }

  static fromSnapshot(reader: SnapshotReader, clock?: () => number): CatalogueEngine {
    const engine = new CatalogueEngine(clock)
    for (const doc of reader.jsonList<ShopDocument>()) engine.#shops.set(doc.id, engine.#shopEntry(doc))
    for (const products = reader.numbers('float64'); !products.done();) {
      const product = { id: products.next(), shopId: products.next(), rating: products.next(), fingerprint: products.next() }
      engine.#products.set(product.id, product)
      engine.#shops.get(product.shopId)?.products.add(product.id)
    }
    engine.#vocabulary = new Map(reader.jsonList<[string, string]>())
    engine.#shopText = textFromBlocks(reader, SHOP_TEXT)
    engine.#productText = textFromBlocks(reader, PRODUCT_TEXT)
    return engine
  }

  /** Before a search: ended bonuses stop counting, and kept rankings forget what changes altered. */
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
    if (touchedCount(touched) === 0) return
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

  #orderPosition(order: ProductEntry[], product: ProductEntry): number {
    return firstNotBefore(0, order.length, (at) => this.#listOrder(order[at], product) < 0)
  }

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
      const plain = ({ doc, boosted }: ShopEntry) => ({ id: doc.id, shopId: doc.id, rating: boostedRating(doc.rating, boosted) })
      return ranked(
        [...this.#shops.values()].map((shop) => ({ ...plain(shop), typos: 0, nameHits: 0, score: 0 })),
        1,
      )
    })
  }

  /** A product search's shop words: shops whose name or description hold them. */
  #shopNameRanking(words: Word[]): Ranking {
    return this.#kept.get('shop names', words, [], () => ranked(this.#scored('shops', words, SHOP_WORD_FIELDS), 1))
  }

  /** Products matching the product words, of shops matching the shop words; both ranks add up. */
  #productRanking(productWords: Word[], shopWords: Word[]): Ranking {
    return this.#kept.get('products', productWords, shopWords, () => {
      if (shopWords.length > 0) return this.#productsOfShops(this.#productRanking(productWords, []), this.#shopNameRanking(shopWords))
      if (productWords.length > 0) return ranked(this.#scored('products', productWords), -1)
      const order = (this.#productOrder ??= [...this.#products.values()].sort(this.#listOrder))
      const [ids, shops] = [Int32Array.from(order, (product) => product.id), Int32Array.from(order, (product) => product.shopId)]
      return { ids, shops, typos: new Uint8Array(ids.length), nameHits: new Uint8Array(ids.length), scores: new Float64Array(ids.length) }
    })
  }

  /** The products of a ranking whose shops are in a shop ranking, with the shop's typos, name hits and score added. */
  #productsOfShops(products: Ranking, shops: Ranking): Ranking {
    // By shop id, its place in the shop ranking plus one (0: not there).
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
    const categorySlug = query.categorySlug
    const near = withinKm === null ? null : query.near!
    return this.#keptByShop(JSON.stringify(['allowed', place, categorySlug, near, minute]), () => {
      const allowed = new Uint8Array(this.#maxShopId + 1)
      const categoryId = categorySlug ? this.#categories.get(categorySlug) : undefined
      // An unknown category slug matches no shop.
      if (categorySlug && categoryId === undefined) return allowed
      const matchesPlace = place ? placeMatcher(place) : null
      const distances = near === null ? null : this.#distances(near)
      const openAt = openNow ? new Date(this.clock()) : null
      for (const shop of this.#shops.values()) {
        if (categorySlug && shop.doc.categoryId !== categoryId) continue
        if (matchesPlace && !matchesPlace(shop.place)) continue
        if (distances && !(distances[shop.doc.id] <= withinKm!)) continue
        if (openAt && !(shop.doc.calendar && shopOpenStateAt(shop.doc.calendar, openAt) === 'open')) continue
        allowed[shop.doc.id] = 1
      }
      return allowed
    })
  }

  /** Each shop's distance from the point in km, rounded to 0.1, by shop id (NaN: no point). */
  #distances(near: Near): Float64Array {
    return this.#keptByShop(`distances ${near.latitude} ${near.longitude}`, () => {
      const distances = new Float64Array(this.#maxShopId + 1).fill(Number.NaN)
      for (const { doc, point } of this.#shops.values()) if (point) distances[doc.id] = Math.round(distanceKm(near, point) * 10) / 10
      return distances
    })
  }

  #keptByShop<T extends Uint8Array | Float64Array>(key: string, make: () => T): T {
    const known = this.#byShop.get(key) as T | undefined
    if (known) return known
    if (this.#byShop.size >= MAX_KEPT_FILTERS) this.#byShop.clear()
    const made = make()
    this.#byShop.set(key, made)
    return made
  }

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
      const nearFirst = byDistance(
        positions,
        (at) => distances![ranking.shops[at]],
        (at) => ranking.typos[at],
      )
      positions = nearFirst.slice(window.offset, end)
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
    const shops = positions.map((at) => ranking.shops[at])
    const distanceKm = shops.map((shop) => (Number.isNaN(distances[shop]) ? null : distances[shop]))
    return { ids, total, distanceKm, distanceApproximate: shops.map((shop) => this.#shops.get(shop)!.approximate) }
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

  /** "Did you mean": each word replaced by the nearest name word held, when that finds something and differs from what was typed. */
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
    const suggested = queryWords(suggestion)
    const formsOf = (of: Word[]) => of.map((word) => word.forms[0]).join(' ')
    if (formsOf(suggested) === formsOf(words)) return null
    return this.#scored(kind, suggested).length > 0 ? suggestion : null
  }
}
