import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/session'
import string from '@adonisjs/core/helpers/string'
import { sqlSessionStore } from '#services/sql_session_store'

/** How long a website session lasts: the cookie's age, and a sign-in record's end (login_sessions.expires_at). */
const sessionAge = env.get('SESSION_AGE') ?? '7d'
export const sessionAgeSeconds = string.seconds.parse(sessionAge)

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'shoplocal-session',
  clearWithBrowser: false,
  age: sessionAge,
  cookie: {
    path: '/',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
  store: 'sql',
  stores: {
    sql: sqlSessionStore(),
  },
})

export default sessionConfig
