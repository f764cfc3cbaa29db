import { DateTime } from 'luxon'
import { guestSessionExpiresAt, normalizeEmail, normalizePhone } from '@shoplocal/shared/rules'
import type { ActiveGuestSession } from '@shoplocal/shared/types'
import GuestSession from '#models/guest_session'
import type { GuestSessionInput } from '#validators/guest_session'

/**
 * The session key holding the visitor's guest_sessions id. Other domains
 * (favourites, reviews, chat, shop visits) read the guest from here.
 */
export const GUEST_SESSION_KEY = 'guestSessionId'

/** The few session operations guest sessions need; the request's session store satisfies it. */
export interface SessionValues {
  get(key: string): unknown
  put(key: string, value: number): void
  forget(key: string): void
}

export function presentGuestSession(guest: GuestSession): ActiveGuestSession {
  return {
    id: guest.id,
    email: guest.email,
    phone: guest.phone,
    expiresAt: guest.expiresAt.toISO()!,
    confirmed: Boolean(guest.confirmedAt),
    name: guest.name ?? null,
  }
}

/** The visitor's guest session while it is active, else null. */
export async function currentGuestSession(session: SessionValues): Promise<GuestSession | null> {
  const id = session.get(GUEST_SESSION_KEY)
  if (typeof id !== 'number') return null
  const guest = await GuestSession.find(id)
  if (guest?.isActive) return guest
  session.forget(GUEST_SESSION_KEY)
  return null
}

/** Starts a guest session for an email and/or phone and keeps it in the visitor's session. */
export async function startGuestSession(session: SessionValues, contact: GuestSessionInput): Promise<GuestSession> {
  const guest = await GuestSession.create({
    email: contact.email ? normalizeEmail(contact.email) : null,
    phone: contact.phone ? normalizePhone(contact.phone) : null,
    data: null,
    // Whole seconds: what the DATETIME column keeps, so the answer matches later reads.
    expiresAt: DateTime.fromJSDate(guestSessionExpiresAt()).startOf('second'),
  })
  session.put(GUEST_SESSION_KEY, guest.id)
  return guest
}
