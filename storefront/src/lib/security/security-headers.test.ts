import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'
import { INLINE_SCRIPT_HASHES, runtimeDirectives, scriptHash, withRuntimeSources } from './content-security-policy.ts'
import { IMAGE_FALLBACK_SCRIPT } from '../image-fallback.ts'

describe('security headers', () => {
  it('forbid framing and sniffing, trim referrers, and pin HTTPS only for an HTTPS site', () => {
    expect(securityHeaders({ PUBLIC_SITE_URL: 'https://www.shoplocal.ie' })).toEqual({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), usb=(), geolocation=(self)',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    })
    expect(securityHeaders({})['strict-transport-security']).toBeUndefined()
  })
})

describe('content security policy', () => {
  it('allows the inline image fallback script by its hash', () => {
    expect(INLINE_SCRIPT_HASHES).toEqual([scriptHash(IMAGE_FALLBACK_SCRIPT)])
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
  })

  it('lets the browser reach the configured geocoder and nothing when it is switched off', () => {
    expect(runtimeDirectives({ PUBLIC_GEOCODER_URL: 'http://geo.local:9000/r' })).toEqual(['connect-src http://geo.local:9000'])
    expect(runtimeDirectives({ PUBLIC_GEOCODER_URL: '' })).toEqual([])
  })

  it('merges the request-time sources into the policy Astro rendered', () => {
    const env = { PUBLIC_GEOCODER_URL: 'https://geo.example/r' }
    expect(withRuntimeSources("default-src 'self';connect-src 'self';img-src 'self'", env)).toBe(
      "default-src 'self'; connect-src 'self' https://geo.example; img-src 'self';",
    )
    expect(withRuntimeSources("default-src 'self';", env)).toBe("default-src 'self'; connect-src 'self' https://geo.example;")
    expect(withRuntimeSources("connect-src 'self' https://geo.example", env)).toBe("connect-src 'self' https://geo.example;")
  })
})
