import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'
import { INLINE_SCRIPT_HASHES, scriptHash } from './content-security-policy.ts'
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
})
