/**
 * The only places the app trusts: its own pages and the configured API. Pure so it can be tested
 * without Electron, and small so it can be read in one go.
 */

function parse(url: string): URL | null {
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/**
 * `appUrl` is the page the main window loads: the dev server (trust its origin) or the built
 * index.html on disk (trust files beside it and below it, never the rest of the file system).
 */
export function isAppUrl(url: string, appUrl: string): boolean {
  const candidate = parse(url)
  const app = parse(appUrl)
  if (!candidate || !app) return false
  if (app.protocol === 'file:') {
    const appDir = app.pathname.slice(0, app.pathname.lastIndexOf('/') + 1)
    // URL parsing has already resolved "..", so a prefix check cannot be escaped.
    return candidate.protocol === 'file:' && candidate.host === app.host && candidate.pathname.startsWith(appDir)
  }
  if (app.protocol !== 'http:' && app.protocol !== 'https:') return false
  return candidate.origin === app.origin
}

/** True for URLs under `{apiBaseUrl}/api/` on the API's own origin. */
export function isApiUrl(url: string, apiBaseUrl: string): boolean {
  const candidate = parse(url)
  const base = parse(apiBaseUrl)
  if (!candidate || !base) return false
  if (candidate.protocol !== 'http:' && candidate.protocol !== 'https:') return false
  if (candidate.username || candidate.password) return false
  const basePath = base.pathname.replace(/\/+$/, '')
  return candidate.origin === base.origin && candidate.pathname.startsWith(`${basePath}/api/`)
}
