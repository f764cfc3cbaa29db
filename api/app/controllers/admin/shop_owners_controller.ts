import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import type { AdminShopOwnersPage, AdminUserActionResponse, MessageResponse } from '@shoplocal/shared/types'
import { signedInActorOf } from '#controllers/actor'
import { reasonValidator, shopOwnerListValidator } from '#validators/admin'
import { findShopOwner, listShopOwners } from '#services/admin/shop_owner_admin_service'
import { deleteUser, setBanned, toAdminUser } from '#services/admin/user_admin_service'

export default class ShopOwnersController {
  async index({ request }: HttpContext): Promise<AdminShopOwnersPage> {
    return listShopOwners(await shopOwnerListValidator.validate(request.qs()))
  }

  async suspend(ctx: HttpContext): Promise<AdminUserActionResponse> {
    const restriction = await ctx.request.validateUsing(reasonValidator)
    const owner = await findShopOwner(Number(ctx.params.id))
    await ctx.bouncer.with('AccountPolicy').authorize('suspend', owner)
    await setBanned(signedInActorOf(ctx), owner, true, { ...restriction, targetType: 'shop_owner' })
    return { message: ADMIN_SERVER_MESSAGES.userSuspended, user: toAdminUser(owner) }
  }

  async unsuspend(ctx: HttpContext): Promise<AdminUserActionResponse> {
    const owner = await findShopOwner(Number(ctx.params.id))
    await setBanned(signedInActorOf(ctx), owner, false, { targetType: 'shop_owner' })
    return { message: ADMIN_SERVER_MESSAGES.userUnsuspended, user: toAdminUser(owner) }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    const { reason } = await ctx.request.validateUsing(reasonValidator)
    const owner = await findShopOwner(Number(ctx.params.id))
    await ctx.bouncer.with('AccountPolicy').authorize('delete', owner)
    await deleteUser(signedInActorOf(ctx), owner, { reason, targetType: 'shop_owner' })
    return { message: ADMIN_SERVER_MESSAGES.userDeleted }
  }
}
