/*
 * A minimal cookie-keeping HTTP client: each instance is one browser with its
 * own session cookie, so tests can sign several people in at once.
 */
import type { Knex } from 'knex'
import { expect } from 'vitest'

export interface JsonResponse<T = Record<string, unknown>> {
  status: number
  body: T
  headers: Headers
}

export class Browser {
  readonly cookies = new Map<string, string>()
  readonly #base: string
  readonly #headers: Record<string, string>

  constructor(base: string, headers: Record<string, string> = {}) {
    this.#base = base
    this.#headers = headers
  }

  get sessionCookie(): string | undefined {
    return this.cookies.get('shoplocal-session')
  }

  async send<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(`${this.#base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(cookie ? { cookie } : {}),
        ...this.#headers,
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';')
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === ''
      if (expired) this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
    const text = await response.text()
    return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers }
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.send<T>('GET', path)
  }

  post<T = Record<string, unknown>>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.send<T>('POST', path, body, headers)
  }
}

/** Field messages of a 422 body, keyed by field (the first message of each). */
export function fieldMessages(body: unknown): Record<string, string> {
  const errors = (body as { errors?: { field: string; message: string }[] }).errors ?? []
  const messages: Record<string, string> = {}
  for (const error of errors) messages[error.field] ??= error.message
  return messages
}

/** Generous per-minute allowances so functional suites are not throttled; the rate-limit suite sets its own. */
export const UNTHROTTLED = {
  AUTH_SIGN_IN_PER_MINUTE: '1000',
  AUTH_REGISTER_PER_MINUTE: '1000',
  AUTH_CODES_PER_MINUTE: '1000',
  GUEST_SESSIONS_PER_MINUTE: '1000',
  REVIEWS_PER_ADDRESS_PER_HOUR: '1000',
  REVIEW_BURST_NEWCOMERS: '1000',
}

export const PAST = '2000-01-01 00:00:00'

/** Codes and account mails leave through the outbox after the answer: resolves once it holds none still to send. */
export async function untilOutboxSent(db: Knex): Promise<void> {
  const pending = async () => Number((await db('notifications').where('mail_state', 'pending').count('* as n'))[0].n)
  await expect.poll(pending).toBe(0)
}
