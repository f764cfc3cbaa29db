import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deadAddress, ECHO_COOKIES, startEchoUpstream, type Echo, type EchoUpstream } from '../../../tests/support/echo-upstream.ts'
import { API_UNAVAILABLE_MESSAGE, forward } from './forward.ts'

/**
 * A real HTTP server stands in for the API, so these tests exercise our proxy over real sockets: the
 * headers, bodies and cookies it receives and sends back are what Node's HTTP stack actually produced.
 */
let upstream: EchoUpstream
let apiBase: string

beforeAll(async () => {
  upstream = await startEchoUpstream()
  apiBase = upstream.url
})

afterAll(async () => {
  await upstream.close()
})

/** A request as the storefront receives it from the browser. */
function browserRequest(path: string, init: RequestInit = {}): Request {
  return new Request(`http://shop.test${path}`, init)
}

describe('forward (against a real upstream server)', () => {
  it('relays method, path, query, body and cookies, and passes back status and both Set-Cookie headers', async () => {
    const response = await forward(
      browserRequest('/api/created?search=caf%C3%A9&location=Galway', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: 'adonis-session=old-session; theme=dark',
          authorization: 'Bearer t0ken',
          'user-agent': 'ProxyTest/1.0',
          accept: 'application/json',
        },
        body: JSON.stringify({ shopId: 4, productId: 9 }),
      }),
      { apiBase, clientAddress: '192.0.2.10' },
    )

    expect(response.status).toBe(201)
    expect(response.headers.get('x-api')).toBe('yes')
    expect(response.headers.getSetCookie()).toEqual(ECHO_COOKIES)
    const echo = (await response.json()) as Echo
    expect(echo.method).toBe('POST')
    expect(echo.path).toBe('/api/created')
    expect(echo.query).toEqual({ search: 'café', location: 'Galway' })
    expect(JSON.parse(echo.body)).toEqual({ shopId: 4, productId: 9 })
    expect(echo.headers.cookie).toBe('adonis-session=old-session; theme=dark')
    expect(echo.headers['content-type']).toBe('application/json')
    expect(echo.headers.authorization).toBe('Bearer t0ken')
    expect(echo.headers['user-agent']).toBe('ProxyTest/1.0')
    expect(echo.headers.accept).toBe('application/json')
    expect(echo.headers['x-forwarded-for']).toBe('192.0.2.10')
    expect(echo.headers['x-forwarded-proto']).toBe('http')
    expect(echo.headers['x-forwarded-host']).toBe('shop.test')
    expect(echo.headers.host).toBe(new URL(apiBase).host)
  })

  it('streams a multipart upload through with its boundary intact', async () => {
    const form = new FormData()
    form.set('reference', 'BANK-42')
    form.set('proof', new Blob(['%PDF-1.7 fake proof'], { type: 'application/pdf' }), 'proof.pdf')
    const response = await forward(browserRequest('/api/upload-proof', { method: 'PUT', body: form }), { apiBase })

    const echo = (await response.json()) as Echo
    expect(echo.method).toBe('PUT')
    const contentType = echo.headers['content-type'] ?? ''
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    const boundary = contentType.split('boundary=')[1]
    expect(echo.body).toContain(`--${boundary}`)
    expect(echo.body).toContain('name="reference"')
    expect(echo.body).toContain('BANK-42')
    expect(echo.body).toContain('filename="proof.pdf"')
    expect(echo.body).toContain('%PDF-1.7 fake proof')
  })

  it('forwards /uploads/* and GET without a body', async () => {
    const response = await forward(browserRequest('/uploads/shops/logo.png?v=2'), { apiBase })
    const echo = (await response.json()) as Echo
    expect(echo).toMatchObject({ method: 'GET', path: '/uploads/shops/logo.png', query: { v: '2' }, body: '' })
  })

  it('passes a redirect back to the browser instead of following it', async () => {
    const response = await forward(browserRequest('/api/redirect-me'), { apiBase })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/customer-auth')
  })

  it('sends a compressed answer decoded, without a stale Content-Encoding', async () => {
    const response = await forward(browserRequest('/api/compressed', { headers: { 'accept-encoding': 'gzip' } }), { apiBase })
    expect(response.headers.has('content-encoding')).toBe(false)
    expect(await response.json()).toEqual({ compressed: true })
  })

  it('answers 502 with a JSON message when the API is down', async () => {
    const response = await forward(browserRequest('/api/health'), { apiBase: await deadAddress() })
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ message: API_UNAVAILABLE_MESSAGE })
  })

  it('keeps later writes working after the API refuses an oversized body', async () => {
    const large = 'x'.repeat(2 * 1024 * 1024)
    const oversized = await forward(
      browserRequest('/api/limited', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(large.length) },
        body: large,
      }),
      { apiBase },
    )
    expect(oversized.status).toBe(413)
    await oversized.arrayBuffer()

    const statuses: number[] = []
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await forward(
        browserRequest('/api/limited', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': '7' },
          body: '{"n":1}',
        }),
        { apiBase },
      )
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })
})
