import { createHash } from 'node:crypto'

/*
 * Pages are rendered per request from live data, so a browser must ask again each time (`no-cache`), but an
 * unchanged page costs it only a 304: the ETag is a hash of the rendered HTML. Weak, since the bytes sent
 * differ by the compression the browser accepted.
 */
export const PAGE_CACHE_CONTROL = 'no-cache'

export function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
}

/** If-None-Match names this ETag (or `*`); a weak comparison, as for a GET. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/**
 * A rendered page with its caching headers, or a 304 when the browser already holds this version. Only a
 * successful GET page without a caching rule of its own is touched.
 */
export async function withPageCaching(request: Request, response: Response): Promise<Response> {
  const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false
  if (request.method !== 'GET' || response.status !== 200 || !isPage || response.headers.has('cache-control')) return response
  const html = await response.text()
  const etag = pageEtag(html)
  const headers = new Headers(response.headers)
  headers.set('cache-control', PAGE_CACHE_CONTROL)
  headers.set('etag', etag)
  if (matchesEtag(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-length')
    return new Response(null, { status: 304, headers })
  }
  return new Response(html, { status: 200, headers })
}
