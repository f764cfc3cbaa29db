import type { APIContext } from 'astro'
import { apiBaseUrl } from '../api/base.ts'
import { forward } from './forward.ts'

/** The Astro endpoint handler shared by /api/[...path] and /uploads/[...path]. */
export function proxyToApi(context: APIContext): Promise<Response> {
  return forward(context.request, { apiBase: apiBaseUrl(), clientAddress: clientAddressOf(context) })
}

function clientAddressOf(context: APIContext): string | undefined {
  // Astro throws when the adapter cannot tell the address; the proxy still works without it.
  try {
    return context.clientAddress
  } catch {
    return undefined
  }
}
