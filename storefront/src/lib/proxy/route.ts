import type { APIContext } from 'astro'
import { apiBaseUrl } from '../api/base.ts'
import { forward } from './forward.ts'

/** The Astro endpoint handler shared by /api/[...path] and /uploads/[...path]. */
export function proxyToApi(context: APIContext): Promise<Response> {
  return forward(context.request, { apiBase: apiBaseUrl(), clientAddress: clientAddressOf(context), publicHost: publicHost() })
}

/** PUBLIC_SITE_URL's host, read at request time like every use of the setting; none in development and tests. */
function publicHost(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.PUBLIC_SITE_URL?.trim()
  return configured ? new URL(configured).host : undefined
}

function clientAddressOf(context: APIContext): string | undefined {
  // Astro throws when the adapter cannot tell the address; the proxy still works without it.
  try {
    return context.clientAddress
  } catch {
    return undefined
  }
}
