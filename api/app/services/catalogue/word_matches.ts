/*
 * One typed word's matches as the catalogue index remembers them (typed arrays,
 * ids ascending), how several words combine, and the generous test of whether a
 * product's new text could be among a remembered word's matches.
 */
import { allowedTypos } from '#services/catalogue/search_text'

/** One word's matches, ids ascending, with each one's text score and how many name terms it matched. */
export interface WordMatches {
  ids: Int32Array
  scores: Float64Array
  nameHits: Uint8Array
}

export type WordKind = 'products' | 'shops' | 'shopNames'

export interface WordEntry {
  kind: WordKind
  forms: string[]
  matches: WordMatches
}

export const wordKey = (kind: WordKind, forms: string[]) => `${kind}:${forms.join('|')}`

/** Whether a sorted id list holds the id (binary search). */
export function contains(ids: Int32Array, id: number): boolean {
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >>> 1
    if (ids[middle] === id) return true
    if (ids[middle] < id) low = middle + 1
    else high = middle - 1
  }
  return false
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
  const ids: number[] = []
  const scores: number[] = []
  const hits: number[] = []
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length;) {
    if (a.ids[i] < b.ids[j]) i++
    else if (a.ids[i] > b.ids[j]) j++
    else {
      ids.push(a.ids[i])
      scores.push(a.scores[i] + b.scores[j])
      hits.push(a.nameHits[i] + b.nameHits[j])
      i++
      j++
    }
  }
  return { ids: Int32Array.from(ids), scores: Float64Array.from(scores), nameHits: Uint8Array.from(hits) }
}
