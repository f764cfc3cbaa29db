import { Exception } from '@adonisjs/core/exceptions'

/**
 * An error meant for the caller: its message is written for people, its
 * status is the HTTP answer, `extra` adds fields next to the message
 * (a lock's `lockedUntil`) and `headers` go with the answer (Retry-After).
 * The exception handler renders it as {message, ...extra}. Each domain
 * builds these through its own factory (services/<domain>/<domain>_errors.ts),
 * never inline.
 */
export class ApiError extends Exception {
  /** Its message is written for people, so it is shown even with a 5xx status (a 503 'not configured'). */
  readonly forPeople = true

  constructor(
    message: string,
    status: number,
    readonly extra?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message, { status })
  }

  /** Read by the exception handler, the same hook the rate limiter's errors use. */
  getDefaultHeaders(): Record<string, string> {
    return this.headers ?? {}
  }
}

export const fail = (message: string, status: number, extra?: ApiError['extra'], headers?: ApiError['headers']) =>
  new ApiError(message, status, extra, headers)
