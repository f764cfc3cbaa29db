/*
 * The one place that reaches inside MiniSearch (7.x): what it keeps, read and
 * restored by the snapshot (text_snapshot.ts), and its query's raw matches,
 * which the engine scores without search()'s result objects and sort.
 */
import type MiniSearch from 'minisearch'
import type { Query, SearchOptions } from 'minisearch'

export type FieldPostings = Map<number, Map<number, number>>

/** A match as MiniSearch's query keeps it: its score before search() weighs it, the query terms it matched, and per index term its fields. */
interface RawMatch {
  score: number
  terms: string[]
  match: Record<string, string[]>
}

/** What MiniSearch keeps, as loadJS restores it, and its query. */
export interface TextInternals {
  _documentCount: number
  _nextId: number
  _documentIds: Map<number, number>
  _idToShortId: Map<number, number>
  _fieldIds: Record<string, number>
  _fieldLength: Map<number, number[]>
  _avgFieldLength: number[]
  _dirtCount: number
  _index: { set(term: string, postings: FieldPostings): void; [Symbol.iterator](): Iterator<[string, FieldPostings]> }
  executeQuery(query: Query, options: SearchOptions): Map<number, RawMatch>
}

export const internals = (text: MiniSearch<{ id: number }>) => text as unknown as TextInternals

/*
 * Every match of a query with the score search() would give it (weighed by the
 * number of query terms it matched) and, per index term it matched, the fields.
 * search() also builds an object per match and sorts them all by score, which
 * was a large part of ranking a common word (92,000 matches) the first time;
 * the engine sorts by its own rules anyway.
 */
export function eachMatch(
  text: MiniSearch<{ id: number }>,
  query: Query,
  options: SearchOptions,
  visit: (id: number, score: number, match: Record<string, string[]>) => void,
) {
  const index = internals(text)
  for (const [shortId, { score, terms, match }] of index.executeQuery(query, options)) {
    visit(index._documentIds.get(shortId)!, score * (terms.length || 1), match)
  }
}
