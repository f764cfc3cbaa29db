/*
 * Builds this process's admin users index from the database and keeps it
 * fresh from the users' change feed (user_changes, written by triggers on
 * users in the writing transaction). Several API processes each keep their
 * own index; all they share is the database.
 *
 * A search catches up with the feed before it answers (one indexed read of the
 * rows after the last applied id), so a write committed through any process is
 * seen by the next search through any other: an admin sees a registration,
 * an edit or a suspension at once. A timer also reads the feed
 * (USERS_INDEX_POLL_MS) so a quiet process does not fall far behind.
 *
 * Feed ids are auto-increment ids: a transaction that took an id may commit
 * after a later one, so a missing id is waited for (GAP_WAIT_MS) before it is
 * taken for a rolled-back write and skipped. Applying a change twice is
 * harmless: a change only says "read this user again".
 */
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { UsersIndex, type IndexedUser } from '#services/admin/users_index'
import { countOf, isoDate, type Row } from '#helpers/sql_values'
import { toSqlDateTime } from '#helpers/sql_values'

const BUILD_BATCH = 5000
const FEED_BATCH = 1000
const GAP_WAIT_MS = 30_000
/** Feed rows older than this are deleted; a process that was stopped longer rebuilds on start anyway. */
const FEED_KEEP_MS = 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000

const COLUMNS = ['id', 'first_name', 'last_name', 'email', 'phone', 'role', 'is_admin', 'banned', 'created_at']

const text = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** A users row's names, contacts, role and suspension, as the index and the admin list both show them. */
export function userFields(row: Row) {
  return {
    id: Number(row.id),
    firstName: text(row.first_name),
    lastName: text(row.last_name),
    email: text(row.email),
    phone: text(row.phone),
    role: String(row.role),
    banned: Boolean(Number(row.banned)),
  }
}

function userRow(row: Row): IndexedUser {
  return { ...userFields(row), isAdmin: Boolean(Number(row.is_admin)), createdAt: Date.parse(isoDate(row.created_at)) }
}

async function feedHead(): Promise<number> {
  const row: Row | null = await db.from('user_changes').max('id as head').first()
  return countOf(row, 'head')
}

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve))

export interface UsersBuildStats {
  users: number
  ms: number
}

export class UsersIndexSync {
  #index: UsersIndex | null = null
  /** Every feed id up to this one has been applied (or given up on). */
  #applied = 0
  /** Ids above #applied already applied, while an earlier id is still missing. */
  #seenAbove = new Set<number>()
  #gapSince: number | null = null
  #timer: NodeJS.Timeout | null = null
  #polling: Promise<void> | null = null
  #pollAgain = false
  #stopped = false
  #lastPrune = 0
  #lastHeadCheck = 0

  constructor(private readonly pollMs: number) {}

  /** The index once built; null while the first build runs. */
  get index(): UsersIndex | null {
    return this.#index
  }

  async start(): Promise<UsersBuildStats> {
    const stats = await this.#rebuild()
    this.#schedule()
    return stats
  }

  async stop() {
    this.#stopped = true
    if (this.#timer) clearTimeout(this.#timer)
    await this.#polling
  }

  async #rebuild(): Promise<UsersBuildStats> {
    const started = performance.now()
    // The head is read first: changes made during the build are applied again afterwards.
    const head = await feedHead()
    const users: IndexedUser[] = []
    let after = 0
    for (;;) {
      const rows: Row[] = await db.from('users').select(COLUMNS).where('id', '>', after).orderBy('id').limit(BUILD_BATCH)
      if (rows.length === 0) break
      users.push(...rows.map(userRow))
      after = Number(rows[rows.length - 1].id)
      await yieldToRequests()
    }
    const index = new UsersIndex()
    index.load(users)
    this.#index = index
    this.#applied = head
    this.#seenAbove.clear()
    this.#gapSince = null
    return { users: index.size, ms: Math.round(performance.now() - started) }
  }

  #schedule() {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      void this.poll()
        .catch((error) => logger.error({ err: error }, 'users index: applying changes failed; retrying on the next poll'))
        .finally(() => this.#schedule())
    }, this.pollMs)
    this.#timer.unref()
  }

  /**
   * Applies what the feed holds beyond the last applied id. A call during a
   * poll waits for one more poll after it, so it sees every write committed
   * before the call. Rejects when the database cannot be read.
   */
  poll(): Promise<void> {
    if (this.#stopped || !this.#index) return Promise.resolve()
    if (this.#polling) {
      this.#pollAgain = true
      return this.#polling
    }
    this.#polling = (async () => {
      try {
        do {
          this.#pollAgain = false
          await this.#pollOnce()
        } while (this.#pollAgain && !this.#stopped)
      } finally {
        this.#polling = null
      }
    })()
    return this.#polling
  }

  async #pollOnce() {
    const now = Date.now()
    const rows: Row[] = await db
      .from('user_changes')
      .select('id', 'user_id')
      .where('id', '>', this.#applied)
      .orderBy('id')
      .limit(FEED_BATCH)
    const fresh = rows.filter((row) => !this.#seenAbove.has(Number(row.id)))
    if (fresh.length === 0) {
      // An emptied or restored feed (ids went backwards) means the database changed under us. Checked
      // once per poll interval, not on every search's catch-up, which then costs one indexed read.
      if (rows.length === 0 && now - this.#lastHeadCheck >= this.pollMs) {
        this.#lastHeadCheck = now
        if ((await feedHead()) < this.#applied) await this.#rebuild()
      }
      this.#advance(now)
      await this.#prune(now)
      return
    }
    const ids = [...new Set(fresh.map((row) => Number(row.user_id)))]
    const found = (await db.from('users').select(COLUMNS).whereIn('id', ids)).map(userRow)
    const present = new Set(found.map((user) => user.id))
    this.#index!.apply(
      found,
      ids.filter((id) => !present.has(id)),
    )
    for (const row of fresh) this.#seenAbove.add(Number(row.id))
    this.#advance(now)
    // A full batch means more are waiting.
    if (rows.length === FEED_BATCH) this.#pollAgain = true
  }

  /** Moves #applied over every contiguous id seen; a gap older than GAP_WAIT_MS is skipped. */
  #advance(now: number) {
    for (;;) {
      while (this.#seenAbove.delete(this.#applied + 1)) this.#applied++
      if (this.#seenAbove.size === 0) {
        this.#gapSince = null
        return
      }
      this.#gapSince ??= now
      if (now - this.#gapSince < GAP_WAIT_MS) return
      this.#applied++
      this.#gapSince = now
    }
  }

  async #prune(now: number) {
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return
    this.#lastPrune = now
    await db
      .from('user_changes')
      .where('created_at', '<', toSqlDateTime(new Date(now - FEED_KEEP_MS)))
      // The newest row stays, so the feed's head never goes backwards (see the reset check above).
      .where('id', '<', this.#applied)
      .delete()
  }
}

let sync: UsersIndexSync | null = null

/** This process's users index, caught up with every committed write; null until built (the SQL path answers). */
export async function freshUsersIndex(): Promise<UsersIndex | null> {
  if (!sync?.index) return null
  await sync.poll()
  return sync.index
}

export function startUsersIndex(pollMs: number): Promise<UsersBuildStats> {
  sync = new UsersIndexSync(pollMs)
  return sync.start()
}

export async function stopUsersIndex() {
  await sync?.stop()
  sync = null
}
