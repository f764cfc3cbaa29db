import { sweepPhantomCodes } from '#services/auth/phantom_codes'
import { sweepSignInLocks } from '#services/auth/sign_in_lockout'
import { sweepUnknownContacts } from '#services/auth/unknown_contact_lockout'

/**
 * The sign-in lock sweep: lifts the accounts' run-out locks (audited) and forgets what is kept for
 * addresses without an account (failure counts, phantom codes) once it can no longer matter.
 * Resolves to the number of account locks lifted.
 */
export async function sweepSignInState(now: Date = new Date()): Promise<number> {
  const lifted = await sweepSignInLocks(now)
  await sweepUnknownContacts(now)
  await sweepPhantomCodes(now)
  return lifted
}
