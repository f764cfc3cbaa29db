import type { HttpContext } from '@adonisjs/core/http'
import { actorOf } from '#controllers/actor'
import { currentGuest, pageViewer } from '#controllers/web_session'
import { toVisitor, type Visitor } from '#services/catalogue/visitor'

/**
 * The visitor of a shop page, read from the website session and the forwarded headers. The page's referrer
 * comes from the Referer header of a page read, or from the body of a reported visit (a server's write may
 * not carry another site's Referer past the same-origin check).
 */
export async function visitorOf(ctx: HttpContext, referrer = ctx.request.header('referer')): Promise<Visitor> {
  const user = await pageViewer(ctx)
  const guest = user === null ? await currentGuest(ctx) : null
  return toVisitor(actorOf(ctx, user), guest?.id ?? null, referrer)
}
