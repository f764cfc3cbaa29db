import type { HttpContext } from '@adonisjs/core/http'
import type GuestSession from '#models/guest_session'
import type User from '#models/user'
import { actorOf } from '#controllers/actor'
import { ADMIN_LAST_SEEN_KEY } from '#services/auth/admin_idle'
import { authErrors } from '#services/auth/auth_errors'
import { currentGuestSession, startGuestSession } from '#services/auth/guest_session_service'
import { recordLogout } from '#services/auth/logout_service'
import type { WebSignIn } from '#services/auth/session_starter'
import { adoptGuestActivity } from '#services/engagement/guest_adoption'
import type { GuestSessionInput } from '#validators/guest_session'

/*
 * The website session, seen from the controllers: the only code that touches
 * the web guard and the session store. Use cases receive the small
 * interfaces they need (WebSignIn, SessionValues) instead.
 */

/**
 * Signing in on this request's session: the guard regenerates the id, the tag lets a reset or a ban end it,
 * an admin's session starts its idle clock, and what the browser saved as a guest becomes the account's.
 */
export function webSignIn(ctx: HttpContext): WebSignIn {
  return {
    async signIn(user: User) {
      await ctx.auth.use('web').login(user)
      await ctx.session.tag(String(user.id))
      if (user.hasAdminRights) ctx.session.put(ADMIN_LAST_SEEN_KEY, Date.now())
      await adoptGuestActivity(ctx.session, user)
      return ctx.session.sessionId
    },
  }
}

/**
 * The signed-in website user, or undefined. A banned account's session ends
 * here, so a ban takes effect on the next request even if a session survived.
 */
export async function currentUser(ctx: HttpContext): Promise<User | undefined> {
  // Through the authenticator (web is the default guard), so ctx.auth.user and Bouncer see the user too.
  if (!(await ctx.auth.check())) return undefined
  const guard = ctx.auth.use('web')
  const user = guard.user
  if (user?.banned) {
    await guard.logout()
    return undefined
  }
  return user
}

/**
 * The signed-in website user for a public page that only tailors what it shows (a shop page's visit):
 * unlike currentUser, reading a page never ends a session.
 */
export async function pageViewer(ctx: HttpContext): Promise<User | null> {
  const web = ctx.auth.use('web')
  return (await web.check()) ? (web.user ?? null) : null
}

/** The guest session this browser holds while it is active, else null. */
export async function currentGuest(ctx: HttpContext): Promise<GuestSession | null> {
  return currentGuestSession(ctx.session)
}

/** Starts a guest session for an email and/or phone and keeps it in this browser's session. */
export async function startGuest(ctx: HttpContext, contact: GuestSessionInput): Promise<GuestSession> {
  return startGuestSession(ctx.session, contact)
}

export async function requireUser(ctx: HttpContext): Promise<User> {
  const user = await currentUser(ctx)
  if (!user) throw authErrors.unauthorized()
  return user
}

/** Logout clears all state: the user, the guest session and everything else the session held. Signed out already is fine. */
export async function endWebSession(ctx: HttpContext): Promise<void> {
  const guard = ctx.auth.use('web')
  const user = (await guard.check()) ? guard.user : undefined
  if (user) {
    await recordLogout(actorOf(ctx, user), user, ctx.session.sessionId)
    await guard.logout()
  }
  ctx.session.clear()
  ctx.session.regenerate()
}

/** The browser that reset a password is signed out too if it was signed in as one of those accounts. */
export async function signOutIfAmong(ctx: HttpContext, accounts: User[]): Promise<void> {
  const current = ctx.auth.use('web').user
  if (current && accounts.some((account) => account.id === current.id)) await ctx.auth.use('web').logout()
}

/** After the account itself is deleted: nothing is recorded against it, the browser is simply signed out. */
export async function forgetDeletedAccount(ctx: HttpContext): Promise<void> {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}

/** The id of the caller's own session, so account screens can mark it and keep it when others are ended. */
export function webSessionId(ctx: HttpContext): string {
  return ctx.session.sessionId
}
