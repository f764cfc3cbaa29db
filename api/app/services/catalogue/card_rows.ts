/*
 * Product cards (a product with its shop summary and spotlight flag) kept per
 * process. Distinct searches keep asking for the same popular products, and
 * reading their rows again (one query of 50 joined rows, which also took the
 * database's share of the cores from the API) was most of a search's
 * remaining time. A change forgets only what it touches: the products it
 * names and every card of the shops it names (everything when it names none,
 * a rebuild), the same signals as the result cache, so a card is never staler
 * than the feed. Two values change with no announcement: a spotlight's end
 * turns its product's flag off, so a card is kept no later than that moment;
 * and a shop's view count (counted on every visit), so the feed's reader
 * compares every shop's count every CATALOGUE_VIEWS_CHECK_MS and the cards of
 * the shops whose count moved are read again.
 */
import type { CatalogueChange } from '#services/catalogue/catalogue_changes'

/*
 * At most this many cards are kept, the oldest going first: enough for every
 * public product of a catalogue of 200,000 (kept as JSON, about 190 MB for the
 * benchmark's 178,690 public products: 800 bytes of JSON and 210 of objects each).
 */
const MAX_ROWS = 200_000

export interface Card<Row> {
  row: Row
  shopId: number
  /** The shop's view count the card shows. */
  viewCount: number
  /** When the card must be read again (milliseconds since the epoch; Infinity: only at a change). */
  until: number
}

export class CardRows<Row> {
  #cards = new Map<number, Card<Row>>()
  #generation = 0

  /** Changes whenever cards are forgotten: rows read before must not be kept after it. */
  get generation() {
    return this.#generation
  }

  get size() {
    return this.#cards.size
  }

  /** The kept cards of these ids, and the ids to read. */
  take(ids: number[], now = Date.now()): { found: Map<number, Row>; missing: number[] } {
    const found = new Map<number, Row>()
    const missing: number[] = []
    for (const id of ids) {
      const kept = this.#cards.get(id)
      if (kept && kept.until > now) found.set(id, kept.row)
      else missing.push(id)
    }
    return { found, missing }
  }

  /** Keeps cards read while `generation` was current; cards read across a change are dropped. */
  put(cards: Map<number, Card<Row>>, generation: number) {
    if (generation !== this.#generation) return
    for (const [id, card] of cards) {
      this.#cards.delete(id)
      this.#cards.set(id, card)
    }
    for (const id of this.#cards.keys()) {
      if (this.#cards.size <= MAX_ROWS) break
      this.#cards.delete(id)
    }
  }

  /** Forgets what a change touches; null (a rebuild) forgets every card. */
  forget(change: CatalogueChange | null) {
    this.#generation++
    if (change === null) return this.#cards.clear()
    for (const id of change.productIds ?? []) this.#cards.delete(id)
    const shopIds = new Set(change.shopIds ?? [])
    if (shopIds.size === 0) return
    for (const [id, card] of this.#cards) if (shopIds.has(card.shopId)) this.#cards.delete(id)
  }

  /** Forgets the cards whose shop's view count is no longer the one given (or whose shop is not listed). */
  forgetMovedViewCounts(viewCounts: Map<number, number>) {
    this.#generation++
    for (const [id, card] of this.#cards) if (viewCounts.get(card.shopId) !== card.viewCount) this.#cards.delete(id)
  }
}
