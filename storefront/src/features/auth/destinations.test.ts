import { describe, expect, it } from 'vitest'
import { afterCustomerOrOwnerAuth, afterRoleLogin, afterTestSignIn, registerLinkFor, roleOfLogin } from './destinations.ts'

describe('post-auth destinations', () => {
  it('sends customers home after 1 s (sign-in) or 1.5 s (register), owners to /dashboard', () => {
    expect(afterCustomerOrOwnerAuth('customer', 'signIn')).toEqual({ href: '/', delayMs: 1000 })
    expect(afterCustomerOrOwnerAuth('customer', 'register')).toEqual({ href: '/', delayMs: 1500 })
    expect(afterCustomerOrOwnerAuth('shop_owner', 'signIn')).toEqual({ href: '/dashboard', delayMs: 0 })
  })

  it('sends an owner who chose a plan before signing in to its pay step; customers and admins as before', () => {
    expect(afterCustomerOrOwnerAuth('shop_owner', 'signIn', undefined, '/pay?plan=pro')).toEqual({ href: '/pay?plan=pro', delayMs: 0 })
    expect(afterCustomerOrOwnerAuth('shop_owner', 'register', undefined, null)).toEqual({ href: '/dashboard', delayMs: 0 })
    expect(afterCustomerOrOwnerAuth('admin', 'signIn', undefined, '/pay?plan=pro')).toEqual({ href: '/dashboard', delayMs: 0 })
    expect(afterCustomerOrOwnerAuth('customer', 'signIn', undefined, '/pay?plan=pro')).toEqual({ href: '/', delayMs: 1000 })
  })

  it('sends to the rated shop after 1 s when a pending rating was posted', () => {
    expect(afterCustomerOrOwnerAuth('customer', 'register', 12)).toEqual({ href: '/shops/12', delayMs: 1000 })
  })

  it('/login: owner to /shop-owner-home, customer to /; the register link follows the role', () => {
    expect(afterRoleLogin('shop_owner').href).toBe('/shop-owner-home')
    expect(afterRoleLogin('customer').href).toBe('/')
    expect(registerLinkFor('shop_owner')).toBe('/shop-owner-auth')
    expect(registerLinkFor('customer')).toBe('/customer-auth')
  })

  it('/auth-test: admin to /admin, owner to /shop-owner-dashboard, others to /customer-profile', () => {
    expect(afterTestSignIn('admin', false).href).toBe('/admin')
    expect(afterTestSignIn('shop_owner', true).href).toBe('/admin')
    expect(afterTestSignIn('shop_owner', false).href).toBe('/shop-owner-dashboard')
    expect(afterTestSignIn('customer', false).href).toBe('/customer-profile')
  })

  it('reads the role from the top or from user, else keeps the chosen one', () => {
    expect(roleOfLogin({ role: 'admin' }, 'customer')).toBe('admin')
    expect(roleOfLogin({ user: { role: 'shop_owner' } }, 'customer')).toBe('shop_owner')
    expect(roleOfLogin({}, 'customer')).toBe('customer')
  })
})
