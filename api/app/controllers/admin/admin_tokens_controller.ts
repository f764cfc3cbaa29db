import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import type { AdminMeResponse, AdminTokenResponse, MessageResponse } from '@shoplocal/shared/types'
import { actorOf } from '#controllers/actor'
import { adminCodeTokenValidator, adminTokenValidator } from '#validators/admin_token'
import { issueAdminToken, issueAdminTokenByCode, revokeAdminToken, toAdminAuthUser } from '#services/admin/admin_token_service'

export default class AdminTokensController {
  async store(ctx: HttpContext): Promise<AdminTokenResponse> {
    const credentials = await ctx.request.validateUsing(adminTokenValidator)
    return issueAdminToken(actorOf(ctx), credentials)
  }

  async storeByCode(ctx: HttpContext): Promise<AdminTokenResponse> {
    const input = await ctx.request.validateUsing(adminCodeTokenValidator)
    return issueAdminTokenByCode(actorOf(ctx), input)
  }

  async show({ auth }: HttpContext): Promise<AdminMeResponse> {
    return { user: toAdminAuthUser(auth.getUserOrFail()) }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    const user = await ctx.auth.use('api').authenticate()
    await revokeAdminToken(actorOf(ctx, user), user, user.currentAccessToken)
    return { message: ADMIN_SERVER_MESSAGES.signedOut }
  }
}
