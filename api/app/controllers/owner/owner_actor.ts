import type { HttpContext } from '@adonisjs/core/http'
import { signedInCallerOf } from '#controllers/actor'
import type { SignedInActor } from '#services/actor'

/** The signed-in owner (or admin) of a portal call; 401 for anyone else, before the body is read. */
export async function ownerActorOf(ctx: HttpContext): Promise<SignedInActor> {
  const actor = await signedInCallerOf(ctx)
  await ctx.bouncer.with('OwnerPolicy').authorize('usePortal')
  return actor
}
