import type { HttpContext } from '@adonisjs/core/http'
import type { ShopDetail } from '@shoplocal/shared/types'
import { shopSearchValidator, catalogueQuery, checkNearness, shopVisitValidator } from '#validators/catalogue'
import { searchShops } from '#services/catalogue/shop_search'
import { openShopPage, takeShopVisit } from '#services/catalogue/shop_page'
import { sendPage } from '#controllers/catalogue/send_page'
import { visitorOf } from '#controllers/catalogue/visitor'

export default class ShopsController {
  async index({ request, response }: HttpContext) {
    const filters = checkNearness(await shopSearchValidator.validate(catalogueQuery(request.url(true))))
    return sendPage(response, await searchShops(filters))
  }

  /** A page view unless ?track=0: the sitemap and the spotlight page read shops without a visitor. */
  async show(ctx: HttpContext): Promise<ShopDetail> {
    const tracked = ctx.request.input('track') !== '0'
    return openShopPage(ctx.params.id, tracked ? await visitorOf(ctx) : null)
  }

  /** A page view the website answered from its copy of the page: counted as a read would count it. */
  async visit(ctx: HttpContext) {
    const { referrer } = await ctx.request.validateUsing(shopVisitValidator)
    await takeShopVisit(ctx.params.id, await visitorOf(ctx, referrer))
    return ctx.response.noContent()
  }
}
