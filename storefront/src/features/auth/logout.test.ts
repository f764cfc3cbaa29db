import { describe, expect, it } from 'vitest'
import { CUSTOMER_LOGOUT_ENDPOINTS, LOGOUT_ENDPOINTS, logoutChain } from './logout.ts'

describe('logout chain', () => {
  it('tries customer, shop-owner, then general logout and stops at the first success', async () => {
    const tried: string[] = []
    const outcome = await logoutChain(async (path) => {
      tried.push(path)
      return new Response('{}', { status: path === '/api/shop-owner/logout' ? 200 : 401 })
    })
    expect(outcome).toEqual({ ok: true, endpoint: '/api/shop-owner/logout' })
    expect(tried).toEqual(['/api/customer/logout', '/api/shop-owner/logout'])
  })

  it('reports failure after all three fail, network errors included', async () => {
    const tried: string[] = []
    const outcome = await logoutChain(async (path) => {
      tried.push(path)
      if (path === '/api/logout') throw new TypeError('network')
      return new Response('', { status: 500 })
    })
    expect(outcome).toEqual({ ok: false })
    expect(tried).toEqual([...LOGOUT_ENDPOINTS])
  })

  it('the customer logout falls back from customer to general logout', () => {
    expect(CUSTOMER_LOGOUT_ENDPOINTS).toEqual(['/api/customer/logout', '/api/logout'])
  })
})
