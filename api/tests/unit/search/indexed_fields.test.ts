import { describe, expect, it } from 'vitest'
import { USER_CHANGE_COLUMNS } from '../../../database/user_change_triggers.ts'
import { COLUMNS, MAPPERS, SEARCHED_FIELDS, fingerprint, toDocument } from '../../../app/services/search/documents.ts'

const KINDS = ['shops', 'products', 'users'] as const
/** Text fields the index keeps for its filters, not for search words. */
const FILTERED_TEXT: Record<(typeof KINDS)[number], string[]> = { shops: [], products: [], users: ['role'] }

const bare = (column: string) => column.replace(/^\w+\./, '')
const row = (kind: (typeof KINDS)[number], value: (column: string) => unknown) =>
  Object.fromEntries(COLUMNS[kind].map(bare).map((column) => [column, value(column)]))
const valued = (kind: (typeof KINDS)[number]) => row(kind, (column) => (column.endsWith('_at') ? '2026-01-01 00:00:00' : `${column} value`))

describe('indexed fields and freshness', () => {
  // A field the index reads but whose change is never announced would go stale in every process until a restart.
  it('watches every users column the index reads', () => {
    expect(USER_CHANGE_COLUMNS).toEqual(expect.arrayContaining(COLUMNS.users.filter((column) => column !== 'id')))
  })

  it.each(KINDS)('reads every %s column its mapper uses, and no other', (kind) => {
    const used = new Set<string>()
    const watched = new Proxy(valued(kind), {
      get: (target, key: string) => (used.add(key), target[key]),
    })
    toDocument(MAPPERS[kind], watched)
    used.delete('closures')
    expect([...used].sort()).toEqual(COLUMNS[kind].map(bare).sort())
  })

  // A shop or product field is fresh through its writes' announcements: tests/functional/catalogue/searched_fields_fresh.test.ts.
  it.each(KINDS)('searches every %s text field, filled from its column', (kind) => {
    const document = toDocument(MAPPERS[kind], valued(kind)) as Record<string, unknown>
    const text = Object.keys(document).filter((field) => typeof document[field] === 'string')
    expect([...SEARCHED_FIELDS[kind], ...FILTERED_TEXT[kind]].sort()).toEqual(text.sort())
    for (const field of SEARCHED_FIELDS[kind]) expect(document[field], field).toMatch(/ value$/)
  })

  /*
   * The ranking and filters read documents, and a put whose fingerprint is unchanged is skipped: a field left out of
   * it would serve a stale order. Every leaf the mappers fill is changed in turn, so a new field is checked unasked.
   */
  it('counts every field the mappers fill in the one "unchanged?" check', () => {
    const hours = JSON.stringify([{ day: 1, opens: '09:00', closes: '17:00' }])
    const closure = { id: 1, note: null, startsOn: '2026-01-01', endsOn: '2026-01-02' }
    const documents = [
      toDocument(MAPPERS.shops, {
        ...row('shops', () => 1),
        approved_at: '2026-01-01 00:00:00',
        opening_hours: hours,
        closures: [closure],
      }),
      toDocument(
        MAPPERS.products,
        row('products', () => 1),
      ),
    ]
    const leaves = (value: unknown, path: string[] = []): string[][] =>
      value !== null && typeof value === 'object' ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, key])) : [path]
    for (const document of documents) {
      const paths = leaves(document)
      expect(paths.length).toBeGreaterThanOrEqual(Object.keys(document).length)
      for (const path of paths) {
        const changed = structuredClone(document) as unknown as Record<string, unknown>
        const parent = path.slice(0, -1).reduce((inner, key) => inner[key] as Record<string, unknown>, changed)
        const last = path[path.length - 1]
        parent[last] = typeof parent[last] === 'string' ? `${parent[last]}!` : typeof parent[last] === 'boolean' ? !parent[last] : 2
        expect(fingerprint(changed as unknown as typeof document), path.join('.')).not.toBe(fingerprint(document))
      }
    }
  })
})
