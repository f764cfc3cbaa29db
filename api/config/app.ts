import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import { trustProxy } from '#config/origins'

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
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
