import { defineMiddleware } from 'astro:middleware'
import { securityHeaders } from './lib/security/security-headers.ts'
import { withPageCaching } from './lib/caching/page-etag.ts'

/**
 * Security headers on every answer the server renders or proxies (static files are served before this), and a
 * page's caching headers (no-cache with an ETag).
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await withPageCaching(context.request, await next())
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
})
