import type { GuestSession, GuestSessionResponse } from '@shoplocal/shared/types'
import { apiPost, browserApi } from '../../lib/api/browser.ts'

/**
 * Whether this browser holds a guest session, which keeps favourites and follows as an account does. A
 * signed-out visitor's action asks this first, so one without a session meets the sign-in gate at once
 * rather than after a refused request.
 */
export async function holdsGuestSession(): Promise<boolean> {
  return (await guestSessionOf()) !== null
}

/** This browser's guest session (with the name it confirmed, if any), or null; also when it could not be read. */
export async function guestSessionOf(): Promise<GuestSession | null> {
  const answer = await browserApi.get<GuestSessionResponse>('/api/guest-session')
  return answer.ok ? answer.data.guestSession : null
}

/** Starts a guest session from an email or a phone; throws the ApiError the gate's form shows. */
export const startGuestSession = (contact: { email: string } | { phone: string }) => apiPost('/api/guest-session', contact)
