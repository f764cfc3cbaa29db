// @ts-check
import { defineConfig } from 'astro/config'
import node from '@astrojs/node'
import react from '@astrojs/react'
import { islandDirectives } from './src/lib/islands/integration.ts'
import { CSP_DIRECTIVES, INLINE_SCRIPT_HASHES, SCRIPT_SOURCES } from './src/lib/security/content-security-policy.ts'

// Every page is rendered on request: shop and product pages need fresh data for first paint (SEO),
// and /api/* and /uploads/* are proxied to the API so the browser only ever talks to one origin.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), islandDirectives()],
  server: { port: 4321 },
  // No telemetry or remote fetches: the site must build and run without internet.
  devToolbar: { enabled: false },
  security: {
    // The policy lives in src/lib/security/content-security-policy.ts; Astro adds its own scripts' and
    // styles' hashes and sends it as a header on every page.
    csp: {
      algorithm: 'SHA-256',
      directives: [...CSP_DIRECTIVES],
      scriptDirective: { resources: [...SCRIPT_SOURCES], hashes: INLINE_SCRIPT_HASHES },
    },
  },
})
