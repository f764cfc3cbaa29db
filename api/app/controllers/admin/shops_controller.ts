import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '@shoplocal/shared/messages'
import Shop from '#models/shop'
import { reasonValidator, shopListValidator } from '#validators/admin'
import { approveShop, listAllShops, listShops, rejectShop, removeShop } from '#services/admin/shop_admin_service'

export default class ShopsController {
  /** Without `page` this is the classic panel's plain list; with it, the enhanced panel's paged list. */
  async index({ request }: HttpContext) {
    const filters = await shopListValidator.validate(request.qs())
    return filters.page === undefined ? listAllShops(filters) : listShops(filters)
  }

  async approve({ auth, params, request }: HttpContext) {
    const shop = await approveShop(auth.getUserOrFail(), request, await Shop.findOrFail(params.id))
    return { message: ADMIN_SERVER_MESSAGES.shopApproved, shop: { id: shop.id, status: shop.status, isApproved: shop.isApproved } }
  }

  async reject({ auth, params, request }: HttpContext) {
    const { reason } = await request.validateUsing(reasonValidator)
    const shop = await rejectShop(auth.getUserOrFail(), request, await Shop.findOrFail(params.id), reason)
    return {
      message: ADMIN_SERVER_MESSAGES.shopRejected,
      shop: { id: shop.id, status: shop.status, isApproved: shop.isApproved, rejectionReason: shop.rejectionReason },
    }
  }

  async destroy({ auth, params, request }: HttpContext) {
    const { reason } = await request.validateUsing(reasonValidator)
    await removeShop(auth.getUserOrFail(), request, await Shop.findOrFail(params.id), reason)
    return { message: ADMIN_SERVER_MESSAGES.shopRemoved }
  }
}
