/*
 * A shop page view: take the visit (when the caller is a page view; kept in memory, no database work), then
 * read the shop. The view count shown includes this visit when it was taken as a new one; the background
 * count catches up within a second. A shop the public may not see is not found; its contact details go to a
 * signed-in viewer only (shop_contact.ts).
 */
import type { ShopDetail } from '@shoplocal/shared/types'
import { catalogueErrors } from '#services/catalogue/catalogue_errors'
import db from '@adonisjs/lucid/services/db'
import { findPublicShop } from '#services/catalogue/shop_detail'
import { contactFor } from '#services/catalogue/shop_contact'
import { wherePublicShop } from '#services/catalogue/public_scope'
import { recordShopVisit } from '#services/catalogue/visit_batch'
import type { Visitor } from '#services/catalogue/visitor'

export async function openShopPage(id: number, visitor: Visitor | null, signedIn: boolean): Promise<ShopDetail> {
  const found = await findPublicShop(id)
  if (!found) throw catalogueErrors.shopNotFound()
  const shop = contactFor(found, signedIn)
  const counted = visitor !== null && recordShopVisit(id, visitor)
  return counted ? { ...shop, viewCount: shop.viewCount + 1 } : shop
}

/**
 * Views of shop pages the website served from its short-lived copies (visitors without cookies), reported in
 * batches: each is taken as a read would take it; views of shops the public may no longer see are dropped.
 */
export async function takeReportedVisits(views: { shopId: number; visitor: Visitor }[]): Promise<void> {
  if (views.length === 0) return
  const ids = [...new Set(views.map((view) => view.shopId))]
  const query = db.from('shops as s').whereIn('s.id', ids)
  wherePublicShop(query)
  const visible = new Set((await query.select('s.id')).map((row: { id: number }) => Number(row.id)))
  for (const view of views) if (visible.has(view.shopId)) recordShopVisit(view.shopId, view.visitor)
}
