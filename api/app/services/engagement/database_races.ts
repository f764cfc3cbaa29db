/*
 * Two people (or two tabs) doing the same thing at once. Unique indexes
 * decide who wins; the loser's violation means "already done". MySQL may
 * also pick a transaction as a deadlock victim when an insert and a delete
 * of one key meet; trying again is the documented answer.
 */
import { databaseErrorCode } from '#helpers/database_errors'

const RETRYABLE = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY'])
const ATTEMPTS = 5

export async function retryingRaces<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has(String(databaseErrorCode(error)))) throw error
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 20))
    }
  }
}
