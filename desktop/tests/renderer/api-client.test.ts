import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, ApiUnreachableError, requestJson } from '../../src/renderer/api/client'
import { parseHealth } from '../../src/renderer/api/health'
import { createBrowserBridge } from '../../src/renderer/bridge/browser'
import { closedPort, startServer, type RunningServer } from '../helpers/http'

describe('requestJson', () => {
  let api: RunningServer
  beforeAll(async () => {
    api = await startServer((request, response) => {
      if (request.url === '/api/health') {
        response.writeHead(200, { 'Content-Type': 'application/json' })
        response.end('{"status":"ok","database":"ok","version":"1.0.0"}')
      } else if (request.url === '/api/empty') {
        response.writeHead(204)
        response.end()
      } else if (request.url === '/api/html') {
        response.writeHead(200, { 'Content-Type': 'text/html' })
        response.end('<html></html>')
      } else {
        response.writeHead(500)
        response.end('Database is down')
      }
    })
  })
  afterAll(() => api.close())

  const bridge = () => createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.origin })

  it('returns the parsed body', async () => {
    expect(parseHealth(await requestJson(bridge(), { method: 'GET', path: '/api/health' }))).toEqual({
      status: 'ok',
      database: 'ok',
      version: '1.0.0',
    })
  })

  it('returns null for an empty success', async () => {
    expect(await requestJson(bridge(), { method: 'DELETE', path: '/api/empty' })).toBeNull()
  })

  it('turns a failed response into "{status}: {text}"', async () => {
    const failure = requestJson(bridge(), { method: 'GET', path: '/api/broken' })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('500: Database is down')
  })

  it('refuses a body that is not JSON', async () => {
    await expect(requestJson(bridge(), { method: 'GET', path: '/api/html' })).rejects.toThrow(/not JSON/)
  })

  it('marks a dead server as unreachable', async () => {
    const dead = createBrowserBridge({ version: '0.1.0', apiBaseUrl: `http://127.0.0.1:${await closedPort()}` })
    await expect(requestJson(dead, { method: 'GET', path: '/api/health' })).rejects.toBeInstanceOf(ApiUnreachableError)
  })
})

describe('parseHealth', () => {
  it('rejects a response without the expected fields', () => {
    expect(() => parseHealth({ status: 'ok' })).toThrow(/health/)
    expect(() => parseHealth(null)).toThrow(/health/)
  })
})
