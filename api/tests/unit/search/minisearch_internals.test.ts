import { readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import MiniSearch, { type Query } from 'minisearch'
import { eachMatch, internals, textBlocks, textFromBlocks } from '../../../app/services/search/minisearch_internals.ts'
import { SnapshotReader, writeSnapshot } from '../../../app/services/search/snapshot.ts'

/*
 * minisearch_internals.ts reads fields MiniSearch does not publish. This is the
 * version whose internals these tests accept; api/package.json pins exactly it,
 * so an upgrade is a decision made here, after these tests pass on the new one.
 */
const ACCEPTED_VERSION = '7.2.0'

const installed = (): string => {
  // The package does not export its package.json: it is read beside its entry point (dist/cjs/index.cjs).
  const entry = createRequire(import.meta.url).resolve('minisearch')
  return JSON.parse(readFileSync(join(dirname(entry), '..', '..', 'package.json'), 'utf8')).version
}

const OPTIONS = { fields: ['name', 'description'], searchOptions: { boost: { name: 2 } } }

function index() {
  const text = new MiniSearch<{ id: number }>(OPTIONS)
  const documents = [
    { id: 10, name: 'Brown soda bread', description: 'Baked daily' },
    { id: 20, name: 'Smoked cheese', description: 'With brown bread' },
    { id: 30, name: 'Oat loaf', description: '' },
  ]
  text.addAll(documents)
  text.discard(30)
  return text
}

describe("MiniSearch's internals", () => {
  it('are those of the version pinned in api/package.json', () => {
    const pinned = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).dependencies.minisearch
    expect(pinned).toBe(ACCEPTED_VERSION)
    expect(installed()).toBe(ACCEPTED_VERSION)
  })

  it('hold the fields the snapshot reads and restores, of the types it expects', () => {
    const kept = internals(index())
    expect(kept._documentCount).toBe(2)
    expect(kept._nextId).toBe(3)
    expect(kept._dirtCount).toBe(1)
    expect(kept._fieldIds).toEqual({ name: 0, description: 1 })
    expect([...kept._documentIds]).toEqual([
      [0, 10],
      [1, 20],
    ])
    expect(kept._idToShortId.get(20)).toBe(1)
    expect(kept._fieldLength.get(0)).toEqual([3, 2])
    expect(kept._avgFieldLength).toHaveLength(2)
    const postings = new Map([...kept._index])
    expect(postings.get('brown')).toEqual(
      new Map([
        [0, new Map([[0, 1]])],
        [1, new Map([[1, 1]])],
      ]),
    )
  })

  it("give each match search()'s score and its terms' fields", () => {
    const text = index()
    const query: Query = { queries: ['brown', 'bread'], combineWith: 'AND' }
    const matches = new Map<number, { score: number; match: Record<string, string[]> }>()
    eachMatch(text, query, {}, (id, score, match) => matches.set(id, { score, match }))
    const searched = text.search(query)
    expect([...matches.keys()].sort()).toEqual(searched.map((result) => result.id).sort())
    for (const result of searched) {
      expect(matches.get(result.id)?.score).toBeCloseTo(result.score, 10)
      expect(matches.get(result.id)?.match).toEqual(result.match)
    }
  })

  it('come back from snapshot blocks answering as before', async () => {
    const text = index()
    const path = join(tmpdir(), `minisearch-internals-${process.pid}.bin`)
    await writeSnapshot(path, { database: 'test', positions: { catalogue: 0, users: 0 } }, [textBlocks(text)])
    const reader = new SnapshotReader(readFileSync(path))
    await rm(path)
    reader.json()
    const restored = textFromBlocks(reader, OPTIONS)
    for (const words of ['brown', 'bread baked', 'smok', 'oat']) {
      expect(restored.search(words, { prefix: true }), words).toEqual(text.search(words, { prefix: true }))
    }
  })
})
