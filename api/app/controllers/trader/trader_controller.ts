import type { HttpContext } from '@adonisjs/core/http'
import { TRADER_MESSAGES } from '@shoplocal/shared/messages'
import type { OwnerTraderResponse, TraderSaved } from '@shoplocal/shared/types'
import Shop from '#models/shop'
import { ownerActorOf } from '#controllers/owner/owner_actor'
import { readIdentityPart } from '#controllers/trader/identity_part'
import { ownerTrader, saveTraderDetails } from '#services/trader/trader_details'
import { openIdentityDocument, submitIdentityDocument } from '#services/trader/identity_document'
import { traderValidator } from '#validators/trader'

export default class TraderController {
  async show(ctx: HttpContext): Promise<OwnerTraderResponse> {
    await ownerActorOf(ctx)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    return ownerTrader(shop)
  }

  async update(ctx: HttpContext): Promise<TraderSaved> {
    await ownerActorOf(ctx)
    const input = await ctx.request.validateUsing(traderValidator)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    return { message: TRADER_MESSAGES.saved, trader: await saveTraderDetails(shop, input) }
  }

  async identity(ctx: HttpContext): Promise<TraderSaved> {
    await ownerActorOf(ctx)
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('OwnerPolicy').authorize('manageShop', shop)
    return { message: TRADER_MESSAGES.identitySaved, trader: await submitIdentityDocument(shop, () => readIdentityPart(ctx)) }
  }

  /**
   * GET /api/shops/:id/trader/identity: for the owner and admins only, never cached by shared caches; a picture
   * (re-encoded on upload) inline, a PDF (kept as sent) only as a download under a policy that allows nothing.
   */
  async showIdentity(ctx: HttpContext) {
    const shop = await Shop.findOrFail(ctx.params.id)
    await ctx.bouncer.with('TraderPolicy').authorize('viewIdentity', shop)
    const { stream, contentType } = await openIdentityDocument(shop.id)
    ctx.response.header('content-type', contentType)
    ctx.response.header('x-content-type-options', 'nosniff')
    if (contentType === 'application/pdf') {
      ctx.response.header('content-disposition', `attachment; filename="shop-${shop.id}-identity.pdf"`)
      ctx.response.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
    } else {
      ctx.response.header('content-disposition', 'inline')
    }
    ctx.response.header('cache-control', 'private, no-store')
    return ctx.response.stream(stream)
  }
}
