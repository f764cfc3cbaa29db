import { describe, expect, it } from 'vitest'
import { GUEST_SESSION_STATE, type SessionState } from '../../lib/session/session-state.ts'
import { adminView } from './admin-view.ts'

const signedIn = (overrides: Partial<SessionState>): SessionState => ({
  ...GUEST_SESSION_STATE,
  state: 'customer',
  user: {
    id: 7,
    firstName: 'Aoife',
    lastName: 'Kelly',
    email: 'aoife.kelly@shoplocal.ie',
    role: 'customer',
    isAdmin: false,
  } as SessionState['user'],
  ...overrides,
})

describe('adminView', () => {
  it('sends a guest to sign in again', () => {
    expect(adminView(GUEST_SESSION_STATE)).toBe('signed-out')
  })

  it('denies customers and shop owners without the admin flag', () => {
    expect(adminView(signedIn({}))).toBe('denied')
    expect(adminView(signedIn({ state: 'owner' }))).toBe('denied')
  })

  it('points admins, by role or by flag, to the console', () => {
    expect(adminView(signedIn({ state: 'admin', isAdmin: true }))).toBe('console')
    expect(adminView(signedIn({ state: 'owner', isAdmin: true }))).toBe('console')
  })
})
