/*
 * A ranking of search matches, put in order lazily (see RankedList), and the
 * shapes the catalogue index pages with.
 */
import type { IdPage } from '#services/catalogue/catalogue_index'

/** One match with what ranking and filtering need. */
export interface Ranked {
  id: number
  shopId: number
  nameHits: number
  score: number
  rating: number
}

export type Window = { offset: number; limit: number }

/** Shops a filter allows: a byte per shop id (1 = allowed), and how many. */
export interface ShopMask {
  bits: Uint8Array
  size: number
}

/** How many of a ranking's best matches are put in order first; most searches never look further. */
const RANKED_PREFIX = 1000

/*
 * Matches held column by column in typed arrays rather than as one object
 * each: a common word matches up to 100,000 products, and an object per match
 * was most of the time (and garbage) of ranking it.
 */
export class RankedColumns {
  #ids: number[] = []
  #shopIds: number[] = []
  #nameHits: number[] = []
  #scores: number[] = []
  #ratings: number[] = []

  push(id: number, shopId: number, nameHits: number, score: number, rating: number) {
    this.#ids.push(id)
    this.#shopIds.push(shopId)
    this.#nameHits.push(nameHits)
    this.#scores.push(score)
    this.#ratings.push(rating)
  }

  /** The ranked list of everything pushed: by name hits, score and rating (high first), then the id in `idOrder`. */
  list(idOrder: 1 | -1): RankedList {
    return new RankedList(
      Int32Array.from(this.#ids),
      Int32Array.from(this.#shopIds),
      Uint8Array.from(this.#nameHits),
      Float64Array.from(this.#scores),
      Float64Array.from(this.#ratings),
      idOrder,
    )
  }
}

/*
 * Every match of some words, put in rank order only as far as pages ask:
 * the best RANKED_PREFIX first (a bounded heap, O(n log k)), the whole list
 * only when a filtered or deep page needs more. Ordering every match of a
 * common word (90,000 in the benchmark data) was most of a cold search.
 */
export class RankedList {
  #ordered: Int32Array | null = null
  #complete = false
  readonly #compare: (a: number, b: number) => number

  constructor(
    readonly ids: Int32Array,
    readonly shops: Int32Array,
    nameHits: Uint8Array,
    scores: Float64Array,
    ratings: Float64Array,
    idOrder: 1 | -1,
  ) {
    this.#compare = (a, b) => nameHits[b] - nameHits[a] || scores[b] - scores[a] || ratings[b] - ratings[a] || (ids[a] - ids[b]) * idOrder
  }

  get size() {
    return this.ids.length
  }

  /** Positions of matches in rank order: the best RANKED_PREFIX, or all of them. */
  #inOrder(complete: boolean): Int32Array {
    if (this.#complete || (this.#ordered && !complete)) return this.#ordered!
    if (complete || this.size <= RANKED_PREFIX * 2) {
      this.#ordered = Int32Array.from({ length: this.size }, (_, at) => at).sort(this.#compare)
      this.#complete = true
    } else {
      this.#ordered = bestOf(this.size, RANKED_PREFIX, this.#compare)
    }
    return this.#ordered
  }

  /** One page and the count of matches the mask allows. */
  page(mask: ShopMask | null, window: Window): IdPage {
    const end = window.offset + window.limit
    let total = this.size
    if (mask) {
      total = 0
      for (let at = 0; at < this.shops.length; at++) if (mask.bits[this.shops[at]] === 1) total++
    }
    for (const complete of [false, true]) {
      const ordered = this.#inOrder(complete)
      const ids: number[] = []
      let seen = 0
      for (const at of ordered) {
        if (mask && mask.bits[this.shops[at]] !== 1) continue
        if (seen >= window.offset && seen < end) ids.push(this.ids[at])
        if (++seen >= end) break
      }
      if (seen >= Math.min(end, total) || ordered.length === this.size) return { ids, total }
    }
    throw new Error('unreachable: a complete ordering always fills the page')
  }
}

/** The best `count` of positions 0..size-1 in order, by a bounded heap whose root is the worst kept. */
function bestOf(size: number, count: number, compare: (a: number, b: number) => number): Int32Array {
  const heap = new Int32Array(count)
  let length = 0
  const worse = (a: number, b: number) => compare(heap[a], heap[b]) > 0
  const swap = (a: number, b: number) => {
    const kept = heap[a]
    heap[a] = heap[b]
    heap[b] = kept
  }
  for (let entry = 0; entry < size; entry++) {
    if (length < count) {
      heap[length++] = entry
      for (let at = length - 1; at > 0;) {
        const parent = (at - 1) >>> 1
        if (!worse(at, parent)) break
        swap(at, parent)
        at = parent
      }
    } else if (compare(entry, heap[0]) < 0) {
      heap[0] = entry
      for (let at = 0; ;) {
        const left = at * 2 + 1
        const right = left + 1
        let worst = at
        if (left < length && worse(left, worst)) worst = left
        if (right < length && worse(right, worst)) worst = right
        if (worst === at) break
        swap(at, worst)
        at = worst
      }
    }
  }
  return heap.subarray(0, length).sort(compare)
}
