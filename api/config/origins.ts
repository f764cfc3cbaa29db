import env from '#start/env'
import app from '@adonisjs/core/services/app'
import proxyaddr from 'proxy-addr'

/*
 * Who may speak to the API from a browser, and which network peers may speak for a visitor. CORS, the
 * same-origin check on writes and the client address behind rate limits and visit counts all read
 * these, so the answers never differ between them.
 */

/** Outside production and the test suites, the product's own development pages on localhost may call. */
const isDevelopment = !app.inProduction && !app.inTest

function originOfSetting(name: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must list absolute http(s) origins such as https://admin.shoplocal.ie, got "${value}"`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must list http(s) origins, got "${value}"`)
  return url.origin
}

const listed = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/** The public website's origin; it reaches the API through its own proxy, so this matters for direct calls. */
const siteUrl = env.get('PUBLIC_SITE_URL')
export const siteOrigin = siteUrl ? originOfSetting('PUBLIC_SITE_URL', siteUrl) : null

/** Browser builds of the admin console (the installed console calls from its main process, with no Origin). */
const consoleOrigins = listed(env.get('CONSOLE_ORIGINS')).map((origin) => originOfSetting('CONSOLE_ORIGINS', origin))

const allowedOrigins = new Set([...(siteOrigin ? [siteOrigin] : []), ...consoleOrigins])
/**
 * The website (npm start, astro dev and preview: 4321) and the console's page build (vite dev: 5173, vite
 * preview: 4173). Any other local port may be some other program the developer runs, so it is not trusted.
 */
const LOCALHOST_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):(4321|5173|4173)$/

/**
 * Whether a browser page at `origin` (the Origin header, exactly as sent) may call the API. 'null' (sandboxed
 * frames, file:// pages, some redirects) and file:// are never trusted: any page can produce them.
 */
export function isAllowedBrowserOrigin(origin: string): boolean {
  if (allowedOrigins.has(origin)) return true
  return isDevelopment && LOCALHOST_ORIGIN.test(origin)
}

/**
 * Peers whose X-Forwarded-For / -Host / -Proto are believed: addresses, CIDR ranges or proxy-addr's names
 * (loopback, linklocal, uniquelocal), comma separated. The website's proxy runs beside the API, so loopback
 * is the default; docker compose and a load balancer add their own addresses.
 */
const TRUSTED_PROXIES = listed(env.get('TRUSTED_PROXIES') ?? 'loopback')

function compileTrustedProxies(entries: string[]) {
  try {
    return proxyaddr.compile(entries)
  } catch (error) {
    throw new Error(`TRUSTED_PROXIES must be addresses or CIDR ranges separated by commas: ${(error as Error).message}`, {
      cause: error,
    })
  }
}

export const trustProxy = compileTrustedProxies(TRUSTED_PROXIES)
