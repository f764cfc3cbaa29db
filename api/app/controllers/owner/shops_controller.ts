import type { HttpContext } from '@adonisjs/core/http'
import { OWNER_STATUS_COPY, OWNER_SUCCESS, SHOP_PENDING_REVIEW } from '@shoplocal/shared/messages'
import type { MessageResponse, OwnerShop, ShopSavedResponse } from '@shoplocal/shared/types'
import Shop from '#models/shop'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { listMyShops, ownerShopView } from '#services/owner/my_shops'
import { createShop, deleteShop, resubmitShop, setProfileImage, updateShop } from '#services/owner/shop_service'
import { profileImageValidator, shopValidator } from '#validators/owner'

export default class ShopsController {
  async index(ctx: HttpContext): Promise<OwnerShop[]> {
    const actor = await ownerActorOf(ctx)
    return listMyShops(actor.user)
  }

  async store(ctx: HttpContext): Promise<ShopSavedResponse> {
    const actor = await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(shopValidator)
    const shop = await createShop(actor, input)
    ctx.response.status(201)
    return { message: SHOP_PENDING_REVIEW, shop: await ownerShopView(shop) }
  }

  async update(ctx: HttpContext): Promise<ShopSavedResponse> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(shopValidator)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    await updateShop(shop, input)
    return { message: OWNER_SUCCESS.shopUpdated.description, shop: await ownerShopView(shop) }
  }

  async resubmit(ctx: HttpContext): Promise<ShopSavedResponse> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(shopValidator)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    await resubmitShop(shop, input)
    return { message: OWNER_STATUS_COPY.shopResubmitted, shop: await ownerShopView(shop) }
  }

  async destroy(ctx: HttpContext): Promise<MessageResponse> {
    await ownerActorOf(ctx)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    await deleteShop(shop)
    return { message: OWNER_SUCCESS.shopDeleted.description }
  }

  async profileImage(ctx: HttpContext): Promise<ShopSavedResponse> {
    await ownerActorOf(ctx)
    const { profileImageUrl } = await ctx.request.validateUsing(profileImageValidator)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    await setProfileImage(shop, profileImageUrl)
    return { message: OWNER_SUCCESS.profileImageUpdated.description, shop: await ownerShopView(shop) }
  }
}
