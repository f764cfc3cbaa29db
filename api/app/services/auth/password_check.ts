import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { ClientInfo } from '#services/actor'
import { recordFailedPassword, refuseLockedClient, refuseThrottledStranger } from '#services/auth/sign_in_lockout'

/*
 * Password checks behind the sign-in lockout (app/services/auth/sign_in_lockout.ts):
 * a locked client or a waiting stranger is refused before any hash is spent.
 */

let decoyHash: Promise<string> | undefined

/** Spends the same time as a real check so unknown accounts cannot be told apart by timing. */
export async function checkAgainstDecoy(password: string): Promise<void> {
  decoyHash ??= hash.make('decoy-password-never-matches')
  await hash.verify(await decoyHash, password)
}

/**
 * Verifies with the driver that made the stored hash; a hash made by an older
 * driver or setting is replaced with the current one while the password is at hand.
 */
async function passwordMatches(user: User, password: string): Promise<boolean> {
  const stored = user.password
  if (!stored) return false
  const driver = hash.use('scrypt').isValidHash(stored) ? hash.use('scrypt') : hash.use('argon')
  if (!(await driver.verify(stored, password))) return false
  if (driver !== hash.use('argon') || hash.use('argon').needsReHash(stored)) {
    // Written past the model so the save that records the sign-in does not hash the hash again.
    await db
      .from('users')
      .where('id', user.id)
      .update({ password: await hash.use('argon').make(password) })
  }
  return true
}

/**
 * Returns when the password is right; otherwise throws the client's lock (423), the account's wait (429;
 * `codeStep` replaces it where the screen can take a code) or invalid credentials (401).
 */
export async function checkPassword(user: User, password: string, client: ClientInfo, codeStep?: () => Promise<never>): Promise<void> {
  await refuseLockedClient(user, client)
  await refuseThrottledStranger(user, client, codeStep)
  if (await passwordMatches(user, password)) return
  await recordFailedPassword(user, client)
}
