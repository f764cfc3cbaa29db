import type User from '#models/user'
import { presentPendingUser } from '#services/auth/presenters'
import type { SignInOutcome } from '#services/auth/sign_in_service'

/**
 * The two answers every sign-in endpoint shares: signed in (the endpoint's
 * own body), or waiting for the email code (the verify screen opens with the
 * pending user). A lock is an error (423) raised by the password check.
 */
export function presentSignIn<Body extends object>(outcome: SignInOutcome, signedIn: (user: User) => Body) {
  return outcome.kind === 'signedIn'
    ? signedIn(outcome.user)
    : { requiresVerification: true as const, user: presentPendingUser(outcome.user) }
}
