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
import { allowedTypos, foldedWords, termForms } from '#services/catalogue/search_text'
import { placeMatcher, shopPlace, type ShopPlace } from '#services/catalogue/place_match'
import { MAX_SEARCH_WORDS, isStopWord } from '#services/catalogue/search_terms'
import { RankedList, type Ranked, type ShopMask, type Window } from '#services/catalogue/ranked_list'
import { bonusEndsAt, boostedRating, boostedScore, hasBonus } from '#services/catalogue/new_shop_bonus'
import { contains, couldMatch, intersect, wordKey, type WordEntry, type WordKind, type WordMatches } from '#services/catalogue/word_matches'

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
/** Remembered rankings hold at most this many matches in all (an object of about 60 bytes each). */
const MAX_REMEMBERED_RANKED = 1_500_000

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

function byRelevance(idOrder: 1 | -1) {
  return (a: Ranked, b: Ranked) => b.nameHits - a.nameHits || b.score - a.score || b.rating - a.rating || (a.id - b.id) * idOrder
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
  #filterCache = new Map<string, ShopMask>()
  #rankings = new Map<string, { list: RankedList; words: string[] | null }>()
  #rankedIds = 0
  #words = new Map<string, WordEntry>()
  #wordIds = 0
  #maxShopId = 0
  /** The earliest end of a bonus still counted in the ranking values (Infinity: none). */
  #nextBonusEnd = Infinity

  /** `clock` gives the time in epoch ms (tests pass their own to move through a bonus window). */
  constructor(private readonly clock: () => number = Date.now) {}

  #shopEntry(shop: IndexedShop, products: Set<number>): ShopEntry {
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
      products,
    }
  }

  #productEntry(product: IndexedProduct, shop: ShopEntry): ProductEntry {
    return { id: product.id, shopId: product.shopId, rating: boostedRating(product.rating, shop.boosted), baseRating: product.rating }
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
        this.#productOrder.remove(product)
        product.rating = product.baseRating
        this.#productOrder.insert(product)
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
      const entry = this.#shopEntry(shop, existing?.products ?? new Set())
      this.#shops.set(shop.id, entry)
      this.#maxShopId = Math.max(this.#maxShopId, shop.id)
      this.#shopOrder.insert(entry)
      this.#shopText.add({ id: shop.id, name: shop.name, description: shop.description ?? '', location: shop.location })
      // Its products rank with the shop's bonus (or without it, once it has none).
      if (existing && existing.boosted !== entry.boosted) {
        for (const id of entry.products) {
          const product = this.#products.get(id)!
          this.#productOrder.remove(product)
          product.rating = boostedRating(product.baseRating, entry.boosted)
          this.#productOrder.insert(product)
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

  /** Adds or replaces public products; a product whose shop is not in the index is left out. */
  putProducts(products: IndexedProduct[]) {
    for (const product of products) {
      this.removeProduct(product.id)
      const shop = this.#shops.get(product.shopId)
      if (!shop) continue
      const entry = this.#productEntry(product, shop)
      this.#products.set(product.id, entry)
      shop.products.add(product.id)
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
    this.#shops.get(entry.shopId)?.products.delete(id)
    this.#products.delete(id)
    this.#forgetProduct(id, null)
  }

  /** Bulk load for a build: much faster than one insert at a time into the ordered lists. */
  load(shops: IndexedShop[], products: IndexedProduct[]) {
    for (const shop of shops) {
      this.#maxShopId = Math.max(this.#maxShopId, shop.id)
      this.#shops.set(shop.id, this.#shopEntry(shop, new Set()))
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
      this.#products.set(product.id, this.#productEntry(product, shop))
      shop.products.add(product.id)
    }
    this.#productText.addAll(kept.map((product) => ({ id: product.id, name: product.name, description: product.description ?? '' })))
    this.#forgetRankings()
  }

  /** Sorts the product order once every batch is in. */
  finishLoad() {
    this.#productOrder.reset([...this.#products.values()])
  }

  /** Looks a typed word up now, so the first search for it does not pay for scoring every match. */
  warmWord(word: string) {
    const [forms] = queryTerms(word)
    if (forms && forms[0].length >= SHORTEST_PREFIX) this.#wordMatches('products', forms)
  }

  /** The shops the location and category filters allow, as a mask by shop id; null when neither is given. */
  #shopFilter(location: string | undefined, categorySlug: string | undefined): ShopMask | null {
    const place = location?.trim()
    if (!place && !categorySlug) return null
    const key = `${place ?? ''}\u0000${categorySlug ?? ''}`
    const cached = this.#filterCache.get(key)
    if (cached) return cached

    const categoryId = categorySlug ? this.#categories.get(categorySlug) : undefined
    const matchesPlace = place ? placeMatcher(place) : null
    const mask: ShopMask = { bits: new Uint8Array(this.#maxShopId + 1), size: 0 }
    // An unknown category slug matches no shop, as the SQL path does.
    if (!categorySlug || categoryId !== undefined) {
      for (const shop of this.#shops.values()) {
        if (categorySlug && shop.categoryId !== categoryId) continue
        if (matchesPlace && !matchesPlace(shop.place)) continue
        mask.bits[shop.id] = 1
        mask.size++
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
      ids: Int32Array.from(results, (result) => result.id as number),
      scores: Float64Array.from(results, (result) => result.score),
      nameHits: Uint8Array.from(results, nameHits),
    }
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
      const shop = this.#shops.get(matches.ids[at])
      if (shop)
        ranked.set(shop.id, {
          id: shop.id,
          shopId: shop.id,
          nameHits: matches.nameHits[at],
          score: boostedScore(matches.scores[at], shop.boosted),
          rating: shop.rating,
        })
    }
    return ranked
  }

  /*
   * Every match of a set of words in rank order, remembered until the catalogue
   * next changes: the filters and pages of many different searches share the
   * same words, and ranking is the expensive part (every match is scored).
   */
  #remembered(key: string, words: string[] | null, compare: (a: Ranked, b: Ranked) => number, rank: () => Ranked[]): RankedList {
    const known = this.#rankings.get(key)
    if (known) return known.list
    const list = new RankedList(rank(), compare)
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
    return this.#remembered(`s${JSON.stringify(terms)}`, words, byRelevance(1), () => [...this.#shopRanks(terms, 'shops').values()])
  }

  /** Products matching the product words, of shops matching the shop words; both ranks add up. */
  #productRanking(productTerms: string[][], shopTerms: string[][]): RankedList {
    const words = productTerms.length > 0 ? productTerms.map((forms) => wordKey('products', forms)) : null
    return this.#remembered(`p${JSON.stringify([productTerms, shopTerms])}`, words, byRelevance(-1), () => {
      const shopRanks = shopTerms.length > 0 ? this.#shopRanks(shopTerms, 'shopNames') : null
      const ranked: Ranked[] = []
      if (productTerms.length > 0) {
        const matches = this.#allWords('products', productTerms)
        for (let at = 0; at < matches.ids.length; at++) {
          const product = this.#products.get(matches.ids[at])
          if (!product || (shopRanks && !shopRanks.has(product.shopId))) continue
          const shop = shopRanks?.get(product.shopId)
          const boosted = this.#shops.get(product.shopId)!.boosted
          ranked.push({
            id: product.id,
            shopId: product.shopId,
            nameHits: matches.nameHits[at] + (shop?.nameHits ?? 0),
            // The shop's part is boosted already (#shopRanks).
            score: boostedScore(matches.scores[at], boosted) + (shop?.score ?? 0),
            rating: product.rating,
          })
        }
      } else {
        for (const shop of shopRanks!.values()) {
          for (const id of this.#shops.get(shop.id)!.products) {
            ranked.push({ id, shopId: shop.id, nameHits: shop.nameHits, score: shop.score, rating: this.#products.get(id)!.rating })
          }
        }
      }
      return ranked
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

    const allowed = [...this.#shops.values()].filter((shop) => mask.bits[shop.id] === 1)
    const total = allowed.reduce((sum, shop) => sum + shop.products.size, 0)
    if (total <= DIRECT_SORT_LIMIT) {
      const candidates = allowed.flatMap((shop) => [...shop.products].map((id) => this.#products.get(id)!))
      return pageOf(candidates.sort(byRating(-1)), null, total, window)
    }
    return pageOf(this.#productOrder.items, (product) => mask.bits[product.shopId] === 1, total, window)
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
