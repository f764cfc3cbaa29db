// @ts-check
import { defineConfig } from 'astro/config'
import node from '@astrojs/node'
import react from '@astrojs/react'

// Every page is rendered on request: shop and product pages need fresh data for first paint (SEO),
// and /api/* and /uploads/* are proxied to the API so the browser only ever talks to one origin.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  server: { port: 4321 },
  // No telemetry or remote fetches: the site must build and run without internet.
  devToolbar: { enabled: false },
})
