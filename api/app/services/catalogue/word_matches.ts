/*
 * One typed word's matches as the catalogue index remembers them (typed arrays,
 * ids ascending), how several words combine, and the generous test of whether a
 * product's new text could be among a remembered word's matches.
 */
import { allowedTypos } from '#services/catalogue/search_text'

/**
 * One word's matches, ids ascending, with each one's text score (New Shop
 * Bonus applied), how many name terms it matched, and the shop and ranking
 * rating it had when looked up (a shop is its own shop): ranking then needs no
 * lookup per match.
 */
export interface WordMatches {
  ids: Int32Array
  scores: Float64Array
  nameHits: Uint8Array
  shops: Int32Array
  ratings: Float64Array
}

export type WordKind = 'products' | 'shops' | 'shopNames'

export interface WordEntry {
  kind: WordKind
  forms: string[]
  matches: WordMatches
}

export const wordKey = (kind: WordKind, forms: string[]) => `${kind}:${forms.join('|')}`

/** Where a sorted id list holds the id (binary search), or -1. */
export function positionOf(ids: Int32Array, id: number): number {
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    if (ids[middle] === id) return middle
    if (ids[middle] < id) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/** Whether a sorted id list holds the id. */
export function contains(ids: Int32Array, id: number): boolean {
  return positionOf(ids, id) >= 0
}

/** Whether two words are at most one insertion, deletion or substitution apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (a.length < b.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}

/** Whether a searched form could match an indexed term: as a prefix, or within the typos it is allowed. */
export function couldMatch(form: string, term: string): boolean {
  return term.startsWith(form) || (allowedTypos(form) > 0 && withinOneEdit(form, term))
}

/** The matches of both (ids ascending), scores and name hits added. */
export function intersect(a: WordMatches, b: WordMatches): WordMatches {
  const capacity = Math.min(a.ids.length, b.ids.length)
  const both: WordMatches = {
    ids: new Int32Array(capacity),
    scores: new Float64Array(capacity),
    nameHits: new Uint8Array(capacity),
    shops: new Int32Array(capacity),
    ratings: new Float64Array(capacity),
  }
  let length = 0
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length;) {
    if (a.ids[i] < b.ids[j]) i++
    else if (a.ids[i] > b.ids[j]) j++
    else {
      both.ids[length] = a.ids[i]
      both.scores[length] = a.scores[i] + b.scores[j]
      both.nameHits[length] = a.nameHits[i] + b.nameHits[j]
      both.shops[length] = a.shops[i]
      both.ratings[length] = a.ratings[i]
      length++
      i++
      j++
    }
  }
  return {
    ids: both.ids.slice(0, length),
    scores: both.scores.slice(0, length),
    nameHits: both.nameHits.slice(0, length),
    shops: both.shops.slice(0, length),
    ratings: both.ratings.slice(0, length),
  }
}
