import { defineMiddleware } from 'astro:middleware'
import { securityHeaders } from './lib/security/security-headers.ts'
import { pageResponse, renderedPage } from './lib/caching/page-etag.ts'
import { guestPage, keepGuestPage } from './lib/caching/guest-pages.ts'

/**
 * A page a visitor without cookies may share comes from the last second's copy; any other is rendered and
 * gets its caching headers (no-cache with an ETag). Security headers go on every answer the server renders
 * or proxies (static files are served before this).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const shared = guestPage(context)
  if (shared) return secured(shared)
  const response = await next()
  const page = await renderedPage(context.request, response)
  if (page === null) return secured(response)
  keepGuestPage(context.request, page)
  return secured(pageResponse(context.request, page))
})

function secured(response: Response): Response {
  const headers = securityHeaders()
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  } catch {
    // Response.redirect() and some fetch answers have immutable headers: answer with a copy instead.
    const copy = new Response(response.body, response)
    for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value)
    return copy
  }
}
