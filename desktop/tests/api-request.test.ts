import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUrl, isApiRequest, sendApiRequest } from '../src/shared/api-request.js'
import { closedPort, startServer, type RunningServer } from './helpers/http.js'

describe('isApiRequest', () => {
  it('accepts well-formed requests under /api/', () => {
    expect(isApiRequest({ method: 'GET', path: '/api/health' })).toBe(true)
    expect(isApiRequest({ method: 'PUT', path: '/api/admin/users/4/suspend', body: { reason: 'spam' } })).toBe(true)
  })

  it('refuses anything that could leave the API or is not a request', () => {
    expect(isApiRequest(null)).toBe(false)
    expect(isApiRequest('GET /api/health')).toBe(false)
    expect(isApiRequest({ method: 'TRACE', path: '/api/health' })).toBe(false)
    expect(isApiRequest({ method: 'GET', path: 'https://evil.example/api/x' })).toBe(false)
    expect(isApiRequest({ method: 'GET', path: '/uploads/x.png' })).toBe(false)
    expect(isApiRequest({ method: 'GET', path: '/api/\\..\\x' })).toBe(false)
    expect(isApiRequest({ method: 'GET', path: '/api/x y' })).toBe(false)
  })
})

describe('sendApiRequest', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer((request, response) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        response.writeHead(request.url === '/api/missing' ? 404 : 200, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ method: request.method, url: request.url, contentType: request.headers['content-type'], body }))
      })
    })
  })
  afterAll(() => server.close())

  it('sends JSON bodies and returns the raw response', async () => {
    const result = await sendApiRequest(apiUrl(server.origin, '/api/admin/logs'), {
      method: 'POST',
      path: '/api/admin/logs',
      body: { page: 2 },
    })
    expect(result).toMatchObject({ type: 'response', status: 200 })
    expect(result.type === 'response' && JSON.parse(result.body)).toEqual({
      method: 'POST',
      url: '/api/admin/logs',
      contentType: 'application/json',
      body: '{"page":2}',
    })
  })

  it('reports HTTP failures as responses, not exceptions', async () => {
    const result = await sendApiRequest(apiUrl(server.origin, '/api/missing'), { method: 'GET', path: '/api/missing' })
    expect(result).toMatchObject({ type: 'response', status: 404, statusText: 'Not Found' })
  })

  it('reports a dead server as a network error', async () => {
    const port = await closedPort()
    const result = await sendApiRequest(`http://127.0.0.1:${port}/api/health`, { method: 'GET', path: '/api/health' })
    expect(result.type).toBe('network-error')
  })
})
