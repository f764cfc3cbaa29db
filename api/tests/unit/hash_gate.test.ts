import { describe, expect, it, vi } from 'vitest'
import { HashGate } from '../../app/services/hash_gate.ts'

describe('the hash gate', () => {
  it('runs at most `concurrency` jobs at once, queues up to the limit and refuses the rest with 503 at once', async () => {
    const gate = new HashGate(2, 1)
    let running = 0
    let peak = 0
    /** Each admitted job waits here until the test lets it finish. */
    const waiting: (() => void)[] = []
    const job = async () => {
      running++
      peak = Math.max(peak, running)
      await new Promise<void>((resolve) => waiting.push(resolve))
      running--
      return 'done'
    }
    const runs = Array.from({ length: 5 }, () => gate.run(job))
    // The refusals settle while both admitted jobs are still held: a refusal never waits for a slot.
    const refused = await Promise.allSettled(runs.slice(3))
    expect(refused.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected'])
    expect(running).toBe(2)
    const [first] = refused as PromiseRejectedResult[]
    expect(first.reason).toMatchObject({ status: 503 })
    expect(first.reason.getDefaultHeaders()).toEqual({ 'Retry-After': expect.any(String) })
    // Released, the two running jobs make room for the queued one.
    waiting.splice(0).forEach((finish) => finish())
    await vi.waitFor(() => expect(waiting).toHaveLength(1))
    waiting.splice(0).forEach((finish) => finish())
    await expect(Promise.all(runs.slice(0, 3))).resolves.toEqual(['done', 'done', 'done'])
    expect(peak).toBe(2)
    // Everything released: the gate takes new work.
    await expect(gate.run(async () => 'next')).resolves.toBe('next')
  })

  it('releases the slot when a job fails', async () => {
    const gate = new HashGate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(gate.run(async () => 'next')).resolves.toBe('next')
  })
})
