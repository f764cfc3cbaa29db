import { apiBaseUrl } from './base.ts'
import { createApiClient, type ApiClient } from './client.ts'
import { describeError } from '../describe-error.ts'

/** The first paint must not wait long on a slow API; pages render a notice instead. */
export const SERVER_TIMEOUT_MS = 5000

/** What the server client needs from Astro's global: the incoming request and the visitor's address. */
export interface VisitorSource {
  request: Request
  clientAddress?: string
}

/**
 * The frontmatter's client. Every call goes out as the visitor: their session cookie (user or guest),
 * browser, referrer and address travel with it, so the API sees who is asking (visit counts, rate
 * limits, the signed-in user) and not the storefront server. One client per incoming request.
 *
 *   const api = serverApi(Astro)
 *   const result = await api.get<ShopDetail>(`/api/shops/${id}`)
 */
export function serverApi(source: VisitorSource): ApiClient {
  let client = clients.get(source.request)
  if (!client) {
    client = createApiClient({
      base: apiBaseUrl(),
      headers: visitorHeaders(source),
      timeoutMs: SERVER_TIMEOUT_MS,
      onFailure: (method, path, error) => console.error(`[api] ${method} ${path} failed: ${describeError(error)}`),
    })
    clients.set(source.request, client)
  }
  return client
}

const clients = new WeakMap<Request, ApiClient>()

export function visitorHeaders(source: VisitorSource): Record<string, string> {
  const headers: Record<string, string> = {}
  // The request id (storefront/server.mjs) lets the API's log lines for this page be found beside the website's.
  for (const name of ['cookie', 'user-agent', 'referer', 'x-request-id']) {
    const value = source.request.headers.get(name)
    if (value) headers[name] = value
  }
  // Appended to any chain a proxy in front of us started, as the /api proxy does: the API believes only
  // the hops its TRUSTED_PROXIES lists, so a visitor cannot pose as another by sending the header.
  const address = clientAddressOf(source)
  const priorChain = source.request.headers.get('x-forwarded-for')
  if (address) headers['x-forwarded-for'] = priorChain ? `${priorChain}, ${address}` : address
  return headers
}

/** Astro throws when the adapter cannot tell the address (prerendering); the API then sees ours. */
function clientAddressOf(source: VisitorSource): string | undefined {
  try {
    return source.clientAddress
  } catch {
    return undefined
  }
}
