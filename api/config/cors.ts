import { defineConfig } from '@adonisjs/cors'
import { isAllowedBrowserOrigin } from '#config/origins'

/*
 * The website reaches the API through its own same-origin proxy, so CORS only matters for browser
 * builds of the admin console and the site's origin itself (PUBLIC_SITE_URL, CONSOLE_ORIGINS).
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (requestOrigin) => isAllowedBrowserOrigin(requestOrigin),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: [],
  credentials: true,
  maxAge: 90,
})

export default corsConfig
