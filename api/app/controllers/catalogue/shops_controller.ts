import type { HttpContext } from '@adonisjs/core/http'
import { CATALOGUE_EMPTY } from '@shoplocal/shared/messages'
import { shopSearchValidator, catalogueQuery } from '#validators/catalogue'
import { searchShops } from '#services/catalogue/shop_search'
import { openShopPage } from '#services/catalogue/shop_page'
import { visitorOf } from '#services/catalogue/visitor'
import { sendPage } from '#controllers/catalogue/send_page'

export default class ShopsController {
  async index({ request, response }: HttpContext) {
    const filters = await shopSearchValidator.validate(catalogueQuery(request.url(true)))
    return sendPage(response, await searchShops(filters))
  }

  /** A page view unless ?track=0 (see start/routes/catalogue.ts). */
  async show(ctx: HttpContext) {
    const { params, request, response } = ctx
    const tracked = request.input('track') !== '0'
    const shop = await openShopPage(params.id, tracked ? await visitorOf(ctx) : null)
    if (!shop) return response.notFound({ message: CATALOGUE_EMPTY.shopNotFound })
    return response.send(shop)
  }
}
