/*
 * One follower for both change feeds: reads the rows after the last applied id and hands them to the index, one
 * read at a time (a call during a read waits for one more, so it sees every write committed before it). A
 * transaction may commit after a later one, so a missing id is waited for (GAP_WAIT_MS) before it is skipped as
 * rolled back; applying a row twice is harmless ("read this again"). A head gone backwards (an emptied or
 * restored database) makes the index rebuild; rows older than a day are pruned, never the newest.
 */
import db from '@adonisjs/lucid/services/db'
import { toSqlDateTime, type Row } from '#helpers/sql_values'

const FEED_BATCH = 1000
const GAP_WAIT_MS = 30_000
const FEED_KEEP_MS = 24 * 60 * 60 * 1000
const PRUNE_EVERY_MS = 60 * 60 * 1000

export interface Feed {
  table: 'catalogue_changes' | 'user_changes'
  columns: string[]
  /** Applies a batch of rows; answers 'rebuild' when they ask for the whole index to be read again. */
  apply(rows: Row[]): Promise<'rebuild' | void>
  /** Reads the whole index again (the feed's head already noted). */
  rebuild(): Promise<void>
}

export class FeedFollower {
  /** Every feed id up to this one has been applied (or given up on). */
  position = 0
  #seenAbove = new Set<number>()
  #gapSince: number | null = null
  #reading: Promise<void> | null = null
  #readAgain = false
  #lastPrune = 0
  #lastHeadCheck = 0

  constructor(
    private readonly feed: Feed,
    private readonly headCheckMs: number,
  ) {}

  /** The newest id, and the oldest still kept (0 when empty): a snapshot older than what was pruned cannot catch up. */
  async ends(): Promise<{ head: number; oldest: number }> {
    const row: Row | null = await db.from(this.feed.table).max('id as head').min('id as oldest').first()
    return { head: Number(row?.head ?? 0), oldest: Number(row?.oldest ?? 0) }
  }

  /** Rebuilds from the head read first, so changes committed during the build are applied after it. */
  async rebuild() {
    const { head } = await this.ends()
    await this.feed.rebuild()
    this.startAt(head)
  }

  startAt(position: number) {
    this.position = position
    this.#seenAbove.clear()
    this.#gapSince = null
  }

  /** Applies what the feed holds beyond the position; rejects when the database cannot be read. */
  catchUp(): Promise<void> {
    if (this.#reading) this.#readAgain = true
    // Cleared in the same step as the last read's end, so a call after it reads again.
    this.#reading ??= (async () => {
      try {
        do {
          this.#readAgain = false
          await this.#readOnce()
        } while (this.#readAgain)
      } finally {
        this.#reading = null
      }
    })()
    return this.#reading
  }

  async #readOnce() {
    const now = Date.now()
    const rows: Row[] = await db
      .from(this.feed.table)
      .select(['id', ...this.feed.columns])
      .where('id', '>', this.position)
      .orderBy('id')
      .limit(FEED_BATCH)
    const fresh = rows.filter((row) => !this.#seenAbove.has(Number(row.id)))
    if (fresh.length === 0) {
      // Checked once per interval, not on every search's catch-up, which then costs one indexed read.
      if (rows.length === 0 && now - this.#lastHeadCheck >= this.headCheckMs) {
        this.#lastHeadCheck = now
        if ((await this.ends()).head < this.position) return this.rebuild()
      }
      this.#advance(now)
      return this.#prune(now)
    }
    if ((await this.feed.apply(fresh)) === 'rebuild') return this.rebuild()
    for (const row of fresh) this.#seenAbove.add(Number(row.id))
    this.#advance(now)
    if (rows.length === FEED_BATCH) this.#readAgain = true
  }

  /** Moves the position over every contiguous id seen; a gap older than GAP_WAIT_MS is skipped. */
  #advance(now: number) {
    for (;;) {
      while (this.#seenAbove.delete(this.position + 1)) this.position++
      if (this.#seenAbove.size === 0) {
        this.#gapSince = null
        return
      }
      this.#gapSince ??= now
      if (now - this.#gapSince < GAP_WAIT_MS) return
      this.position++
      this.#gapSince = now
    }
  }

  async #prune(now: number) {
    if (now - this.#lastPrune < PRUNE_EVERY_MS) return
    this.#lastPrune = now
    await db
      .from(this.feed.table)
      .where('created_at', '<', toSqlDateTime(new Date(now - FEED_KEEP_MS)))
      .where('id', '<', this.position)
      .delete()
  }
}
