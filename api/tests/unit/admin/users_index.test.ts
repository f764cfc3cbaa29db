import { describe, expect, it } from 'vitest'
import { UsersIndex, type IndexedUser, type UserFilter } from '#services/admin/users_index'

const LAST_NAMES = ['Murphy', 'Murray', 'Kelly', 'Ní Bhriain', 'Ó Súilleabháin']

/** Many users sharing few names, so most sorts are decided by the tie-break. */
function person(id: number, changes: Partial<IndexedUser> = {}): IndexedUser {
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

const filter = (changes: Partial<UserFilter>): UserFilter => ({ terms: [], sortBy: 'createdAt', descending: true, ...changes })

describe('UsersIndex', () => {
  it('forgets the old values of an edited user and every value of a removed one', () => {
    const index = new UsersIndex()
    index.load([person(1), person(2)])
    index.put(person(1, { lastName: 'Ferriter', email: 'new@example.ie' }))
    const find = (term: string) => index.search(filter({ terms: [term] }), { offset: 0, limit: 20 }).ids
    expect(find('ferr')).toEqual([1])
    expect(find('user1@')).toEqual([])
    expect(find('new@')).toEqual([1])
    index.remove(1)
    expect(find('ferr')).toEqual([])
    expect(find('aoife')).toEqual([2])
  })

  it('orders a deep page exactly as the first pages are ordered: sort, then id in the same direction', () => {
    const index = new UsersIndex()
    index.load(Array.from({ length: 6000 }, (_, at) => person(at + 1)))
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

  it('counts the admin flag as the admin role and matches a number as the id too', () => {
    const index = new UsersIndex()
    index.load([person(3), person(30), person(31)])
    expect(index.search(filter({ terms: ['aoife'], role: 'admin' }), { offset: 0, limit: 20 }).ids).toEqual([3])
    expect(index.search(filter({ terms: ['31'] }), { offset: 0, limit: 20 }).ids).toEqual([31])
  })
})
