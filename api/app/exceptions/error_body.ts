import { AUTH_SERVER_MESSAGES } from '#messages/index'
import { BAD_REQUEST } from '@shoplocal/shared/messages'
import { isUniqueViolation } from '#helpers/database_errors'

/*
 * Maps any thrown value to a status code and the API's JSON error body. Kept
 * free of framework imports so it can be unit-tested on its own.
 */
export interface FieldError {
  field: string
  message: string
}

interface ErrorBody {
  message: string
  errors?: FieldError[]
  [extra: string]: unknown
}

interface MaybeHttpError {
  status?: unknown
  code?: unknown
  message?: unknown
  messages?: unknown
  /** Set by ApiError: the message is meant for people whatever the status. */
  forPeople?: unknown
  /** ApiError's fields to send next to the message. */
  extra?: unknown
  /** Bouncer's denial: the policy's own message and status live here, not on the error. */
  response?: { status?: unknown; message?: unknown }
}

const STATUS_MESSAGES: Record<number, string> = {
  400: BAD_REQUEST,
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Validation failed',
  429: 'Too many requests. Please try again later.',
  500: 'Internal server error',
  503: AUTH_SERVER_MESSAGES.busy,
}

/**
 * zlib's codes when a body's Content-Encoding does not match its bytes: the
 * client sent something it mislabelled, so it is theirs to fix, not a 500.
 */
const UNDECODABLE_BODY = new Set(['Z_DATA_ERROR', 'Z_BUF_ERROR', 'Z_NEED_DICT'])
export const UNDECODABLE_BODY_MESSAGE = 'The request body does not match its Content-Encoding.'

/** A body whose bytes are not what its Content-Encoding claims (see UNDECODABLE_BODY). */
export function isUndecodableBody(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && UNDECODABLE_BODY.has(code)
}

function fieldErrors(messages: unknown): FieldError[] {
  if (!Array.isArray(messages)) return []
  return messages.map((entry: { field?: unknown; message?: unknown }) => ({
    field: String(entry.field ?? ''),
    message: String(entry.message ?? ''),
  }))
}

/*
 * A stack names the machine's folders, so no answer carries one, in development
 * either; the log keeps it.
 */
export function toErrorBody(error: unknown, options: { isValidationError: boolean }): { status: number; body: ErrorBody } {
  const thrown = (typeof error === 'object' && error !== null ? error : {}) as MaybeHttpError
  const candidate: MaybeHttpError =
    thrown.code === 'E_AUTHORIZATION_FAILURE'
      ? {
          ...thrown,
          status: thrown.response?.status ?? thrown.status,
          message: thrown.response?.message || thrown.message,
        }
      : thrown

  if (options.isValidationError) {
    // Clients toast the server's message, so it leads with the first field's own words.
    const errors = fieldErrors(candidate.messages)
    return { status: 422, body: { message: errors[0]?.message || STATUS_MESSAGES[422], errors } }
  }

  if (candidate.code === 'E_ROW_NOT_FOUND') {
    return { status: 404, body: { message: STATUS_MESSAGES[404] } }
  }

  if (isUniqueViolation(candidate)) {
    return { status: 409, body: { message: 'This record already exists.' } }
  }

  if (isUndecodableBody(candidate)) {
    return { status: 400, body: { message: UNDECODABLE_BODY_MESSAGE } }
  }

  const status = httpStatus(candidate.status) ?? 500

  // The body parser's JSON.parse overflowed the stack: the client's body is at fault, and the engine's words help no one.
  if (status === 400 && error instanceof RangeError) {
    return { status, body: { message: 'The request body is nested too deeply.' } }
  }

  // Client errors and ApiErrors carry messages written for people; other server errors may leak internals.
  const message =
    (status < 500 || candidate.forPeople === true) && typeof candidate.message === 'string' && candidate.message
      ? stripErrorCode(candidate.message)
      : (STATUS_MESSAGES[status] ?? STATUS_MESSAGES[500])

  const body: ErrorBody = { message }
  if (status < 500 && typeof candidate.extra === 'object' && candidate.extra !== null) Object.assign(body, candidate.extra)
  return { status, body }
}

function httpStatus(value: unknown): number | undefined {
  return typeof value === 'number' && value >= 400 && value < 600 ? value : undefined
}

/** Framework messages look like "E_ROUTE_NOT_FOUND: Cannot GET:/x"; people need the text only. */
function stripErrorCode(message: string): string {
  return message.replace(/^E_[A-Z_]+:\s*/, '')
}

/**
 * Headers an error asks to be sent with it: the rate limiter's Retry-After and
 * X-RateLimit-* figures, so a refused client knows when to come back.
 */
export function errorHeaders(error: unknown): Record<string, string> {
  const withHeaders = error as { getDefaultHeaders?: () => Record<string, unknown> } | null
  if (typeof withHeaders?.getDefaultHeaders !== 'function') return {}
  return Object.fromEntries(Object.entries(withHeaders.getDefaultHeaders()).map(([name, value]) => [name, String(value)]))
}
