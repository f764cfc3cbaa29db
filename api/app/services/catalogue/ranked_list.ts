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
 * Every match of some words, put in rank order only as far as pages ask:
 * the best RANKED_PREFIX first (a bounded heap, O(n log k)), the whole list
 * only when a filtered or deep page needs more. Ordering every match of a
 * common word (90,000 in the benchmark data) was most of a cold search.
 */
export class RankedList {
  readonly shops: Int32Array
  #entries: Ranked[]
  #ordered: Ranked[] | null = null
  #complete = false

  constructor(
    entries: Ranked[],
    private readonly compare: (a: Ranked, b: Ranked) => number,
  ) {
    this.#entries = entries
    this.shops = Int32Array.from(entries, (entry) => entry.shopId)
  }

  get size() {
    return this.#entries.length
  }

  #inOrder(complete: boolean): Ranked[] {
    if (this.#complete || (this.#ordered && !complete)) return this.#ordered!
    if (complete || this.#entries.length <= RANKED_PREFIX * 2) {
      this.#ordered = [...this.#entries].sort(this.compare)
      this.#complete = true
    } else {
      this.#ordered = bestOf(this.#entries, RANKED_PREFIX, this.compare)
    }
    return this.#ordered
  }

  /** One page and the count of matches the mask allows. */
  page(mask: ShopMask | null, window: Window): IdPage {
    const end = window.offset + window.limit
    let total = this.#entries.length
    if (mask) {
      total = 0
      for (let at = 0; at < this.shops.length; at++) if (mask.bits[this.shops[at]] === 1) total++
    }
    for (const complete of [false, true]) {
      const ordered = this.#inOrder(complete)
      const ids: number[] = []
      let seen = 0
      for (const entry of ordered) {
        if (mask && mask.bits[entry.shopId] !== 1) continue
        if (seen >= window.offset && seen < end) ids.push(entry.id)
        if (++seen >= end) break
      }
      if (seen >= Math.min(end, total) || ordered.length === this.#entries.length) return { ids, total }
    }
    throw new Error('unreachable: a complete ordering always fills the page')
  }
}

/** The best `count` entries in order, by a bounded heap whose root is the worst kept. */
function bestOf<T>(entries: T[], count: number, compare: (a: T, b: T) => number): T[] {
  const heap: T[] = []
  const worse = (a: number, b: number) => compare(heap[a], heap[b]) > 0
  const siftDown = (start: number) => {
    for (let at = start; ;) {
      const left = at * 2 + 1
      const right = left + 1
      let worst = at
      if (left < heap.length && worse(left, worst)) worst = left
      if (right < heap.length && worse(right, worst)) worst = right
      if (worst === at) return
      ;[heap[at], heap[worst]] = [heap[worst], heap[at]]
      at = worst
    }
  }
  for (const entry of entries) {
    if (heap.length < count) {
      heap.push(entry)
      for (let at = heap.length - 1; at > 0;) {
        const parent = (at - 1) >>> 1
        if (!worse(at, parent)) break
        ;[heap[at], heap[parent]] = [heap[parent], heap[at]]
        at = parent
      }
    } else if (compare(entry, heap[0]) < 0) {
      heap[0] = entry
      siftDown(0)
    }
  }
  return heap.sort(compare)
}
