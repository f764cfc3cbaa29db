import type { ApiFileResult, ApiMethod, ApiRequest, ApiResult } from './bridge.js'

const API_METHODS: readonly ApiMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Long enough for a slow admin report, short enough that a dead server shows as an error. */
const API_TIMEOUT_MS = 15_000

/** Checks a request that arrived over IPC, where the type system no longer protects us. */
export function isApiRequest(value: unknown): value is ApiRequest {
  if (typeof value !== 'object' || value === null) return false
  const { method, path } = value as Record<string, unknown>
  return (
    typeof method === 'string' &&
    (API_METHODS as readonly string[]).includes(method) &&
    typeof path === 'string' &&
    path.startsWith('/api/') &&
    !/[\\\s]/.test(path)
  )
}

export function apiUrl(apiBaseUrl: string, path: string): string {
  return `${apiBaseUrl}${path}`
}

/** Sends one API call and reports the outcome as data; never throws. */
export async function sendApiRequest(url: string, request: ApiRequest, extraHeaders: Record<string, string> = {}): Promise<ApiResult> {
  const hasBody = request.body !== undefined
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: {
        Accept: 'application/json',
        ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
        ...extraHeaders,
      },
      body: hasBody ? JSON.stringify(request.body) : undefined,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
    return { type: 'response', status: response.status, statusText: response.statusText, body: await response.text() }
  } catch (error) {
    return { type: 'network-error', message: error instanceof Error ? error.message : String(error) }
  }
}

/** Files the console previews (proofs of payment) are at most this large; a bigger one announced by its length is not read. */
export const MAX_API_FILE_BYTES = 10 * 1024 * 1024

/** Fetches a file with GET; a non-2xx answer comes back as text, like sendApiRequest's. Never throws. */
export async function sendFileRequest(url: string, extraHeaders: Record<string, string> = {}): Promise<ApiFileResult> {
  try {
    const response = await fetch(url, { method: 'GET', headers: extraHeaders, signal: AbortSignal.timeout(API_TIMEOUT_MS) })
    if (!response.ok) return { type: 'response', status: response.status, statusText: response.statusText, body: await response.text() }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_API_FILE_BYTES) {
      await response.body?.cancel()
      return { type: 'network-error', message: 'The file is too large to preview' }
    }
    const bytes = new Uint8Array(await response.arrayBuffer())
    if (bytes.byteLength > MAX_API_FILE_BYTES) return { type: 'network-error', message: 'The file is too large to preview' }
    return { type: 'file', status: response.status, contentType: response.headers.get('content-type') ?? 'application/octet-stream', bytes }
  } catch (error) {
    return { type: 'network-error', message: error instanceof Error ? error.message : String(error) }
  }
}
