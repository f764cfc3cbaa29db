/**
 * The contract between the renderer and whatever hosts it: the Electron preload (window.shoplocal)
 * or the browser fallback. Types only, so every side can import it without pulling in code.
 */

export interface AppInfo {
  version: string
  /** Base URL of the ShopLocal API, without a trailing slash, e.g. http://localhost:3333 */
  apiBaseUrl: string
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface ApiRequest {
  method: ApiMethod
  /** Path under the API base URL; always starts with /api/ */
  path: string
  /** Sent as JSON when present */
  body?: unknown
}

/**
 * A plain, cloneable result: HTTP failures are data, not exceptions, because errors thrown across
 * Electron IPC lose their type and get their message rewritten.
 */
export type ApiResult =
  | { type: 'response'; status: number; statusText: string; body: string }
  | { type: 'network-error'; message: string }

export interface ShopLocalBridge {
  app: {
    getInfo(): Promise<AppInfo>
  }
  api: {
    request(request: ApiRequest): Promise<ApiResult>
  }
}

/** IPC channel names, shared so main and preload cannot drift apart. */
export const IPC_CHANNELS = {
  appGetInfo: 'app:get-info',
  apiRequest: 'api:request',
} as const
