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
import { foldText } from '#helpers/text_folding'
import { SEARCHED_FIELDS, type UserDocument } from '#services/search/documents'
import { NumberBlocks, jsonList, type Block, type SnapshotReader } from '#services/search/snapshot'

export type UserSortKey = 'createdAt' | 'firstName' | 'lastName' | 'email' | 'role'

/** A search word, or the forms one typed phone number may be stored in (any of them matches). */
export type SearchTerm = string | readonly string[]

export interface UserQuery {
  terms: SearchTerm[]
  /** A role, 'admin' (the role or the flag), or undefined for all. */
  role?: string
  banned?: boolean
  sortBy: UserSortKey
  descending: boolean
}

interface SearchResult {
  total: number
  ids: number[]
}

/** The searched values in their sorted order, with each one's user id at the same position. */
interface SortedValues {
  keys: string[]
  keyIds: number[]
}

/** The engine's content at one moment, copied for a snapshot that is written over several turns of the event loop. */
export interface UsersSnapshot extends SortedValues {
  users: UserDocument[]
}

/** A copy's blocks: the users, then the sorted values and their ids, which a load then need not sort again. */
export function* usersBlocks(copy: UsersSnapshot): Generator<Block> {
  yield* jsonList(copy.users)
  yield* jsonList(copy.keys)
  const ids = new NumberBlocks('int32')
  for (const id of copy.keyIds) {
    ids.add(id)
    const full = ids.full()
    if (full) yield full
  }
  yield* ids.end()
}

/** Up to this many rows (offset plus page) are kept in order while matching; deeper pages sort every match. */
const MAX_KEPT = 2000

const searchedValues = (user: UserDocument) =>
  SEARCHED_FIELDS.users
    .map((field) => user[field])
    .filter((value): value is string => Boolean(value))
    .map(foldText)

/** Up to this many changes in a batch are spliced into the sorted lists; more are merged in one pass. */
const SPLICED_CHANGES = 16

interface Entry {
  key: string
  id: number
}

function byKeyThenId(a: Entry, b: Entry): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1
  return a.id - b.id
}

/** Two sorted lists as one; each added item's place is found by binary search, so a long list costs few comparisons. */
function merged<T>(list: T[], added: T[], compare: (a: T, b: T) => number): T[] {
  const result: T[] = []
  let at = 0
  for (const item of added) {
    const place = lowerBound(list, item, compare, at)
    for (; at < place; at++) result.push(list[at])
    result.push(item)
  }
  for (; at < list.length; at++) result.push(list[at])
  return result
}

/** The first position in a sorted list whose item is not before the probe. */
function lowerBound<T>(items: T[], probe: T, compare: (a: T, b: T) => number, from = 0): number {
  let low = from
  let high = items.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (compare(items[middle], probe) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** Sorts after every folded value that starts with a given prefix. */
const AFTER_PREFIX = '\uffff'

const ADMIN_FLAG = 1
const BANNED_FLAG = 2

/** The sort values the list without a search orders by in SQL; a missing value sorts first, as NULL does in MySQL and SQLite. */
function sortValue(user: StoredUser, key: UserSortKey): string | number {
  if (key === 'createdAt') return user.createdAt
  if (key === 'role') return user.role
  return user.folded[key]
}

/** A user with the folded values its sorts compare, folded once when it is stored. */
interface StoredUser extends UserDocument {
  folded: Record<'firstName' | 'lastName' | 'email', string>
}

function stored(user: UserDocument): StoredUser {
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

export class UsersEngine {
  #users = new Map<number, StoredUser>()
  /*
   * Every user's searched values, folded and sorted (then by id), with the
   * user's id at the same position: a prefix's matches are one contiguous
   * range, found by two binary searches.
   */
  #keys: string[] = []
  #keyIds: number[] = []
  /** Per id, what the filters test (ADMIN_FLAG, BANNED_FLAG) and the role's number, so a match is tested without its object. */
  #flags = new Uint8Array(0)
  #roleOf = new Uint8Array(0)
  #roleCodes = new Map<string, number>()
  #maxId = 0
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

  /** Every user as indexed and the sorted values, copied for a snapshot (usersBlocks, then fromSnapshot). */
  toSnapshot(): UsersSnapshot {
    const users = [...this.#users.values()].map(({ folded: _folded, ...user }) => user)
    return { users, keys: [...this.#keys], keyIds: [...this.#keyIds] }
  }

  /** An engine from usersBlocks: the values come sorted (sorting 400,000 of them was most of a load). */
  static fromSnapshot(reader: SnapshotReader): UsersEngine {
    const users = reader.jsonList<UserDocument>()
    const keys = reader.jsonList<string>()
    const ids = reader.numbers('int32')
    const keyIds: number[] = []
    while (!ids.done) keyIds.push(ids.next())
    if (keyIds.length !== keys.length) throw new Error('search snapshot: the users values and their ids differ in number')
    const engine = new UsersEngine()
    engine.#fill(users, { keys, keyIds })
    return engine
  }

  /** Replaces the whole content at once (the first build): one sort instead of a splice per user. */
  load(users: UserDocument[]) {
    this.#fill(users, null)
  }

  /*
   * Each sort's order is made by the first search that asks for it (about 70 ms at 100,000 users): made here,
   * the five of them were a quarter of the CPU of a start from the snapshot, which holds back every search.
   */
  #fill(users: UserDocument[], sorted: SortedValues | null) {
    this.#users = new Map(users.map((user) => [user.id, stored(user)]))
    this.#maxId = users.reduce((max, user) => Math.max(max, user.id), 0)
    this.#flags = new Uint8Array(this.#maxId + 1)
    this.#roleOf = new Uint8Array(this.#maxId + 1)
    if (sorted) {
      this.#keys = sorted.keys
      this.#keyIds = sorted.keyIds
    } else {
      const entries = [...this.#users.values()].flatMap((user) => searchedValues(user).map((key) => ({ key, id: user.id })))
      entries.sort(byKeyThenId)
      this.#keys = entries.map((entry) => entry.key)
      this.#keyIds = entries.map((entry) => entry.id)
    }
    for (const user of this.#users.values()) this.#describe(user)
    this.#orders.clear()
    this.#ranks.clear()
  }

  put(user: UserDocument) {
    this.apply([user], [])
  }

  remove(id: number) {
    this.apply([], [id])
  }

  /*
   * A batch of changes at once (a poll of the change feed). A few are spliced
   * into the sorted lists; more leave them in one pass and join them in
   * another, since splicing each of a thousand registrations into the lists of
   * 100,000 users took seconds of the event loop.
   */
  apply(changed: UserDocument[], removedIds: number[]) {
    const touched = [...removedIds, ...changed.map((user) => user.id)]
    const previous = touched.flatMap((id) => this.#users.get(id) ?? [])
    if (previous.length === 0 && changed.length === 0) return
    this.#ranks.clear()
    this.#maxId = changed.reduce((max, user) => Math.max(max, user.id), this.#maxId)
    this.#growColumns()
    for (const id of touched) this.#users.delete(id)
    if (previous.length > 0) this.#forget(previous)
    const added = changed.map(stored)
    for (const user of added) {
      this.#users.set(user.id, user)
      this.#describe(user)
    }
    if (added.length > 0) this.#insert(added)
  }

  /** The per-id columns, grown by doubling so users added one by one copy them rarely. */
  #growColumns() {
    if (this.#maxId < this.#flags.length) return
    const grown = (old: Uint8Array) => {
      const copy = new Uint8Array(this.#maxId * 2 + 1)
      copy.set(old)
      return copy
    }
    this.#flags = grown(this.#flags)
    this.#roleOf = grown(this.#roleOf)
  }

  /** Takes the users' values out of the searched values and out of every kept order. */
  #forget(users: StoredUser[]) {
    if (users.length <= SPLICED_CHANGES) {
      for (const user of users) {
        for (const [sortKey, order] of this.#orders) {
          const at = lowerBound(order, user, ascendingBy(sortKey))
          if (order[at]?.id === user.id) order.splice(at, 1)
        }
        for (const key of searchedValues(user)) {
          const at = this.#entryPosition(key, user.id)
          if (this.#keys[at] === key && this.#keyIds[at] === user.id) {
            this.#keys.splice(at, 1)
            this.#keyIds.splice(at, 1)
          }
        }
      }
      return
    }
    const stamp = this.#nextStamp()
    const gone = this.#seen
    for (const user of users) gone[user.id] = stamp
    for (const [sortKey, order] of this.#orders)
      this.#orders.set(
        sortKey,
        order.filter((user) => gone[user.id] !== stamp),
      )
    const keys: string[] = []
    const keyIds: number[] = []
    for (let at = 0; at < this.#keys.length; at++) {
      if (gone[this.#keyIds[at]] === stamp) continue
      keys.push(this.#keys[at])
      keyIds.push(this.#keyIds[at])
    }
    this.#keys = keys
    this.#keyIds = keyIds
  }

  /** Puts the users' values into the searched values and every kept order, each in its sorted place. */
  #insert(users: StoredUser[]) {
    const entries = users.flatMap((user) => searchedValues(user).map((key) => ({ key, id: user.id })))
    if (users.length <= SPLICED_CHANGES) {
      for (const { key, id } of entries) {
        const at = this.#entryPosition(key, id)
        this.#keys.splice(at, 0, key)
        this.#keyIds.splice(at, 0, id)
      }
      for (const [sortKey, order] of this.#orders) {
        for (const user of users) order.splice(lowerBound(order, user, ascendingBy(sortKey)), 0, user)
      }
      return
    }
    entries.sort(byKeyThenId)
    const keys: string[] = []
    const keyIds: number[] = []
    let at = 0
    for (const entry of entries) {
      const place = this.#entryPosition(entry.key, entry.id, at)
      for (; at < place; at++) {
        keys.push(this.#keys[at])
        keyIds.push(this.#keyIds[at])
      }
      keys.push(entry.key)
      keyIds.push(entry.id)
    }
    for (; at < this.#keys.length; at++) {
      keys.push(this.#keys[at])
      keyIds.push(this.#keyIds[at])
    }
    this.#keys = keys
    this.#keyIds = keyIds
    for (const [sortKey, order] of this.#orders) {
      const compare = ascendingBy(sortKey)
      this.#orders.set(sortKey, merged(order, [...users].sort(compare), compare))
    }
  }

  #describe(user: StoredUser) {
    this.#flags[user.id] = (user.role === 'admin' || user.isAdmin ? ADMIN_FLAG : 0) | (user.banned ? BANNED_FLAG : 0)
    this.#roleOf[user.id] = this.#roleCode(user.role)
  }

  /** A number per role (from 1), handed out as roles are first seen; 0 is no role anyone has. */
  #roleCode(role: string): number {
    let code = this.#roleCodes.get(role)
    if (code === undefined) {
      code = this.#roleCodes.size + 1
      this.#roleCodes.set(role, code)
    }
    return code
  }

  /** Where a (value, id) entry is or would be in the sorted entries. */
  #entryPosition(key: string, id: number, from = 0): number {
    let low = from
    let high = this.#keys.length
    while (low < high) {
      const middle = (low + high) >>> 1
      const other = this.#keys[middle]
      if (other < key || (other === key && this.#keyIds[middle] < id)) low = middle + 1
      else high = middle
    }
    return low
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

  /** The ids matching a word, or any of its forms, each once. */
  #matchingAny(term: SearchTerm): number[] {
    if (typeof term === 'string') return this.#matching(term)
    return [...new Set(term.flatMap((form) => this.#matching(form)))]
  }

  /** The ids of users with a value starting with the word, or whose id is the word, each once. */
  #matching(term: string): number[] {
    const prefix = foldText(term)
    const stamp = this.#nextStamp()
    const seen = this.#seen
    const keyIds = this.#keyIds
    const ids: number[] = []
    const end = this.#entryPosition(prefix + AFTER_PREFIX, 0)
    for (let at = this.#entryPosition(prefix, 0); at < end; at++) {
      const id = keyIds[at]
      if (seen[id] === stamp) continue
      seen[id] = stamp
      ids.push(id)
    }
    const byId = /^\d+$/.test(term) && this.#users.has(Number(term)) ? Number(term) : undefined
    if (byId !== undefined && seen[byId] !== stamp) ids.push(byId)
    return ids
  }

  /**
   * The matching users: how many, and the ids of the asked window in page
   * order (the sort, then the id in the same direction). Only the window is
   * ordered: the rows before it are kept in a bounded list, so the first pages
   * of a broad search cost one pass over its matches.
   */
  search(filter: UserQuery, window: { offset: number; limit: number }): SearchResult {
    const lists = filter.terms.map((term) => this.#matchingAny(term)).sort((a, b) => a.length - b.length)
    const others = lists.slice(1).map((list) => new Set(list))
    const candidates: Iterable<number> = lists.length > 0 ? lists[0] : this.#users.keys()
    const rank = this.#rank(filter.sortBy)
    // A descending page is the ascending order reversed, so its ranks are negated.
    const direction = filter.descending ? -1 : 1
    const flags = this.#flags
    const roleOf = this.#roleOf
    const role = filter.role && filter.role !== 'admin' ? (this.#roleCodes.get(filter.role) ?? 0) : undefined
    const keep = window.offset + window.limit
    // Past the first pages a bounded list costs more than sorting every match.
    const bounded = keep <= MAX_KEPT
    const kept: number[] = []
    const keptRanks: number[] = []
    let total = 0
    for (const id of candidates) {
      if (others.length > 0 && others.some((set) => !set.has(id))) continue
      if (filter.role === 'admin' ? (flags[id] & ADMIN_FLAG) === 0 : role !== undefined && roleOf[id] !== role) continue
      if (filter.banned !== undefined && ((flags[id] & BANNED_FLAG) !== 0) !== filter.banned) continue
      total++
      const position = direction * rank[id]
      if (!bounded) {
        kept.push(id)
        continue
      }
      if (kept.length === keep && position >= keptRanks[keep - 1]) continue
      let low = 0
      let high = kept.length
      while (low < high) {
        const middle = (low + high) >>> 1
        if (keptRanks[middle] < position) low = middle + 1
        else high = middle
      }
      kept.splice(low, 0, id)
      keptRanks.splice(low, 0, position)
      if (kept.length > keep) {
        kept.pop()
        keptRanks.pop()
      }
    }
    if (!bounded) kept.sort((a, b) => direction * (rank[a] - rank[b]))
    return { total, ids: kept.slice(window.offset, keep) }
  }
}
