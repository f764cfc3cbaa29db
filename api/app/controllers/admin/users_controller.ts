import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import User from '#models/user'
import { bannedValidator, reasonValidator, userListValidator } from '#validators/admin'
import {
  deleteUser,
  listUsers,
  setBanned,
  toAdminUser,
  userSuspendReason,
} from '#services/admin/user_admin_service'

export default class UsersController {
  async index({ request }: HttpContext) {
    return listUsers(await userListValidator.validate(request.qs()))
  }

  async suspend({ auth, params, request }: HttpContext) {
    const { reason } = await request.validateUsing(reasonValidator)
    const user = await User.findOrFail(params.id)
    await setBanned(auth.getUserOrFail(), request, user, true, { reason: userSuspendReason(reason), targetType: 'user' })
    return { message: ADMIN_SERVER_MESSAGES.userSuspended, user: toAdminUser(user) }
  }

  async unsuspend({ auth, params, request }: HttpContext) {
    const user = await User.findOrFail(params.id)
    await setBanned(auth.getUserOrFail(), request, user, false, { targetType: 'user' })
    return { message: ADMIN_SERVER_MESSAGES.userUnsuspended, user: toAdminUser(user) }
  }

  async update({ auth, params, request }: HttpContext) {
    const { banned } = await request.validateUsing(bannedValidator)
    const user = await User.findOrFail(params.id)
    await setBanned(auth.getUserOrFail(), request, user, banned, { reason: userSuspendReason(undefined), targetType: 'user' })
    return {
      message: banned ? ADMIN_SERVER_MESSAGES.userSuspended : ADMIN_SERVER_MESSAGES.userUnsuspended,
      user: toAdminUser(user),
    }
  }

  async destroy({ auth, params, request }: HttpContext) {
    const { reason } = await request.validateUsing(reasonValidator)
    const user = await User.findOrFail(params.id)
    await deleteUser(auth.getUserOrFail(), request, user, { targetType: 'user', reason })
    return { message: ADMIN_SERVER_MESSAGES.userDeleted }
  }
}
