import { SEARCH_MESSAGES } from '#messages/index'
import { fail } from '#exceptions/api_error'

/** How long a client is asked to wait while a process builds its index (a small catalogue takes a second or two). */
const RETRY_AFTER_SECONDS = 5

export const searchErrors = {
  notReady: () => fail(SEARCH_MESSAGES.starting, 503, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) }),
}
