export const DEFAULT_API_BASE_URL = 'http://localhost:3333'

/**
 * Accepts an http(s) URL and returns it without query, hash or trailing slash, so paths such as
 * `/api/health` can be appended as they are. Returns null for anything else.
 */
export function parseApiBaseUrl(raw: string | null | undefined): string | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
