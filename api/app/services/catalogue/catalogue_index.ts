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
 * then id, as the SQL path orders them. A shop inside its New Shop Bonus window
 * (new_shop_bonus.ts) has its score and rating, and its products', raised;
 * the ranking values are computed when a shop is put in and again when its
 * bonus ends (checked before every search against the index's clock).
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import { foldedWords } from '#helpers/text_folding'
import { allowedTypos, termForms } from '#services/catalogue/search_text'
import { placeMatcher, shopPlace, type ShopPlace } from '#services/catalogue/place_match'
import { MAX_SEARCH_WORDS, isStopWord } from '#services/catalogue/search_terms'
import { RankedColumns, type RankedList, type Ranked, type ShopMask, type Window } from '#services/catalogue/ranked_list'
import { bonusEndsAt, boostedRating, boostedScore, hasBonus } from '#services/catalogue/new_shop_bonus'
import {
  contains,
  couldMatch,
  intersect,
  positionOf,
  wordKey,
  type WordEntry,
  type WordKind,
  type WordMatches,
} from '#services/catalogue/word_matches'

export interface IndexedShop {
  id: number
  name: string
  description: string | null
  location: string
  categoryId: number | null
  rating: number
  /** When admin staff approved the shop (epoch ms): the New Shop Bonus runs from here. */
  approvedAt?: number | null
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
  /** The ranking rating: the shop's rating, with the bonus while it lasts. */
  rating: number
  baseRating: number
  /** When the New Shop Bonus ends (epoch ms), null without one. */
  bonusEndsAt: number | null
  /** Whether the ranking values were computed with the bonus. */
  boosted: boolean
  place: ShopPlace
  products: Set<number>
  /** The same products in list order (rating, then id, high first): lists without words merge these. */
  ordered: OrderedIds<ProductEntry>
}

/** A location and category filter: the shops it allows as a mask by id, and as a list. */
interface ShopFilter extends ShopMask {
  shops: ShopEntry[]
}

interface ProductEntry {
  id: number
  shopId: number
  /** The ranking rating: the product's rating, with its shop's bonus while it lasts. */
  rating: number
  baseRating: number
}

/** Remembered word matches hold at most this many ids in all (13 bytes each). */
const MAX_REMEMBERED_IDS = 4_000_000
/** Remembered rankings hold at most this many matches in all (about 30 bytes each). */
const MAX_REMEMBERED_RANKED = 3_000_000

/** A name field counts this much more than the others inside the text score. */
const NAME_BOOST = 3
/** Filter sets remembered per typed location and category; cleared when a shop changes. */
const MAX_CACHED_FILTERS = 1000

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
      // The query reaches MiniSearch already split and folded (queryTerms above), one word at a time.
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

/*
 * A prefix of one or two letters expands to most of the vocabulary and would
 * hold the event loop for up to a second at 200,000 products; such searches
 * stay on SQL, which answers them with LIKE on the database's time.
 */
const SHORTEST_PREFIX = 3

/** Whether the index should answer these typed searches (see SHORTEST_PREFIX). */
export function indexAnswers(...inputs: (string | undefined)[]): boolean {
  return inputs.every((input) => queryTerms(input).every((forms) => forms[0].length >= SHORTEST_PREFIX))
}

function nameHits(result: SearchResult): number {
  return Object.values(result.match).filter((fields) => fields.includes('name')).length
}

/** Rating high to low, then the id in the given direction: the order of lists without words. */
function byRating<T extends { id: number; rating: number }>(idOrder: 1 | -1) {
  return (a: T, b: T) => b.rating - a.rating || (a.id - b.id) * idOrder
}

/** An array kept in list order under inserts and removals (binary search; splice moves pointers only). */
class OrderedIds<T extends { id: number; rating: number }> {
  items: T[] = []
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
    this.items = entries.sort(this.compare)
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
  #filterCache = new Map<string, ShopFilter>()
  #rankings = new Map<string, { list: RankedList; words: string[] | null }>()
  #rankedIds = 0
  #words = new Map<string, WordEntry>()
  #wordIds = 0
  #maxShopId = 0
  /** The earliest end of a bonus still counted in the ranking values (Infinity: none). */
  #nextBonusEnd = Infinity

  /** `clock` gives the time in epoch ms (tests pass their own to move through a bonus window). */
  constructor(private readonly clock: () => number = Date.now) {}

  #shopEntry(shop: IndexedShop, existing?: ShopEntry): ShopEntry {
    const endsAt = bonusEndsAt(shop.approvedAt)
    const boosted = hasBonus(endsAt, this.clock())
    if (boosted) this.#nextBonusEnd = Math.min(this.#nextBonusEnd, endsAt!)
    return {
      id: shop.id,
      categoryId: shop.categoryId,
      rating: boostedRating(shop.rating, boosted),
      baseRating: shop.rating,
      bonusEndsAt: endsAt,
      boosted,
      place: shopPlace(shop.location),
      products: existing?.products ?? new Set(),
      ordered: existing?.ordered ?? new OrderedIds<ProductEntry>(byRating(-1)),
    }
  }

  #productEntry(product: IndexedProduct, shop: ShopEntry): ProductEntry {
    return { id: product.id, shopId: product.shopId, rating: boostedRating(product.rating, shop.boosted), baseRating: product.rating }
  }

  /** Changes a product's ranking rating, keeping both orders it is in sorted. */
  #rerate(product: ProductEntry, rating: number) {
    const shop = this.#shops.get(product.shopId)!
    this.#productOrder.remove(product)
    shop.ordered.remove(product)
    product.rating = rating
    this.#productOrder.insert(product)
    shop.ordered.insert(product)
  }

  /*
   * Bonuses that have ended since the ranking values were computed: those
   * shops and their products go back to their plain values (rare: once per
   * shop, 60 days after approval), and remembered rankings are forgotten.
   */
  #endBonuses() {
    const now = this.clock()
    if (now < this.#nextBonusEnd) return
    this.#nextBonusEnd = Infinity
    for (const shop of this.#shops.values()) {
      if (!shop.boosted) continue
      if (hasBonus(shop.bonusEndsAt, now)) {
        this.#nextBonusEnd = Math.min(this.#nextBonusEnd, shop.bonusEndsAt!)
        continue
      }
      this.#shopOrder.remove(shop)
      shop.boosted = false
      shop.rating = shop.baseRating
      this.#shopOrder.insert(shop)
      for (const id of shop.products) {
        const product = this.#products.get(id)!
        this.#rerate(product, product.baseRating)
      }
    }
    this.#forgetRankings()
  }

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
      const entry = this.#shopEntry(shop, existing)
      this.#shops.set(shop.id, entry)
      this.#maxShopId = Math.max(this.#maxShopId, shop.id)
      this.#shopOrder.insert(entry)
      this.#shopText.add({ id: shop.id, name: shop.name, description: shop.description ?? '', location: shop.location })
      // Its products rank with the shop's bonus (or without it, once it has none).
      if (existing && existing.boosted !== entry.boosted) {
        for (const id of entry.products) {
          const product = this.#products.get(id)!
          this.#rerate(product, boostedRating(product.baseRating, entry.boosted))
        }
      }
    }
    this.#filterCache.clear()
    this.#forgetRankings()
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
    this.#forgetRankings()
  }

  /** How many of a public shop's products are public (0 for a shop not in the index). */
  productCountOf(shopId: number): number {
    return this.#shops.get(shopId)?.products.size ?? 0
  }

  hasShop(id: number): boolean {
    return this.#shops.has(id)
  }

  /** Where a public shop is, or a public product's shop (near_search.ts measures from it); null when not in the index. */
  shopPlaceOf(id: number, kind: 'shop' | 'product'): ShopPlace | null {
    const shopId = kind === 'shop' ? id : this.#products.get(id)?.shopId
    return (shopId !== undefined && this.#shops.get(shopId)?.place) || null
  }

  /** Adds or replaces public products; a product whose shop is not in the index is left out. */
  putProducts(products: IndexedProduct[]) {
    for (const product of products) {
      this.removeProduct(product.id)
      const shop = this.#shops.get(product.shopId)
      if (!shop) continue
      const entry = this.#productEntry(product, shop)
      this.#products.set(product.id, entry)
      shop.products.add(product.id)
      shop.ordered.insert(entry)
      this.#productOrder.insert(entry)
      this.#productText.add({ id: product.id, name: product.name, description: product.description ?? '' })
      this.#forgetProduct(product.id, `${product.name} ${product.description ?? ''}`)
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
    const shop = this.#shops.get(entry.shopId)
    shop?.products.delete(id)
    shop?.ordered.remove(entry)
    this.#products.delete(id)
    this.#forgetProduct(id, null)
  }

  /** Bulk load for a build: much faster than one insert at a time into the ordered lists. */
  load(shops: IndexedShop[], products: IndexedProduct[]) {
    for (const shop of shops) {
      this.#maxShopId = Math.max(this.#maxShopId, shop.id)
      this.#shops.set(shop.id, this.#shopEntry(shop))
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
      const shop = this.#shops.get(product.shopId)!
      const entry = this.#productEntry(product, shop)
      this.#products.set(product.id, entry)
      shop.products.add(product.id)
      shop.ordered.items.push(entry)
    }
    this.#productText.addAll(kept.map((product) => ({ id: product.id, name: product.name, description: product.description ?? '' })))
    this.#forgetRankings()
  }

  /** Sorts the product order once every batch is in. */
  finishLoad() {
    this.#productOrder.reset([...this.#products.values()])
    for (const shop of this.#shops.values()) shop.ordered.reset(shop.ordered.items)
  }

  /** Looks a typed word up now, so the first search for it does not pay for scoring every match. */
  warmWord(word: string) {
    const [forms] = queryTerms(word)
    if (forms && forms[0].length >= SHORTEST_PREFIX) this.#wordMatches('products', forms)
  }

  /** The shops the location and category filters allow, as a mask by shop id; null when neither is given. */
  #shopFilter(location: string | undefined, categorySlug: string | undefined): ShopFilter | null {
    const place = location?.trim()
    if (!place && !categorySlug) return null
    const key = `${place ?? ''}\u0000${categorySlug ?? ''}`
    const cached = this.#filterCache.get(key)
    if (cached) return cached

    const categoryId = categorySlug ? this.#categories.get(categorySlug) : undefined
    const matchesPlace = place ? placeMatcher(place) : null
    const mask: ShopFilter = { bits: new Uint8Array(this.#maxShopId + 1), size: 0, shops: [] }
    // An unknown category slug matches no shop, as the SQL path does.
    if (!categorySlug || categoryId !== undefined) {
      for (const shop of this.#shops.values()) {
        if (categorySlug && shop.categoryId !== categoryId) continue
        if (matchesPlace && !matchesPlace(shop.place)) continue
        mask.bits[shop.id] = 1
        mask.size++
        mask.shops.push(shop)
      }
    }
    if (this.#filterCache.size >= MAX_CACHED_FILTERS) this.#filterCache.delete(this.#filterCache.keys().next().value!)
    this.#filterCache.set(key, mask)
    return mask
  }

  /*
   * One typed word's matches (its forms, as a prefix, with a typo from five
   * letters), remembered until the catalogue next changes. MiniSearch scores
   * every match, which costs about 2 µs each: a common word in a large
   * catalogue matches tens of thousands of products, and the words of many
   * different searches repeat. Several words are intersected from these.
   */
  #wordMatches(kind: WordKind, forms: string[]): WordMatches {
    const key = wordKey(kind, forms)
    const known = this.#words.get(key)
    if (known) return known.matches
    const text = kind === 'products' ? this.#productText : this.#shopText
    const query: Query = forms.length === 1 ? forms[0] : { combineWith: 'OR', queries: forms }
    // Product search matches a shop's name and description, not its town.
    const results = text.search(query, kind === 'shopNames' ? { fields: ['name', 'description'] } : {}).sort((a, b) => a.id - b.id)
    const matches: WordMatches = {
      ids: new Int32Array(results.length),
      scores: new Float64Array(results.length),
      nameHits: new Uint8Array(results.length),
      shops: new Int32Array(results.length),
      ratings: new Float64Array(results.length),
    }
    results.forEach((result, at) => {
      const id = result.id as number
      const shop = kind === 'products' ? this.#shops.get(this.#products.get(id)!.shopId)! : this.#shops.get(id)!
      matches.ids[at] = id
      matches.scores[at] = boostedScore(result.score, shop.boosted)
      matches.nameHits[at] = nameHits(result)
      matches.shops[at] = shop.id
      matches.ratings[at] = kind === 'products' ? this.#products.get(id)!.rating : shop.rating
    })
    this.#wordIds += matches.ids.length
    this.#words.set(key, { kind, forms, matches })
    for (const [oldest, dropped] of this.#words) {
      if (this.#wordIds <= MAX_REMEMBERED_IDS || oldest === key) break
      this.#words.delete(oldest)
      this.#wordIds -= dropped.matches.ids.length
    }
    return matches
  }

  /** What every word matches, with the scores and name hits added up (every word is required). */
  #allWords(kind: WordKind, terms: string[][]): WordMatches {
    const lists = terms.map((forms) => this.#wordMatches(kind, forms)).sort((a, b) => a.ids.length - b.ids.length)
    return lists.slice(1).reduce(intersect, lists[0])
  }

  /** Shops matching the words, with their rank, before any filter. */
  #shopRanks(terms: string[][], kind: 'shops' | 'shopNames'): Map<number, Ranked> {
    const ranked = new Map<number, Ranked>()
    const matches = this.#allWords(kind, terms)
    for (let at = 0; at < matches.ids.length; at++) {
      const id = matches.ids[at]
      ranked.set(id, { id, shopId: id, nameHits: matches.nameHits[at], score: matches.scores[at], rating: matches.ratings[at] })
    }
    return ranked
  }

  /*
   * Every match of a set of words in rank order, remembered until the catalogue
   * next changes: the filters and pages of many different searches share the
   * same words, and ranking is the expensive part (every match is scored).
   */
  #remembered(key: string, words: string[] | null, rank: () => RankedList): RankedList {
    const known = this.#rankings.get(key)
    if (known) return known.list
    const list = rank()
    this.#rankedIds += list.size
    this.#rankings.set(key, { list, words })
    for (const [oldest, dropped] of this.#rankings) {
      if (this.#rankedIds <= MAX_REMEMBERED_RANKED || oldest === key) break
      this.#rankings.delete(oldest)
      this.#rankedIds -= dropped.list.size
    }
    return list
  }

  /*
   * A product changed: forget only what it can affect, so one owner's edit does
   * not send every search back to full scoring. That is each remembered word
   * whose matches hold the product, or whose forms its new text could match (a
   * generous test: any word starting with a form, or one edit from it), and the
   * rankings built on those words (or on no product words, i.e. on whole shops).
   */
  #forgetProduct(id: number, text: string | null) {
    const terms = text === null ? [] : foldedWords(text).flatMap(termForms)
    const dropped = new Set<string>()
    for (const [key, entry] of this.#words) {
      if (entry.kind !== 'products') continue
      if (contains(entry.matches.ids, id) || entry.forms.some((form) => terms.some((term) => couldMatch(form, term)))) {
        this.#words.delete(key)
        this.#wordIds -= entry.matches.ids.length
        dropped.add(key)
      }
    }
    for (const [key, ranking] of this.#rankings) {
      if (ranking.words === null || ranking.words.some((word) => dropped.has(word))) {
        this.#rankings.delete(key)
        this.#rankedIds -= ranking.list.size
      }
    }
  }

  #forgetRankings() {
    this.#rankings.clear()
    this.#rankedIds = 0
    this.#words.clear()
    this.#wordIds = 0
  }

  #shopRanking(terms: string[][]): RankedList {
    // Shop rankings hold no products; any shop change forgets them all.
    const words = terms.map((forms) => wordKey('shops', forms))
    return this.#remembered(`s${JSON.stringify(terms)}`, words, () => {
      const columns = new RankedColumns()
      for (const shop of this.#shopRanks(terms, 'shops').values()) columns.push(shop.id, shop.id, shop.nameHits, shop.score, shop.rating)
      return columns.list(1)
    })
  }

  /** Products matching the product words, of shops matching the shop words; both ranks add up. */
  #productRanking(productTerms: string[][], shopTerms: string[][]): RankedList {
    const words = productTerms.length > 0 ? productTerms.map((forms) => wordKey('products', forms)) : null
    return this.#remembered(`p${JSON.stringify([productTerms, shopTerms])}`, words, () => {
      const shopRanks = shopTerms.length > 0 ? this.#shopRanks(shopTerms, 'shopNames') : null
      const columns = new RankedColumns()
      if (productTerms.length === 0) {
        for (const shop of shopRanks!.values()) {
          for (const id of this.#shops.get(shop.id)!.products) {
            columns.push(id, shop.id, shop.nameHits, shop.score, this.#products.get(id)!.rating)
          }
        }
        return columns.list(-1)
      }
      const matches = this.#allWords('products', productTerms)
      if (!shopRanks) {
        for (let at = 0; at < matches.ids.length; at++) {
          columns.push(matches.ids[at], matches.shops[at], matches.nameHits[at], matches.scores[at], matches.ratings[at])
        }
        return columns.list(-1)
      }
      let viaShops = 0
      for (const shop of shopRanks.values()) viaShops += this.#shops.get(shop.id)!.products.size
      const add = (at: number, shop: Ranked) =>
        columns.push(matches.ids[at], shop.id, matches.nameHits[at] + shop.nameHits, matches.scores[at] + shop.score, matches.ratings[at])
      if (viaShops < matches.ids.length) {
        // Fewer products in the matching shops than matches of the words: look each of those up.
        for (const shop of shopRanks.values()) {
          for (const id of this.#shops.get(shop.id)!.products) {
            const at = positionOf(matches.ids, id)
            if (at >= 0) add(at, shop)
          }
        }
      } else {
        for (let at = 0; at < matches.ids.length; at++) {
          const shop = shopRanks.get(matches.shops[at])
          if (shop) add(at, shop)
        }
      }
      return columns.list(-1)
    })
  }

  searchShops(query: ShopQuery, window: Window): IdPage {
    this.#endBonuses()
    const mask = this.#shopFilter(query.location, query.categorySlug)
    const terms = queryTerms(query.search)
    if (terms.length > 0) return this.#shopRanking(terms).page(mask, window)
    return pageOf(this.#shopOrder.items, mask && ((shop) => mask.bits[shop.id] === 1), mask?.size ?? this.#shops.size, window)
  }

  searchProducts(query: ProductQuery, window: Window): IdPage {
    this.#endBonuses()
    const mask = this.#shopFilter(query.location, query.categorySlug)
    const productTerms = queryTerms(query.product)
    const shopTerms = queryTerms(query.shop)
    if (productTerms.length > 0 || shopTerms.length > 0) return this.#productRanking(productTerms, shopTerms).page(mask, window)
    if (!mask) return pageOf(this.#productOrder.items, null, this.#products.size, window)

    const lists = mask.shops.map((shop) => shop.ordered.items)
    return { ids: mergedPage(lists, byRating(-1), window), total: lists.reduce((sum, list) => sum + list.length, 0) }
  }
}

/** One page of an ordered list, skipping what the filter refuses. */
function pageOf<T extends { id: number }>(ordered: T[], allowed: ((entry: T) => boolean) | null, total: number, window: Window): IdPage {
  if (!allowed) return { ids: ordered.slice(window.offset, window.offset + window.limit).map((entry) => entry.id), total }
  const ids: number[] = []
  let skipped = 0
  for (const entry of ordered) {
    if (!allowed(entry)) continue
    if (skipped < window.offset) skipped++
    else if (ids.push(entry.id) >= window.limit) break
  }
  return { ids, total }
}

/*
 * One page of the merge of lists each already in order: a heap holds each
 * list's next entry, so a page costs O(lists + (offset + limit) × log lists)
 * however many entries the lists hold together.
 */
function mergedPage<T extends { id: number }>(lists: T[][], compare: (a: T, b: T) => number, window: Window): number[] {
  const heads = lists.filter((list) => list.length > 0).map((list) => ({ list, at: 0 }))
  const before = (a: number, b: number) => compare(heads[a].list[heads[a].at], heads[b].list[heads[b].at]) < 0
  const siftDown = (start: number) => {
    for (let at = start; ;) {
      const left = at * 2 + 1
      const right = left + 1
      let first = at
      if (left < heads.length && before(left, first)) first = left
      if (right < heads.length && before(right, first)) first = right
      if (first === at) return
      ;[heads[at], heads[first]] = [heads[first], heads[at]]
      at = first
    }
  }
  for (let at = (heads.length >>> 1) - 1; at >= 0; at--) siftDown(at)
  const ids: number[] = []
  for (let taken = 0; heads.length > 0 && taken < window.offset + window.limit; taken++) {
    const head = heads[0]
    if (taken >= window.offset) ids.push(head.list[head.at].id)
    if (++head.at === head.list.length) {
      // An emptied list leaves the heap: the last head takes its place.
      const last = heads.pop()!
      if (last !== head) heads[0] = last
    }
    siftDown(0)
  }
  return ids
}
