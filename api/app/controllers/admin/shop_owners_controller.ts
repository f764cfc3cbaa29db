import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import { reasonValidator, shopOwnerListValidator } from '#validators/admin'
import { findShopOwner, listShopOwners } from '#services/admin/shop_owner_admin_service'
import { deleteUser, setBanned, toAdminUser } from '#services/admin/user_admin_service'

export default class ShopOwnersController {
  async index({ request }: HttpContext) {
    return listShopOwners(await shopOwnerListValidator.validate(request.qs()))
  }

  async suspend({ auth, params, request, response }: HttpContext) {
    const { reason } = await request.validateUsing(reasonValidator)
    const owner = await findShopOwner(Number(params.id))
    if (!owner) return response.notFound({ message: ADMIN_SERVER_MESSAGES.notShopOwner })
    // The shop-owners tab sends its reason unchanged (spec 2 §4).
    await setBanned(auth.getUserOrFail(), request, owner, true, { reason: reason ?? null, targetType: 'shop_owner' })
    return { message: ADMIN_SERVER_MESSAGES.userSuspended, user: toAdminUser(owner) }
  }

  async unsuspend({ auth, params, request, response }: HttpContext) {
    const owner = await findShopOwner(Number(params.id))
    if (!owner) return response.notFound({ message: ADMIN_SERVER_MESSAGES.notShopOwner })
    await setBanned(auth.getUserOrFail(), request, owner, false, { targetType: 'shop_owner' })
    return { message: ADMIN_SERVER_MESSAGES.userUnsuspended, user: toAdminUser(owner) }
  }

  async destroy({ auth, params, request, response }: HttpContext) {
    const { reason } = await request.validateUsing(reasonValidator)
    const owner = await findShopOwner(Number(params.id))
    if (!owner) return response.notFound({ message: ADMIN_SERVER_MESSAGES.notShopOwner })
    await deleteUser(auth.getUserOrFail(), request, owner, { targetType: 'shop_owner', reason })
    return { message: ADMIN_SERVER_MESSAGES.userDeleted }
  }
}
