import { DEFAULT_API_BASE_URL, parseApiBaseUrl } from '../shared/api-base-url.js'

export interface Settings {
  apiBaseUrl: string
}

/**
 * Settings come from the environment for now; the settings screen and their persistence arrive
 * with the admin console. A malformed SHOPLOCAL_API_URL stops the app rather than silently talking
 * to a different server than the one the operator asked for.
 */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  const configured = env.SHOPLOCAL_API_URL
  if (configured === undefined || configured.trim() === '') {
    return { apiBaseUrl: DEFAULT_API_BASE_URL }
  }
  const apiBaseUrl = parseApiBaseUrl(configured)
  if (apiBaseUrl === null) {
    throw new Error(`SHOPLOCAL_API_URL must be an http(s) URL, got "${configured}"`)
  }
  return { apiBaseUrl }
}
