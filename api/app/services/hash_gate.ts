import { availableParallelism } from 'node:os'
import type { HashDriverContract } from '@adonisjs/core/types/hash'
import { systemErrors } from '#services/system_errors'
import { hashGateSettings } from '#config/hash_gate'

/*
 * Password hashing is deliberately slow and memory-hungry, and it runs on
 * libuv's thread pool, which also reads the files /uploads serves. Unbounded,
 * a burst of sign-ins queues hundreds of hashes in front of every file read.
 * The gate lets a few hashes run at once and a short queue wait; beyond that
 * the request is answered 503 with Retry-After at once instead of waiting
 * behind work it cannot overtake.
 */
export class HashGate {
  #running = 0
  readonly #waiting: Array<() => void> = []

  constructor(
    readonly concurrency: number,
    readonly queueLimit: number,
  ) {}

  /** Whether new work would be refused now: routes that hash can answer 503 before doing anything else. */
  get saturated(): boolean {
    return this.#running >= this.concurrency && this.#waiting.length >= this.queueLimit
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) {
      if (this.#waiting.length >= this.queueLimit) throw systemErrors.busy()
      await new Promise<void>((resolve) => this.#waiting.push(resolve))
    } else {
      this.#running++
    }
    try {
      return await work()
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
      const next = this.#waiting.shift()
      if (next) next()
      else this.#running--
    }
  }
}

/*
 * One hash per core but one (at least 1, at most 4): a hash keeps its core busy for its whole run, and the
 * core left over serves every other request (measured on 2 cores: static files p99 53 ms during 80 sign-ins
 * instead of 107-116 ms with both cores hashing, for 31 instead of 41-45 sign-ins a second).
 */
function defaultHashConcurrency(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1))
}

/** The one gate every password hash of this process passes, sized by config/hash.ts. */
export const passwordHashGate = new HashGate(hashGateSettings.concurrency ?? defaultHashConcurrency(), hashGateSettings.queue)

/** A hash driver whose make and verify pass through the gate; the format checks are cheap and stay direct. */
export class GatedHasher implements HashDriverContract {
  constructor(
    readonly driver: HashDriverContract,
    readonly gate: HashGate,
  ) {}

  isValidHash(value: string): boolean {
    return this.driver.isValidHash(value)
  }

  needsReHash(value: string): boolean {
    return this.driver.needsReHash(value)
  }

  make(value: string): Promise<string> {
    return this.gate.run(() => this.driver.make(value))
  }

  verify(hashedValue: string, plainValue: string): Promise<boolean> {
    return this.gate.run(() => this.driver.verify(hashedValue, plainValue))
  }
}
