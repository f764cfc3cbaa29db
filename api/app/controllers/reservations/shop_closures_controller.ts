import type { HttpContext } from '@adonisjs/core/http'
import type { ShopClosure } from '@shoplocal/shared/types'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { RESERVATION_MESSAGES as M } from '#messages/index'
import Shop from '#models/shop'
import {
  addClosure,
  removeClosure,
  setTemporarilyClosed,
  shopCalendar,
  type ShopCalendarAnswer,
} from '#services/reservations/shop_closures'
import { closureValidator, temporarilyClosedValidator } from '#validators/reservations'

/** The owner's calendar of one shop: closures, "temporarily closed" and the public holidays suggested. */
export default class ShopClosuresController {
  async index(ctx: HttpContext): Promise<ShopCalendarAnswer> {
    return shopCalendar((await this.#ownShop(ctx)).id)
  }

  async store(ctx: HttpContext) {
    const shop = await this.#ownShop(ctx)
    const closure: ShopClosure = await addClosure(shop.id, await ctx.request.validateUsing(closureValidator))
    return ctx.response.created({ message: M.closureAdded, closure })
  }

  async destroy(ctx: HttpContext) {
    const shop = await this.#ownShop(ctx)
    await removeClosure(shop.id, Number(ctx.params.closureId))
    return { message: M.closureRemoved }
  }

  async temporarilyClosed(ctx: HttpContext) {
    const shop = await this.#ownShop(ctx)
    const { temporarilyClosed } = await ctx.request.validateUsing(temporarilyClosedValidator)
    return { message: await setTemporarilyClosed(shop.id, temporarilyClosed), temporarilyClosed }
  }

  async #ownShop(ctx: HttpContext): Promise<Shop> {
    await ownerActorOf(ctx)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    return shop
  }
}
