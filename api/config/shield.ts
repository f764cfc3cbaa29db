import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'

/*
 * Security headers on every API answer. The Content-Security-Policy is one fixed header set by
 * security_headers_middleware (Shield's guard would make an unused nonce per request). Writes are
 * guarded against CSRF by the same-origin check (same_origin_middleware), not by tokens.
 */
const shieldConfig = defineConfig({
  csp: { enabled: false },
  csrf: { enabled: false },
  xFrame: { enabled: true, action: 'DENY' },
  // Only production is served over HTTPS; a development browser would otherwise refuse plain http://localhost.
  hsts: { enabled: app.inProduction, maxAge: '365 days', includeSubDomains: true },
  contentTypeSniffing: { enabled: true },
})

export default shieldConfig
