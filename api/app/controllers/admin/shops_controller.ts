import type { HttpContext } from '@adonisjs/core/http'
import { ADMIN_SERVER_MESSAGES } from '#messages/index'
import type { AdminShopDecisionResponse, AdminShopDetail, AdminShopsPage, AllShopsResponse, MessageResponse } from '@shoplocal/shared/types'
import Shop from '#models/shop'
import { signedInActorOf } from '#controllers/actor'
import { reasonValidator, removeShopValidator, shopListValidator } from '#validators/admin'
import { approveShop, listAllShops, listShops, rejectShop } from '#services/admin/shop_admin_service'
import { endShop } from '#services/admin/shop_ending'
import { formatDate } from '@shoplocal/shared/rules'
import { shopDetail } from '#services/admin/shop_detail'

export default class ShopsController {
  /** Without `page` this is the plain list of one status; with it, the console's paged, searchable list. */
  async index({ request }: HttpContext): Promise<AllShopsResponse | AdminShopsPage> {
    const filters = await shopListValidator.validate(request.qs())
    return filters.page === undefined ? listAllShops(filters) : listShops(filters)
  }

  async show({ params }: HttpContext): Promise<AdminShopDetail> {
    return shopDetail(await Shop.findOrFail(params.id))
  }

  async approve(ctx: HttpContext): Promise<AdminShopDecisionResponse> {
    const shop = await approveShop(signedInActorOf(ctx), await Shop.findOrFail(ctx.params.id))
    return { message: ADMIN_SERVER_MESSAGES.shopApproved, shop: { id: shop.id, status: shop.status, isApproved: shop.isApproved } }
  }

  async reject(ctx: HttpContext): Promise<AdminShopDecisionResponse> {
    const restriction = await ctx.request.validateUsing(reasonValidator)
    const shop = await rejectShop(signedInActorOf(ctx), await Shop.findOrFail(ctx.params.id), restriction)
    return {
      message: ADMIN_SERVER_MESSAGES.shopRejected,
      shop: { id: shop.id, status: shop.status, isApproved: shop.isApproved, rejectionReason: shop.rejectionReason },
    }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    const input = await ctx.request.validateUsing(removeShopValidator)
    const dueAt = await endShop(signedInActorOf(ctx), await Shop.findOrFail(ctx.params.id), input)
    return { message: dueAt ? ADMIN_SERVER_MESSAGES.shopEndingNoticed(formatDate(dueAt)) : ADMIN_SERVER_MESSAGES.shopRemoved }
  }
}
