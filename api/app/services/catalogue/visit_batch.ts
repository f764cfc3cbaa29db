/*
 * The page views this process has seen and not yet counted, kept in memory so a shop page costs no database
 * work for its visit. flushVisits (every VISIT_FLUSH_MS from start/visit_counting.ts, sooner once
 * VISIT_FLUSH_SIZE are waiting, and once more on shutdown) counts them in one transaction. What a crash
 * loses is what is still here: at most one interval's views.
 */
import { setImmediate } from 'node:timers/promises'
import logger from '@adonisjs/core/services/logger'
import { visitCounting } from '#config/visit_counting'
import { countVisits, VISIT_WINDOW_MS, visitorKey, type PageView } from '#services/catalogue/shop_visits'
import type { Visitor } from '#services/catalogue/visitor'

/** Views kept while the database refuses them; past this the oldest are given up (and logged). */
const MAX_WAITING = 100_000
/** Visitors remembered for the once-an-hour check in memory; the count itself checks the database. */
const MAX_REMEMBERED = 200_000

const waiting: PageView[] = []
/** When each visitor was last taken as a new visit here, oldest first (a repeat moves to the end). */
const lastTaken = new Map<string, number>()
/** Views of the batch being written now. */
let inFlight = 0
let running: Promise<void> | null = null

function forgetOlderThan(now: number) {
  for (const [key, at] of lastTaken) {
    if (now - at < VISIT_WINDOW_MS && lastTaken.size <= MAX_REMEMBERED) return
    lastTaken.delete(key)
  }
}

/**
 * Takes a page view; true when it is this visitor's first here within the hour (the page then shows it in
 * its count). Nothing is written until the next flush, which decides against the stored visits.
 */
export function recordShopVisit(shopId: number, visitor: Visitor, now = new Date()): boolean {
  const key = visitorKey(shopId, visitor)
  const earlier = lastTaken.get(key)
  if (earlier !== undefined && now.getTime() - earlier < VISIT_WINDOW_MS) return false
  lastTaken.delete(key)
  lastTaken.set(key, now.getTime())
  waiting.push({ shopId, visitor, visitedAt: now })
  if (waiting.length >= visitCounting.flushSize) void flushVisits()
  return true
}

async function countWaiting() {
  for (let first = true; waiting.length > 0; first = false) {
    // A batch's transaction lets no request in (SQLite answers synchronously) and, on SQLite, holds the one
    // connection: requests waiting are served between batches, not after the last.
    if (!first) await setImmediate()
    const batch = waiting.splice(0, visitCounting.flushSize)
    inFlight = batch.length
    try {
      await countVisits(batch)
    } catch (error) {
      waiting.unshift(...batch)
      const dropped = waiting.length - MAX_WAITING
      if (dropped > 0) waiting.splice(0, dropped)
      logger.error(
        { err: error, waiting: waiting.length, dropped: Math.max(dropped, 0) },
        'shop visits not counted; retrying on the next flush',
      )
      return
    } finally {
      inFlight = 0
    }
  }
}

/** Counts every waiting view (one flush at a time; a call during a flush joins it). */
export function flushVisits(): Promise<void> {
  running ??= countWaiting().finally(() => {
    running = null
    forgetOlderThan(Date.now())
  })
  return running
}

/** Views seen and not yet counted (those being written included), for the health report. */
export function waitingVisits(): number {
  return waiting.length + inFlight
}
