import { describeError } from '../describe-error.ts'
import { sendLargeBody } from './upload-stream.ts'

/**
 * Server-side proxy of /api/* and /uploads/* to the API, so the browser sees one origin: relative
 * '/api/...' calls carry the session cookie without CORS, and Set-Cookie from the API lands on the
 * storefront's own host.
 */

export const API_UNAVAILABLE_MESSAGE = 'The API is unavailable. Please try again shortly.'

/**
 * Hop-by-hop headers (RFC 9110 §7.6.1) describe one connection and must not be relayed. `host` is the
 * storefront's own; fetch sets the API's. `content-length` is recomputed by fetch for the stream.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
])

const NOT_FORWARDED_UPSTREAM = new Set([
  ...HOP_BY_HOP,
  'host',
  'content-length',
  // Node's fetch negotiates and decodes compression itself; asking for the browser's encodings would
  // hand us bytes we then relay with a mismatched header.
  'accept-encoding',
])

/**
 * Node's fetch has already decoded the body, so the upstream's encoding and length no longer describe
 * what we send; set-cookie is copied separately so several cookies stay several headers.
 */
const NOT_FORWARDED_DOWNSTREAM = new Set([...HOP_BY_HOP, 'content-encoding', 'content-length', 'set-cookie'])

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD'])

/** Same path and query on the API: '/api/shops?x=1' on the storefront → '{apiBase}/api/shops?x=1'. */
export function buildUpstreamUrl(requestUrl: string | URL, apiBase: string): URL {
  const incoming = new URL(requestUrl)
  const base = new URL(apiBase)
  // Keep a path prefix on the API address (e.g. http://internal/shoplocal) instead of replacing it.
  const prefix = base.pathname.replace(/\/+$/, '')
  const target = new URL(base.origin)
  target.pathname = `${prefix}${incoming.pathname}`
  target.search = incoming.search
  return target
}

interface ForwardingContext {
  /** The browser's address as the storefront saw it; appended to X-Forwarded-For. */
  clientAddress?: string
  /** The URL the browser asked for; gives X-Forwarded-Proto, and X-Forwarded-Host when no public host is set. */
  requestUrl: string | URL
  /** The site's public host (from PUBLIC_SITE_URL), the API's X-Forwarded-Host whatever the request says. */
  publicHost?: string
}

/** The browser's headers minus connection-level ones, plus the X-Forwarded-* trio. */
export function upstreamRequestHeaders(incoming: Headers, context: ForwardingContext): Headers {
  const headers = new Headers()
  for (const [name, value] of incoming) {
    if (!NOT_FORWARDED_UPSTREAM.has(name) && !isListedInConnection(incoming, name)) {
      headers.append(name, value)
    }
  }
  const url = new URL(context.requestUrl)
  const priorChain = incoming.get('x-forwarded-for')
  if (context.clientAddress !== undefined && context.clientAddress !== '') {
    headers.set('x-forwarded-for', priorChain ? `${priorChain}, ${context.clientAddress}` : context.clientAddress)
  }
  // An outer proxy (TLS terminator) knows the original scheme better than we do.
  headers.set('x-forwarded-proto', incoming.get('x-forwarded-proto') ?? url.protocol.replace(/:$/, ''))
  // The site's configured host, else the one this request came to; never a client's X-Forwarded-Host: the
  // API's same-origin check compares the caller's Origin with it, so a relayed claim would let a caller
  // name any site as this one.
  headers.set('x-forwarded-host', context.publicHost ?? incoming.get('host') ?? url.host)
  return headers
}

/** The API's headers for the browser, every Set-Cookie kept as its own header. */
export function downstreamResponseHeaders(upstream: Headers): Headers {
  const headers = new Headers()
  for (const [name, value] of upstream) {
    if (!NOT_FORWARDED_DOWNSTREAM.has(name) && !isListedInConnection(upstream, name)) {
      headers.append(name, value)
    }
  }
  // Iterating Headers joins nothing for set-cookie, but getSetCookie is the one API that promises it.
  for (const cookie of upstream.getSetCookie()) {
    headers.append('set-cookie', cookie)
  }
  return headers
}

/** A header named in `Connection: x, y` is hop-by-hop too. */
function isListedInConnection(headers: Headers, name: string): boolean {
  const connection = headers.get('connection')
  if (connection === null) return false
  return connection
    .toLowerCase()
    .split(',')
    .some((token) => token.trim() === name)
}

function apiUnavailableResponse(): Response {
  return Response.json({ message: API_UNAVAILABLE_MESSAGE }, { status: 502 })
}

interface ForwardOptions {
  apiBase: string
  clientAddress?: string
  publicHost?: string
}

/**
 * Below this size the whole body fits in the socket buffers and reaches the API even if it answers
 * early, so sharing the connection is safe.
 */
const SMALL_BODY_BYTES = 64 * 1024

function isKnownSmallBody(headers: Headers): boolean {
  const length = Number(headers.get('content-length') ?? Number.NaN)
  return Number.isInteger(length) && length >= 0 && length <= SMALL_BODY_BYTES
}

/** Sends the request on to the API and relays the answer as-is (status, headers, streamed body). */
export async function forward(request: Request, options: ForwardOptions): Promise<Response> {
  const method = request.method.toUpperCase()
  const hasBody = !METHODS_WITHOUT_BODY.has(method) && request.body !== null
  const headers = upstreamRequestHeaders(request.headers, {
    clientAddress: options.clientAddress,
    requestUrl: request.url,
    publicHost: options.publicHost,
  })
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers,
    // Redirects (e.g. to a sign-in page) belong to the browser, not to us.
    redirect: 'manual',
    // The browser going away should stop the upstream call too.
    signal: request.signal,
  }
  const target = buildUpstreamUrl(request.url, options.apiBase)
  let upstream: Response
  try {
    if (hasBody && !isKnownSmallBody(request.headers)) {
      // The API may answer (413 past its size limit, 401 before parsing an upload) without reading the whole
      // body; the body gets a connection of its own, so nobody's next request fails on what it still owed.
      // Its announced length lets the API refuse an oversized body before a byte of it arrives.
      const length = request.headers.get('content-length')
      if (length !== null && /^\d+$/.test(length)) headers.set('content-length', length)
      upstream = await sendLargeBody(target, method, headers, request.body!, request.signal)
    } else {
      if (hasBody) {
        init.body = request.body
        init.duplex = 'half'
      }
      upstream = await fetch(target, init)
    }
  } catch (error) {
    if (request.signal.aborted) {
      // The browser left; nobody will read this answer.
      return new Response(null, { status: 499 })
    }
    console.error(`[proxy] ${method} ${new URL(request.url).pathname} failed: ${describeError(error)}`)
    return apiUnavailableResponse()
  }

  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: downstreamResponseHeaders(upstream.headers),
  })
}
