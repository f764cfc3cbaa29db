import { UNAUTHORIZED } from '../messages/auth.ts'

/** The error message of a non-OK response: status, colon, space, then the body text or the status text. */
export const httpErrorMessage = (status: number, text: string, statusText: string): string => `${status}: ${text || statusText}`

/** Matches messages built by httpErrorMessage for a 401 whose text says Unauthorized. */
const UNAUTHORIZED_PATTERN = new RegExp(`^401: .*${UNAUTHORIZED}`)
export const isUnauthorizedError = (message: string): boolean => UNAUTHORIZED_PATTERN.test(message)

/**
 * The server's own message inside an httpErrorMessage, for toasts that show it: the JSON body's
 * `message` when the body is JSON, the raw text otherwise, null when there is nothing after the status.
 */
export const serverMessage = (errorMessage: string): string | null => {
  const match = /^\d{3}: ([\s\S]*)$/.exec(errorMessage)
  const text = (match ? match[1] : errorMessage).trim()
  if (!text) return null
  try {
    const body: unknown = JSON.parse(text)
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text
}

type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue>>

/** Query parameters from an object, skipping empty values (undefined, null, ''), without a leading '?'. */
const toQueryString = (params: QueryParams): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    search.append(key, String(value))
  }
  return search.toString()
}

/** A path with its query appended, and no dangling '?' when every value is empty. */
export const withQuery = (path: string, params: QueryParams): string => {
  const query = toQueryString(params)
  return query ? `${path}?${query}` : path
}

/**
 * A request id a client may choose itself (a proxy's, a load balancer's, a test's): letters, digits and
 * `._:-`, 8 to 128 of them. Anything else (too long, spaces, line breaks that could forge a log line) is
 * replaced by a new id, so one visitor's click can be followed through the website and the API logs.
 */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/

/** The client's own well-formed X-Request-Id, or a new one. */
export const requestIdOf = (header: string | string[] | undefined): string =>
  typeof header === 'string' && REQUEST_ID_PATTERN.test(header) ? header : crypto.randomUUID()
