import { isAppUrl } from './trusted-urls.js'

/**
 * Decisions behind the Electron security hooks, kept free of Electron so they can be unit-tested.
 * security.ts wires them to the session and to each web contents.
 */

export type Decision = 'allow' | 'deny'

/** The window only ever shows the app itself; links elsewhere must not replace it. */
export function decideNavigation(url: string, appUrl: string): Decision {
  return isAppUrl(url, appUrl) ? 'allow' : 'deny'
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
