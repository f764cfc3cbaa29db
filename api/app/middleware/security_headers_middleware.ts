import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
 * The API serves JSON and uploaded images, never a page, so its policy forbids
 * everything a document could do: no scripts, no styles, no framing. It is one
 * fixed header, set here rather than by Shield's CSP guard, which makes a
 * random nonce for every request (a sizeable share of a search's time) that a
 * policy without scripts never uses. Shield has no Referrer-Policy guard: links
 * in API answers (uploads) never need to tell where they came from.
 */
const CONTENT_SECURITY_POLICY = ["default-src 'none'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'"].join(';')

/** Nothing the API serves needs a camera, microphone, location, payment sheet or the like. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

/** The fixed headers of every answer, also written by hand where an answer never reaches the middleware (a malformed URL). */
export const FIXED_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': PERMISSIONS_POLICY,
}

export default class SecurityHeadersMiddleware {
  async handle({ response }: HttpContext, next: NextFn) {
    for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) response.header(name, value)
    return next()
  }
}
