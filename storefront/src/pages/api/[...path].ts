import type { APIRoute } from 'astro'
import { proxyToApi } from '../../lib/proxy/route.ts'

/** Every method goes to the API unchanged (see lib/proxy/forward.ts). */
export const ALL: APIRoute = (context) => proxyToApi(context)
