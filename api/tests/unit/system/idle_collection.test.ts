import { describe, expect, it } from 'vitest'
import { activityOf, decide, fullCollection, CHECK_MS } from '#services/system/idle_collection'

describe('idle collection', () => {
  it('reads a share of a core from the CPU time used in an interval', () => {
    expect(activityOf(0, CHECK_MS)).toBe('idle')
    expect(activityOf(0.04 * CHECK_MS * 1000, CHECK_MS)).toBe('idle')
    expect(activityOf(0.1 * CHECK_MS * 1000, CHECK_MS)).toBe('between')
    expect(activityOf(0.25 * CHECK_MS * 1000, CHECK_MS)).toBe('busy')
    // Two cores' worth (threads beside the main one) is busy too.
    expect(activityOf(2 * CHECK_MS * 1000, CHECK_MS)).toBe('busy')
  })

  it('collects once, at the first idle interval after a busy spell', () => {
    const steps: ('idle' | 'busy' | 'between')[] = ['idle', 'busy', 'busy', 'between', 'idle', 'idle', 'busy', 'idle']
    let busy = false
    const collected = steps.map((activity) => {
      const next = decide(busy, activity)
      busy = next.busySinceCollection
      return next.collect
    })
    expect(collected).toEqual([false, false, false, false, true, false, false, true])
  })

  it('frees what nothing holds when it collects', async () => {
    const collect = fullCollection()
    const ref = new WeakRef({ rows: Array.from({ length: 1000 }, (_, at) => ({ at })) })
    // A WeakRef keeps its target alive until the current job ends.
    await new Promise((resolve) => setImmediate(resolve))
    collect()
    expect(ref.deref()).toBeUndefined()
  })
})
