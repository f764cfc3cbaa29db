import type User from '#models/user'
import { GUEST_SESSION_KEY, type SessionValues } from '#services/auth/guest_session_service'
import { adoptGuestFavorites } from '#services/engagement/favourites'
import { adoptGuestFollows } from '#services/engagement/shop_follows'

/**
 * Called once a browser signs in or finishes signing up: what its guest
 * session saved or followed becomes the customer's. Owner and admin accounts keep no
 * favourites, so theirs stay with the guest session.
 */
export async function adoptGuestActivity(session: Pick<SessionValues, 'get'>, user: User): Promise<void> {
  const guestSessionId = session.get(GUEST_SESSION_KEY)
  if (typeof guestSessionId !== 'number' || user.role !== 'customer') return
  await adoptGuestFavorites(guestSessionId, user.id)
  await adoptGuestFollows(guestSessionId, user.id)
}
