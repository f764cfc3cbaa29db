import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import type { AdminUserActionResponse, AdminUsersPage, MessageResponse } from '@shoplocal/shared/types'
import User from '#models/user'
import { signedInActorOf } from '#controllers/actor'
import { bannedValidator, reasonValidator, userListValidator } from '#validators/admin'
import { deleteUser, listUsers, setBanned, toAdminUser } from '#services/admin/user_admin_service'

export default class UsersController {
  async index({ request }: HttpContext): Promise<AdminUsersPage> {
    return listUsers(await userListValidator.validate(request.qs()))
  }

  async suspend(ctx: HttpContext): Promise<AdminUserActionResponse> {
    const restriction = await ctx.request.validateUsing(reasonValidator)
    const user = await User.findOrFail(ctx.params.id)
    await ctx.bouncer.with('AccountPolicy').authorize('suspend', user)
    await setBanned(signedInActorOf(ctx), user, true, { ...restriction, targetType: 'user' })
    return { message: ADMIN_SERVER_MESSAGES.userSuspended, user: toAdminUser(user) }
  }

  async unsuspend(ctx: HttpContext): Promise<AdminUserActionResponse> {
    const user = await User.findOrFail(ctx.params.id)
    await setBanned(signedInActorOf(ctx), user, false, { targetType: 'user' })
    return { message: ADMIN_SERVER_MESSAGES.userUnsuspended, user: toAdminUser(user) }
  }

  /** The ban switch (PATCH {banned}): a ban records the default reason, as it has no reason field. */
  async update(ctx: HttpContext): Promise<AdminUserActionResponse> {
    const { banned, ...restriction } = await ctx.request.validateUsing(bannedValidator)
    const user = await User.findOrFail(ctx.params.id)
    if (banned) await ctx.bouncer.with('AccountPolicy').authorize('suspend', user)
    await setBanned(signedInActorOf(ctx), user, banned, { ...restriction, targetType: 'user', ban: true })
    return {
      message: banned ? ADMIN_SERVER_MESSAGES.userSuspended : ADMIN_SERVER_MESSAGES.userUnsuspended,
      user: toAdminUser(user),
    }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    const { reason } = await ctx.request.validateUsing(reasonValidator)
    const user = await User.findOrFail(ctx.params.id)
    await ctx.bouncer.with('AccountPolicy').authorize('delete', user)
    await deleteUser(signedInActorOf(ctx), user, { reason, targetType: 'user' })
    return { message: ADMIN_SERVER_MESSAGES.userDeleted }
  }
}
