import type { RequestWindowFigures } from '@shoplocal/shared/types'

/*
 * How long this process takes to answer, kept per minute for the last hour so
 * the console can show the request rate and p95 it really sees. Each minute
 * holds a count and a histogram of answer times in bins 10% apart (0.1 ms up
 * to several minutes): fixed memory whatever the traffic, and a percentile
 * read from it is off by at most one bin, 10%.
 */

const MINUTE_MS = 60_000
/** The longest window asked for; older minutes are dropped. */
export const KEPT_MINUTES = 60
const FIRST_BIN_MS = 0.1
const RATIO = 1.1
const BINS = 170

interface Minute {
  index: number
  count: number
  bins: Uint32Array
}

const binOf = (ms: number): number =>
  ms <= FIRST_BIN_MS ? 0 : Math.min(BINS - 1, Math.ceil(Math.log(ms / FIRST_BIN_MS) / Math.log(RATIO)))
/** The upper edge of a bin: a percentile is reported as the slowest time its bin can hold. */
const upperEdge = (bin: number): number => FIRST_BIN_MS * RATIO ** bin

export class RequestTimings {
  readonly #minutes = new Map<number, Minute>()
  readonly #startedAt: number

  constructor(startedAt = Date.now()) {
    this.#startedAt = startedAt
  }

  record(durationMs: number, now = Date.now()): void {
    const index = Math.floor(now / MINUTE_MS)
    let minute = this.#minutes.get(index)
    if (!minute) {
      minute = { index, count: 0, bins: new Uint32Array(BINS) }
      this.#minutes.set(index, minute)
      for (const kept of this.#minutes.keys()) if (kept <= index - KEPT_MINUTES) this.#minutes.delete(kept)
    }
    minute.count += 1
    minute.bins[binOf(Math.max(0, durationMs))] += 1
  }

  /** The last `minutes` minutes, the current one included. */
  figures(minutes: number, now = Date.now()): RequestWindowFigures {
    const current = Math.floor(now / MINUTE_MS)
    const first = current - minutes + 1
    const bins = new Uint32Array(BINS)
    let requests = 0
    for (const minute of this.#minutes.values()) {
      if (minute.index < first || minute.index > current) continue
      requests += minute.count
      for (let bin = 0; bin < BINS; bin++) bins[bin] += minute.bins[bin]
    }
    const coveredMs = Math.max(1, now - Math.max(first * MINUTE_MS, this.#startedAt))
    return {
      minutes,
      requests,
      perMinute: Math.round((requests / coveredMs) * MINUTE_MS * 10) / 10,
      p95Ms: requests === 0 ? null : Math.round(upperEdge(percentileBin(bins, requests, 0.95)) * 10) / 10,
    }
  }
}

function percentileBin(bins: Uint32Array, total: number, share: number): number {
  const wanted = Math.ceil(total * share)
  let seen = 0
  for (let bin = 0; bin < BINS; bin++) {
    seen += bins[bin]
    if (seen >= wanted) return bin
  }
  return BINS - 1
}

/** This process's timings, fed by the request logger. */
export const requestTimings = new RequestTimings()
