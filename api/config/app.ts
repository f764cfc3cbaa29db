import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustProxy } from '#config/origins'
import { toErrorBody } from '#exceptions/error_body'
import { FIXED_SECURITY_HEADERS } from '#middleware/security_headers_middleware'

/*
 * The key signs session cookies, so no key is shared between copies of the
 * product: production refuses to boot without its own, `npm start` writes a
 * random one into the ignored api/.env on first start, and a development
 * server started some other way without one makes a random key of its own
 * (its sessions end when it stops). Only the test suites, on throwaway
 * databases, share a fixed key, so their API processes can read each other's
 * sessions.
 */
const TEST_APP_KEY = 'test-suites-only-key-never-in-use-32'

function resolveAppKey(): string {
  const key = env.get('APP_KEY')
  if (key) return key
  if (app.inProduction) throw new Error('APP_KEY must be set in production')
  return app.inTest ? TEST_APP_KEY : randomBytes(32).toString('hex')
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
