import { describe, expect, it } from 'vitest'
import { apiBaseUrl } from '../api/base.ts'
import { buildUpstreamUrl, downstreamResponseHeaders, upstreamRequestHeaders } from './forward.ts'

describe('buildUpstreamUrl', () => {
  it('keeps the path and query and swaps the origin', () => {
    expect(buildUpstreamUrl('http://shop.test/api/shops?search=caf%C3%A9&approved=true', 'http://localhost:3333').href).toBe(
      'http://localhost:3333/api/shops?search=caf%C3%A9&approved=true',
    )
  })

  it('keeps a path prefix of the API address', () => {
    expect(buildUpstreamUrl('http://shop.test/uploads/logo.png', 'http://internal:8080/shoplocal/').href).toBe(
      'http://internal:8080/shoplocal/uploads/logo.png',
    )
  })

  it('cannot be steered to another host by the path', () => {
    expect(buildUpstreamUrl('http://shop.test//evil.example/api/x', 'http://localhost:3333').host).toBe('localhost:3333')
  })
})

describe('apiBaseUrl', () => {
  it('defaults to the local API and trims a trailing slash', () => {
    expect(apiBaseUrl({})).toBe('http://localhost:3333')
    expect(apiBaseUrl({ API_URL: '' })).toBe('http://localhost:3333')
    expect(apiBaseUrl({ API_URL: 'http://api:3333/' })).toBe('http://api:3333')
  })
})

describe('upstreamRequestHeaders', () => {
  const incoming = new Headers({
    host: 'shop.test',
    cookie: 'adonis-session=abc; theme=dark',
    'content-type': 'multipart/form-data; boundary=xyz',
    'content-length': '123',
    authorization: 'Bearer token',
    accept: 'application/json',
    'user-agent': 'Chromium',
    'accept-encoding': 'gzip, br',
    connection: 'keep-alive, x-secret-hop',
    'x-secret-hop': 'drop me',
    'keep-alive': 'timeout=5',
    'transfer-encoding': 'chunked',
  })

  it('forwards end-to-end headers and drops hop-by-hop ones', () => {
    const headers = upstreamRequestHeaders(incoming, { requestUrl: 'http://shop.test/api/x', clientAddress: '10.0.0.7' })
    expect(headers.get('cookie')).toBe('adonis-session=abc; theme=dark')
    expect(headers.get('content-type')).toBe('multipart/form-data; boundary=xyz')
    expect(headers.get('authorization')).toBe('Bearer token')
    expect(headers.get('accept')).toBe('application/json')
    expect(headers.get('user-agent')).toBe('Chromium')
    for (const dropped of ['host', 'content-length', 'accept-encoding', 'connection', 'x-secret-hop', 'keep-alive', 'transfer-encoding']) {
      expect(headers.has(dropped), dropped).toBe(false)
    }
  })

  it('adds X-Forwarded-For, -Proto and -Host', () => {
    const headers = upstreamRequestHeaders(incoming, { requestUrl: 'https://shop.test/api/x', clientAddress: '10.0.0.7' })
    expect(headers.get('x-forwarded-for')).toBe('10.0.0.7')
    expect(headers.get('x-forwarded-proto')).toBe('https')
    expect(headers.get('x-forwarded-host')).toBe('shop.test')
  })

  it("does not relay a client's X-Forwarded-Host", () => {
    const claimed = new Headers(incoming)
    claimed.set('x-forwarded-host', 'evil.example')
    const headers = upstreamRequestHeaders(claimed, { requestUrl: 'https://shop.test/api/x', clientAddress: '10.0.0.7' })
    expect(headers.get('x-forwarded-host')).toBe('shop.test')
  })

  it('extends an existing forwarding chain, keeps an outer proxy’s scheme and names the configured public host', () => {
    const behindProxy = new Headers({
      host: 'internal:4321',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'shoplocal.ie',
    })
    const headers = upstreamRequestHeaders(behindProxy, {
      requestUrl: 'http://internal:4321/api/x',
      clientAddress: '10.0.0.2',
      publicHost: 'www.shoplocal.ie',
    })
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9, 10.0.0.2')
    expect(headers.get('x-forwarded-proto')).toBe('https')
    expect(headers.get('x-forwarded-host')).toBe('www.shoplocal.ie')
  })

  it('leaves X-Forwarded-For alone when the client address is unknown', () => {
    const headers = upstreamRequestHeaders(new Headers(), { requestUrl: 'http://shop.test/api/x' })
    expect(headers.has('x-forwarded-for')).toBe(false)
    expect(headers.get('x-forwarded-host')).toBe('shop.test')
  })
})

describe('downstreamResponseHeaders', () => {
  it('keeps every Set-Cookie separate and drops encoding, length and hop-by-hop headers', () => {
    const upstream = new Headers()
    upstream.append('set-cookie', 'adonis-session=s1; Path=/; HttpOnly; SameSite=Lax')
    upstream.append('set-cookie', 'XSRF-TOKEN=t1; Path=/; SameSite=Lax')
    upstream.set('content-type', 'application/json; charset=utf-8')
    upstream.set('content-encoding', 'gzip')
    upstream.set('content-length', '42')
    upstream.set('location', '/customer-auth')
    upstream.set('cache-control', 'no-store')
    upstream.set('connection', 'close')
    const headers = downstreamResponseHeaders(upstream)
    expect(headers.getSetCookie()).toEqual(['adonis-session=s1; Path=/; HttpOnly; SameSite=Lax', 'XSRF-TOKEN=t1; Path=/; SameSite=Lax'])
    expect(headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(headers.get('location')).toBe('/customer-auth')
    expect(headers.get('cache-control')).toBe('no-store')
    expect(headers.has('content-encoding')).toBe(false)
    expect(headers.has('content-length')).toBe(false)
    expect(headers.has('connection')).toBe(false)
  })
})
