import { Exception } from '@adonisjs/core/exceptions'

/**
 * An error meant for the caller: its message is written for people, its
 * status is the HTTP answer, and `extra` adds fields next to the message
 * (a lock's `lockedUntil`). The exception handler renders it as
 * {message, ...extra}. Each domain builds these through its own factory
 * (services/<domain>/<domain>_errors.ts), never inline.
 */
export class ApiError extends Exception {
  constructor(
    message: string,
    status: number,
    readonly extra?: Record<string, string | number | boolean | null>,
  ) {
    super(message, { status })
  }
}

export const fail = (message: string, status: number, extra?: ApiError['extra']) => new ApiError(message, status, extra)
