import { createApiClient, type ApiClient } from './client.ts'
import { unwrap } from './result.ts'

/**
 * The islands' client: relative '/api/...' paths (the storefront proxies them to the API, so the
 * browser only ever talks to its own origin), cookies included. No timeout of its own: an island
 * that can be superseded passes a signal instead.
 */
export const browserApi: ApiClient = createApiClient({ base: '' })

/** A form's write: resolves with the answer or throws the ApiError its submit cycle shows. */
export const apiPost = async <T>(path: string, body?: unknown): Promise<T> => unwrap(await browserApi.post<T>(path, body))
