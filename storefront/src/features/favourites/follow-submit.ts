import { ENGAGEMENT_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import type { Failure } from '../../components/ui/use-submit.ts'
import { ApiError, errorServerMessage } from '../../lib/api/result.ts'
import { showToast } from '../../components/ui/toast-store.ts'
import { FOLLOW_COPY } from './follow-copy.ts'

/** A failed follow or unfollow: the toast's title says it all, so it has no words under it. */
export const FOLLOW_FAILED: Failure = { title: FOLLOW_COPY.failed, fallback: () => '' }

/**
 * The submit hook's `intercept` for following: a 401 asks the visitor to sign in (`askSignIn`), a 403 (an owner,
 * who cannot follow) shows the API's reason as the toast's title.
 */
export const followRefusal =
  (askSignIn: () => void) =>
  (error: unknown): boolean => {
    if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 403)) return false
    if (error.status === 401) askSignIn()
    else showToast({ title: errorServerMessage(error) ?? ENGAGEMENT_SERVER_MESSAGES.customersOnly, variant: 'destructive' })
    return true
  }
