import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#controllers/actor'
import { currentGuest, pageViewer } from '#controllers/web_session'
import { toVisitor, type Visitor } from '#services/catalogue/visitor'

/** The visitor of a shop page, read from the website session and the forwarded headers. */
export async function visitorOf(ctx: HttpContext): Promise<Visitor> {
  const user = await pageViewer(ctx)
  const guest = user === null ? await currentGuest(ctx) : null
  return toVisitor(actorOf(ctx, user), guest?.id ?? null, ctx.request.header('referer'))
}
