/*
 * The admin users search in memory: which users match, in which order, and how
 * many. A word must start a searched value (folded) or equal the id; a prefix's
 * matches are a range of one sorted list of every user's values.
 */
import { foldText } from '@shoplocal/shared/rules'
import { SEARCHED_FIELDS, type UserDocument } from '#services/search/documents'
import { jsonList, numberBlocks, type Block, type SnapshotReader } from '#services/search/snapshot'
import { firstNotBefore } from '#services/search/sorted'
import type { SearchAnswer, SearchTerm, SearchWindow, UserQuery, UserSortKey } from '#services/search/search_backend'

/** The searched values in their sorted order, with each one's user id at the same position. */
type SortedValues = { keys: string[]; keyIds: number[] }

/** Up to this many rows (offset plus page) are kept in order while matching; deeper pages sort every match. */
const MAX_KEPT = 2000
/** Up to this many changes in a batch are spliced into the sorted lists; more are merged in one pass. */
const SPLICED_CHANGES = 16
/** Sorts after every folded value that starts with a given prefix. */
const AFTER_PREFIX = '\uffff'
/** A user's flags: these two bits, and above them the role's number. */
const ADMIN_FLAG = 1
const BANNED_FLAG = 2
const ROLE_SHIFT = 2

const searchedValues = (user: UserDocument) =>
  SEARCHED_FIELDS.users.map((field) => user[field]).flatMap((value) => (typeof value === 'string' && value ? [foldText(value)] : []))
const entriesOf = (users: StoredUser[]) => users.flatMap((user) => searchedValues(user).map((key) => ({ key, id: user.id })))
const byKeyThenId = (a: { key: string; id: number }, b: { key: string; id: number }) =>
  a.key !== b.key ? (a.key < b.key ? -1 : 1) : a.id - b.id

/** Two sorted lists as one; each added item's place is found by binary search, so a long list costs few comparisons. */
function merged<T>(list: T[], added: T[], compare: (a: T, b: T) => number): T[] {
  const result: T[] = []
  let at = 0
  for (const item of added) {
    const place = firstNotBefore(at, list.length, (other) => compare(list[other], item) < 0)
    for (; at < place; at++) result.push(list[at])
    result.push(item)
  }
  for (; at < list.length; at++) result.push(list[at])
  return result
}

/** The sort values the list without a search orders by in SQL; a missing value sorts first, as NULL does in MySQL and SQLite. */
const sortValue = (user: StoredUser, key: UserSortKey) =>
  key === 'createdAt' ? user.createdAt : key === 'role' ? user.role : user.folded[key]

type StoredUser = UserDocument & { folded: Record<'firstName' | 'lastName' | 'email', string> }

const stored = (user: UserDocument): StoredUser => ({
  ...user,
  folded: { firstName: foldText(user.firstName ?? ''), lastName: foldText(user.lastName ?? ''), email: foldText(user.email ?? '') },
})

/** Ascending by a sort's value, then id: the order a page is cut from (descending pages reverse it). */
const ascendingBy = (key: UserSortKey) => (a: StoredUser, b: StoredUser) => {
  const first = sortValue(a, key)
  const second = sortValue(b, key)
  return first === second ? a.id - b.id : first < second ? -1 : 1
}

function orderPosition(order: StoredUser[], user: StoredUser, key: UserSortKey): number {
  const compare = ascendingBy(key)
  return firstNotBefore(0, order.length, (at) => compare(order[at], user) < 0)
}

export class UsersEngine {
  #users = new Map<number, StoredUser>()
  /** Every user's searched values, folded, sorted (then by id), with the user's id at the same position. */
  #keys: string[] = []
  #keyIds: number[] = []
  /** Per id, what the filters test, so a match is tested without its object. */
  #flags = new Uint16Array(0)
  #roleCodes = new Map<string, number>()
  #maxId = 0
  /** Every user in each sort's ascending order, made on first use, kept in order after. */
  #orders = new Map<UserSortKey, StoredUser[]>()
  /** By id, each user's position in an order, remade after any change: ranking compares integers, not names. */
  #ranks = new Map<UserSortKey, Int32Array>()

  get size(): number {
    return this.#users.size
  }

  /*
   * Every user at once, with the sorted values a snapshot holds (sorting 400,000 was most of a load). A sort's
   * order is made by the first search asking (70 ms at 100,000 users): all five here took a quarter of a start.
   */
  constructor(users: UserDocument[] = [], sorted?: SortedValues) {
    this.#users = new Map(users.map((user) => [user.id, stored(user)]))
    this.#maxId = users.reduce((max, user) => Math.max(max, user.id), 0)
    this.#flags = new Uint16Array(this.#maxId + 1)
    const entries = sorted ? null : entriesOf([...this.#users.values()]).sort(byKeyThenId)
    this.#keys = sorted?.keys ?? entries!.map((entry) => entry.key)
    this.#keyIds = sorted?.keyIds ?? entries!.map((entry) => entry.id)
    for (const user of this.#users.values()) this.#describe(user)
  }

  /** The users, then the sorted values and their ids, copied now: the blocks are written over several turns of the event loop. */
  snapshotBlocks(): Generator<Block> {
    const users = [...this.#users.values()].map(({ folded: _folded, ...user }) => user)
    const [keys, keyIds] = [[...this.#keys], [...this.#keyIds]]
    return (function* () {
      yield* jsonList(users)
      yield* jsonList(keys)
      yield* numberBlocks('int32', keyIds, (id, add) => add(id))
    })()
  }

  static fromSnapshot(reader: SnapshotReader): UsersEngine {
    const users = reader.jsonList<UserDocument>()
    const keys = reader.jsonList<string>()
    const keyIds = Array.from(reader.numbers('int32').values)
    if (keyIds.length !== keys.length) throw new Error('search snapshot: the users values and their ids differ in number')
    return new UsersEngine(users, { keys, keyIds })
  }

  /** A poll's changes: a few spliced into the sorted lists, more merged (splicing a thousand took seconds). */
  apply(changed: UserDocument[], removedIds: number[]) {
    const touched = [...removedIds, ...changed.map((user) => user.id)]
    const previous = touched.flatMap((id) => this.#users.get(id) ?? [])
    if (previous.length === 0 && changed.length === 0) return
    this.#ranks.clear()
    this.#maxId = changed.reduce((max, user) => Math.max(max, user.id), this.#maxId)
    // Grown by doubling, so users added one by one copy it rarely.
    if (this.#maxId >= this.#flags.length) this.#flags = Uint16Array.from({ length: this.#maxId * 2 + 1 }, (_, id) => this.#flags[id] ?? 0)
    for (const id of touched) this.#users.delete(id)
    if (previous.length > 0) this.#forget(previous)
    const added = changed.map(stored)
    for (const user of added) {
      this.#users.set(user.id, user)
      this.#describe(user)
    }
    if (added.length > 0) this.#insert(added)
  }

  #forget(users: StoredUser[]) {
    if (users.length <= SPLICED_CHANGES) {
      for (const user of users) {
        for (const [sortKey, order] of this.#orders) {
          const at = orderPosition(order, user, sortKey)
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
    for (const [sortKey, order] of this.#orders) {
      this.#orders.set(
        sortKey,
        order.filter((user) => gone[user.id] !== stamp),
      )
    }
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

  #insert(users: StoredUser[]) {
    const entries = entriesOf(users)
    if (users.length <= SPLICED_CHANGES) {
      for (const { key, id } of entries) {
        const at = this.#entryPosition(key, id)
        this.#keys.splice(at, 0, key)
        this.#keyIds.splice(at, 0, id)
      }
      for (const [sortKey, order] of this.#orders) {
        for (const user of users) order.splice(orderPosition(order, user, sortKey), 0, user)
      }
      return
    }
    entries.sort(byKeyThenId)
    const keys: string[] = []
    const keyIds: number[] = []
    const take = (key: string, id: number) => {
      keys.push(key)
      keyIds.push(id)
    }
    let at = 0
    for (const entry of [...entries, null]) {
      const place = entry ? this.#entryPosition(entry.key, entry.id, at) : this.#keys.length
      for (; at < place; at++) take(this.#keys[at], this.#keyIds[at])
      if (entry) take(entry.key, entry.id)
    }
    this.#keys = keys
    this.#keyIds = keyIds
    for (const [sortKey, order] of this.#orders) {
      const compare = ascendingBy(sortKey)
      this.#orders.set(sortKey, merged(order, [...users].sort(compare), compare))
    }
  }

  #describe(user: StoredUser) {
    const admin = user.role === 'admin' || user.isAdmin ? ADMIN_FLAG : 0
    this.#flags[user.id] = admin | (user.banned ? BANNED_FLAG : 0) | (this.#roleCode(user.role) << ROLE_SHIFT)
  }

  /** A number per role (from 1), handed out as roles are first seen; 0 is no role anyone has. */
  #roleCode(role: string): number {
    if (!this.#roleCodes.has(role)) this.#roleCodes.set(role, this.#roleCodes.size + 1)
    return this.#roleCodes.get(role)!
  }

  #entryPosition(key: string, id: number, from = 0): number {
    const keys = this.#keys
    return firstNotBefore(from, keys.length, (at) => keys[at] < key || (keys[at] === key && this.#keyIds[at] < id))
  }

  #rank(key: UserSortKey): Int32Array {
    const known = this.#ranks.get(key)
    if (known) return known
    const order = this.#orders.get(key) ?? [...this.#users.values()].sort(ascendingBy(key))
    this.#orders.set(key, order)
    const rank = new Int32Array(this.#maxId + 1)
    for (let at = 0; at < order.length; at++) rank[order[at].id] = at
    this.#ranks.set(key, rank)
    return rank
  }

  /** Marks ids taken by the current lookup; a fresh stamp per lookup instead of clearing. */
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
    const byId = Number(term)
    if (/^\d+$/.test(term) && this.#users.has(byId) && seen[byId] !== stamp) ids.push(byId)
    return ids
  }

  /** How many match, and the window's ids in page order; only rows up to its end are kept, so a first page is one pass. */
  search(filter: UserQuery, window: SearchWindow): SearchAnswer {
    const lists = filter.terms.map((term) => this.#matchingAny(term)).sort((a, b) => a.length - b.length)
    const others = lists.slice(1).map((list) => new Set(list))
    const candidates: Iterable<number> = lists.length > 0 ? lists[0] : this.#users.keys()
    const rank = this.#rank(filter.sortBy)
    // A descending page is the ascending order reversed, so its ranks are negated.
    const direction = filter.descending ? -1 : 1
    const flags = this.#flags
    const role = filter.role && filter.role !== 'admin' ? (this.#roleCodes.get(filter.role) ?? 0) : undefined
    const keep = window.offset + window.limit
    // Past the first pages a bounded list costs more than sorting every match.
    const bounded = keep <= MAX_KEPT
    const kept: number[] = []
    const keptRanks: number[] = []
    let total = 0
    for (const id of candidates) {
      if (others.length > 0 && others.some((set) => !set.has(id))) continue
      if (filter.role === 'admin' ? (flags[id] & ADMIN_FLAG) === 0 : role !== undefined && flags[id] >> ROLE_SHIFT !== role) continue
      if (filter.banned !== undefined && ((flags[id] & BANNED_FLAG) !== 0) !== filter.banned) continue
      total++
      const position = direction * rank[id]
      if (!bounded) {
        kept.push(id)
        continue
      }
      if (kept.length === keep && position >= keptRanks[keep - 1]) continue
      const low = firstNotBefore(0, kept.length, (at) => keptRanks[at] < position)
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
