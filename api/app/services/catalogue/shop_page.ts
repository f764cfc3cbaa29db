/*
 * A shop page view: take the visit (when the caller is a page view; kept in memory, no database work), then
 * read the shop. The view count shown includes this visit when it was taken as a new one; the background
 * count catches up within a second. A shop the public may not see is not found.
 */
import type { ShopDetail } from '@shoplocal/shared/types'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import { findPublicShop, findPublicShopRow } from '#services/catalogue/shop_detail'
import { recordShopVisit } from '#services/catalogue/visit_batch'
import type { Visitor } from '#services/catalogue/visitor'

export async function openShopPage(id: number, visitor: Visitor | null): Promise<ShopDetail> {
  const shop = await findPublicShop(id)
  if (!shop) throw catalogueErrors.shopNotFound()
  const counted = visitor !== null && recordShopVisit(id, visitor)
  return counted ? { ...shop, viewCount: shop.viewCount + 1 } : shop
}

/**
 * A view of a shop page the website served from its short-lived copy for visitors without cookies: the
 * visit is taken as if the page had been read, without reading the shop's products again.
 */
export async function takeShopVisit(id: number, visitor: Visitor): Promise<void> {
  if (!(await findPublicShopRow(id))) throw catalogueErrors.shopNotFound()
  recordShopVisit(id, visitor)
}
