import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#controllers/actor'
import { currentGuest, currentUser } from '#controllers/web_session'
import type { EngagementActor } from '#services/engagement/engagement_actor'

/** The website visitor: the signed-in account, else the guest session their browser holds. */
export async function engagementActorOf(ctx: HttpContext): Promise<EngagementActor> {
  const user = (await currentUser(ctx)) ?? null
  const guest = user ? null : await currentGuest(ctx)
  return { ...actorOf(ctx, user), guestSessionId: guest?.id ?? null }
}
