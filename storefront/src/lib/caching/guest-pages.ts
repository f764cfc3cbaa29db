import { Agent as HttpAgent, request as httpRequest } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { apiBaseUrl } from '../api/base.ts'
import { SERVER_TIMEOUT_MS, visitorHeaders, type VisitorSource } from '../api/server.ts'
import { browserHolds, type RenderedPage } from './page-etag.ts'

/*
 * Pages served to visitors without cookies are the same for all of them, so under a crowd the server renders
 * each such page at most once per GUEST_PAGE_CACHE_MS (one second unless set; 0 turns it off) and hands the
 * same HTML to the others meanwhile (a missing page's 404 too). A page is kept only when its answer sets no
 * cookie. A kept shop page
 * still counts its view: the visit is reported to the API before the page is sent, and a shop the API no
 * longer shows drops the copy, so the next render answers its 404. A copy is compressed once per encoding, when
 * first asked for in it: compressing each answer again was a fifth of the server's time under a crowd on one shop. When a
 * copy runs out, one request renders the page again while the others still get the old copy (for at most
 * STALE_MS more), so a crowd does not render the same page once per visitor at the same moment.
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
export async function guestPage(source: VisitorSource, now = Date.now()): Promise<Response | null> {
  const key = keyOf(source.request)
  const page = key === null ? undefined : kept.get(key)
  if (key === null || page === undefined) return null
  if (page.until <= now && (!page.renewing || page.until + STALE_MS <= now)) {
    page.renewing = true
    return null
  }
  const shop = SHOP_PAGE.exec(new URL(source.request.url).pathname)
  if (shop && page.status === 200 && !(await reportShopVisit(source, shop[1]))) {
    kept.delete(key)
    return null
  }
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

/**
 * The view, sent as the visitor (browser and address; no cookies by definition). Their referrer travels in
 * the body: the API refuses a write whose Referer names another site. Node's own client on kept connections:
 * fetch cost a fifth of the server's time when most pages were copies.
 */
function reportShopVisit(source: VisitorSource, shopId: string): Promise<boolean> {
  const { referer, ...visitor } = visitorHeaders(source)
  const body = JSON.stringify(referer ? { referrer: referer } : {})
  const url = new URL(`/api/shops/${shopId}/visits`, apiBaseUrl())
  const secure = url.protocol === 'https:'
  return new Promise((resolve) => {
    const sent = (secure ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        agent: secure ? httpsAgent : httpAgent,
        timeout: SERVER_TIMEOUT_MS,
        headers: { ...visitor, 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        resolve(response.statusCode === 204)
      },
    )
    sent.on('timeout', () => sent.destroy())
    sent.on('error', () => resolve(false))
    sent.end(body)
  })
}

const httpAgent = new HttpAgent({ keepAlive: true })
const httpsAgent = new HttpsAgent({ keepAlive: true })
