import { withQuery, type QueryParams } from '@shoplocal/shared/rules'
import { ApiError, failure, suggestionOf, totalOf, type ApiResult, type Listing } from './result.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type Fetcher = (input: string, init: RequestInit) => Promise<Response>

interface ClientOptions {
  /** '' in the browser (same origin, through the storefront's proxy); the API's address on the server. */
  base: string
  headers?: Record<string, string>
  /** Applies when the caller passes no signal of its own. */
  timeoutMs?: number
  fetcher?: Fetcher
  /** Told about calls that failed on the API's side or never got an answer (refused, timed out). */
  onFailure?: (method: HttpMethod, path: string, error: unknown) => void
}

interface CallOptions {
  params?: QueryParams
  body?: unknown
  signal?: AbortSignal
}

interface Answer<T> {
  body: T
  headers: Headers
}

/** The one way to the API; the server and browser clients differ only in their options. */
export interface ApiClient {
  send<T>(method: HttpMethod, path: string, options?: CallOptions): Promise<ApiResult<Answer<T>>>
  get<T>(path: string, options?: CallOptions): Promise<ApiResult<T>>
  /** A catalogue list: the rows of the array body and the total of X-Total-Count. */
  getList<T>(path: string, options?: CallOptions): Promise<ApiResult<Listing<T>>>
  post<T>(path: string, body?: unknown): Promise<ApiResult<T>>
}

export function createApiClient(client: ClientOptions): ApiClient {
  const fetcher: Fetcher = client.fetcher ?? ((input, init) => fetch(input, init))

  async function send<T>(method: HttpMethod, path: string, options: CallOptions = {}): Promise<ApiResult<Answer<T>>> {
    const signal = options.signal ?? (client.timeoutMs ? AbortSignal.timeout(client.timeoutMs) : undefined)
    let response: Response
    let body: T
    try {
      response = await fetcher(`${client.base}${withQuery(path, options.params ?? {})}`, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...client.headers },
        body: method === 'GET' || options.body === undefined ? undefined : JSON.stringify(options.body),
        signal,
      })
      const text = await response.text()
      if (!response.ok) {
        const error = new ApiError(response.status, text, response.statusText)
        if (response.status >= 500) client.onFailure?.(method, path, error)
        return failure(response.status, error)
      }
      body = (text ? JSON.parse(text) : null) as T
    } catch (error) {
      // A superseded request is not a failure anybody should see: its caller has moved on.
      if (options.signal?.aborted) throw error
      client.onFailure?.(method, path, error)
      return failure(0, error)
    }
    return { ok: true, data: { body, headers: response.headers } }
  }

  return {
    send,
    async get<T>(path: string, options?: CallOptions) {
      const result = await send<T>('GET', path, options)
      return result.ok ? { ok: true, data: result.data.body } : result
    },
    async getList<T>(path: string, options?: CallOptions) {
      const result = await send<unknown>('GET', path, options)
      if (!result.ok) return result
      const rows = Array.isArray(result.data.body) ? (result.data.body as T[]) : []
      return {
        ok: true,
        data: { rows, total: totalOf(result.data.headers, rows.length), suggestion: suggestionOf(result.data.headers) },
      }
    },
    async post<T>(path: string, body: unknown = {}) {
      const result = await send<T>('POST', path, { body })
      return result.ok ? { ok: true, data: result.data.body } : result
    },
  }
}
