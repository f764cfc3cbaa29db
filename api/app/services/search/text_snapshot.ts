/*
 * A MiniSearch index to snapshot blocks and back. MiniSearch's own toJSON and
 * loadJS go through objects keyed by document ids as strings: at 200,000
 * products that was a 37 MB file read and loaded in 5.8 s. The same fields as
 * runs of numbers load in a fraction of that, and are written a block at a
 * time so the process keeps answering. The fields are MiniSearch's (7.x) own (minisearch_internals.ts);
 * INDEXER_VERSION in snapshot.ts is raised if they change.
 */
import MiniSearch, { type Options } from 'minisearch'
import { NumberBlocks, jsonList, type Block, type SnapshotReader } from '#services/search/snapshot'
import { internals, type FieldPostings, type TextInternals } from '#services/search/minisearch_internals'

/*
 * The index's counts as JSON; each document's short id, id and field lengths;
 * each term's postings (number of fields, then per field its id, number of
 * documents and each one's short id and frequency); then the terms, in the
 * same order.
 */
export function* textBlocks(text: MiniSearch<{ id: number }>): Generator<Block> {
  const index = internals(text)
  const { _documentCount, _nextId, _fieldIds, _avgFieldLength, _dirtCount } = index
  yield JSON.stringify({ _documentCount, _nextId, _fieldIds, _avgFieldLength, _dirtCount })
  const fields = Object.keys(_fieldIds).length
  const documents = new NumberBlocks('int32')
  for (const [shortId, id] of index._documentIds) {
    const lengths = index._fieldLength.get(shortId) ?? []
    documents.add(shortId)
    documents.add(id)
    for (let field = 0; field < fields; field++) documents.add(lengths[field] ?? -1)
    const full = documents.full()
    if (full) yield full
  }
  yield* documents.end()
  const terms: string[] = []
  const postings = new NumberBlocks('int32')
  for (const [term, byField] of index._index) {
    terms.push(term)
    postings.add(byField.size)
    for (const [field, frequencies] of byField) {
      postings.add(field)
      postings.add(frequencies.size)
      for (const [shortId, frequency] of frequencies) {
        postings.add(shortId)
        postings.add(frequency)
        const full = postings.full()
        if (full) yield full
      }
    }
  }
  yield* postings.end()
  yield* jsonList(terms)
}

export function textFromBlocks(reader: SnapshotReader, options: Options<{ id: number }>): MiniSearch<{ id: number }> {
  const text = new MiniSearch<{ id: number }>(options)
  const index = internals(text)
  Object.assign(index, reader.json<Partial<TextInternals>>())
  const fields = Object.keys(index._fieldIds).length
  for (const documents = reader.numbers('int32'); !documents.done;) {
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
