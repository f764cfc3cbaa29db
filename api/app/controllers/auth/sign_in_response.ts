import { UNVERIFIED_SIGN_IN } from '@shoplocal/shared/messages'
import type User from '#models/user'
import { presentPendingUser } from '#services/auth/presenters'
import type { SignInOutcome } from '#services/auth/sign_in_service'

/**
 * The two answers every sign-in endpoint shares: signed in (the endpoint's
 * own body), or waiting for the code just sent to the account's e-mail or phone (the verify screen opens with
 * the pending user, the notice says why). A lock is an error (423) raised by the password check.
 */
export function presentSignIn<Body extends object>(outcome: SignInOutcome, signedIn: (user: User) => Body) {
  return outcome.kind === 'signedIn'
    ? signedIn(outcome.user)
    : { requiresVerification: true as const, message: UNVERIFIED_SIGN_IN.notice(outcome.sentTo), user: presentPendingUser(outcome.user) }
}
