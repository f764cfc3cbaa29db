import { createHash } from 'node:crypto'
import { IMAGE_FALLBACK_SCRIPT } from '../image-fallback.ts'

/**
 * The website's Content-Security-Policy, in one place. astro.config.mjs hands the fixed part to Astro,
 * which adds the hashes of the scripts and styles it emits (island hydration included) and sends the
 * policy as a header on every page.
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
