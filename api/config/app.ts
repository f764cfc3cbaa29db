import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustProxy } from '#config/origins'
import { toErrorBody } from '#exceptions/error_body'
import { FIXED_SECURITY_HEADERS } from '#middleware/security_headers_middleware'

/*
 * A development key keeps a fresh clone working with no .env file. Production
 * refuses to boot without its own key, since the key signs session cookies.
 */
const DEVELOPMENT_APP_KEY = 'development-only-key-change-me-32ch'

function resolveAppKey(): string {
  const key = env.get('APP_KEY')
  if (key) return key
  if (app.inProduction) throw new Error('APP_KEY must be set in production')
  return DEVELOPMENT_APP_KEY
}

export const appKey = new Secret(resolveAppKey())

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  // Only the listed proxies (TRUSTED_PROXIES) may name the visitor's address, host and scheme.
  trustProxy,
  // Searches carry commas ("Galway, Co. Galway"); a comma must not turn a value into a list.
  qs: { parse: { comma: false } },
  // A path that is not valid percent-encoding never reaches the middleware; it gets the same JSON 400 and headers as every error.
  onBadUrl(_request: IncomingMessage, response: ServerResponse) {
    response.writeHead(400, {
      ...FIXED_SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
    })
    response.end(JSON.stringify(toErrorBody({ status: 400 }, { isValidationError: false }).body))
  },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
