import { DateTime } from 'luxon'
import type { HttpContext } from '@adonisjs/core/http'
import { guestSessionExpiresAt, normalizeEmail, normalizePhone } from '@shoplocal/shared/rules'
import GuestSession from '#models/guest_session'

/**
 * The session key holding the visitor's guest_sessions id. Other domains
 * (favourites, reviews, chat, shop visits) read the guest from here.
 */
export const GUEST_SESSION_KEY = 'guestSessionId'

export function presentGuestSession(guest: GuestSession) {
  return { id: guest.id, email: guest.email, phone: guest.phone, expiresAt: guest.expiresAt.toISO() }
}

/** The visitor's guest session while it is active, else null. */
export async function currentGuestSession(ctx: HttpContext): Promise<GuestSession | null> {
  const id = ctx.session.get(GUEST_SESSION_KEY)
  if (typeof id !== 'number') return null
  const guest = await GuestSession.find(id)
  if (guest?.isActive) return guest
  ctx.session.forget(GUEST_SESSION_KEY)
  return null
}

/** Starts a guest session for an email and/or phone and keeps it in the visitor's session. */
export async function startGuestSession(ctx: HttpContext, contact: { email?: string; phone?: string }): Promise<GuestSession> {
  const guest = await GuestSession.create({
    email: contact.email ? normalizeEmail(contact.email) : null,
    phone: contact.phone ? normalizePhone(contact.phone) : null,
    data: null,
    // Whole seconds: what the DATETIME column keeps, so the answer matches later reads.
    expiresAt: DateTime.fromJSDate(guestSessionExpiresAt()).startOf('second'),
  })
  ctx.session.put(GUEST_SESSION_KEY, guest.id)
  return guest
}
