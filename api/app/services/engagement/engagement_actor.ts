import type { Actor } from '#services/actor'

/**
 * The actor of a favourite, review or chat call: the signed-in account, or
 * else the guest session the visitor's browser holds (null when neither).
 */
export interface EngagementActor extends Actor {
  guestSessionId: number | null
}

/** Whose favourites, reviews or conversation a row is: exactly one of the two is set. */
export interface Holder {
  userId: number | null
  guestSessionId: number | null
}

export function holderOf(actor: EngagementActor): Holder | null {
  if (actor.user) return { userId: actor.user.id, guestSessionId: null }
  if (actor.guestSessionId !== null) return { userId: null, guestSessionId: actor.guestSessionId }
  return null
}
