import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { VisitorSource } from '../api/server.ts'
import { browserHolds, type RenderedPage } from './page-etag.ts'
import { takeShopView } from './visit-reports.ts'

/*
 * Pages served to visitors without cookies are the same for all of them, so under a crowd the server renders
 * each such page at most once per GUEST_PAGE_CACHE_MS (one second unless set; 0 turns it off) and hands the
 * same HTML to the others meanwhile (a missing page's 404 too). A page is kept only when its answer sets no
 * cookie. A copy is compressed once per encoding, when first asked for in it: compressing each answer again was
 * a fifth of the server's time under a crowd on one shop. When a copy runs out, one request renders the page
 * again while the others still get the old copy (for at most STALE_MS more), so a crowd does not render the
 * same page once per visitor at the same moment.
 *
 * A shop page served from a copy still counts its view: the views are reported to the API in batches
 * (`visit-reports.ts`), as the page read would have counted them.
 */
const MAX_PAGES = 200
const STALE_MS = 5000
/** Brotli's default quality (11) takes tens of milliseconds on a page; 4 is the one the server compresses with. */
const BROTLI_QUALITY = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }
const COMPRESS = { br: (html: string) => brotliCompressSync(html, BROTLI_QUALITY), gzip: (html: string) => gzipSync(html) }
const SHOP_PAGE = /^\/shops\/(\d{1,10})$/

interface KeptPage extends RenderedPage {
  until: number
  renewing: boolean
  encoded: { br?: Buffer; gzip?: Buffer }
}

const kept = new Map<string, KeptPage>()

export function guestPageMillis(env: NodeJS.ProcessEnv = process.env): number {
  const configured = Number(env.GUEST_PAGE_CACHE_MS ?? 1000)
  return Number.isFinite(configured) && configured > 0 ? configured : 0
}

/** The key of a request that may share a page: a GET of a page (not the API's or an upload's) without cookies. */
function keyOf(request: Request): string | null {
  if (request.method !== 'GET' || request.headers.has('cookie') || guestPageMillis() === 0) return null
  const url = new URL(request.url)
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/')) return null
  return url.pathname + url.search
}

/** Keeps a page just rendered for a visitor without cookies, unless it set one. */
export function keepGuestPage(request: Request, page: RenderedPage, now = Date.now()): void {
  const key = keyOf(request)
  if (key === null || page.headers.has('set-cookie')) return
  kept.delete(key)
  kept.set(key, { ...page, until: now + guestPageMillis(), renewing: false, encoded: {} })
  if (kept.size > MAX_PAGES) kept.delete(kept.keys().next().value as string)
}

/** The answer from the page kept for this request, its view counted when it is a shop page; null to render it. */
export function guestPage(source: VisitorSource, now = Date.now()): Response | null {
  const key = keyOf(source.request)
  const page = key === null ? undefined : kept.get(key)
  if (key === null || page === undefined) return null
  if (page.until <= now && (!page.renewing || page.until + STALE_MS <= now)) {
    page.renewing = true
    return null
  }
  const shop = SHOP_PAGE.exec(new URL(source.request.url).pathname)
  if (shop && page.status === 200) takeShopView(source, Number(shop[1]))
  return keptResponse(source.request, page)
}

/** A 304 when the browser holds this version, else the copy in the best encoding the browser accepts. */
function keptResponse(request: Request, page: KeptPage): Response {
  const headers = new Headers(page.headers)
  headers.append('vary', 'Accept-Encoding')
  if (browserHolds(request, page)) return new Response(null, { status: 304, headers })
  const accepted = request.headers.get('accept-encoding') ?? ''
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
  if (encoding === null) return new Response(page.html, { status: page.status, headers })
  headers.set('content-encoding', encoding)
  page.encoded[encoding] ??= COMPRESS[encoding](page.html)
  return new Response(new Uint8Array(page.encoded[encoding]), { status: page.status, headers })
}
