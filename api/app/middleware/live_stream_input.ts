import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import transmit from '@adonisjs/transmit/services/main'
import { currentUser } from '#controllers/web_session'
import { engagementErrors } from '#services/engagement/engagement_errors'
import { liveStreamValidator } from '#validators/engagement'

/*
 * A live stream is named by an id its page makes up (uid). Whoever opens a stream owns it in this process,
 * until it closes: only the same caller (the same signed-in user, or a signed-out visitor for a signed-out
 * stream) may subscribe or unsubscribe it, so knowing someone's uid does not let anyone cut their updates.
 */
const owners = new Map<string, string>()
transmit.on('disconnect', ({ uid }) => owners.delete(uid))

const SIGNED_OUT = 'signed-out'

async function callerOf(ctx: HttpContext): Promise<string> {
  const user = await currentUser(ctx)
  return user ? `user:${user.id}` : SIGNED_OUT
}

/** Checks the live stream's query or body before @adonisjs/transmit reads it (a malformed one is a 422, not a 500), and who owns it. */
export async function validateLiveStreamInput(ctx: HttpContext, next: NextFn) {
  const { uid } = await ctx.request.validateUsing(liveStreamValidator, { data: ctx.request.all() })
  const caller = await callerOf(ctx)
  const owner = owners.get(uid)
  // A page that opened its stream signed out and then signed in takes it over; a signed-out stream has no channels to lose.
  if (owner !== undefined && owner !== caller && owner !== SIGNED_OUT) throw engagementErrors.liveStreamNotYours()
  if (ctx.request.method() === 'GET' || owner === SIGNED_OUT) owners.set(uid, caller)
  return next()
}
