import { createHash } from 'node:crypto'

/*
 * Pages are rendered per request from live data, so a browser must ask again each time (`no-cache`), but an
 * unchanged page costs it only a 304: the ETag is a hash of the rendered HTML. Weak, since the bytes sent
 * differ by the compression the browser accepted.
 */
const PAGE_CACHE_CONTROL = 'no-cache'

export function pageEtag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
}

/** If-None-Match names this ETag (or `*`); a weak comparison, as for a GET. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** A rendered page as the browser gets it: its status (a page, or the page of something missing), HTML, ETag and headers. */
export interface RenderedPage {
  status: 200 | 404
  html: string
  etag: string
  headers: Headers
}

/**
 * The page a response carries, read once, with its caching headers; null for anything else (only a GET page,
 * found or not found, without a caching rule of its own is touched).
 */
export async function renderedPage(request: Request, response: Response): Promise<RenderedPage | null> {
  const isPage = response.headers.get('content-type')?.startsWith('text/html') ?? false
  const status = response.status
  if (request.method !== 'GET' || (status !== 200 && status !== 404) || !isPage || response.headers.has('cache-control')) return null
  const html = await response.text()
  const etag = pageEtag(html)
  const headers = new Headers(response.headers)
  headers.set('cache-control', PAGE_CACHE_CONTROL)
  headers.set('etag', etag)
  headers.delete('content-length')
  return { status, html, etag, headers }
}

/** Whether the browser already holds this version of a found page (a missing one is always sent). */
export function browserHolds(request: Request, page: RenderedPage): boolean {
  return page.status === 200 && matchesEtag(request.headers.get('if-none-match'), page.etag)
}

/** The page, or a 304 when the browser already holds this version. */
export function pageResponse(request: Request, page: RenderedPage): Response {
  const headers = new Headers(page.headers)
  if (browserHolds(request, page)) return new Response(null, { status: 304, headers })
  return new Response(page.html, { status: page.status, headers })
}
