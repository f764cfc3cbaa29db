import { DEFAULT_API_BASE_URL, parseApiBaseUrl } from '../../shared/api-base-url'
import { apiUrl, sendApiRequest } from '../../shared/api-request'
import type { AppInfo, ShopLocalBridge } from '../../shared/bridge'

/**
 * Where the page looks for the API: `?api=` (handy when testing against another server), then the
 * build-time VITE_API_URL, then the local default. Malformed values are skipped, not trusted.
 */
export function resolveBrowserApiBaseUrl(search: string, configured: string | undefined): string {
  const fromQuery = parseApiBaseUrl(new URLSearchParams(search).get('api'))
  return fromQuery ?? parseApiBaseUrl(configured) ?? DEFAULT_API_BASE_URL
}

/** The bridge for a plain page: the same contract as Electron's, implemented with fetch. */
export function createBrowserBridge(info: AppInfo): ShopLocalBridge {
  return {
    app: {
      getInfo: () => Promise.resolve({ ...info }),
    },
    api: {
      request: (request) => sendApiRequest(apiUrl(info.apiBaseUrl, request.path), request),
    },
  }
}
