import { describe, expect, it } from 'vitest'
import { loadSettings } from '../src/main/settings.js'
import { parseApiBaseUrl } from '../src/shared/api-base-url.js'

describe('loadSettings', () => {
  it('defaults the API to localhost:3333', () => {
    expect(loadSettings({})).toEqual({ apiBaseUrl: 'http://localhost:3333' })
    expect(loadSettings({ SHOPLOCAL_API_URL: '  ' })).toEqual({ apiBaseUrl: 'http://localhost:3333' })
  })

  it('takes SHOPLOCAL_API_URL, normalised', () => {
    expect(loadSettings({ SHOPLOCAL_API_URL: 'https://api.shoplocal.ie/' })).toEqual({
      apiBaseUrl: 'https://api.shoplocal.ie',
    })
  })

  it('refuses a malformed SHOPLOCAL_API_URL instead of guessing', () => {
    expect(() => loadSettings({ SHOPLOCAL_API_URL: 'localhost:3333' })).toThrow(/SHOPLOCAL_API_URL/)
  })
})

describe('parseApiBaseUrl', () => {
  it('drops trailing slashes, query and hash but keeps a base path', () => {
    expect(parseApiBaseUrl('http://127.0.0.1:3333//')).toBe('http://127.0.0.1:3333')
    expect(parseApiBaseUrl('https://x.ie/backend/?a=1#b')).toBe('https://x.ie/backend')
  })

  it('returns null for empty, non-http and credentialled URLs', () => {
    expect(parseApiBaseUrl(undefined)).toBeNull()
    expect(parseApiBaseUrl('')).toBeNull()
    expect(parseApiBaseUrl('ftp://x.ie')).toBeNull()
    expect(parseApiBaseUrl('javascript:alert(1)')).toBeNull()
    expect(parseApiBaseUrl('http://admin:pw@x.ie')).toBeNull()
  })
})
