import { ACCESS_DENIED } from '@shoplocal/shared/messages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBrowserBridge, memoryStorage } from '../../src/renderer/bridge/browser'
import { bearerHeader } from '../../src/shared/admin-auth'
import { startApi, type RunningApi } from '../../../scripts/testing/start-api.ts'

/**
 * The sign-in protocol shared by the Electron main process and the browser bridge, against the real
 * API on a fresh database.
 */
let api: RunningApi
beforeAll(async () => {
  api = await startApi()
}, 120_000)
afterAll(() => api?.stop())

const ADMIN = { email: 'admin@shoplocal.ie', password: 'Admin@2026' }
const CUSTOMER = { email: 'aoife.kelly@shoplocal.ie', password: 'Customer@2026' }

describe('admin sign-in through the bridge', { timeout: 20_000 }, () => {
  it('signs an admin in, keeps the token out of the result, and uses it for admin calls', async () => {
    const storage = memoryStorage()
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.url, storage })
    const result = await bridge.auth.signIn(ADMIN.email, ADMIN.password)
    expect(result).toMatchObject({ type: 'signed-in', user: { email: ADMIN.email, role: 'admin' } })
    expect(JSON.stringify(result)).not.toMatch(/oat_|token/i)
    expect(await bridge.auth.status()).toMatchObject({ type: 'signed-in', user: { email: ADMIN.email } })
    const users = await bridge.api.request({ method: 'GET', path: '/api/admin/users?limit=1' })
    expect(users).toMatchObject({ type: 'response', status: 200 })
  })

  it('revokes the token on sign-out, so a copy of it stops working', async () => {
    const storage = memoryStorage()
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.url, storage })
    await bridge.auth.signIn(ADMIN.email, ADMIN.password)
    const stolen = storage.getItem('shoplocal.admin-token')
    expect(stolen).toBeTruthy()
    await bridge.auth.signOut()
    expect(storage.getItem('shoplocal.admin-token')).toBeNull()
    expect(await bridge.auth.status()).toEqual({ type: 'signed-out' })
    const replay = await fetch(`${api.url}/api/admin/users`, { headers: bearerHeader(stolen ?? '') })
    expect(replay.status).toBe(401)
  })

  it('reports Access Denied for a valid account that is not an admin', async () => {
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.url })
    expect(await bridge.auth.signIn(CUSTOMER.email, CUSTOMER.password)).toEqual({
      type: 'access-denied',
      message: ACCESS_DENIED.enhanced,
    })
    expect(await bridge.auth.status()).toEqual({ type: 'signed-out' })
  })

  it('reports a wrong password with the server message', async () => {
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.url })
    const result = await bridge.auth.signIn(ADMIN.email, 'Wrong@2026')
    expect(result.type).toBe('failed')
    expect(result.type === 'failed' && result.message.length).toBeGreaterThan(3)
  })

  it('forgets a token the API no longer accepts', async () => {
    const storage = memoryStorage()
    storage.setItem('shoplocal.admin-token', 'oat_MQ.bm90LWEtcmVhbC10b2tlbg')
    const bridge = createBrowserBridge({ version: '0.1.0', apiBaseUrl: api.url, storage })
    expect(await bridge.auth.status()).toEqual({ type: 'signed-out', ended: true })
    expect(storage.getItem('shoplocal.admin-token')).toBeNull()
  })
})
