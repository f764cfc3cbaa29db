import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#controllers/actor'
import { currentGuestSession } from '#services/auth/guest_session_service'
import { toVisitor, type Visitor } from '#services/catalogue/visitor'

/** The visitor of a shop page, read from the website session and the forwarded headers. */
export async function visitorOf(ctx: HttpContext): Promise<Visitor> {
  const web = ctx.auth.use('web')
  const user = (await web.check()) ? (web.user ?? null) : null
  const guest = user === null ? await currentGuestSession(ctx.session) : null
  return toVisitor(actorOf(ctx, user), guest?.id ?? null, ctx.request.header('referer'))
}
