import type { ApiErrorBody } from '@shoplocal/shared/types'
import { httpErrorMessage, isUnauthorizedError, serverMessage } from '@shoplocal/shared/rules'

/**
 * What every call to the API gives back, on the server and in the browser alike: the data, or why
 * there is none. `status` is 0 when the API could not be reached at all (refused, timed out); then
 * `error` is what fetch threw, otherwise an ApiError with the API's own body.
 */
export type ApiResult<T> = { ok: true; data: T } | ApiFailure

interface ApiFailure {
  ok: false
  status: number
  notFound: boolean
  error: unknown
}

interface FieldError {
  field: string
  message: string
}

/** A non-OK answer. Its message is 'STATUS: text' (the body, or the status text when empty). */
export class ApiError extends Error {
  readonly status: number
  /** The API's error body when it sent one; the raw text or null otherwise. */
  readonly body: ApiErrorBody | string | null

  constructor(status: number, text: string, statusText: string) {
    super(httpErrorMessage(status, text, statusText))
    this.name = 'ApiError'
    this.status = status
    this.body = parseBody(text)
  }

  /** The server's own message, for toasts that show it; null when the body had none. */
  get serverMessage(): string | null {
    return serverMessage(this.message)
  }

  /** A 422 lists one message per field; the first message wins for each field. */
  get fieldErrors(): Record<string, string> {
    const errors = typeof this.body === 'object' && this.body !== null ? (this.body.errors ?? []) : []
    const result: Record<string, string> = {}
    for (const entry of errors) {
      if (isFieldError(entry) && result[entry.field] === undefined) result[entry.field] = entry.message
    }
    return result
  }
}

const isFieldError = (value: { field?: unknown; message?: unknown }): value is FieldError =>
  typeof value.field === 'string' && typeof value.message === 'string'

function parseBody(text: string): ApiErrorBody | string | null {
  if (!text) return null
  try {
    const body: unknown = JSON.parse(text)
    return isErrorBody(body) ? body : text
  } catch {
    return text
  }
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.message === 'string' && (record.errors === undefined || Array.isArray(record.errors))
}

export const failure = (status: number, error: unknown): ApiFailure => ({ ok: false, status, notFound: status === 404, error })

/** The answer of a call whose caller wants an exception, such as a form's submit. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data
  throw result.error
}

/** An expired session: a 401 whose text says Unauthorized. */
export const isUnauthorized = (error: unknown): boolean => error instanceof Error && isUnauthorizedError(error.message)

/** The server's message of any thrown value, or null. */
export const errorServerMessage = (error: unknown): string | null => (error instanceof ApiError ? error.serverMessage : null)

/** A page of a catalogue list: its rows, the number of all matches and, when nothing matched, the API's suggestion. */
export interface Listing<T> {
  rows: T[]
  total: number
  suggestion?: string | null
}

/** A search that found nothing may carry what to search instead (X-Search-Suggestion, URI-encoded). */
export function suggestionOf(headers: Headers): string | null {
  const header = headers.get('x-search-suggestion')
  if (!header) return null
  try {
    return decodeURIComponent(header)
  } catch {
    return null
  }
}

/** The catalogue lists answer with a plain array and put the number of all matches in X-Total-Count. */
export function totalOf(headers: Headers, rows: number): number {
  const total = Number(headers.get('x-total-count'))
  return Number.isInteger(total) && total >= rows ? total : rows
}
