import { describe, expect, it } from 'vitest'
import { buildContentSecurityPolicy, httpOrigin } from '../src/shared/csp.js'

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ')
      return [name, sources]
    }),
  )
}

describe('buildContentSecurityPolicy', () => {
  it('lets the page talk to and show images from the API, and nothing else remote', () => {
    const policy = directives(buildContentSecurityPolicy({ apiOrigin: 'http://localhost:3333' }))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:3333'])
    expect(policy.get('img-src')).toContain('http://localhost:3333')
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
  })

  it('opens scripts and the HMR socket to the dev server only when one is given', () => {
    const policy = directives(buildContentSecurityPolicy({ apiOrigin: 'http://localhost:3333', devServerOrigin: 'http://localhost:5173' }))
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'http://localhost:5173'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'http://localhost:3333', 'http://localhost:5173', 'ws://localhost:5173'])
  })

  it('leaves out frame-ancestors for a meta tag, where browsers ignore it', () => {
    const policy = directives(buildContentSecurityPolicy({ apiOrigin: 'https://api.shoplocal.ie', forMetaTag: true }))
    expect(policy.has('frame-ancestors')).toBe(false)
  })
})

describe('httpOrigin', () => {
  it('returns the origin of http(s) URLs', () => {
    expect(httpOrigin('https://api.shoplocal.ie/backend/')).toBe('https://api.shoplocal.ie')
  })

  it('rejects other schemes', () => {
    expect(() => httpOrigin('file:///etc')).toThrow(/http/)
  })
})
