import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES, accountLockedMessage } from '@shoplocal/shared/messages'
import { adminTokenValidator } from '#validators/admin_token'
import { issueAdminToken, revokeAdminToken, toAdminAuthUser } from '#services/admin/admin_token_service'

export default class AdminTokensController {
  async store(ctx: HttpContext) {
    const { email, password } = await ctx.request.validateUsing(adminTokenValidator)
    const outcome = await issueAdminToken(ctx, email, password)
    if (outcome.kind === 'locked') {
      return ctx.response.status(423).send({
        message: accountLockedMessage(outcome.lockedUntil),
        lockedUntil: outcome.lockedUntil.toISOString(),
      })
    }
    return outcome.token
  }

  async show({ auth }: HttpContext) {
    return { user: toAdminAuthUser(auth.getUserOrFail()) }
  }

  async destroy(ctx: HttpContext) {
    const user = await ctx.auth.use('api').authenticate()
    await revokeAdminToken(ctx, user, user.currentAccessToken)
    return { message: ADMIN_SERVER_MESSAGES.signedOut }
  }
}
