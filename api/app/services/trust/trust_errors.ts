import { errors as vineErrors } from '@vinejs/vine'
import { TRUST_MESSAGES as T } from '#messages/index'
import { fail } from '#exceptions/api_error'

/* The trust-and-safety failures, each with its status; rendered by the exception handler. */
export const trustErrors = {
  targetNotFound: () => fail(T.targetNotFound, 404),
  chatMessageNotYours: () => fail(T.chatMessageNotYours, 403),
  /** A form-level rule the validator cannot express, reported like any field error. */
  invalidField: (field: string, message: string) => new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }]),
  tooManyReports: (retryAfterSeconds: number) => fail(T.tooManyReports, 429, undefined, { 'Retry-After': String(retryAfterSeconds) }),
  reportingSuspended: (until: string) => fail(T.reportingSuspended(until), 403, { until }),
  postingSuspended: (until: string) => fail(T.postingSuspended(until), 403, { until }),
  reportNotFound: () => fail(T.reportNotFound, 404),
  reportAlreadyDecided: () => fail(T.reportAlreadyDecided, 409),
  reviewNotHeld: () => fail(T.reviewNotHeld, 404),
  actionNotPossible: () => new vineErrors.E_VALIDATION_ERROR([{ field: 'action', message: T.actionNotPossible, rule: 'action' }]),
  statementNotFound: () => fail(T.statementNotFound, 404),
  appealNotAllowed: () => fail(T.appealNotAllowed, 403),
  appealTooLate: () => fail(T.appealTooLate, 409),
  appealExists: () => fail(T.appealExists, 409),
  appealNotFound: () => fail(T.appealNotFound, 404),
  appealAlreadyDecided: () => fail(T.appealAlreadyDecided, 409),
  sameAdmin: () => fail(T.sameAdmin, 403),
  exportRangeInvalid: () => new vineErrors.E_VALIDATION_ERROR([{ field: 'from', message: T.exportRangeInvalid, rule: 'range' }]),
}
