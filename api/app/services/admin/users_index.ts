/*
 * The admin users search, in memory: which users match a search, a role and a
 * status, in which order, and how many. The page's rows themselves are then
 * read from the database by id, so what a row shows is never stale.
 *
 * A search word must start the first name, last name, e-mail or phone (case
 * and accents folded), or equal the id. Prefixes are found by binary search in
 * one sorted list of every user's four values, so a word costs the number of
 * its matches, not the number of users.
 */
import { foldText } from '#services/catalogue/search_text'

export interface IndexedUser {
  id: number
  firstName: string | null
  lastName: string | null
  email: string | null
  phone: string | null
  role: string
  isAdmin: boolean
  banned: boolean
  /** Milliseconds since the epoch. */
  createdAt: number
}

const SORT_KEYS = ['createdAt', 'firstName', 'lastName', 'email', 'role'] as const
export type UserSortKey = (typeof SORT_KEYS)[number]

export interface UserFilter {
  terms: string[]
  /** A role, 'admin' (the role or the flag), or undefined for all. */
  role?: string
  banned?: boolean
  sortBy: UserSortKey
  descending: boolean
}

export interface SearchResult {
  total: number
  ids: number[]
}

/*
 * Answers are remembered until the next change to the index (any change
 * forgets them all), so they are never stale: every search catches up with
 * the feed first. An admin paging through one search, or several admins
 * refreshing the same list, costs one pass over its matches.
 */
const REMEMBERED_RESULTS = 500

/** Up to this many rows (offset plus page) are kept in order while matching; deeper pages sort every match. */
const MAX_KEPT = 2000

interface Entry {
  key: string
  id: number
  /** The user itself, so a match needs no lookup by id. */
  user?: StoredUser
}

const searchedValues = (user: IndexedUser) =>
  [user.firstName, user.lastName, user.email, user.phone].filter((value): value is string => Boolean(value)).map(foldText)

function byKeyThenId(a: Entry, b: Entry): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1
  return a.id - b.id
}

/** The first position in a sorted list whose item is not before the probe. */
function lowerBound<T>(items: T[], probe: T, compare: (a: T, b: T) => number): number {
  let low = 0
  let high = items.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compare(items[middle], probe) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** The sort values the SQL path orders by; a missing value sorts first, as NULL does in MySQL and SQLite. */
function sortValue(user: StoredUser, key: UserSortKey): string | number {
  if (key === 'createdAt') return user.createdAt
  if (key === 'role') return user.role
  return user.folded[key]
}

/** A user with the folded values its sorts compare, folded once when it is stored. */
interface StoredUser extends IndexedUser {
  folded: Record<'firstName' | 'lastName' | 'email', string>
}

function stored(user: IndexedUser): StoredUser {
  return {
    ...user,
    folded: { firstName: foldText(user.firstName ?? ''), lastName: foldText(user.lastName ?? ''), email: foldText(user.email ?? '') },
  }
}

/** Ascending by a sort's value, then id: the order a page is cut from (descending pages reverse it). */
function ascendingBy(key: UserSortKey) {
  return (a: StoredUser, b: StoredUser) => {
    const first = sortValue(a, key)
    const second = sortValue(b, key)
    return first === second ? a.id - b.id : first < second ? -1 : 1
  }
}

export class UsersIndex {
  #users = new Map<number, StoredUser>()
  #entries: Entry[] = []
  #maxId = 0
  #results = new Map<string, SearchResult>()
  /** Every user in each sort's ascending order, made on the sort's first use and kept in order after. */
  #orders = new Map<UserSortKey, StoredUser[]>()
  /*
   * Each user's position in an order, by id, remade from the order after any
   * change (one pass): ranking then compares integers, not folded names.
   */
  #ranks = new Map<UserSortKey, Int32Array>()

  get size(): number {
    return this.#users.size
  }

  /** Replaces the whole content at once (the first build): one sort instead of a splice per user. */
  load(users: IndexedUser[]) {
    this.#results.clear()
    this.#users = new Map(users.map((user) => [user.id, stored(user)]))
    this.#entries = [...this.#users.values()].flatMap((user) => searchedValues(user).map((key) => ({ key, id: user.id, user })))
    this.#entries.sort(byKeyThenId)
    this.#maxId = users.reduce((max, user) => Math.max(max, user.id), 0)
    this.#orders.clear()
    this.#ranks.clear()
    // Every sort's order is made with the build rather than by the first search that asks for it.
    for (const key of SORT_KEYS) this.#rank(key)
  }

  put(user: IndexedUser) {
    this.remove(user.id)
    this.#results.clear()
    const kept = stored(user)
    this.#users.set(user.id, kept)
    this.#maxId = Math.max(this.#maxId, user.id)
    for (const key of searchedValues(user)) {
      const entry = { key, id: user.id, user: kept }
      this.#entries.splice(lowerBound(this.#entries, entry, byKeyThenId), 0, entry)
    }
    for (const [sortKey, order] of this.#orders) order.splice(lowerBound(order, kept, ascendingBy(sortKey)), 0, kept)
    this.#ranks.clear()
  }

  remove(id: number) {
    const user = this.#users.get(id)
    if (!user) return
    this.#results.clear()
    this.#users.delete(id)
    for (const [sortKey, order] of this.#orders) {
      const at = lowerBound(order, user, ascendingBy(sortKey))
      if (order[at]?.id === id) order.splice(at, 1)
    }
    this.#ranks.clear()
    for (const key of searchedValues(user)) {
      const at = lowerBound(this.#entries, { key, id }, byKeyThenId)
      if (this.#entries[at]?.key === key && this.#entries[at].id === id) this.#entries.splice(at, 1)
    }
  }

  #rank(key: UserSortKey): Int32Array {
    const known = this.#ranks.get(key)
    if (known) return known
    let order = this.#orders.get(key)
    if (!order) {
      order = [...this.#users.values()].sort(ascendingBy(key))
      this.#orders.set(key, order)
    }
    const rank = new Int32Array(this.#maxId + 1)
    order.forEach((user, at) => {
      rank[user.id] = at
    })
    this.#ranks.set(key, rank)
    return rank
  }

  /** Marks ids already taken by the current lookup; a fresh stamp per lookup instead of clearing. */
  #seen = new Uint32Array(0)
  #stamp = 0

  #nextStamp(): number {
    if (this.#seen.length <= this.#maxId) this.#seen = new Uint32Array(this.#maxId * 2 + 1)
    if (++this.#stamp === 0xffffffff) {
      this.#seen.fill(0)
      this.#stamp = 1
    }
    return this.#stamp
  }

  /** The ids of users with a value starting with the word, or whose id is the word, each once. */
  #matching(term: string): StoredUser[] {
    const prefix = foldText(term)
    const stamp = this.#nextStamp()
    const users: StoredUser[] = []
    for (let at = lowerBound(this.#entries, { key: prefix, id: -Infinity }, byKeyThenId); at < this.#entries.length; at++) {
      const entry = this.#entries[at]
      if (!entry.key.startsWith(prefix)) break
      if (this.#seen[entry.id] === stamp) continue
      this.#seen[entry.id] = stamp
      users.push(entry.user!)
    }
    const byId = /^\d+$/.test(term) ? this.#users.get(Number(term)) : undefined
    if (byId && this.#seen[byId.id] !== stamp) users.push(byId)
    return users
  }

  /**
   * The matching users: how many, and the ids of the asked window in page
   * order (the sort, then the id in the same direction). Only the window is
   * ordered: the rows before it are kept in a bounded list, so the first pages
   * of a broad search cost one pass over its matches.
   */
  search(filter: UserFilter, window: { offset: number; limit: number }): SearchResult {
    const key = JSON.stringify([filter, window.offset, window.limit])
    const remembered = this.#results.get(key)
    if (remembered) return remembered
    const result = this.#search(filter, window)
    if (this.#results.size >= REMEMBERED_RESULTS) this.#results.delete(this.#results.keys().next().value!)
    this.#results.set(key, result)
    return result
  }

  #search(filter: UserFilter, window: { offset: number; limit: number }): SearchResult {
    const lists = filter.terms.map((term) => this.#matching(term)).sort((a, b) => a.length - b.length)
    const others = lists.slice(1).map((list) => new Set(list.map((user) => user.id)))
    const candidates = lists.length > 0 ? lists[0] : this.#users.values()
    const rank = this.#rank(filter.sortBy)
    const before = filter.descending
      ? (a: StoredUser, b: StoredUser) => rank[b.id] < rank[a.id]
      : (a: StoredUser, b: StoredUser) => rank[a.id] < rank[b.id]
    const keep = window.offset + window.limit
    // Past the first pages a bounded list costs more than sorting every match.
    const bounded = keep <= MAX_KEPT
    const kept: StoredUser[] = []
    let total = 0
    for (const user of candidates) {
      if (others.length > 0 && others.some((set) => !set.has(user.id))) continue
      if (filter.role === 'admin' ? user.role !== 'admin' && !user.isAdmin : filter.role && user.role !== filter.role) continue
      if (filter.banned !== undefined && user.banned !== filter.banned) continue
      total++
      if (!bounded) {
        kept.push(user)
        continue
      }
      if (kept.length === keep && !before(user, kept[keep - 1])) continue
      let low = 0
      let high = kept.length
      while (low < high) {
        const middle = (low + high) >>> 1
        if (before(kept[middle], user)) low = middle + 1
        else high = middle
      }
      kept.splice(low, 0, user)
      if (kept.length > keep) kept.pop()
    }
    if (!bounded) kept.sort((a, b) => (before(a, b) ? -1 : 1))
    return { total, ids: kept.slice(window.offset, keep).map((user) => user.id) }
  }
}
