/*
 * Who is looking at a page, for visit counting: a signed-in user, else the
 * guest session kept in the session, else an anonymous browser known only by
 * the day's keyed hash of its full address and user agent.
 */
import type { Actor } from '#services/actor'
import { visitorHash } from '#services/catalogue/visitor_hash'
import { truncatedAddress } from '#services/ip_truncation'

const REFERRER_MAX = 500
const USER_AGENT_MAX = 1000

export interface Visitor {
  userId: number | null
  guestSessionId: number | null
  ipAddress: string
  /** An anonymous visitor's hash of the day (visitor_hash.ts); null for an account or a guest session. */
  visitorHash: string | null
  userAgent: string | null
  referrer: string | null
}

/** The guest session counts only for a visitor who is not signed in; long headers are cut to their columns. */
export function toVisitor(actor: Actor, guestSessionId: number | null, referrer: string | undefined): Visitor {
  const userId = actor.user?.id ?? null
  const guest = userId === null ? guestSessionId : null
  const userAgent = actor.userAgent?.slice(0, USER_AGENT_MAX) ?? null
  return {
    userId,
    guestSessionId: guest,
    // Cut to its network before anything stores it: visit logs never hold a full address.
    ipAddress: truncatedAddress(actor.ip),
    // The full address is used once, here, and only through the hash.
    visitorHash: userId === null && guest === null ? visitorHash(actor.ip, userAgent) : null,
    userAgent,
    referrer: referrer?.slice(0, REFERRER_MAX) ?? null,
  }
}
