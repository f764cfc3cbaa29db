import type { HttpContext } from '@adonisjs/core/http'
import type GuestSession from '#models/guest_session'
import type User from '#models/user'
import { currentGuest, currentUser, pageViewer, requireUser } from '#controllers/web_session'
import { authErrors } from '#services/auth/auth_errors'
import type { Actor, SignedInActor } from '#services/actor'

/*
 * "Who is calling", answered in one place: every controller builds its actor here, never from the guard or the
 * session itself.
 */

/**
 * The actor from what is already known of the caller: the account the route's middleware authenticated (admin
 * and bell routes) unless `user` says who it is.
 */
export function actorOf(ctx: HttpContext, user: User | null = ctx.auth.user ?? null): Actor {
  return {
    user,
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
    requestId: ctx.request.id() ?? null,
  }
}

/** For routes behind authenticating middleware (website session or Bearer token): 401 for a banned account. */
export function signedInActorOf(ctx: HttpContext): SignedInActor {
  const user = ctx.auth.getUserOrFail()
  if (user.banned) throw authErrors.unauthorized()
  return { ...actorOf(ctx), user }
}

/** A website caller: the signed-in account, else (`user` null) the guest session this browser holds, if any. */
export interface WebsiteCaller extends Actor {
  guest: GuestSession | null
}

/**
 * Who calls a website route. A banned account's session ends here (so a ban takes effect on the next request),
 * except on a page `read`, which only tailors what it shows and never ends a session.
 */
export async function callerOf(ctx: HttpContext, purpose: 'act' | 'read' = 'act'): Promise<WebsiteCaller> {
  const user = purpose === 'read' ? await pageViewer(ctx) : ((await currentUser(ctx)) ?? null)
  const guest = user ? null : await currentGuest(ctx)
  return { ...actorOf(ctx, user), guest }
}

/** A website route for signed-in accounts only: 401 before anything else for a guest or a banned account. */
export async function signedInCallerOf(ctx: HttpContext): Promise<SignedInActor> {
  const user = await requireUser(ctx)
  return { ...actorOf(ctx, user), user }
}
