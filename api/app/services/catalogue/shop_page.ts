/*
 * A shop page view: queue the visit (when the caller is a page view), then read the shop. The view count
 * shown includes this visit when it was queued as a new one; the background count catches up within a
 * second. A shop the public may not see is not found.
 */
import logger from '@adonisjs/core/services/logger'
import type { ShopDetail } from '@shoplocal/shared/types'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import { findPublicShop, isPublicShop } from '#services/catalogue/shop_detail'
import { queueShopVisit } from '#services/catalogue/shop_visits'
import type { Visitor } from '#services/catalogue/visitor'

export async function openShopPage(id: number, visitor: Visitor | null): Promise<ShopDetail> {
  let queued = false
  if (visitor && (await isPublicShop(id))) {
    try {
      queued = await queueShopVisit(id, visitor)
    } catch (error) {
      // A lost page view must not cost the visitor the page.
      logger.warn({ err: error, shopId: id }, 'shop visit not recorded')
    }
  }
  const shop = await findPublicShop(id)
  if (!shop) throw catalogueErrors.shopNotFound()
  return queued ? { ...shop, viewCount: shop.viewCount + 1 } : shop
}
