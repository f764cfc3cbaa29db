import { describe, expect, it } from 'vitest'
import { serverApi, visitorHeaders } from './server.ts'

describe('visitor headers', () => {
  it('forwards cookie, browser, referrer and the visitor address, nothing else', () => {
    const request = new Request('http://site/shops/1', {
      headers: { cookie: 'adonis-session=abc', 'user-agent': 'UA/1', referer: 'http://site/', authorization: 'x' },
    })
    expect(visitorHeaders({ request, clientAddress: '203.0.113.9' })).toEqual({
      cookie: 'adonis-session=abc',
      'user-agent': 'UA/1',
      referer: 'http://site/',
      'x-forwarded-for': '203.0.113.9',
    })
    expect(visitorHeaders({ request: new Request('http://site/') })).toEqual({})
  })

  it('appends the visitor address to the chain a proxy in front started, for the API to judge', () => {
    const request = new Request('http://site/', { headers: { 'x-forwarded-for': '198.51.100.1, 10.0.0.2' } })
    expect(visitorHeaders({ request, clientAddress: '10.0.0.3' })['x-forwarded-for']).toBe('198.51.100.1, 10.0.0.2, 10.0.0.3')
  })

  it('survives an adapter that cannot tell the client address', () => {
    const source = {
      request: new Request('http://site/'),
      get clientAddress(): string {
        throw new Error('no address')
      },
    }
    expect(visitorHeaders(source)).toEqual({})
  })

  it('gives one client per incoming request', () => {
    const request = new Request('http://site/')
    expect(serverApi({ request })).toBe(serverApi({ request }))
    expect(serverApi({ request })).not.toBe(serverApi({ request: new Request('http://site/') }))
  })
})
