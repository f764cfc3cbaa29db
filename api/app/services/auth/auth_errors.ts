import { Exception } from '@adonisjs/core/exceptions'
import { AUTH_API_MESSAGES, AUTH_SERVER_MESSAGES, UNAUTHORIZED, codeInvalidMessage, roleMismatchMessage } from '@shoplocal/shared/messages'
import type { Role } from '@shoplocal/shared/types'

/*
 * The auth failures people see. The error handler turns each into
 * {message} with its status; login failures avoid the word 'Unauthorized'
 * so the website does not mistake a wrong password for an expired session.
 */
const fail = (message: string, status: number) => new Exception(message, { status })

export const authErrors = {
  unauthorized: () => fail(UNAUTHORIZED, 401),
  invalidCredentials: () => fail(AUTH_SERVER_MESSAGES.invalidCredentials, 401),
  banned: () => fail(AUTH_SERVER_MESSAGES.accountBanned, 403),
  roleMismatch: (role: Role) => fail(roleMismatchMessage(role), 403),
  emailTaken: () => fail(AUTH_SERVER_MESSAGES.emailTaken, 409),
  phoneTaken: () => fail(AUTH_SERVER_MESSAGES.phoneTaken, 409),
  adminRegistrationClosed: () => fail(AUTH_API_MESSAGES.adminRegistrationClosed, 403),
  alreadyVerified: () => fail(AUTH_API_MESSAGES.alreadyVerified, 409),
  codeInvalid: (attemptsLeft: number) => fail(codeInvalidMessage(attemptsLeft), 422),
  codeExpired: () => fail(AUTH_SERVER_MESSAGES.codeExpired, 410),
  codeUsed: () => fail(AUTH_API_MESSAGES.codeUsed, 410),
  codeAttemptsExceeded: () => fail(AUTH_SERVER_MESSAGES.codeAttemptsExceeded, 429),
  crossSite: () => fail(AUTH_API_MESSAGES.crossSiteRefused, 403),
}
