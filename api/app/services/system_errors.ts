import { AUTH_SERVER_MESSAGES } from '#messages/index'
import { fail } from '#exceptions/api_error'

/** Seconds a client refused for load is asked to wait: long enough for the queue ahead of it to clear. */
const BUSY_RETRY_AFTER_SECONDS = 2

/* Failures of the system routes (uploads) and of the server itself. */
export const systemErrors = {
  fileNotFound: () => fail('File not found', 404),
  busy: () => fail(AUTH_SERVER_MESSAGES.busy, 503, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) }),
}
