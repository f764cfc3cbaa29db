import env from '#start/env'
import { defineConfig } from '@adonisjs/cors'

/*
 * The website reaches the API through its own same-origin proxy, so CORS only
 * matters for the desktop console's renderer and for listed extra origins.
 */
const extraOrigins = (env.get('CORS_ORIGINS') ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean)

const corsConfig = defineConfig({
  enabled: true,
  origin: (requestOrigin) =>
    requestOrigin === 'null' ||
    requestOrigin.startsWith('file://') ||
    /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(requestOrigin) ||
    extraOrigins.includes(requestOrigin),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: [],
  credentials: true,
  maxAge: 90,
})

export default corsConfig
