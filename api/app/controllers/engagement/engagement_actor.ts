import type { HttpContext } from '@adonisjs/core/http'
import { callerOf } from '#controllers/actor'
import type { EngagementActor } from '#services/engagement/engagement_actor'

/** The website visitor: the signed-in account, else the guest session their browser holds. */
export async function engagementActorOf(ctx: HttpContext): Promise<EngagementActor> {
  const { guest, ...actor } = await callerOf(ctx)
  return { ...actor, guestSessionId: guest?.id ?? null }
}
