import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBrowserBridge, resolveBrowserApiBaseUrl } from '../../src/renderer/bridge/browser'
import { closedPort, startServer, type RunningServer } from '../helpers/http'

describe('resolveBrowserApiBaseUrl', () => {
  it('prefers ?api=, then VITE_API_URL, then the local default', () => {
    expect(resolveBrowserApiBaseUrl('?api=http://10.0.0.5:3333/', 'https://api.shoplocal.ie')).toBe('http://10.0.0.5:3333')
    expect(resolveBrowserApiBaseUrl('', 'https://api.shoplocal.ie/')).toBe('https://api.shoplocal.ie')
    expect(resolveBrowserApiBaseUrl('', undefined)).toBe('http://localhost:3333')
  })

  it('skips malformed values', () => {
    expect(resolveBrowserApiBaseUrl('?api=javascript:alert(1)', 'nonsense')).toBe('http://localhost:3333')
  })
})

describe('createBrowserBridge', () => {
  let api: RunningServer
  beforeAll(async () => {
    api = await startServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ status: 'ok', database: 'ok', version: '1.2.3', path: request.url }))
    })
  })
  afterAll(() => api.close())

  it('reports its app info', async () => {
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.origin })
    expect(await bridge.app.getInfo()).toEqual({
      version: '0.1.0',
      apiBaseUrl: api.origin,
      needsSetup: false,
      canChangeApiBaseUrl: false,
      tokenStorage: 'session',
    })
  })

  it('hands over the link the page was opened with, once, and ignores one that names no case', async () => {
    const opened: unknown[] = []
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.origin, startLink: 'shoplocal-admin://shop/3' })
    bridge.links.subscribe((link) => opened.push(link))
    bridge.links.subscribe((link) => opened.push(link))
    await Promise.resolve()
    expect(opened).toEqual([{ kind: 'shop', id: 3 }])
    const stranger = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.origin, startLink: 'https://evil.example/' })
    stranger.links.subscribe((link) => opened.push(link))
    await Promise.resolve()
    expect(opened).toHaveLength(1)
  })

  it('sends API requests to the configured base URL', async () => {
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.origin })
    const result = await bridge.api.request({ method: 'GET', path: '/api/health' })
    expect(result).toMatchObject({ type: 'response', status: 200 })
    expect(result.type === 'response' && JSON.parse(result.body)).toMatchObject({ path: '/api/health' })
  })

  it('reports an unreachable API as a network error', async () => {
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: `http://127.0.0.1:${await closedPort()}` })
    expect((await bridge.api.request({ method: 'GET', path: '/api/health' })).type).toBe('network-error')
  })
})
