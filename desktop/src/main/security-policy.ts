import { isAppUrl } from './trusted-urls.js'

/**
 * Decisions behind the Electron security hooks, kept free of Electron so they can be unit-tested.
 * security.ts wires them to the session and to each web contents.
 */

type Decision = 'allow' | 'deny'

/**
 * The window only ever shows the app itself; links elsewhere must not replace it. Where the app is not going
 * (an https page, a mail address) goes to the system's browser or mail program instead, never into the console.
 */
export function decideNavigation(url: string, appUrl: string): Decision {
  return isAppUrl(url, appUrl) ? 'allow' : 'deny'
}

/** A web page or a mail address leaves through the system; file:, javascript:, http: and any other scheme go nowhere. */
export function opensExternally(url: string): boolean {
  try {
    const { protocol, username, password } = new URL(url)
    return (protocol === 'https:' || protocol === 'mailto:') && !username && !password
  } catch {
    return false
  }
}

/** The console needs no second window, and popups are the classic way out of a sandbox. */
export function decideWindowOpen(): { action: 'deny' } {
  return { action: 'deny' }
}

/** Camera, notifications, geolocation and the rest: an admin console needs none of them. */
export function decidePermission(): boolean {
  return false
}

type ResponseHeaders = Record<string, string | string[]>

/** Replaces any CSP the response carried (header names are case-insensitive) with ours. */
export function withContentSecurityPolicy(headers: ResponseHeaders | undefined, policy: string): ResponseHeaders {
  const kept = Object.entries(headers ?? {}).filter(([name]) => name.toLowerCase() !== 'content-security-policy')
  return { ...Object.fromEntries(kept), 'Content-Security-Policy': [policy] }
}
