import limiter from '@adonisjs/limiter/services/main'
import { OWNER_ERRORS } from '@shoplocal/shared/messages'
import { currentUser } from '#controllers/web_session'
import env from '#start/env'

/*
 * Image uploads per owner per minute: each one is decoded and re-encoded,
 * the costliest thing an owner can ask for. Counted in the database like the
 * other limits, so every API process shares the count. A caller who is not
 * signed in is counted by address; the route refuses them before reading anything.
 */
export const throttleUploads = limiter.define('owner_uploads', async (ctx) => {
  const user = await currentUser(ctx)
  return limiter
    .allowRequests(env.get('UPLOADS_PER_MINUTE') ?? 30)
    .every('1 minute')
    .usingKey(user ? `owner_${user.id}` : `ip_${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(OWNER_ERRORS.uploadsRateLimited))
})
