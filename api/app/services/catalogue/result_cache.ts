/*
 * A few seconds of memory for the public lists. Popular searches repeat many
 * times a second at peak, and a full-text search costs the database tens of
 * milliseconds (docs/performance.md), so identical reads share one query:
 * concurrent callers wait for the same promise, and later ones reuse the
 * answer until it is LIST_CACHE_SECONDS old. Per process and bounded, so
 * several API processes stay correct (each is at most that many seconds behind).
 */
export const LIST_CACHE_SECONDS = 5
const MAX_ENTRIES = 500

interface Entry<T> {
  expires: number
  value: Promise<T>
}

/** Every list cache of this process, so a catalogue write can empty them all at once. */
const allCaches = new Set<ResultCache<unknown>>()

export class ResultCache<T> {
  #entries = new Map<string, Entry<T>>()

  constructor() {
    allCaches.add(this)
  }

  clear() {
    this.#entries.clear()
  }

  async get(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
    const hit = this.#entries.get(key)
    if (hit && hit.expires > now) return hit.value

    const value = load()
    this.#entries.set(key, { expires: now + LIST_CACHE_SECONDS * 1000, value })
    // A failed load is not remembered: the next caller asks the database again.
    value.catch(() => this.#entries.delete(key))
    if (this.#entries.size > MAX_ENTRIES) this.#evictOldest()
    return value
  }

  #evictOldest() {
    const oldest = this.#entries.keys().next()
    if (!oldest.done) this.#entries.delete(oldest.value)
  }
}

/** Forgets every cached list of this process; the next read asks the database. */
export function clearResultCaches() {
  for (const cache of allCaches) cache.clear()
}

/** A stable key for a filter object: the same filters in any order give the same key. */
export function cacheKey(filters: object): string {
  return JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))
}
