import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/*
 * Security headers on every API answer. The API serves JSON and uploaded images, never a page, so its
 * policy forbids everything a document could do: no scripts, no styles, no framing. Writes are guarded
 * against CSRF by the same-origin check (same_origin_middleware), not by tokens.
 */
const shieldConfig = defineConfig({
  csp: {
    enabled: true,
    directives: {
      defaultSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
    },
    reportOnly: false,
  },
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  // Only production is served over HTTPS; a development browser would otherwise refuse plain http://localhost.
  hsts: { enabled: app.inProduction, maxAge: '365 days', includeSubDomains: true },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
