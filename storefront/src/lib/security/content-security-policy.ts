import { createHash } from 'node:crypto'
import { geocoderOrigin } from '../geocoder-url.ts'
import { IMAGE_FALLBACK_SCRIPT } from '../image-fallback.ts'

/**
 * The website's Content-Security-Policy, in one place. astro.config.mjs hands the fixed part to Astro,
 * which adds the hashes of the scripts and styles it emits (island hydration included) and sends the
 * policy as a header on every page; the middleware merges in the part read from settings at request time.
 *
 * To allow something new, add its source to the directive here, as the card payment provider is: Stripe.js
 * is a script from js.stripe.com, its card fields are frames from js.stripe.com (3-D Secure pages from
 * hooks.stripe.com), and it talks to api.stripe.com. Card data never passes through this site.
 * Inline scripts are allowed by hash (INLINE_SCRIPTS), never with 'unsafe-inline'.
 */
export const CSP_DIRECTIVES = [
  "default-src 'self'",
  // blob: for previews of pictures a person picks before uploading them; data: for small inline images.
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self' https://api.stripe.com",
  "media-src 'self'",
  "object-src 'none'",
  'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  // No other site may frame ours (clickjacking); X-Frame-Options says the same to older browsers.
  "frame-ancestors 'none'",
] as const

/** Script origins besides the hashed inline ones; Astro's bundles are served from the site itself. */
export const SCRIPT_SOURCES = ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'] as const

/** The inline scripts the site writes itself (Astro hashes its own). */
const INLINE_SCRIPTS = [IMAGE_FALLBACK_SCRIPT]

export function scriptHash(source: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`
}

export const INLINE_SCRIPT_HASHES = INLINE_SCRIPTS.map(scriptHash)

/** Directives that depend on settings read at request time (the reverse-geocoding service). */
export function runtimeDirectives(env: NodeJS.ProcessEnv = process.env): string[] {
  const geocoder = geocoderOrigin(env)
  return geocoder ? [`connect-src ${geocoder}`] : []
}

/**
 * The policy Astro rendered, with the request-time sources merged into their directives (or added). Done on
 * the finished answer because Astro fixes the header before the layout renders.
 */
export function withRuntimeSources(policy: string, env: NodeJS.ProcessEnv = process.env): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  for (const extra of runtimeDirectives(env)) {
    const [name, ...sources] = extra.split(' ')
    const index = directives.findIndex((directive) => directive.split(' ')[0] === name)
    if (index === -1) {
      // A directive the policy leaves to default-src keeps what default-src allowed.
      const fallback =
        directives
          .find((directive) => directive.split(' ')[0] === 'default-src')
          ?.split(' ')
          .slice(1) ?? []
      directives.push([name, ...fallback, ...sources].join(' '))
      continue
    }
    const present = new Set(directives[index].split(' ').slice(1))
    directives[index] = [directives[index], ...sources.filter((source) => !present.has(source))].join(' ')
  }
  return `${directives.join('; ')};`
}
