/*
 * Kept rankings: every match of a set of words (or none: the whole list) in rank order, since a common word
 * scores tens of thousands of matches and many searches share words. A change forgets only the rankings it can
 * alter (docs/search.md, "Caches, and when each is forgotten").
 */
import { RANKING } from '@shoplocal/shared/constants'
import { storedWords } from '#helpers/text_folding'
import { allowedTypos, termForms, type Word } from '#services/catalogue/search_text'

/** Matches in rank order, each with its shop and what ranked it (a product search with shop words adds the shop's). */
export type Ranking = { ids: Int32Array; shops: Int32Array; typos: Uint8Array; nameHits: Uint8Array; scores: Float64Array }

/** Shop rankings of a shop search (every shop field) or of a product search's shop words (name and description). */
export type RankingKind = 'shops' | 'products' | 'shop names'

type Kept = Ranking & { kind: RankingKind; words: Word[]; shopWords: Word[] }

/** What changes touched since the kept rankings were last checked: each product put's terms and its shop's named terms, each shop's. */
export interface Touched {
  productIds: number[]
  shopIds: number[]
  products: { terms: string[]; shopTerms: string[] }[]
  shops: { named: string[]; all: string[] }[]
}

/** Kept rankings hold at most this many matches in all (18 bytes each). */
const MAX_KEPT_MATCHES = 4_000_000

/** The terms a text is indexed under (the index's own tokenize and processTerm). */
export const termsOf = (...texts: string[]) => [...new Set(texts.flatMap((text) => storedWords(text)).flatMap(termForms))]

/** Whether a match found the word as typed (exact or prefix) or as a trade synonym, not only through a typo. */
export function foundExactly(terms: string[], word: Word): boolean {
  return terms.some(
    (term) =>
      word.forms.some((form) => term === form || (form.length >= RANKING.prefixFromLetters && term.startsWith(form))) ||
      word.synonyms.includes(term),
  )
}

/** Whether b is a and at most one letter changed, added or removed (the one typo allowed). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let start = 0
  while (start < a.length && a[start] === b[start]) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--
    endB--
  }
  return endA - start <= 1 && endB - start <= 1
}

/** Whether a search word finds a term as the index matches it: exact, prefix, synonym or one typo. */
function finds(word: Word, term: string): boolean {
  return foundExactly([term], word) || word.forms.some((form) => allowedTypos(form) > 0 && oneEditApart(form, term))
}

const findsAll = (words: Word[], terms: string[]) => words.every((word) => terms.some((term) => finds(word, term)))

function marks(ids: number[]): Uint8Array {
  const marked = new Uint8Array(Math.max(0, ...ids) + 1)
  for (const id of ids) marked[id] = 1
  return marked
}

function holds(column: Int32Array, marked: Uint8Array): boolean {
  for (const id of column) if (id < marked.length && marked[id] === 1) return true
  return false
}

export class RankingCache {
  #kept = new Map<string, Kept>()
  #matches = 0

  /** The kept ranking of these words, or the one `rank` makes (then kept, the oldest going past the bound). */
  get(kind: RankingKind, words: Word[], shopWords: Word[], rank: () => Ranking): Ranking {
    const key = JSON.stringify([kind, words, shopWords])
    const known = this.#kept.get(key)
    if (known) return known
    const kept = { ...rank(), kind, words, shopWords }
    this.#kept.set(key, kept)
    this.#matches += kept.ids.length
    for (const [oldest, dropped] of this.#kept) {
      if (this.#matches <= MAX_KEPT_MATCHES || oldest === key) break
      this.#drop(oldest, dropped)
    }
    return kept
  }

  clear() {
    this.#kept.clear()
    this.#matches = 0
  }

  #drop(key: string, kept: Kept) {
    this.#kept.delete(key)
    this.#matches -= kept.ids.length
  }

  forget(touched: Touched) {
    const products = marks(touched.productIds)
    const shops = marks(touched.shopIds)
    // Words that find none of the products' terms together skip the check product by product.
    const productTerms = [...new Set(touched.products.flatMap((product) => product.terms))]
    for (const [key, kept] of this.#kept) {
      const { words, shopWords } = kept
      const alters =
        words.length + shopWords.length === 0 ||
        (kept.kind !== 'products'
          ? holds(kept.ids, shops) || touched.shops.some((shop) => findsAll(words, kept.kind === 'shops' ? shop.all : shop.named))
          : holds(kept.ids, products) ||
            (shopWords.length > 0 && (holds(kept.shops, shops) || touched.shops.some((shop) => findsAll(shopWords, shop.named)))) ||
            (findsAll(words, productTerms) &&
              touched.products.some((product) => findsAll(words, product.terms) && findsAll(shopWords, product.shopTerms))))
      if (alters) this.#drop(key, kept)
    }
  }
}
