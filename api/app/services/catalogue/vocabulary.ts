/*
 * A catalogue's words and the closest of them to a typed word (suggestion.ts
 * reads them from the database): pure, so the rules are tested without one.
 */
import { foldedWords } from '#helpers/text_folding'
import { MAX_SEARCH_WORDS } from '#services/catalogue/search_terms'

/** Shorter words are left as typed: too many short words are one letter apart. */
const SHORTEST_WORD = 3
/** Words of this length or more may be two edits away; shorter ones one. */
const TWO_EDITS_FROM = 6

/** Word → how many names hold it, in alphabetical order for prefix look-ups. */
export class Vocabulary {
  readonly #counts: Map<string, number>
  readonly #sorted: string[]

  constructor(names: Iterable<string>) {
    const counts = new Map<string, number>()
    for (const name of names) {
      for (const word of new Set(foldedWords(name))) {
        if (word.length >= SHORTEST_WORD) counts.set(word, (counts.get(word) ?? 0) + 1)
      }
    }
    this.#counts = counts
    this.#sorted = [...counts.keys()].sort()
  }

  /** Whether a word is in the vocabulary or starts one (the search matches prefixes). */
  knows(word: string): boolean {
    let low = 0
    let high = this.#sorted.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (this.#sorted[middle] < word) low = middle + 1
      else high = middle
    }
    return low < this.#sorted.length && this.#sorted[low].startsWith(word)
  }

  /** The closest word within reach, or null. */
  closest(word: string): string | null {
    const reach = word.length >= TWO_EDITS_FROM ? 2 : 1
    let best: { word: string; distance: number; count: number } | null = null
    for (const [candidate, count] of this.#counts) {
      if (Math.abs(candidate.length - word.length) > reach) continue
      const distance = editDistance(word, candidate, reach)
      if (distance > reach) continue
      if (
        best === null ||
        distance < best.distance ||
        (distance === best.distance && (count > best.count || (count === best.count && candidate < best.word)))
      ) {
        best = { word: candidate, distance, count }
      }
    }
    return best?.word ?? null
  }

  /** The typed search with its unknown words replaced, or null when nothing would change. */
  suggest(search: string): string | null {
    const words = foldedWords(search).slice(0, MAX_SEARCH_WORDS)
    let changed = false
    const suggested = words.map((word) => {
      if (word.length < SHORTEST_WORD || /\d/.test(word) || this.knows(word)) return word
      const closest = this.closest(word)
      if (closest === null) return word
      changed = true
      return closest
    })
    return changed ? suggested.join(' ') : null
  }
}

/**
 * Edits (insert, delete, replace, or swap two neighbouring letters) between
 * two words; stops early with `limit + 1` once every path costs more.
 */
export function editDistance(a: string, b: string, limit: number): number {
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let smallest = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1)
      current.push(value)
      smallest = Math.min(smallest, value)
    }
    if (smallest > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length]
}
