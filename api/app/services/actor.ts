import type User from '#models/user'

/**
 * Who is acting on a use case: the signed-in account (null for a guest) and
 * what the request says about the caller. Services take this value instead of
 * the HTTP request, so they can be called from a command or a test as easily
 * as from a controller; the controllers build it once per request
 * (app/controllers/actor.ts).
 */
export interface Actor {
  user: User | null
  /** The client's address; already follows X-Forwarded-For from the trusted storefront proxy. */
  ip: string
  userAgent: string | null
  requestId: string | null
}

/** The part of an actor that audit rows and login_sessions record. */
export type ClientInfo = Pick<Actor, 'ip' | 'userAgent'>

/** An actor the route's middleware has already authenticated (admin routes). */
export type SignedInActor = Actor & { user: User }
