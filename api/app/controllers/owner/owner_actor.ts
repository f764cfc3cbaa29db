import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#controllers/actor'
import { requireUser } from '#controllers/web_session'
import type { SignedInActor } from '#services/actor'

/** The signed-in owner (or admin) of a portal call; 401 for anyone else, before the body is read. */
export async function ownerActorOf(ctx: HttpContext): Promise<SignedInActor> {
  const user = await requireUser(ctx)
  await ctx.bouncer.with('OwnerPolicy').authorize('usePortal')
  return { ...actorOf(ctx, user), user }
}
