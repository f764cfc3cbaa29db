/*
 * Who is looking at a page, for visit counting: a signed-in user, else the
 * guest session kept in the session, else an anonymous browser known only by
 * its IP address and user agent.
 */
import type { HttpContext } from '@adonisjs/core/http'
import { currentGuestSession } from '#services/auth/guest_session_service'

const REFERRER_MAX = 500
const USER_AGENT_MAX = 1000

export interface Visitor {
  userId: number | null
  guestSessionId: number | null
  ipAddress: string
  userAgent: string | null
  referrer: string | null
}

export async function visitorOf(ctx: HttpContext): Promise<Visitor> {
  const userId = (await ctx.auth.use('web').check()) ? (ctx.auth.use('web').user?.id ?? null) : null
  return {
    userId,
    guestSessionId: userId === null ? ((await currentGuestSession(ctx))?.id ?? null) : null,
    ipAddress: ctx.request.ip(),
    userAgent: ctx.request.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
    referrer: ctx.request.header('referer')?.slice(0, REFERRER_MAX) ?? null,
  }
}
