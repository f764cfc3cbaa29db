/*
 * Who is looking at a page, for visit counting: a signed-in user, else the
 * guest session kept in the session, else an anonymous browser known only by
 * its IP address and user agent.
 */
import type { Actor } from '#services/actor'
import { truncatedAddress } from '#services/ip_truncation'

const REFERRER_MAX = 500
const USER_AGENT_MAX = 1000

export interface Visitor {
  userId: number | null
  guestSessionId: number | null
  ipAddress: string
  userAgent: string | null
  referrer: string | null
}

/** The guest session counts only for a visitor who is not signed in; long headers are cut to their columns. */
export function toVisitor(actor: Actor, guestSessionId: number | null, referrer: string | undefined): Visitor {
  const userId = actor.user?.id ?? null
  return {
    userId,
    guestSessionId: userId === null ? guestSessionId : null,
    // Cut to its network before anything stores it: visit logs never hold a full address.
    ipAddress: truncatedAddress(actor.ip),
    userAgent: actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    referrer: referrer?.slice(0, REFERRER_MAX) ?? null,
  }
}
