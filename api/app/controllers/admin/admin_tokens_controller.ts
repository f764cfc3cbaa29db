import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import { adminTokenValidator } from '#validators/admin_token'
import { issueAdminToken, revokeAdminToken, toAdminAuthUser } from '#services/admin/admin_token_service'

export default class AdminTokensController {
  async store({ request }: HttpContext) {
    const { email, password } = await request.validateUsing(adminTokenValidator)
    return issueAdminToken(email, password)
  }

  async show({ auth }: HttpContext) {
    return { user: toAdminAuthUser(auth.getUserOrFail()) }
  }

  async destroy({ auth }: HttpContext) {
    const user = await auth.use('api').authenticate()
    await revokeAdminToken(user, user.currentAccessToken)
    return { message: ADMIN_SERVER_MESSAGES.signedOut }
  }
}
