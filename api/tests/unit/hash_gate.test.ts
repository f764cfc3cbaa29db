import { describe, expect, it } from 'vitest'
import { HashGate } from '../../app/services/hash_gate.ts'

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the hash gate', () => {
  it('runs at most `concurrency` jobs at once, queues up to the limit and refuses the rest with 503 at once', async () => {
    const gate = new HashGate(2, 1)
    let running = 0
    let peak = 0
    const job = async () => {
      running++
      peak = Math.max(peak, running)
      await later(50)
      running--
      return 'done'
    }
    const started = Date.now()
    const outcomes = await Promise.allSettled([gate.run(job), gate.run(job), gate.run(job), gate.run(job), gate.run(job)])
    expect(peak).toBe(2)
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3)
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected')
    expect(refused).toHaveLength(2)
    expect(refused[0].reason).toMatchObject({ status: 503 })
    expect(refused[0].reason.getDefaultHeaders()).toEqual({ 'Retry-After': expect.any(String) })
    expect(Date.now() - started).toBeLessThan(1000)
    // Everything released: the gate takes new work.
    await expect(gate.run(job)).resolves.toBe('done')
  })

  it('releases the slot when a job fails', async () => {
    const gate = new HashGate(1, 0)
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(gate.run(async () => 'next')).resolves.toBe('next')
  })
})
