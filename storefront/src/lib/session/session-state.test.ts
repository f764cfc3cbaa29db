import { describe, expect, it } from 'vitest'
import { customerProfileRedirect, dashboardRedirect, isAuthRequiredNotice } from './guards.ts'
import { deriveSessionState, GUEST_SESSION_STATE, greetingName, readCount, type SessionUser } from './session-state.ts'

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  firstName: 'Aoife',
  lastName: 'Kelly',
  email: 'aoife@example.ie',
  phone: null,
  city: 'Galway',
  role: 'customer',
  isAdmin: false,
  isEmailVerified: true,
  profileImageUrl: null,
  ...overrides,
})

describe('deriveSessionState', () => {
  it('is a guest without a user', () => {
    expect(deriveSessionState(null)).toEqual(GUEST_SESSION_STATE)
  })

  it('gives a customer the favourites count, falling back to 0', () => {
    expect(deriveSessionState(user(), { favouritesCount: 4, shopCount: 9 })).toMatchObject({
      state: 'customer',
      favouritesCount: 4,
      shopCount: 0,
      isAdmin: false,
    })
    expect(deriveSessionState(user()).favouritesCount).toBe(0)
  })

  it('gives an owner the shop count and follows the admin flag', () => {
    const owner = deriveSessionState(user({ role: 'shop_owner', isAdmin: true }), { shopCount: 2, favouritesCount: 5 })
    expect(owner).toMatchObject({ state: 'owner', shopCount: 2, isAdmin: true, favouritesCount: 0 })
  })

  it('treats the admin role as admin even without the flag', () => {
    expect(deriveSessionState(user({ role: 'admin' }))).toMatchObject({ state: 'admin', isAdmin: true })
  })
})

describe('readCount', () => {
  it('reads a number or an object field and never goes below 0', () => {
    expect(readCount(3)).toBe(3)
    expect(readCount({ count: 7 })).toBe(7)
    expect(readCount({ shopCount: 2 }, 'shopCount')).toBe(2)
    expect(readCount(null)).toBe(0)
    expect(readCount({ count: -1 })).toBe(0)
    expect(readCount('x')).toBe(0)
  })
})

describe('greetingName', () => {
  it("uses the first name, or the fallback ('Shop Owner')", () => {
    expect(greetingName(user(), 'Shop Owner')).toBe('Aoife')
    expect(greetingName(user({ firstName: '  ' }), 'Shop Owner')).toBe('Shop Owner')
    expect(greetingName(null, 'Shop Owner')).toBe('Shop Owner')
  })
})

describe('page guards', () => {
  it('sends everyone but owners and admins from /dashboard to /shop-owner-auth with the notice', () => {
    expect(dashboardRedirect(GUEST_SESSION_STATE)).toBe('/shop-owner-auth?notice=authentication-required')
    expect(dashboardRedirect(deriveSessionState(user()))).toBe('/shop-owner-auth?notice=authentication-required')
    expect(dashboardRedirect(deriveSessionState(user({ role: 'shop_owner' })))).toBeNull()
    expect(dashboardRedirect(deriveSessionState(user({ role: 'admin' })))).toBeNull()
    expect(isAuthRequiredNotice(new URL('http://x/shop-owner-auth?notice=authentication-required'))).toBe(true)
    expect(isAuthRequiredNotice(new URL('http://x/shop-owner-auth'))).toBe(false)
  })

  it('sends a signed-out visitor from /customer-profile to /customer-auth', () => {
    expect(customerProfileRedirect(GUEST_SESSION_STATE)).toBe('/customer-auth')
    expect(customerProfileRedirect(deriveSessionState(user()))).toBeNull()
  })
})
