/*
 * The one place that reaches inside MiniSearch (pinned to the version tests/unit/search/minisearch_internals.test.ts
 * accepts): what it keeps, as snapshot blocks and back (loaded in a fraction of the time its own toJSON and loadJS
 * took: 37 MB and 5.8 s at 200,000 products), and its query's raw matches.
 */
import MiniSearch, { type Options, type Query, type SearchOptions } from 'minisearch'
import { jsonList, numberBlocks, type Block, type SnapshotReader } from '#services/search/snapshot'

type FieldPostings = Map<number, Map<number, number>>

/** A match as MiniSearch's query keeps it: its score before search() weighs it, its query terms, per index term its fields. */
interface RawMatch {
  score: number
  terms: string[]
  match: Record<string, string[]>
}

/** What MiniSearch keeps, as loadJS restores it, and its query. */
interface TextInternals {
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
 * Every match of a query with the score search() would give it and, per index term it matched, the fields.
 * search() also builds an object per match and sorts them all, a large part of ranking a common word (92,000
 * matches) the first time; the engine sorts by its own rules anyway.
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

/*
 * The index's counts as JSON; each document's short id, id and field lengths; each term's postings (number of
 * fields, then per field its id, number of documents and each one's short id and frequency); then the terms.
 */
export function* textBlocks(text: MiniSearch<{ id: number }>): Generator<Block> {
  const index = internals(text)
  const { _documentCount, _nextId, _fieldIds, _avgFieldLength, _dirtCount } = index
  yield JSON.stringify({ _documentCount, _nextId, _fieldIds, _avgFieldLength, _dirtCount })
  const fields = Object.keys(_fieldIds).length
  yield* numberBlocks('int32', index._documentIds, ([shortId, id], add) => {
    const lengths = index._fieldLength.get(shortId) ?? []
    add(shortId)
    add(id)
    for (let field = 0; field < fields; field++) add(lengths[field] ?? -1)
  })
  const terms: string[] = []
  yield* numberBlocks('int32', index._index, ([term, byField], add) => {
    terms.push(term)
    add(byField.size)
    for (const [field, frequencies] of byField) {
      add(field)
      add(frequencies.size)
      for (const [shortId, frequency] of frequencies) {
        add(shortId)
        add(frequency)
      }
    }
  })
  yield* jsonList(terms)
}

export function textFromBlocks(reader: SnapshotReader, options: Options<{ id: number }>): MiniSearch<{ id: number }> {
  const text = new MiniSearch<{ id: number }>(options)
  const index = internals(text)
  Object.assign(index, reader.json<Partial<TextInternals>>())
  const fields = Object.keys(index._fieldIds).length
  for (const documents = reader.numbers('int32'); !documents.done();) {
    const [shortId, id] = [documents.next(), documents.next()]
    index._documentIds.set(shortId, id)
    index._idToShortId.set(id, shortId)
    const lengths: number[] = []
    for (let field = 0; field < fields; field++) {
      const length = documents.next()
      if (length >= 0) lengths[field] = length
    }
    index._fieldLength.set(shortId, lengths)
  }
  const postings = reader.numbers('int32')
  for (const term of reader.jsonList<string>()) {
    const byField: FieldPostings = new Map()
    for (let fieldCount = postings.next(); fieldCount > 0; fieldCount--) {
      const field = postings.next()
      const frequencies = new Map<number, number>()
      for (let count = postings.next(); count > 0; count--) frequencies.set(postings.next(), postings.next())
      byField.set(field, frequencies)
    }
    index._index.set(term, byField)
  }
  return text
}
