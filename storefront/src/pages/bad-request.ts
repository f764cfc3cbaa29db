import type { APIRoute } from 'astro'
import { BAD_REQUEST } from '@shoplocal/shared/messages'

/*
 * What the website answers a request whose path is not valid percent-encoding (`/shops/%ff`, `/api/shops/%ff`):
 * server.mjs hands such requests here, so they get the JSON 400 and the security headers (the middleware's)
 * that every other error gets, as the API answers its own, instead of the adapter's plain-text "Bad request.".
 */
export const ALL: APIRoute = () =>
  new Response(JSON.stringify({ message: BAD_REQUEST }), {
    status: 400,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  })
