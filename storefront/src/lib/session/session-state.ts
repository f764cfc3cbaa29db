import type { AuthUser, Role } from '@shoplocal/shared/types'

/**
 * Who is looking at the page, derived from the API's session reads: a user in the answer means signed
 * in; a failed lookup counts as a guest, so a slow API never shows someone a half-signed-in page.
 */
type SessionKind = 'guest' | 'customer' | 'owner' | 'admin'

/** GET /api/auth/user as the storefront reads it (createdAt is part of the answer too). */
export type SessionUser = AuthUser & { createdAt?: string }

export interface SessionState {
  state: SessionKind
  /** The signed-in user, null for a guest. */
  user: SessionUser | null
  /** The owner's number of shops (owner menu); 0 for everyone else or when the lookup failed. */
  shopCount: number
  /** The admin flag: the Admin link and 'Admin Panel' follow it, whatever the role. */
  isAdmin: boolean
  /** A signed-in customer's favourites count, falling back to 0. */
  favouritesCount: number
}

export const GUEST_SESSION_STATE: SessionState = {
  state: 'guest',
  user: null,
  shopCount: 0,
  isAdmin: false,
  favouritesCount: 0,
}

const KIND_BY_ROLE: Record<Role, SessionKind> = { customer: 'customer', shop_owner: 'owner', admin: 'admin' }

export const sessionKindOf = (user: Pick<AuthUser, 'role'> | null): SessionKind => (user ? KIND_BY_ROLE[user.role] : 'guest')

/** Only owners and admins have shops to count; only customers have a favourites badge. */
export const needsShopCount = (kind: SessionKind): boolean => kind === 'owner' || kind === 'admin'
export const needsFavouritesCount = (kind: SessionKind): boolean => kind === 'customer'

/** A count from an API answer: a number, or an object with `count`; anything else is 0. */
export function readCount(value: unknown, key = 'count'): number {
  const raw = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : value
  const count = typeof raw === 'number' ? raw : Number(raw)
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
}

export function deriveSessionState(user: SessionUser | null, counts: { shopCount?: number; favouritesCount?: number } = {}): SessionState {
  if (!user) return GUEST_SESSION_STATE
  const state = sessionKindOf(user)
  return {
    state,
    user,
    shopCount: needsShopCount(state) ? (counts.shopCount ?? 0) : 0,
    isAdmin: user.isAdmin === true || user.role === 'admin',
    favouritesCount: needsFavouritesCount(state) ? (counts.favouritesCount ?? 0) : 0,
  }
}

/** The name to greet with: the first name, or the given fallback when there is none. */
export const greetingName = (user: Pick<AuthUser, 'firstName'> | null, fallback: string): string =>
  user?.firstName?.trim() ? user.firstName.trim() : fallback
