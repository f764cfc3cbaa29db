import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/session'
import { sqlSessionStore } from '#services/sql_session_store'

const sessionConfig = defineConfig({
  enabled: true,
  cookieName: 'shoplocal-session',
  clearWithBrowser: false,
  age: env.get('SESSION_AGE') ?? '7d',
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
