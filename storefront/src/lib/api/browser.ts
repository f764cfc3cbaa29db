import { httpErrorMessage, isUnauthorizedError, serverMessage } from '@shoplocal/shared/rules'

/**
 * The browser's way to the API (spec 1 §7): relative '/api/...' paths (the storefront proxies them),
 * cookies included, a JSON content type on every call, a JSON body for non-GET methods, and an empty
 * response body read as null.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface FieldError {
  field: string
  message: string
}

/** A non-OK response. Its message is 'STATUS: text' (the body, or the status text when empty). */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown

  constructor(status: number, text: string, statusText: string) {
    super(httpErrorMessage(status, text, statusText))
    this.name = 'ApiError'
    this.status = status
    this.body = parseJson(text)
  }

  /** The server's own message, for toasts that show it; null when the body had none. */
  get serverMessage(): string | null {
    return serverMessage(this.message)
  }

  /** The API's 422 body lists one message per field; the first message wins for each field. */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) && Array.isArray(this.body.errors) ? this.body.errors : []
    const result: Record<string, string> = {}
    for (const entry of errors) {
      if (isFieldError(entry) && result[entry.field] === undefined) result[entry.field] = entry.message
    }
    return result
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string'

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export type Fetcher = (input: string, init: RequestInit) => Promise<Response>

/** Sends one call; resolves with the parsed JSON body (null when empty) or rejects with an ApiError. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  fetcher: Fetcher = (input, init) => fetch(input, init)
): Promise<T> {
  const response = await fetcher(path, {
    method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: method === 'GET' || body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new ApiError(response.status, text, response.statusText)
  return (text ? JSON.parse(text) : null) as T
}

export const apiGet = <T>(path: string): Promise<T> => apiRequest<T>('GET', path)
export const apiPost = <T>(path: string, body?: unknown): Promise<T> => apiRequest<T>('POST', path, body ?? {})

/** An expired session: a 401 whose text says Unauthorized (spec 1 §8). */
export const isUnauthorized = (error: unknown): boolean => error instanceof Error && isUnauthorizedError(error.message)

/** The server's message of any thrown value, or null. */
export const errorServerMessage = (error: unknown): string | null =>
  error instanceof ApiError ? error.serverMessage : null
