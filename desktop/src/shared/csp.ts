/**
 * One Content-Security-Policy for every way the renderer is served: the Electron response header,
 * the <meta> tag of built pages, and the dev server (which needs inline scripts and a websocket for
 * React refresh and HMR).
 */
interface CspOptions {
  /** Origin of the ShopLocal API: the renderer may fetch from it and show its uploaded images. */
  apiOrigin: string
  /** Set only while running against the Vite dev server. */
  devServerOrigin?: string
  /** frame-ancestors is ignored (with a warning) when delivered by <meta>. */
  forMetaTag?: boolean
}

export function buildContentSecurityPolicy(options: CspOptions): string {
  const { apiOrigin, devServerOrigin, forMetaTag = false } = options
  const dev = devServerOrigin ? [devServerOrigin] : []
  const devSocket = devServerOrigin ? [devServerOrigin.replace(/^http/, 'ws')] : []
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(devServerOrigin ? ["'unsafe-inline'", ...dev] : [])],
    // React, AG Grid and Recharts set style attributes at runtime.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', apiOrigin],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", apiOrigin, ...dev, ...devSocket],
    // A PDF proof of payment is previewed from a blob: URL the renderer made from the bytes it fetched.
    'frame-src': ['blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    ...(forMetaTag ? {} : { 'frame-ancestors': ["'none'"] }),
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ')
}

/** The origin of an http(s) URL; throws on anything else so a typo cannot widen the policy. */
export function httpOrigin(url: string): string {
  const parsed = new URL(url)
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`Expected an http(s) URL, got ${url}`)
  }
  return parsed.origin
}
