import limiter from '@adonisjs/limiter/services/main'
import { BILLING_ERRORS } from '@shoplocal/shared/messages'
import { currentUser } from '#controllers/web_session'
import env from '#start/env'

/*
 * Payment proof uploads per owner per minute: each is decoded to be checked and kept on the disk.
 * Counted in the database like the other limits, so every API process shares the count.
 */
export const throttleProofs = limiter.define('payment_proofs', async (ctx) => {
  const user = await currentUser(ctx)
  return limiter
    .allowRequests(env.get('PROOFS_PER_MINUTE') ?? 10)
    .every('1 minute')
    .usingKey(user ? `owner_${user.id}` : `ip_${ctx.request.ip()}`)
    .limitExceeded((error) => error.setMessage(BILLING_ERRORS.proofsRateLimited))
})
