import { UNAUTHORIZED, VALIDATION_MESSAGES } from '@shoplocal/shared/messages'
import {
  AUTH_API_MESSAGES,
  AUTH_SERVER_MESSAGES,
  accountLockedMessage,
  accountThrottledMessage,
  signInCodeStepMessage,
  codeInvalidMessage,
  roleMismatchMessage,
} from '#messages/index'
import type { Role } from '@shoplocal/shared/types'
import { fail } from '#exceptions/api_error'

/*
 * The auth failures people see. The error handler turns each into
 * {message} with its status; login failures avoid the word 'Unauthorized'
 * so the website does not mistake a wrong password for an expired session.
 */

export const authErrors = {
  unauthorized: () => fail(UNAUTHORIZED, 401),
  invalidCredentials: () => fail(AUTH_SERVER_MESSAGES.invalidCredentials, 401),
  banned: () => fail(AUTH_SERVER_MESSAGES.accountBanned, 403),
  /** While this client is locked out even the right password is refused; the screens show when the lock ends. */
  accountLocked: (until: Date) => fail(accountLockedMessage(until), 423, { lockedUntil: until.toISOString() }),
  /** A client that never signed in to an account under attack waits; the password was not checked. */
  accountThrottled: (seconds: number) =>
    fail(accountThrottledMessage(seconds), 429, { retryAfter: seconds }, { 'Retry-After': String(seconds) }),
  /** A device new to an account under attack is asked for the code sent to the holder instead of waiting. */
  signInCodeStep: (sentNow: boolean) => fail(signInCodeStepMessage(sentNow), 401, { codeRequired: true }),
  roleMismatch: (role: Role) => fail(roleMismatchMessage(role), 403),
  emailTaken: () => fail(AUTH_SERVER_MESSAGES.emailTaken, 409),
  phoneTaken: () => fail(AUTH_SERVER_MESSAGES.phoneTaken, 409),
  /** The validators already ask for the contact the method names; a caller that skipped them gets their answer. */
  contactForMethodRequired: () => fail(VALIDATION_MESSAGES.contactForMethodRequired, 422),
  adminRegistrationClosed: () => fail(AUTH_API_MESSAGES.adminRegistrationClosed, 403),
  codeInvalid: (attemptsLeft: number) => fail(codeInvalidMessage(attemptsLeft), 422),
  codeExpired: () => fail(AUTH_SERVER_MESSAGES.codeExpired, 410),
  codeUsed: () => fail(AUTH_API_MESSAGES.codeUsed, 410),
  codeReplaced: () => fail(AUTH_API_MESSAGES.codeReplaced, 410),
  codeAttemptsExceeded: () => fail(AUTH_SERVER_MESSAGES.codeAttemptsExceeded, 429),
  codeTriesExhausted: () => fail(AUTH_SERVER_MESSAGES.codeTriesExhausted, 429),
  crossSite: () => fail(AUTH_API_MESSAGES.crossSiteRefused, 403),
}
