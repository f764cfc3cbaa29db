import type { HttpContext } from '@adonisjs/core/http'
import type { ShopDetail } from '@shoplocal/shared/types'
import { shopSearchValidator, catalogueQuery, checkNearness, reportedVisitsValidator } from '#validators/catalogue'
import { searchShops } from '#services/catalogue/shop_search'
import { openShopPage, takeReportedVisits } from '#services/catalogue/shop_page'
import { sendPage } from '#controllers/catalogue/send_page'
import { callerOf } from '#controllers/actor'
import { fromWebsite, reportedVisitor, visitorOf } from '#controllers/catalogue/visitor'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'

export default class ShopsController {
  async index({ request, response }: HttpContext) {
    const filters = checkNearness(await shopSearchValidator.validate(catalogueQuery(request.url(true))))
    return sendPage(response, await searchShops(filters))
  }

  /** A page view unless ?track=0: the sitemap and the spotlight page read shops without a visitor. */
  async show(ctx: HttpContext): Promise<ShopDetail> {
    const tracked = ctx.request.input('track') !== '0'
    const caller = await callerOf(ctx, 'read')
    return openShopPage(ctx.params.id, tracked ? visitorOf(ctx, caller) : null, caller.user !== null)
  }

  /** Views of the website's shared copies of shop pages, counted as reads would count them. */
  async visits(ctx: HttpContext) {
    if (!fromWebsite(ctx)) throw catalogueErrors.visitsFromSiteOnly()
    const { visits } = await ctx.request.validateUsing(reportedVisitsValidator)
    await takeReportedVisits(visits.map((view) => ({ shopId: view.shopId, visitor: reportedVisitor(ctx, view) })))
    return ctx.response.noContent()
  }
}
