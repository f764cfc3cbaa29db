/*
 * Product card rows (a product with its shop summary and spotlight flag) kept
 * for a few seconds per process. Distinct searches keep asking for the same
 * popular products (in the benchmark's distinct workload six pages in ten
 * needed no row another search had not read in the previous five seconds), and
 * reading those rows again was most of a search's remaining time. Every change
 * to the catalogue forgets them all (the same signals as the result cache), so
 * they are never staler than the feed; only a shop's view count can be up to
 * LIST_CACHE_SECONDS behind, as on a cached page.
 */
import { LIST_CACHE_SECONDS } from '#services/catalogue/result_cache'

/** At most this many rows are kept; the oldest go first. */
const MAX_ROWS = 50_000

export class CardRows<Row> {
  #rows = new Map<number, { row: Row; expires: number }>()
  #generation = 0

  /** Changes at every clear: rows read before a change must not be kept after it. */
  get generation() {
    return this.#generation
  }

  /** The kept rows of these ids, and the ids to read. */
  take(ids: number[], now = Date.now()): { found: Map<number, Row>; missing: number[] } {
    const found = new Map<number, Row>()
    const missing: number[] = []
    for (const id of ids) {
      const kept = this.#rows.get(id)
      if (kept && kept.expires > now) found.set(id, kept.row)
      else missing.push(id)
    }
    return { found, missing }
  }

  /** Keeps rows read while `generation` was current; rows read across a change are dropped. */
  put(rows: Map<number, Row>, generation: number, now = Date.now()) {
    if (generation !== this.#generation) return
    for (const [id, row] of rows) {
      this.#rows.delete(id)
      this.#rows.set(id, { row, expires: now + LIST_CACHE_SECONDS * 1000 })
    }
    for (const id of this.#rows.keys()) {
      if (this.#rows.size <= MAX_ROWS) break
      this.#rows.delete(id)
    }
  }

  /** Forgets every row (the catalogue changed). */
  clear() {
    this.#rows.clear()
    this.#generation++
  }
}
