/*
 * A shop page view: count the visit (when the caller is a page view), then
 * read the shop, so the view count shown includes this visit. A shop the
 * public may not see is not found.
 */
import logger from '@adonisjs/core/services/logger'
import type { ShopDetail } from '@shoplocal/shared/types'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import { findPublicShop, isPublicShop } from '#services/catalogue/shop_detail'
import { recordShopVisit } from '#services/catalogue/shop_visits'
import type { Visitor } from '#services/catalogue/visitor'

export async function openShopPage(id: number, visitor: Visitor | null): Promise<ShopDetail> {
  if (visitor && (await isPublicShop(id))) {
    try {
      await recordShopVisit(id, visitor)
    } catch (error) {
      // A lost page view must not cost the visitor the page; the transaction left nothing half-written.
      logger.warn({ err: error, shopId: id }, 'shop visit not recorded')
    }
  }
  const shop = await findPublicShop(id)
  if (!shop) throw catalogueErrors.shopNotFound()
  return shop
}
