/*
 * One full garbage collection when the process falls idle after a busy spell. V8 collects when allocation asks
 * for room, so once requests stop it keeps whatever the busy spell left: the garbage in the old generation and
 * a young generation grown to its largest. Under the search benchmark that was 1.07 GB of RSS at the end and
 * still 15 s later, against 0.75 GB after one collection (a live heap of 0.39 GB: the index and the kept cards).
 * A collection of such a heap stops the process for a few hundred milliseconds, so it runs only after a whole
 * check interval under IDLE_SHARE of a core, and only once per busy spell (BUSY_SHARE of a core or more).
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

export const CHECK_MS = 5000
const IDLE_SHARE = 0.05
const BUSY_SHARE = 0.25

export type Activity = 'idle' | 'busy' | 'between'

/** How busy the process was over an interval, from the CPU time it used in it. */
export function activityOf(cpuMicros: number, intervalMs: number): Activity {
  const share = cpuMicros / 1000 / intervalMs
  if (share < IDLE_SHARE) return 'idle'
  return share >= BUSY_SHARE ? 'busy' : 'between'
}

/** Whether to collect now, and whether a busy spell is still waiting for its collection afterwards. */
export function decide(busySinceCollection: boolean, activity: Activity): { collect: boolean; busySinceCollection: boolean } {
  if (activity === 'busy') return { collect: false, busySinceCollection: true }
  if (activity === 'idle' && busySinceCollection) return { collect: true, busySinceCollection: false }
  return { collect: false, busySinceCollection }
}

/**
 * The engine's own full collection, in the mode that also gives emptied pages back to the system ('last-resort':
 * a plain major collection freed the garbage but left RSS where it was). V8 offers it to scripts only behind
 * --expose-gc, set here before asking.
 */
export function fullCollection(): () => void {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void
  return () => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' })
}

export interface Collected {
  ms: number
  heapMb: [before: number, after: number]
  rssMb: [before: number, after: number]
}

/** Checks every CHECK_MS and tells what each collection gave back; returns the function that stops the checks. */
export function startIdleCollection(collected: (report: Collected) => void): () => void {
  const collect = fullCollection()
  let busySinceCollection = false
  let used = process.cpuUsage()
  const timer = setInterval(() => {
    const since = process.cpuUsage(used)
    used = process.cpuUsage()
    const next = decide(busySinceCollection, activityOf(since.user + since.system, CHECK_MS))
    busySinceCollection = next.busySinceCollection
    if (!next.collect) return
    const before = process.memoryUsage()
    const started = performance.now()
    collect()
    const after = process.memoryUsage()
    const mb = (bytes: number) => Math.round(bytes / 2 ** 20)
    collected({
      ms: Math.round(performance.now() - started),
      heapMb: [mb(before.heapUsed), mb(after.heapUsed)],
      rssMb: [mb(before.rss), mb(after.rss)],
    })
  }, CHECK_MS)
  // The timer alone must not keep a stopping process alive.
  timer.unref()
  return () => clearInterval(timer)
}
