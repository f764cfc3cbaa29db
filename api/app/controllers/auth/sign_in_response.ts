import type { HttpContext } from '@adonisjs/core/http'
import { accountLockedMessage } from '@shoplocal/shared/messages'
import type User from '#models/user'
import { presentPendingUser } from '#services/auth/presenters'
import type { SignInOutcome } from '#services/auth/sign_in_service'

/**
 * The three answers every sign-in endpoint shares: signed in (the endpoint's
 * own body), waiting for the email code (spec 1 §4 requiresVerification), or
 * locked (423 with the time the lock ends).
 */
export function respondToSignIn(response: HttpContext['response'], outcome: SignInOutcome, signedIn: (user: User) => object) {
  switch (outcome.kind) {
    case 'signedIn':
      return response.ok(signedIn(outcome.user))
    case 'requiresVerification':
      return response.ok({ requiresVerification: true, user: presentPendingUser(outcome.user) })
    case 'locked':
      return response.status(423).send({
        message: accountLockedMessage(outcome.lockedUntil),
        lockedUntil: outcome.lockedUntil.toISOString(),
      })
  }
}
