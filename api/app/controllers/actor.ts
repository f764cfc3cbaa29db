import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import type { Actor, SignedInActor } from '#services/actor'

/**
 * The one place that reads the caller off the request. The user defaults to
 * the account the route's middleware authenticated (admin routes); website
 * routes that resolve the session user themselves pass it in.
 */
export function actorOf(ctx: HttpContext, user: User | null = ctx.auth.user ?? null): Actor {
  return {
    user,
    ip: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent') ?? null,
    requestId: ctx.request.id() ?? null,
  }
}

/** For routes behind authenticating middleware: the account is known, so use cases need not check for a guest. */
export function signedInActorOf(ctx: HttpContext): SignedInActor {
  return { ...actorOf(ctx), user: ctx.auth.getUserOrFail() }
}
