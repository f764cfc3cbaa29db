import { siteOrigin } from '../site-url.ts'

/**
 * Headers every answer of the website carries besides the Content-Security-Policy (which Astro sends on
 * pages, see content-security-policy.ts). HSTS only when the public address is HTTPS: over plain HTTP
 * (development, tests) a browser would ignore it, and pinning localhost to HTTPS would break it.
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const headers: Record<string, string> = {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The site asks for the visitor's location (near-me search) and nothing else a browser guards.
    'permissions-policy': 'camera=(), microphone=(), usb=(), geolocation=(self)',
  }
  if (siteOrigin(env).startsWith('https:')) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains'
  return headers
}
