import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { foldText } from '@shoplocal/shared/rules'
import { UsersEngine } from '#services/search/users_engine'
import type { UserQuery } from '#services/search/search_backend'
import type { UserDocument } from '#services/search/documents'
import { readSnapshot, writeSnapshot } from '#services/search/snapshot'

const LAST_NAMES = ['Murphy', 'Murray', 'Kelly', 'Ní Bhriain', 'Ó Súilleabháin']

/** Many users sharing few names, so most sorts are decided by the tie-break. */
function person(id: number, changes: Partial<UserDocument> = {}): UserDocument {
  return {
    id,
    firstName: id % 7 === 0 ? null : `Aoife${id % 3}`,
    lastName: LAST_NAMES[id % LAST_NAMES.length],
    email: `user${id}@example.ie`,
    phone: id % 2 === 0 ? `087${String(id).padStart(7, '0')}` : null,
    role: id % 10 === 0 ? 'shop_owner' : 'customer',
    isAdmin: id === 3,
    banned: id % 11 === 0,
    createdAt: 1_700_000_000_000 + (id % 50) * 1000,
    ...changes,
  }
}

const filter = (changes: Partial<UserQuery>): UserQuery => ({ terms: [], sortBy: 'createdAt', descending: true, ...changes })

describe('UsersEngine', () => {
  it('forgets the old values of an edited user and every value of a removed one', () => {
    const index = new UsersEngine([person(1), person(2)])
    index.apply([person(1, { lastName: 'Ferriter', email: 'new@example.ie' })], [])
    const find = (term: string) => index.search(filter({ terms: [term] }), { offset: 0, limit: 20 }).ids
    expect(find('ferr')).toEqual([1])
    expect(find('user1@')).toEqual([])
    expect(find('new@')).toEqual([1])
    index.apply([], [1])
    expect(find('ferr')).toEqual([])
    expect(find('aoife')).toEqual([2])
  })

  it('orders a deep page exactly as the first pages are ordered: sort, then id in the same direction', () => {
    const index = new UsersEngine(Array.from({ length: 6000 }, (_, at) => person(at + 1)))
    for (const sortBy of ['lastName', 'firstName', 'createdAt', 'email', 'role'] as const) {
      for (const descending of [false, true]) {
        const wanted = filter({ terms: ['mur'], sortBy, descending })
        const everything = index.search(wanted, { offset: 0, limit: 6000 })
        // Past 2,000 rows every match is sorted; the first pages keep a bounded list. Both must agree.
        const shallow = index.search(wanted, { offset: 40, limit: 20 })
        const deep = index.search(wanted, { offset: 1980, limit: 40 })
        expect(shallow.ids).toEqual(everything.ids.slice(40, 60))
        expect(deep.ids).toEqual(everything.ids.slice(1980, 2020))
        expect(deep.ids).toHaveLength(40)
        expect(deep.total).toBe(everything.total)
        expect(new Set(everything.ids).size).toBe(everything.total)
      }
    }
  })

  it('keeps every sort right after edits, removals and new users that change the order, one by one or in a batch', () => {
    let users = Array.from({ length: 300 }, (_, at) => person(at + 1))
    const index = new UsersEngine(users)
    const sorts = ['lastName', 'firstName', 'createdAt', 'email', 'role'] as const
    const folded = (text: string | null) => foldText(text ?? '')
    const value = (user: UserDocument, sortBy: (typeof sorts)[number]) =>
      sortBy === 'createdAt' ? user.createdAt : sortBy === 'role' ? user.role : folded(user[sortBy])
    const expected = (sortBy: (typeof sorts)[number], descending: boolean) =>
      users
        .sort((a, b) => {
          const [x, y] = [value(a, sortBy), value(b, sortBy)]
          return (x === y ? a.id - b.id : x < y ? -1 : 1) * (descending ? -1 : 1)
        })
        .map((user) => user.id)
    const check = () => {
      for (const sortBy of sorts) {
        for (const descending of [false, true]) {
          const found = index.search(filter({ terms: ['us'], sortBy, descending }), { offset: 0, limit: 300 })
          expect(found.total).toBe(users.length)
          expect(found.ids).toEqual(expected(sortBy, descending))
          expect(found.ids.slice(0, 20)).toEqual(index.search(filter({ terms: ['us'], sortBy, descending }), { offset: 0, limit: 20 }).ids)
        }
      }
    }
    check()
    const edited = person(5, { lastName: 'Aaronson', firstName: 'Zoë', email: 'user5@example.ie', createdAt: 1, role: 'shop_owner' })
    index.apply([edited], [])
    index.apply([], [7])
    const added = person(400, { lastName: 'Ó Briain', createdAt: 1_800_000_000_000 })
    index.apply([added], [])
    users = [...users.filter((user) => user.id !== 5 && user.id !== 7), edited, added]
    check()

    // A feed batch: too many changes to splice one by one, so they are merged in one pass.
    const batchEdited = users
      .filter((user) => user.id % 4 === 0)
      .map((user) => ({ ...user, lastName: `Céallaigh-${user.id % 9}`, createdAt: user.id }))
    const batchRemoved = users.filter((user) => user.id % 4 === 1).map((user) => user.id)
    const batchAdded = Array.from({ length: 60 }, (_, at) => person(500 + at, { firstName: 'Úna' }))
    index.apply([...batchEdited, ...batchAdded], batchRemoved)
    const changedIds = new Set([...batchEdited.map((user) => user.id), ...batchRemoved])
    users = [...users.filter((user) => !changedIds.has(user.id)), ...batchEdited, ...batchAdded]
    check()
    expect(index.search(filter({ terms: ['una'] }), { offset: 0, limit: 100 }).total).toBe(60)
    expect(index.search(filter({ terms: ['ceallaigh'] }), { offset: 0, limit: 100 }).total).toBe(batchEdited.length)
  })

  it('counts the admin flag as the admin role and matches a number as the id too', () => {
    const index = new UsersEngine([person(3), person(30), person(31)])
    expect(index.search(filter({ terms: ['aoife'], role: 'admin' }), { offset: 0, limit: 20 }).ids).toEqual([3])
    expect(index.search(filter({ terms: ['31'] }), { offset: 0, limit: 20 }).ids).toEqual([31])
  })

  it('answers from a snapshot exactly as the engine it was written from, its sorted values taken as written', async () => {
    // More values than one block of numbers holds, and changes after the load, which splice and merge the lists.
    const index = new UsersEngine(Array.from({ length: 6000 }, (_, at) => person(at + 1)))
    index.apply([person(6001, { lastName: 'Aherne' }), person(12, { lastName: 'Zed' })], [5])
    const folder = await mkdtemp(join(tmpdir(), 'users-snapshot-'))
    try {
      const path = join(folder, 'snapshot.bin')
      const header = { database: 'test', positions: { catalogue: 0, users: 1 } }
      await writeSnapshot(path, header, [index.snapshotBlocks()])
      const loaded = UsersEngine.fromSnapshot((await readSnapshot(path, 'test'))!.reader)
      for (const terms of [[], ['mur'], ['aoife1', 'kelly'], ['zed'], ['ahe'], ['user5@'], ['5'], ['0870000012']]) {
        for (const sortBy of ['lastName', 'email', 'createdAt'] as const) {
          const wanted = filter({ terms, sortBy, role: terms.length === 0 ? 'shop_owner' : undefined })
          expect(loaded.search(wanted, { offset: 0, limit: 50 })).toEqual(index.search(wanted, { offset: 0, limit: 50 }))
        }
      }
      expect(loaded.size).toBe(index.size)
    } finally {
      await rm(folder, { recursive: true, force: true })
    }
  })
})
